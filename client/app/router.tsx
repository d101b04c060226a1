import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useMe } from "@/features/auth/api/get-me";
import { lazyPage } from "./lazy-page";

// Every screen is its own chunk; the shell too, so the login page never downloads it.
const LoginPage = lazyPage(() => import("./routes/login"), "LoginPage");
const ForgotPasswordPage = lazyPage(() => import("./routes/forgot-password"), "ForgotPasswordPage");
const CertificatePage = lazyPage(() => import("./routes/certificate"), "CertificatePage");
const AppShell = lazyPage(() => import("./shell/app-shell"), "AppShell");
const DashboardPage = lazyPage(() => import("./routes/dashboard"), "DashboardPage");
const ServicesPage = lazyPage(() => import("./routes/services"), "ServicesPage");
const KnowledgePage = lazyPage(() => import("./routes/knowledge"), "KnowledgePage");
const TrainingPage = lazyPage(() => import("./routes/training"), "TrainingPage");
const KanbanPage = lazyPage(() => import("./routes/kanban"), "KanbanPage");
const DeliverablesPage = lazyPage(() => import("./routes/deliverables"), "DeliverablesPage");
const AnalyticsPage = lazyPage(() => import("./routes/analytics"), "AnalyticsPage");
const CompetencyPage = lazyPage(() => import("./routes/competency"), "CompetencyPage");
const MarketplacePage = lazyPage(() => import("./routes/marketplace"), "MarketplacePage");
const InternalMarketplacePage = lazyPage(
  () => import("./routes/internal-marketplace"),
  "InternalMarketplacePage",
);
const LlmVerticalPage = lazyPage(() => import("./routes/llm-vertical"), "LlmVerticalPage");
const SimulatorPage = lazyPage(() => import("./routes/simulator"), "SimulatorPage");
const AdminTaxonomyPage = lazyPage(() => import("./routes/admin-taxonomy"), "AdminTaxonomyPage");
const ProfilePage = lazyPage(() => import("./routes/profile"), "ProfilePage");
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

  return (
    <AppShell>
      <Switch>
        <Route path="/" component={DashboardPage} />
        <Route path="/services" component={ServicesPage} />
        <Route path="/knowledge" component={KnowledgePage} />
        <Route path="/training" component={TrainingPage} />
        <Route path="/kanban" component={KanbanPage} />
        <Route path="/deliverables" component={DeliverablesPage} />
        <Route path="/analytics" component={AnalyticsPage} />
        <Route path="/competency" component={CompetencyPage} />
        <Route path="/marketplace" component={MarketplacePage} />
        <Route path="/internal-marketplace" component={InternalMarketplacePage} />
        <Route path="/llm-vertical" component={LlmVerticalPage} />
        <Route path="/simulator" component={SimulatorPage} />
        <Route path="/admin/taxonomy" component={AdminTaxonomyPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </AppShell>
  );
}
