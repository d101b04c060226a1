/**
 * Permission strings granted by access roles (user, admin) and by business roles, the latter keyed
 * `business:<role>` so that declaring oneself "admin" as a trade grants no admin access.
 */
export const rolePermissionSeed: Record<string, string[]> = {
  user: [
    "use_ai_services",
    "view_knowledge",
    "contribute_knowledge",
    "follow_training",
    "manage_own_deliverables",
    "use_kanban",
    "use_marketplace",
  ],
  "business:consultant": ["create_deliverables", "use_alfa_assistant"],
  "business:manager": ["view_team_analytics", "manage_boards", "create_deliverables"],
  "business:analyst": ["view_analytics", "export_data"],
  "business:admin": ["view_team_analytics"],
  admin: ["admin_access", "manage_taxonomy", "manage_users", "moderate_marketplace", "manage_knowledge"],
};
