import { lazyPage } from "./lazy-page";

// The table of signed-in pages lives apart from the signed-in app so that the router (in the
// entry) can start a page's code together with the app's on arrival, in one round trip.

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
  { path: "/profile", page: lazyPage(() => import("./routes/profile"), "ProfilePage", ["auth"]) },
];
export const NotFoundPage = lazyPage(() => import("./routes/not-found"), "NotFoundPage");

/** The page a signed-in path shows. */
export const pageFor = (path: string) => PAGES.find((p) => p.path === path)?.page ?? NotFoundPage;
