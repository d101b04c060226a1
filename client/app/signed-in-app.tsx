import type { User } from "@shared/contracts/auth";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch, useLocation } from "wouter";
import { ME_QUERY_KEY } from "@/features/auth/api/get-me";
import { type AuthResponse, signIn, signOut } from "@/features/auth/session";
import { useLiveEvents } from "@/features/live/use-live-events";
// Where the signed-in screens' catalogues are: with the app's code, not after its first text.
import "@/lib/app-catalogues";
import { queryClient } from "@/lib/query-client";
import { NotFoundPage, PAGES, pageFor } from "./pages";
import { AppShell } from "./shell/app-shell";

// Inside the signed-in app the me query is the source of truth; the session follows it. A logout
// (useLogout leaves `null` there) or a refetch answering 401 shows the login page again, and a
// profile update reaches the session's user too.
queryClient.getQueryCache().subscribe(({ type, query }) => {
  if (type !== "updated" || query.queryKey[0] !== ME_QUERY_KEY[0]) return;
  const me = query.state.data as AuthResponse | null | undefined;
  if (me === null) signOut();
  else if (me) signIn(me.user);
});

/** Starts the code and texts of the page at `path` (the router, on arrival). */
export const preloadPage = (path: string) => pageFor(path).preload();

/** The shell and its routes, for the session's user, with TanStack Query. */
export function SignedInApp({ user }: { user: User }) {
  const [location] = useLocation();

  // The session already knows the user (from start-up or a login): the me query starts from it
  // rather than asking again. Only on arrival: afterwards the session follows the query.
  if (queryClient.getQueryData<AuthResponse | null>(ME_QUERY_KEY)?.user !== user) {
    queryClient.setQueryData<AuthResponse>(ME_QUERY_KEY, { user });
  }

  // The page's code and texts load alongside the shell's first render, not once it has rendered
  // (the router already started them on arrival; this covers later navigations).
  pageFor(location).preload();

  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      <AppShell>
        <Switch>
          {PAGES.map(({ path, page }) => (
            <Route key={path} path={path} component={page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </AppShell>
    </QueryClientProvider>
  );
}

/** The tab's event stream: other members' changes, notifications and the session's end, live. */
function LiveEvents() {
  useLiveEvents();
  return null;
}
