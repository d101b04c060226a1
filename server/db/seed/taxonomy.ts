import { taxonomyPermissionKey } from "../../modules/taxonomy/grants";
import type { Db } from "../client";
import { rolePermissions } from "../schema/auth";
import {
  taxonomyRoleSkills,
  taxonomyRoles,
  taxonomyRoleTasks,
  taxonomySkills,
  taxonomyTaskSkills,
  taxonomyTaskTypes,
} from "../schema/taxonomy";
import { roleSkills, roles, roleTasks, skills, taskSkills, taskTypes } from "./content/taxonomy";

/**
 * What each seeded organisational role grants on top of its level's permissions
 * (see server/modules/taxonomy/grants.ts). Stored in `role_permissions` under `taxonomy:<roleId>`.
 */
const rolePermissionsByRole: Record<string, string[]> = {
  "analyste-credit-junior": ["create_deliverables"],
  "gestionnaire-back-office-leasing": ["use_alfa_assistant"],
  "charge-affaires-credit-bail": ["create_deliverables", "use_alfa_assistant"],
  "analyste-risques": ["view_analytics", "export_data"],
  "data-analyst-scoring": ["view_analytics", "export_data"],
  "consultant-alfa": ["use_alfa_assistant", "contribute_knowledge"],
  "consultant-pmo": ["manage_boards"],
  "chef-projet-si": ["manage_boards", "view_analytics"],
  "responsable-recouvrement": ["view_analytics"],
  "responsable-conformite": ["view_analytics", "export_data"],
  "directeur-engagements": ["view_analytics"],
};

/**
 * The reference taxonomy. The seed runs at every start, so rows are inserted when missing (by id,
 * links by their pair) and never overwritten: an administrator's edits survive a restart. A seeded
 * row an administrator deleted comes back, because other seeds (learning capsules, deliverable
 * templates, kanban's default task type) point at these ids.
 */
export async function seedTaxonomy(db: Db) {
  // No conflict target: a row whose id or name is already taken is left as it is.
  await db.insert(taxonomyRoles).values(roles).onConflictDoNothing();
  await db.insert(taxonomySkills).values(skills).onConflictDoNothing();
  await db.insert(taxonomyTaskTypes).values(taskTypes).onConflictDoNothing();
  await db.insert(taxonomyRoleTasks).values(roleTasks).onConflictDoNothing();
  await db.insert(taxonomyTaskSkills).values(taskSkills).onConflictDoNothing();
  await db.insert(taxonomyRoleSkills).values(roleSkills).onConflictDoNothing();
  const perms = Object.entries(rolePermissionsByRole).flatMap(([roleId, list]) =>
    list.map((permission) => ({ role: taxonomyPermissionKey(roleId), permission })),
  );
  await db.insert(rolePermissions).values(perms).onConflictDoNothing();
}
