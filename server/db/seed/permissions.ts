/** Permission strings granted by access roles and business roles (table role_permissions). */
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
  consultant: ["create_deliverables", "use_alfa_assistant"],
  manager: ["view_team_analytics", "manage_boards", "create_deliverables"],
  analyst: ["view_analytics", "export_data"],
  admin: ["admin_access", "manage_taxonomy", "manage_users", "moderate_marketplace", "manage_knowledge"],
};
