import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { deliverableTemplates } from "../schema/deliverables";
import { taxonomyTaskTypes } from "../schema/taxonomy";
import { deliverableTemplates as templateSeed } from "./content/deliverable-templates";
import { refreshed } from "./upsert";

/**
 * The kind of work each template documents (task types of `content/taxonomy.ts`): competencies
 * follow a scored or completed deliverable to its task type's skills.
 */
export const templateTaskTypes: Record<string, string> = {
  "note-credit-comite": "credit-committee-prep",
  "analyse-credit-bail": "leasing-structuring",
  "compte-rendu-comite-credit": "credit-committee-prep",
  "fiche-kyc-lcb-ft": "kyc-review",
  "proposition-commerciale-leasing": "commercial-proposal",
  "rapport-avancement-projet": "project-status-report",
};

/**
 * Upserts the deliverable templates. Runs after the taxonomy seed; a task type that is not in the
 * database yet is left null rather than failing the foreign key, and filled on the next run.
 */
export async function seedDeliverables(db: Db) {
  const wanted = [...new Set(Object.values(templateTaskTypes))];
  const present = new Set(
    (
      await db
        .select({ id: taxonomyTaskTypes.id })
        .from(taxonomyTaskTypes)
        .where(inArray(taxonomyTaskTypes.id, wanted))
    ).map((r) => r.id),
  );
  const rows = templateSeed.map((t) => {
    // jsonb keeps no key order: each field carries its position in the form.
    const properties = Object.fromEntries(
      Object.entries(t.fields.properties).map(([key, field], order) => [key, { ...field, order }]),
    );
    const taskTypeId = templateTaskTypes[t.id];
    return {
      id: t.id,
      name: t.name,
      nameEn: t.nameEn,
      description: t.description,
      descriptionEn: t.descriptionEn,
      category: t.category,
      categoryEn: t.categoryEn,
      format: t.format,
      fields: { properties },
      rules: t.rules as unknown as Record<string, unknown>,
      taskTypeId: taskTypeId && present.has(taskTypeId) ? taskTypeId : null,
    };
  });
  await db
    .insert(deliverableTemplates)
    .values(rows)
    .onConflictDoUpdate({
      target: deliverableTemplates.id,
      set: {
        ...refreshed(deliverableTemplates, [
          "name",
          "nameEn",
          "description",
          "descriptionEn",
          "category",
          "categoryEn",
          "format",
          "fields",
          "rules",
        ]),
        // Keep a task type an admin chose when the reference one is missing.
        taskTypeId: sql`coalesce(excluded.task_type_id, ${deliverableTemplates.taskTypeId})`,
      },
    });
}
