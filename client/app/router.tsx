import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Redirect, useLocation } from "wouter";
import { FullPageSpinner } from "@/components/ui/spinner";
import { type Session, useSession } from "@/features/auth/session";
import { loadErrorTexts } from "@/lib/error-catalogue";
import { lazyPage } from "./lazy-page";

// Every screen is its own chunk. The signed-in app (TanStack Query, the shell and its routes) is
// one too, so the login page downloads none of it (decision 006). Each names its catalogues,
// fetched alongside its code.
const LoginPage = lazyPage(() => import("./routes/login"), "LoginPage", ["auth", "changelog"]);
const ForgotPasswordPage = lazyPage(() => import("./routes/forgot-password"), "ForgotPasswordPage", [
  "auth",
  "forgot-password",
]);
const CertificatePage = lazyPage(() => import("./routes/certificate"), "CertificatePage", ["training"]);
const SignedInApp = lazyPage(() => import("./signed-in-app"), "SignedInApp", [
  "shell",
  "notifications",
  "contextual",
]);

/** Pages reachable without a session. */
const PUBLIC_PATHS = new Set(["/forgot-password"]);

/**
 * Starts the code and texts of the screen `location` shows for this session: signed in, the app
 * (TanStack Query, the shell) then the page; signed out, the login page. main.tsx calls it as soon
 * as the session is known, before the first render. The table of pages comes with the app, not
 * with the entry the login page loads too: the page's files are already on their way by then
 * (theme-init.js preloads them with the app's), so waiting for the app to name them costs no
 * round trip, and the page needs the app to show anyway.
 */
export function preloadScreen(session: Session, location: string) {
  if (PUBLIC_PATHS.has(location) || location.startsWith("/certificates/")) return;
  if (session.status === "signedOut") LoginPage.preload();
  if (session.status !== "signedIn") return;
  // A demo visitor's screens say on arrival what the server refuses them (DemoNotice), in words
  // from the error texts: those come now, alongside the app's code, not after its first render.
  if (session.user.isDemo) void loadErrorTexts().catch(() => undefined);
  void SignedInApp.preload().then(
    (app) => app.preloadPage(location === "/login" ? "/" : location),
    () => undefined,
  );
}

/**
 * Spec section 2: a spinner while the session loads; signed out, every path shows the login page
 * (the URL stays as typed); signed in, /login goes to / and every other path renders in the shell.
 */
export function AppRouter() {
  const { t } = useTranslation("common");
  const session = useSession();
  const [location] = useLocation();

  useEffect(() => {
    // Each page may set a more precise title; this resets it when leaving one that did.
    document.title = t("appName");
  }, [t]);

  if (session.status === "loading") return <FullPageSpinner label={t("loadingApp")} />;
  if (PUBLIC_PATHS.has(location)) return <ForgotPasswordPage />;
  // Certificate verification links are handed to third parties: public, signed in or out.
  if (location.startsWith("/certificates/")) return <CertificatePage />;
  if (session.status === "signedOut") return <LoginPage />;
  if (location === "/login") return <Redirect to="/" replace />;
  // Already started at start-up (main.tsx); this covers a login.
  preloadScreen(session, location);
  return <SignedInApp user={session.user} />;
}
