import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import { type AuthResponse, ME_PATH } from "../session";

export const ME_QUERY_KEY = [ME_PATH] as const;

/** Spec: a 401 on "who am I?" simply means nobody is signed in. */
export const getMe = getQueryFn<AuthResponse | null>({ on401: "returnNull" });

/**
 * Spec section 9: the current user is the one query that goes stale (5 min) and is kept 10 min.
 * The signed-in app seeds it with the session's user (app/signed-in-app.tsx).
 */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: getMe,
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
});

/** The signed-in user, inside the signed-in app (its QueryClientProvider). */
export function useMe() {
  const query = useQuery(meQueryOptions);
  return { user: query.data?.user ?? null, isLoading: query.isLoading, refetch: query.refetch };
}
