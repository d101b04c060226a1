import { and, count, eq, inArray } from "drizzle-orm";
import type { Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import { deliverables, deliverableTemplates } from "../../db/schema/deliverables";

/**
 * What other modules may read of deliverables (it owns the templates and the deliverables; see
 * docs/architecture.md, Module boundaries).
 */

/** The task type of every template. */
export function templateTaskTypes(db: Db) {
  return db
    .select({ id: deliverableTemplates.id, taskTypeId: deliverableTemplates.taskTypeId })
    .from(deliverableTemplates);
}

/** The template of each of these deliverables that belongs to the user. */
export function templatesOfDeliverables(db: Db, userId: string, ids: string[]) {
  return db
    .select({ id: deliverables.id, templateId: deliverables.templateId })
    .from(deliverables)
    .where(and(eq(deliverables.userId, userId), inArray(deliverables.id, ids)));
}

/** How many templates produce a task type. */
export async function countTemplatesOfTaskType(db: Db, taskTypeId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deliverableTemplates)
    .where(eq(deliverableTemplates.taskTypeId, taskTypeId));
  return Number(row?.n ?? 0);
}

/** The first `limit` templates of a task type by name, as id and label in the reader's language. */
export function templateLabelsOfTaskType(db: Db, taskTypeId: string, limit: number, language: Language) {
  const name = language === "en" ? deliverableTemplates.nameEn : deliverableTemplates.name;
  return db
    .select({ id: deliverableTemplates.id, label: name })
    .from(deliverableTemplates)
    .where(eq(deliverableTemplates.taskTypeId, taskTypeId))
    .orderBy(name)
    .limit(limit);
}
