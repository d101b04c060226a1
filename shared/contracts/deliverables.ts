import { z } from "zod";

export const REQUIRED_FIELDS_MESSAGE = "Veuillez remplir tous les champs requis.";
export const MAX_FIELD_LENGTH = 20_000;

export const deliverableStatus = z.enum(["draft", "completed", "archived"], {
  message: "Statut inconnu",
});
export type DeliverableStatus = z.infer<typeof deliverableStatus>;

export const fieldType = z.enum(["text", "textarea", "select"]);

export const templateField = z.object({
  type: fieldType,
  label: z.string(),
  required: z.boolean(),
  placeholder: z.string().optional(),
  rows: z.number().int().optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  /** Position in the form (jsonb keeps no key order, so the order is stored with each field). */
  order: z.number().int(),
});
export type TemplateField = z.infer<typeof templateField>;

export const deliverableTemplate = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  category: z.string(),
  format: z.string(),
  fields: z.object({ properties: z.record(z.string(), templateField) }),
  taskTypeId: z.string().nullable(),
});
export type DeliverableTemplate = z.infer<typeof deliverableTemplate>;

/** The fields of a template in form order. */
export function orderedFields(template: Pick<DeliverableTemplate, "fields">): [string, TemplateField][] {
  return Object.entries(template.fields.properties).sort((a, b) => a[1].order - b[1].order);
}

export const templateSummary = deliverableTemplate.pick({
  id: true,
  name: true,
  nameEn: true,
  category: true,
  format: true,
});

export const deliverable = z.object({
  id: z.string(),
  name: z.string(),
  status: deliverableStatus,
  templateId: z.string(),
  template: templateSummary,
  data: z.record(z.string(), z.string()),
  /** The latest quality score, or null until one is computed. */
  latestScore: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deliverable = z.infer<typeof deliverable>;

const fieldValues = z.record(
  z.string().max(100),
  z.string().max(MAX_FIELD_LENGTH, "Un champ dépasse la longueur autorisée"),
);

export const createDeliverableBody = z.object({
  name: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(200, "Le nom est trop long"),
  data: fieldValues.default({}),
});
export type CreateDeliverableBody = z.input<typeof createDeliverableBody>;

export const updateDeliverableBody = z
  .object({
    name: z.string().trim().min(1, "Le nom est requis").max(200, "Le nom est trop long").optional(),
    status: deliverableStatus.optional(),
    /** Replaces every field value (send the whole map). */
    data: fieldValues.optional(),
  })
  .refine((b) => b.name !== undefined || b.status !== undefined || b.data !== undefined, {
    message: "Rien à modifier",
  });
export type UpdateDeliverableBody = z.input<typeof updateDeliverableBody>;

export const deliverableListQuery = z.object({
  /** "all" or absent for every status. */
  status: z.union([deliverableStatus, z.literal("all")]).optional(),
  search: z.string().trim().max(200).optional(),
});

export const templateIdParam = z.object({ templateId: z.string().min(1).max(100) });

export const exportFormat = z.enum(["docx", "json"], { message: "Format d'export inconnu" });
export type ExportFormat = z.infer<typeof exportFormat>;
export const exportQuery = z.object({
  format: exportFormat.default("docx"),
  /** Language of the Word document's headings (the content stays as written). */
  language: z.enum(["fr", "en"]).default("fr"),
});

/** The `json` export: the deliverable, its template's labels and the latest score. */
export const deliverableExport = z.object({
  name: z.string(),
  status: deliverableStatus,
  template: z.object({ id: z.string(), name: z.string(), category: z.string() }),
  fields: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  latestScore: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  exportedAt: z.string(),
});
export type DeliverableExport = z.infer<typeof deliverableExport>;
