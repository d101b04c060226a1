import { count, eq, like, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ErrorCode } from "../../../shared/contracts/errors";
import type { Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import type { taxonomyRoles, taxonomySkills, taxonomyTaskTypes } from "../../db/schema/taxonomy";
import { conflict, notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";

// What the taxonomy's services share: the actor, names and slugs, database errors and events.

export type Actor = { id: string; email: string };

export const collator = new Intl.Collator("fr", { sensitivity: "base", numeric: true });
export const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);

/** The Postgres error under drizzle's wrapper, if any. */
export function pgError(err: unknown): { code?: string; constraint?: string; table?: string } | undefined {
  let e = err as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as typeof e;
  }
  return undefined;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Kebab-case key of a name: "Analyste crédit junior" → "analyste-credit-junior". */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "element";
}

/** The three kinds of element the taxonomy names. */
export type Kind = "role" | "skill" | "taskType";

export type Entity = typeof taxonomyRoles | typeof taxonomySkills | typeof taxonomyTaskTypes;

/** The slug of `name`, suffixed -2, -3… when another row already has it. */
async function freeId(db: Db, table: Entity, name: string) {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(or(eq(table.id, base), like(table.id, `${base}-%`)))
    ).map((r) => r.id),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Names are unique regardless of case and surrounding spaces. */
async function assertNameFree(db: Db, table: Entity, name: string, duplicate: ErrorCode, exceptId?: string) {
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.name}) = lower(${name.trim()})`);
  if (clash && clash.id !== exceptId) throw conflict(duplicate);
}

export const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
export const nullToUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

export const DUPLICATE = {
  role: "duplicate_role_name",
  skill: "duplicate_skill_name",
  taskType: "duplicate_task_type_name",
} as const satisfies Record<string, ErrorCode>;

export async function countWhere(db: Db, table: PgTable, where: SQL) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

// ---------- Roles, skills, task types ----------

/** Inserts with a fresh slug id; a concurrent insert of the same slug or name ends in 409, not 500. */
export async function insertNamed<T>(
  db: Db,
  table: Entity,
  name: string,
  duplicate: ErrorCode,
  insert: (tx: Db, id: string) => Promise<T>,
): Promise<T> {
  await assertNameFree(db, table, name, duplicate);
  try {
    return await db.transaction(async (tx) => insert(tx, await freeId(tx, table, name)));
  } catch (err) {
    if (pgError(err)?.code === "23505") throw conflict(duplicate);
    throw err;
  }
}

export async function updateNamed<T>(
  db: Db,
  table: Entity,
  id: string,
  name: string,
  duplicate: ErrorCode,
  update: (tx: Db) => Promise<T | undefined>,
): Promise<T> {
  await assertNameFree(db, table, name, duplicate, id);
  try {
    const row = await db.transaction(update);
    if (!row) throw notFound("taxonomy");
    return row;
  } catch (err) {
    if (pgError(err)?.code === "23505") throw conflict(duplicate);
    throw err;
  }
}

export const edited = (
  tx: Db,
  actor: Actor,
  type: "create" | "edit",
  kind: string,
  row: { id: string; name: string },
) =>
  recordEvent(tx, actor.id, { type, entity: "taxonomy", entityId: row.id, data: { kind, name: row.name } });

/** A text in the reader's language: the English when there is one, else the French, marked. */
export function inLanguage(fr: string, en: string | null | undefined, language: Language) {
  if (language === "fr") return { text: fr, fallback: false };
  return en ? { text: en, fallback: false } : { text: fr, fallback: true };
}

/** The same in SQL, for lists read in one query. */
export const columnIn = (fr: PgColumn, en: PgColumn, language: Language): SQL<string> =>
  language === "en" ? sql<string>`coalesce(${en}, ${fr})` : sql<string>`${fr}`;

/** Names compared as the reader's language sorts them. */
export const collatorOf = (language: Language) =>
  language === "en" ? new Intl.Collator("en", { sensitivity: "base", numeric: true }) : collator;
