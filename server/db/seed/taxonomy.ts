import { type SQL, sql } from "drizzle-orm";
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
  await fillEnglish(db, "taxonomy_roles", roles);
  await fillEnglish(db, "taxonomy_skills", skills);
  await fillEnglish(db, "taxonomy_task_types", taskTypes);
  await db.insert(taxonomyRoleTasks).values(roleTasks).onConflictDoNothing();
  await db.insert(taxonomyTaskSkills).values(taskSkills).onConflictDoNothing();
  await db.insert(taxonomyRoleSkills).values(roleSkills).onConflictDoNothing();
  const perms = Object.entries(rolePermissionsByRole).flatMap(([roleId, list]) =>
    list.map((permission) => ({ role: taxonomyPermissionKey(roleId), permission })),
  );
  await db.insert(rolePermissions).values(perms).onConflictDoNothing();
}

type Worded = { id: string; name: string; nameEn: string; description: string; descriptionEn: string };

/**
 * English for seeded rows of a database seeded before the English columns existed: each English
 * text is written where none is stored yet and the French beside it is still the seed's (an
 * administrator's rewording keeps its own, absent, English); a seeded description written with
 * plain spaces before ; : ! ? gets the no-break ones. One statement per table.
 */
async function fillEnglish(
  db: Db,
  table: "taxonomy_roles" | "taxonomy_skills" | "taxonomy_task_types",
  rows: (Worded & { category?: string; categoryEn?: string })[],
) {
  const data = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      name_en: r.nameEn,
      description: r.description,
      description_en: r.descriptionEn,
      category: r.category ?? null,
      category_en: r.categoryEn ?? null,
    })),
  );
  const t = sql.identifier(table);
  // Equal but for the kind of space: the seed's French now has no-break spaces before ; : ! ?
  const same = (a: SQL, b: SQL) =>
    sql`translate(${a}, chr(8239) || chr(160), '  ') = translate(${b}, chr(8239) || chr(160), '  ')`;
  const fill = (column: string) => {
    const own = sql.identifier(column);
    const en = sql.identifier(`${column}_en`);
    return sql`${en} = case when t.${en} is null and ${same(sql`t.${own}`, sql`x.${own}`)} then x.${en} else t.${en} end`;
  };
  const missing = (column: string) =>
    sql`(t.${sql.identifier(`${column}_en`)} is null and ${same(sql`t.${sql.identifier(column)}`, sql`x.${sql.identifier(column)}`)})`;
  // The seed's own description with French typography, where an earlier seed wrote it with plain spaces.
  const typography = sql`description = case when ${same(sql`t.description`, sql`x.description`)} then x.description else t.description end`;
  const hasCategory = table !== "taxonomy_roles";
  await db.execute(sql`
    update ${t} as t set ${fill("name")}, ${fill("description")}, ${typography}${hasCategory ? sql`, ${fill("category")}` : sql``}
    from jsonb_to_recordset(${data}::jsonb)
      as x(id text, name text, name_en text, description text, description_en text, category text, category_en text)
    where t.id = x.id
      and (${missing("name")} or ${missing("description")} or (t.description <> x.description and ${same(sql`t.description`, sql`x.description`)})${hasCategory ? sql` or ${missing("category")}` : sql``})`);
}
