import { type AnyColumn, and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  type CreateDeliverableBody,
  checkFieldValues,
  type Deliverable,
  type DeliverableStatus,
  type DeliverableTemplate,
  type TemplateField,
  type UpdateDeliverableBody,
} from "../../../shared/contracts/deliverables";
import type { Db } from "../../db/client";
import { deliverables, deliverableTemplates } from "../../db/schema/deliverables";
import { HttpError, notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";
import { latestScoreOf } from "../quality/queries";
import {
  type Language,
  type QualityRules,
  type RuleField,
  type ScoringTemplate,
  wordField,
} from "../quality/rules";

const LIST_LIMIT = 500;

type TemplateRow = typeof deliverableTemplates.$inferSelect;
/** A field as stored: both languages (English absent on a template written only in French). */
type StoredField = Omit<TemplateField, "order" | "options"> &
  RuleField & { order?: number; placeholderEn?: string };

const storedFields = (row: TemplateRow) => row.fields.properties as Record<string, StoredField>;

/**
 * The template in the reader's language (category, fields' labels, placeholders and options), its
 * fields in form order whatever order jsonb gave back; names and descriptions keep both languages.
 */
function toTemplate(row: TemplateRow, language: Language): DeliverableTemplate {
  const entries = Object.entries(storedFields(row))
    .map(([key, f], i) => [key, { ...wordField(f, language), order: f.order ?? i }] as const)
    .sort((a, b) => a[1].order - b[1].order);
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    category: language === "en" && row.categoryEn ? row.categoryEn : row.category,
    format: row.format,
    fields: { properties: Object.fromEntries(entries) },
    taskTypeId: row.taskTypeId,
    fallback:
      language === "en" &&
      (!row.categoryEn ||
        Object.values(storedFields(row)).some(
          (f) => !f.labelEn || (f.placeholder && !f.placeholderEn) || f.options?.some((o) => !o.labelEn),
        )),
  };
}

/** Every template, worded in the reader's language. */
export async function listTemplates(db: Db, language: Language): Promise<DeliverableTemplate[]> {
  const rows = await db.select().from(deliverableTemplates).orderBy(deliverableTemplates.name);
  return rows.map((row) => toTemplate(row, language));
}

async function templateRow(db: Db, id: string): Promise<TemplateRow> {
  const [row] = await db.select().from(deliverableTemplates).where(eq(deliverableTemplates.id, id));
  if (!row) throw notFound("template");
  return row;
}

/**
 * Checks submitted values against the template (strict on write): a 400 naming each refused field
 * (`fields.<key>`, with a code and a message); required fields left empty are refused.
 */
function checkData(template: DeliverableTemplate, data: Record<string, string>): Record<string, string> {
  const checked = checkFieldValues(template, data);
  if (checked.issues.length) {
    const issues = checked.issues.map((i) => ({
      path: i.path,
      code: i.code,
      message: i.message,
      ...(i.limit === undefined ? {} : { limit: i.limit }),
    }));
    // A required field left empty says so in general; otherwise the first issue names its field.
    if (checked.issues.some((i) => i.code === "required"))
      throw new HttpError(400, "fields_required", { issues });
    throw new HttpError(400, "validation", { message: checked.issues[0].message, issues });
  }
  return checked.data;
}

const latestScore = latestScoreOf(deliverables.id);

const listColumns = {
  id: deliverables.id,
  name: deliverables.name,
  status: deliverables.status,
  templateId: deliverables.templateId,
  data: deliverables.data,
  createdAt: deliverables.createdAt,
  updatedAt: deliverables.updatedAt,
  templateName: deliverableTemplates.name,
  templateNameEn: deliverableTemplates.nameEn,
  templateCategory: deliverableTemplates.category,
  templateCategoryEn: deliverableTemplates.categoryEn,
  templateFormat: deliverableTemplates.format,
  latestScore,
};

type ListRow = {
  id: string;
  name: string;
  status: string;
  templateId: string;
  data: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
  templateName: string;
  templateNameEn: string;
  templateCategory: string;
  templateCategoryEn: string | null;
  templateFormat: string;
  latestScore: number | null;
};

const statuses: DeliverableStatus[] = ["draft", "completed", "archived"];

function toDeliverable(r: ListRow, language: Language): Deliverable {
  return {
    id: r.id,
    name: r.name,
    // Spec section 4: an unknown status displays as draft.
    status: statuses.includes(r.status as DeliverableStatus) ? (r.status as DeliverableStatus) : "draft",
    templateId: r.templateId,
    template: {
      id: r.templateId,
      name: r.templateName,
      nameEn: r.templateNameEn,
      category: language === "en" && r.templateCategoryEn ? r.templateCategoryEn : r.templateCategory,
      format: r.templateFormat,
    },
    data: r.data ?? {},
    latestScore: r.latestScore === null ? null : Number(r.latestScore),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

// Accented letters and their base letter, for a search that ignores accents both ways ("eclair"
// finds "Éclair", "éclair" finds "Eclair") without the unaccent extension.
const ACCENTED =
  "àáâãäåāçćčèéêëēęěìíîïīłñńòóôõöøōœùúûüūůýÿžźżšśÀÁÂÃÄÅĀÇĆČÈÉÊËĒĘĚÌÍÎÏĪŁÑŃÒÓÔÕÖØŌŒÙÚÛÜŪŮÝŸŽŹŻŠŚ";
const NO_DECOMPOSITION: Record<string, string> = { ł: "l", Ł: "L", ø: "o", Ø: "O", œ: "o", Œ: "O" };
const BASE = [...ACCENTED].map((c) => NO_DECOMPOSITION[c] ?? c.normalize("NFD")[0]).join("");

const unaccented = (column: SQL | AnyColumn) => sql`translate(${column}, ${ACCENTED}, ${BASE})`;

function withoutAccents(text: string): string {
  return [...text].map((c) => (ACCENTED.includes(c) ? BASE[ACCENTED.indexOf(c)] : c)).join("");
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The user's deliverables, latest change first, by status and by words of their name or template. */
export async function list(
  db: Db,
  userId: string,
  filter: { status?: DeliverableStatus | "all"; search?: string },
  language: Language,
): Promise<Deliverable[]> {
  const term = filter.search?.trim();
  const rows = await db
    .select(listColumns)
    .from(deliverables)
    .innerJoin(deliverableTemplates, eq(deliverableTemplates.id, deliverables.templateId))
    .where(
      and(
        eq(deliverables.userId, userId),
        filter.status && filter.status !== "all" ? eq(deliverables.status, filter.status) : undefined,
        term
          ? or(
              ...[deliverables.name, deliverableTemplates.name, deliverableTemplates.nameEn].map((column) =>
                ilike(unaccented(column), `%${escapeLike(withoutAccents(term))}%`),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(deliverables.updatedAt))
    .limit(LIST_LIMIT);
  return rows.map((r) => toDeliverable(r, language));
}

/** One deliverable of the user; someone else's is reported as unknown (404), not forbidden. */
export async function get(db: Db, userId: string, id: string, language: Language): Promise<Deliverable> {
  if (!isUuid(id)) throw notFound("deliverable");
  const [row] = await db
    .select(listColumns)
    .from(deliverables)
    .innerJoin(deliverableTemplates, eq(deliverableTemplates.id, deliverables.templateId))
    .where(and(eq(deliverables.id, id), eq(deliverables.userId, userId)));
  if (!row) throw notFound("deliverable");
  return toDeliverable(row, language);
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function createFromTemplate(
  db: Db,
  userId: string,
  templateId: string,
  input: CreateDeliverableBody,
  now: Date,
  language: Language,
): Promise<Deliverable> {
  // Checked in French: the server's messages are French, the client words the issues' codes.
  const template = toTemplate(await templateRow(db, templateId), "fr");
  const data = checkData(template, input.data ?? {});
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deliverables)
      .values({ userId, templateId, name: input.name.trim(), data, createdAt: now, updatedAt: now })
      .returning({ id: deliverables.id });
    await recordEvent(tx, userId, {
      type: "create",
      entity: "deliverable",
      entityId: row.id,
      data: { name: input.name.trim(), templateId },
      at: now,
    });
    return row.id;
  });
  return get(db, userId, id, language);
}

/** Changes name, status or field values; records an edit, and a completion when it becomes completed. */
export async function update(
  db: Db,
  userId: string,
  id: string,
  input: UpdateDeliverableBody,
  now: Date,
  language: Language,
): Promise<Deliverable> {
  const before = await get(db, userId, id, language);
  const template = toTemplate(await templateRow(db, before.templateId), "fr");
  const data = input.data === undefined ? undefined : checkData(template, input.data);
  const name = input.name?.trim();
  const changedFields = data
    ? [...new Set([...Object.keys(data), ...Object.keys(before.data)])].filter(
        (k) => (data[k] ?? "") !== (before.data[k] ?? ""),
      )
    : [];
  const renamed = name !== undefined && name !== before.name;
  const statusChanged = input.status !== undefined && input.status !== before.status;
  await db.transaction(async (tx) => {
    await tx
      .update(deliverables)
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(data !== undefined ? { data } : {}),
        updatedAt: now,
      })
      .where(and(eq(deliverables.id, id), eq(deliverables.userId, userId)));
    const eventName = name ?? before.name;
    if (renamed || changedFields.length || (statusChanged && input.status !== "completed")) {
      await recordEvent(tx, userId, {
        type: "edit",
        entity: "deliverable",
        entityId: id,
        data: {
          name: eventName,
          templateId: before.templateId,
          fields: changedFields,
          ...(statusChanged && input.status !== "completed" ? { status: input.status } : {}),
        },
        at: now,
      });
    }
    if (statusChanged && input.status === "completed") {
      await recordEvent(tx, userId, {
        type: "complete",
        entity: "deliverable",
        entityId: id,
        data: { name: eventName, templateId: before.templateId },
        at: now,
      });
    }
  });
  return get(db, userId, id, language);
}

export async function remove(db: Db, userId: string, id: string) {
  await get(db, userId, id, "fr");
  await db.delete(deliverables).where(and(eq(deliverables.id, id), eq(deliverables.userId, userId)));
}

/**
 * The deliverable with its template in the reader's language (for export), and the template's
 * fields in both languages with its rules (for scoring, which reads content in either language).
 */
export async function getWithTemplate(db: Db, userId: string, id: string, language: Language) {
  const deliverable = await get(db, userId, id, language);
  const row = await templateRow(db, deliverable.templateId);
  const template = toTemplate(row, language);
  const scoring: ScoringTemplate & { nameEn: string } = {
    id: template.id,
    name: template.name,
    nameEn: template.nameEn,
    fields: {
      properties: Object.fromEntries(
        Object.entries(storedFields(row)).map(([key, f]) => [
          key,
          { ...f, order: template.fields.properties[key]?.order },
        ]),
      ),
    },
    rules: row.rules as unknown as QualityRules,
  };
  return { deliverable, template, scoring };
}
