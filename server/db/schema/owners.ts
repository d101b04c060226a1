/**
 * Who owns each table: the one module that reads and writes it directly. Any other module reaches
 * its rows through functions the owner exports (its service.ts or queries.ts), never through the
 * table itself, in a drizzle import or in raw SQL. `server/test/module-boundaries.test.ts` checks
 * the modules against this map, explained in docs/architecture.md (Module boundaries).
 *
 * `events` belongs to the event log (server/plugins/events.ts), not to a module: every module writes
 * it through `recordEvent` and reads it through the functions exported beside it.
 */
export const TABLE_OWNERS: Record<string, string> = {
  users: "auth",
  user_roles: "auth",
  role_permissions: "auth",
  sessions: "auth",
  auth_failures: "auth",
  chat_threads: "chat",
  chat_messages: "chat",
  competency_service_days: "competency",
  competency_service_totals: "competency",
  deliverable_templates: "deliverables",
  deliverables: "deliverables",
  quality_scores: "quality",
  events: "events",
  internal_items: "internal-marketplace",
  internal_item_words: "internal-marketplace",
  internal_reviews: "internal-marketplace",
  internal_downloads: "internal-marketplace",
  communities: "internal-marketplace",
  community_members: "internal-marketplace",
  kanban_boards: "kanban",
  kanban_members: "kanban",
  kanban_invitations: "kanban",
  kanban_tasks: "kanban",
  kanban_task_activity: "kanban",
  kanban_presence: "kanban",
  knowledge_items: "knowledge",
  knowledge_nodes: "knowledge",
  knowledge_sections: "knowledge",
  learning_capsules: "learning",
  user_skill_levels: "learning",
  marketplace_items: "marketplace",
  marketplace_item_words: "marketplace",
  marketplace_subscriptions: "marketplace",
  notifications: "notifications",
  services: "services",
  taxonomy_roles: "taxonomy",
  taxonomy_skills: "taxonomy",
  taxonomy_task_types: "taxonomy",
  taxonomy_role_tasks: "taxonomy",
  taxonomy_task_skills: "taxonomy",
  taxonomy_role_skills: "taxonomy",
  user_assignments: "taxonomy",
  training_modules: "training",
  training_progress: "training",
  certificates: "training",
};

/**
 * The plugins that read tables, and the owner each acts for: the session hook reads the sessions of
 * `auth`, the assistant's retrieval reads the knowledge base's sections. The same test keeps each
 * to its owner's tables.
 */
export const PLUGIN_OWNERS: Record<string, string> = {
  "session.ts": "auth",
  "session-cache.ts": "auth",
  "events.ts": "events",
  ai: "knowledge",
};
