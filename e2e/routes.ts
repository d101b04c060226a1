/**
 * Every signed-in screen of the app (spec section 2), for the browser tests and the web benchmark.
 * The administration's own is reached as a non-admin too.
 */
export const SIGNED_IN_ROUTES = [
  "/",
  "/services",
  "/knowledge",
  "/training",
  "/kanban",
  "/deliverables",
  "/analytics",
  "/competency",
  "/marketplace",
  "/internal-marketplace",
  "/llm-vertical",
  "/admin/taxonomy",
  "/profile",
];
