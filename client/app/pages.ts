import { lazyPage } from "./lazy-page";

// The table of signed-in pages, with the signed-in app's chunk (not the entry, which the login page
// loads too). On arrival the router starts the page through it as soon as the app has loaded
// (signed-in-app.tsx's preloadPage); the page's files and texts are already on their way
// (theme-init.js preloads them with the app's), so that costs no round trip.

/** The signed-in screens, in the shell. */
export const PAGES: { path: string; page: ReturnType<typeof lazyPage> }[] = [
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
  { path: "/profile", page: lazyPage(() => import("./routes/profile"), "ProfilePage", ["auth", "profile"]) },
];
export const NotFoundPage = lazyPage(() => import("./routes/not-found"), "NotFoundPage");

/** The page a signed-in path shows. */
export const pageFor = (path: string) => PAGES.find((p) => p.path === path)?.page ?? NotFoundPage;
