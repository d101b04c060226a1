import { and, arrayContains, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Service, ServiceCategory } from "../../../shared/contracts/services";
import type { Db } from "../../db/client";
import { services } from "../../db/schema/services";
import { notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";

const columns = {
  id: services.id,
  name: services.name,
  nameEn: services.nameEn,
  description: services.description,
  descriptionEn: services.descriptionEn,
  category: services.category,
  color: services.color,
  icon: services.icon,
  tags: services.tags,
  tagsEn: services.tagsEn,
  usageCount: services.usageCount,
  rating: services.rating,
};

export async function list(
  db: Db,
  filter: { category?: ServiceCategory; tag?: string } = {},
): Promise<Service[]> {
  const rows = await db
    .select(columns)
    .from(services)
    .where(
      and(
        filter.category ? eq(services.category, filter.category) : undefined,
        filter.tag ? arrayContains(services.tags, [filter.tag]) : undefined,
      ),
    )
    .orderBy(asc(services.category), asc(services.name));
  return rows as Service[];
}

/** Counts a launch and records it in the event log (dashboard counters and activity). */
export async function use(db: Db, userId: string, id: string): Promise<Service> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(services)
      .set({ usageCount: sql`${services.usageCount} + 1` })
      .where(eq(services.id, id))
      .returning(columns);
    if (!row) throw notFound("service");
    await recordEvent(tx, userId, {
      type: "use",
      entity: "service",
      entityId: id,
      data: { name: row.name, category: row.category },
    });
    return row as Service;
  });
}

/** Number of agents in each service family, by family. */
export async function families(db: Db) {
  return db
    .select({ category: services.category, agents: count() })
    .from(services)
    .groupBy(services.category)
    .orderBy(services.category);
}

/** The family of each of these services. */
export function categoriesOf(db: Db, ids: string[]) {
  return db
    .select({ id: services.id, category: services.category })
    .from(services)
    .where(inArray(services.id, ids));
}
