import { z } from "zod";
import { msg } from "./errors";

export const REQUIRED_FIELDS_MESSAGE = msg("fields_required");
export const MAX_FIELD_LENGTH = 20_000;

export const deliverableStatus = z.enum(["draft", "completed", "archived"], {
  message: msg("unknown_status"),
});
export type DeliverableStatus = z.infer<typeof deliverableStatus>;

/**
 * What a field holds: short text, long text (`textarea`), an amount in euros, a percentage, a whole
 * number, a calendar date or one choice among options (`select`).
 */
export const fieldType = z.enum(["text", "textarea", "amount", "percentage", "integer", "date", "select"]);
export type FieldType = z.infer<typeof fieldType>;

export const templateField = z.object({
  type: fieldType,
  label: z.string(),
  required: z.boolean(),
  placeholder: z.string().optional(),
  rows: z.number().int().optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  /** Bounds of a number (amount, percentage, integer). */
  min: z.number().optional(),
  max: z.number().optional(),
  /** Longest text accepted, in characters. */
  maxLength: z.number().int().optional(),
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
  /** An English reader gets some of the category or fields in French: the template has no English for them. */
  fallback: z.boolean().optional(),
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

const fieldValues = z.record(z.string().max(100), z.string().max(MAX_FIELD_LENGTH, msg("field_too_long")));

export const createDeliverableBody = z.object({
  name: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(200, msg("name_too_long")),
  data: fieldValues.default({}),
});
export type CreateDeliverableBody = z.input<typeof createDeliverableBody>;

export const updateDeliverableBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, msg("deliverable_name_required"))
      .max(200, msg("name_too_long"))
      .optional(),
    status: deliverableStatus.optional(),
    /** Replaces every field value (send the whole map). */
    data: fieldValues.optional(),
  })
  .refine((b) => b.name !== undefined || b.status !== undefined || b.data !== undefined, {
    message: msg("nothing_to_change"),
  });
export type UpdateDeliverableBody = z.input<typeof updateDeliverableBody>;

export const deliverableListQuery = z.object({
  /** "all" or absent for every status. */
  status: z.union([deliverableStatus, z.literal("all")]).optional(),
  search: z.string().trim().max(200).optional(),
});

export const templateIdParam = z.object({ templateId: z.string().min(1).max(100) });

export const exportFormat = z.enum(["docx", "json"], { message: msg("unknown_export_format") });
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
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: fieldType,
      /** As a reader sees it in the export's language ("2 400 000 €", "14/03/2025", a choice's label). */
      value: z.string(),
      /** As stored ("2400000", "2025-03-14", the option's value), or as typed before fields were typed. */
      raw: z.string(),
    }),
  ),
  latestScore: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  exportedAt: z.string(),
});
export type DeliverableExport = z.infer<typeof deliverableExport>;

// ---- Field values: strict on write, lenient on read ----

/** Why a field value is refused; the client translates the code, the server sends the French message. */
export const fieldIssueCode = z.enum([
  "required",
  "unknown_field",
  "invalid_option",
  "invalid_amount",
  "invalid_percentage",
  "invalid_integer",
  "invalid_date",
  "too_long",
  "too_small",
  "too_large",
]);
export type FieldIssueCode = z.infer<typeof fieldIssueCode>;

export type FieldIssue = {
  /** `fields.<key>` */
  path: string;
  field: string;
  code: FieldIssueCode;
  message: string;
  /** The bound that was crossed (min, max, maxLength), for the message. */
  limit?: number;
};

const TEXT_MAX_LENGTH = 300;
const AMOUNT_MAX = 1e12;

/** Bounds a field applies, its own or its type's. */
export function fieldBounds(field: Pick<TemplateField, "type" | "min" | "max" | "maxLength">) {
  switch (field.type) {
    case "amount":
      return { min: field.min ?? 0, max: field.max ?? AMOUNT_MAX };
    case "percentage":
      return { min: field.min ?? 0, max: field.max ?? 100 };
    case "integer":
      return { min: field.min ?? 0, max: field.max ?? 1_000_000 };
    case "textarea":
      return { maxLength: field.maxLength ?? MAX_FIELD_LENGTH };
    case "text":
      return { maxLength: field.maxLength ?? TEXT_MAX_LENGTH };
    default:
      return {};
  }
}

/**
 * A number as people write it: "2400000", "2 400 000 €", "3 466,07 €", "12,5 %", "185000.50",
 * "2,400,000.00". Null when it is not one.
 */
export function parseNumber(raw: string): number | null {
  let v = raw
    .trim()
    .replace(/[\s\u00a0\u202f]+/g, "")
    .replace(/(ht|ttc)$/i, "")
    .replace(/(€|euros?|eur|%)$/i, "")
    .replace(/^€/, "");
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(v)) v = v.replace(/,/g, "");
  else v = v.replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** A calendar day written yyyy-mm-dd or dd/mm/yyyy, as yyyy-mm-dd; null when it is not a real day. */
export function parseDay(raw: string): string | null {
  const v = raw.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const fr = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : fr
      ? [Number(fr[3]), Number(fr[2]), Number(fr[1])]
      : [0, 0, 0];
  if (!y || y < 1900 || y > 2200) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

const decimals = (n: number) => Math.round(n * 100) / 100;
const frNumber = (n: number) => String(n).replace(".", ",");

/**
 * One value checked against its field and written in its stored form: amounts and percentages
 * as plain decimals ("2400000", "3466.07"), integers as digits, dates as yyyy-mm-dd, choices as
 * the option's value; texts as typed (a short text trimmed). Empty values are "".
 */
export function checkFieldValue(
  key: string,
  field: TemplateField,
  raw: string,
): { value: string; issue?: undefined } | { value?: undefined; issue: FieldIssue } {
  const issue = (code: FieldIssueCode, message: string, limit?: number) => ({
    issue: { path: `fields.${key}`, field: key, code, message, ...(limit === undefined ? {} : { limit }) },
  });
  const label = field.label;
  if (raw.trim() === "") {
    return field.required ? issue("required", `« ${label} » est obligatoire`) : { value: "" };
  }
  const bounds = fieldBounds(field);
  switch (field.type) {
    case "text":
    case "textarea": {
      const value = field.type === "text" ? raw.trim() : raw;
      const max = bounds.maxLength ?? MAX_FIELD_LENGTH;
      if (value.length > max) return issue("too_long", `« ${label} » dépasse ${max} caractères`, max);
      return { value };
    }
    case "select":
      if (!field.options?.some((o) => o.value === raw))
        return issue("invalid_option", `Valeur non autorisée pour « ${label} »`);
      return { value: raw };
    case "date": {
      const day = parseDay(raw);
      return day
        ? { value: day }
        : issue("invalid_date", `« ${label} » doit être une date valide (jj/mm/aaaa)`);
    }
    default: {
      const n = parseNumber(raw);
      const min = bounds.min ?? 0;
      const max = bounds.max ?? AMOUNT_MAX;
      if (n === null || (field.type === "integer" && !Number.isInteger(n))) {
        const code =
          field.type === "amount"
            ? "invalid_amount"
            : field.type === "percentage"
              ? "invalid_percentage"
              : "invalid_integer";
        const what =
          field.type === "amount"
            ? "un montant en euros"
            : field.type === "percentage"
              ? "un pourcentage"
              : "un nombre entier";
        return issue(code, `« ${label} » doit être ${what}`);
      }
      if (n < min) return issue("too_small", `« ${label} » doit être au moins ${frNumber(min)}`, min);
      if (n > max) return issue("too_large", `« ${label} » doit être au plus ${frNumber(max)}`, max);
      return { value: String(field.type === "integer" ? n : decimals(n)) };
    }
  }
}

/**
 * Checks every submitted value against the template: unknown keys, required fields left empty
 * (whether sent empty or not sent), types and bounds. Returns the stored values or the issues.
 */
export function checkFieldValues(
  template: Pick<DeliverableTemplate, "fields">,
  data: Record<string, string>,
): { data: Record<string, string>; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const out: Record<string, string> = {};
  for (const key of Object.keys(data)) {
    if (!template.fields.properties[key])
      issues.push({
        path: `fields.${key}`,
        field: key,
        code: "unknown_field",
        message: `Champ inconnu : ${key}`,
      });
  }
  for (const [key, field] of orderedFields(template)) {
    const result = checkFieldValue(key, field, data[key] ?? "");
    if (result.issue) issues.push(result.issue);
    else if (result.value !== "" || key in data) out[key] = result.value;
  }
  return { data: out, issues };
}

/**
 * A stored value as a reader sees it: amounts "2 400 000 €" / "€2,400,000", percentages
 * "12,5 %" / "12.5%", integers with the reader's separators, dates dd/mm/yyyy (both languages,
 * as everywhere in Praxis), a choice's label. A value written before fields were typed ("Valeur
 * test 6" in an amount) is shown as it was typed.
 */
export function formatFieldValue(
  field: TemplateField | undefined,
  raw: string,
  language: "fr" | "en",
): string {
  if (!field || raw.trim() === "") return raw;
  const locale = language === "en" ? "en-GB" : "fr-FR";
  switch (field.type) {
    case "select":
      return field.options?.find((o) => o.value === raw)?.label ?? raw;
    case "date": {
      const day = parseDay(raw);
      return day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : raw;
    }
    case "amount": {
      const n = parseNumber(raw);
      if (n === null) return raw;
      return new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "EUR",
        minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(n);
    }
    case "percentage": {
      const n = parseNumber(raw);
      if (n === null) return raw;
      return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(n / 100);
    }
    case "integer": {
      const n = parseNumber(raw);
      return n === null ? raw : new Intl.NumberFormat(locale).format(n);
    }
    default:
      return raw;
  }
}

/** A stored value as a form input holds it: numbers as plain decimals, dates yyyy-mm-dd; "" when unreadable. */
export function inputValue(field: TemplateField, raw: string): string {
  if (raw.trim() === "") return "";
  switch (field.type) {
    case "amount":
    case "percentage":
    case "integer": {
      const n = parseNumber(raw);
      return n === null ? "" : String(n);
    }
    case "date":
      return parseDay(raw) ?? "";
    case "select":
      return field.options?.some((o) => o.value === raw) ? raw : "";
    default:
      return raw;
  }
}
