import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useMe } from "@/features/auth/api/get-me";
import { lazyPage } from "./lazy-page";

// Every screen is its own chunk; the shell too, so the login page never downloads it. Each names
// its catalogues, fetched alongside its code.
const LoginPage = lazyPage(() => import("./routes/login"), "LoginPage", ["auth", "changelog"]);
const ForgotPasswordPage = lazyPage(() => import("./routes/forgot-password"), "ForgotPasswordPage", ["auth"]);
const CertificatePage = lazyPage(() => import("./routes/certificate"), "CertificatePage", ["training"]);
const AppShell = lazyPage(() => import("./shell/app-shell"), "AppShell", [
  "shell",
  "notifications",
  "contextual",
]);

/** The signed-in screens, in the shell. */
const PAGES: { path: string; page: ReturnType<typeof lazyPage> }[] = [
  { path: "/", page: lazyPage(() => import("./routes/dashboard"), "DashboardPage", ["dashboard"]) },
  { path: "/services", page: lazyPage(() => import("./routes/services"), "ServicesPage", ["services"]) },
  { path: "/knowledge", page: lazyPage(() => import("./routes/knowledge"), "KnowledgePage", ["knowledge"]) },
  { path: "/training", page: lazyPage(() => import("./routes/training"), "TrainingPage", ["training"]) },
  { path: "/kanban", page: lazyPage(() => import("./routes/kanban"), "KanbanPage", ["kanban"]) },
  {
    path: "/deliverables",
    page: lazyPage(() => import("./routes/deliverables"), "DeliverablesPage", ["deliverables"]),
  },
  { path: "/analytics", page: lazyPage(() => import("./routes/analytics"), "AnalyticsPage", ["analytics"]) },
  {
    path: "/competency",
    page: lazyPage(() => import("./routes/competency"), "CompetencyPage", ["competency"]),
  },
  {
    path: "/marketplace",
    page: lazyPage(() => import("./routes/marketplace"), "MarketplacePage", ["marketplace"]),
  },
  {
    path: "/internal-marketplace",
    page: lazyPage(() => import("./routes/internal-marketplace"), "InternalMarketplacePage", [
      "internal-marketplace",
    ]),
  },
  {
    path: "/llm-vertical",
    page: lazyPage(() => import("./routes/llm-vertical"), "LlmVerticalPage", ["llm-vertical", "chat"]),
  },
  { path: "/simulator", page: lazyPage(() => import("./routes/simulator"), "SimulatorPage", ["simulator"]) },
  {
    path: "/admin/taxonomy",
    page: lazyPage(() => import("./routes/admin-taxonomy"), "AdminTaxonomyPage", ["taxonomy"]),
  },
  { path: "/profile", page: lazyPage(() => import("./routes/profile"), "ProfilePage", ["auth"]) },
];
const NotFoundPage = lazyPage(() => import("./routes/not-found"), "NotFoundPage");

/** Pages reachable without a session. */
const PUBLIC_PATHS = new Set(["/forgot-password"]);

/**
 * Spec section 2: a spinner while the session loads; signed out, every path shows the login page
 * (the URL stays as typed); signed in, /login goes to / and every other path renders in the shell.
 */
export function AppRouter() {
  const { t } = useTranslation("common");
  const { user, isLoading } = useMe();
  const [location] = useLocation();

  useEffect(() => {
    // Each page may set a more precise title; this resets it when leaving one that did.
    document.title = t("appName");
  }, [t]);

  if (isLoading) return <FullPageSpinner label={t("loadingApp")} />;
  if (PUBLIC_PATHS.has(location)) return <ForgotPasswordPage />;
  // Certificate verification links are handed to third parties: public, signed in or out.
  if (location.startsWith("/certificates/")) return <CertificatePage />;
  if (!user) return <LoginPage />;
  if (location === "/login") return <Redirect to="/" replace />;

  // The page's code and texts load alongside the shell's, not once the shell has rendered.
  AppShell.preload();
  const current = PAGES.find((p) => p.path === location)?.page ?? NotFoundPage;
  current.preload();

  return (
    <AppShell>
      <Switch>
        {PAGES.map(({ path, page }) => (
          <Route key={path} path={path} component={page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </AppShell>
  );
}
