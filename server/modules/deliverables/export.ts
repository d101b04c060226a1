// Export of a deliverable: a real Word document (docx) or its JSON, named after the deliverable.
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import {
  type Deliverable,
  type DeliverableExport,
  type DeliverableTemplate,
  deliverableExport,
  type ExportFormat,
  orderedFields,
} from "../../../shared/contracts/deliverables";
import type { QualityScore } from "../../../shared/contracts/quality";
import { scoreBand } from "../../../shared/domain/quality";
import type { Db } from "../../db/client";
import { recordEvent } from "../../plugins/events";
import * as quality from "../quality/service";
import * as deliverables from "./service";

type Language = "fr" | "en";

const words = {
  fr: {
    template: "Modèle",
    category: "Catégorie",
    status: "Statut",
    created: "Créé le",
    updated: "Modifié le",
    exported: "Exporté le",
    statuses: { draft: "Brouillon", completed: "Terminé", archived: "Archivé" },
    empty: "Non renseigné",
    score: "Score qualité",
    noScore: "Aucun score calculé.",
    bands: { excellent: "Excellent", good: "Bon", poor: "À améliorer" },
    calculation: (ai: number, rules: number) =>
      `Évaluation IA ${ai}/100 × 70 % + règles du modèle ${rules}/100 × 30 %`,
    breakdown: "Détail des règles",
    strengths: "Points forts",
    areas: "Axes d'amélioration",
    suggestions: "Suggestions",
  },
  en: {
    template: "Template",
    category: "Category",
    status: "Status",
    created: "Created",
    updated: "Updated",
    exported: "Exported",
    statuses: { draft: "Draft", completed: "Completed", archived: "Archived" },
    empty: "Not filled in",
    score: "Quality score",
    noScore: "No score computed.",
    bands: { excellent: "Excellent", good: "Good", poor: "Needs work" },
    calculation: (ai: number, rules: number) =>
      `AI assessment ${ai}/100 × 70% + template rules ${rules}/100 × 30%`,
    breakdown: "Rules breakdown",
    strengths: "Strengths",
    areas: "Areas for improvement",
    suggestions: "Suggestions",
  },
};

const day = (iso: string) =>
  new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric" }).format(
    new Date(iso),
  );

/** What a field shows: a select's option label rather than its value. */
function display(template: DeliverableTemplate, key: string, value: string): string {
  const field = template.fields.properties[key];
  if (field?.type === "select") return field.options?.find((o) => o.value === value)?.label ?? value;
  return value;
}

/** A file name made of the deliverable's name, safe on every system. */
export function fileName(name: string, format: ExportFormat): string {
  const base =
    name
      .normalize("NFC")
      .replace(/[\\/:*?"<>|]+/g, "-")
      .replace(/\p{Cc}+/gu, "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 120) || "livrable";
  return `${base}.${format}`;
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function toJsonExport(
  deliverable: Deliverable,
  template: DeliverableTemplate,
  score: QualityScore | null,
  now: Date,
): DeliverableExport {
  return deliverableExport.parse({
    name: deliverable.name,
    status: deliverable.status,
    template: { id: template.id, name: template.name, category: template.category },
    fields: orderedFields(template).map(([key, field]) => ({
      key,
      label: field.label,
      value: display(template, key, deliverable.data[key] ?? ""),
    })),
    latestScore: score?.score ?? null,
    createdAt: deliverable.createdAt,
    updatedAt: deliverable.updatedAt,
    exportedAt: now.toISOString(),
  });
}

const meta = (label: string, value: string) =>
  new Paragraph({ children: [new TextRun({ text: `${label} : `, bold: true }), new TextRun(value)] });

/** Text with line breaks becomes one paragraph per line, as written. */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => new Paragraph({ text: line, spacing: { after: 120 } }));

const bullets = (items: string[]) => items.map((text) => new Paragraph({ text, bullet: { level: 0 } }));

export async function toDocx(
  deliverable: Deliverable,
  template: DeliverableTemplate,
  score: QualityScore | null,
  now: Date,
  language: Language,
): Promise<Buffer> {
  const w = words[language];
  const children: Paragraph[] = [
    new Paragraph({ text: deliverable.name, heading: HeadingLevel.TITLE }),
    new Paragraph({
      children: [new TextRun({ text: language === "fr" ? template.name : template.nameEn, italics: true })],
      spacing: { after: 240 },
    }),
    meta(w.template, language === "fr" ? template.name : template.nameEn),
    meta(w.category, template.category),
    meta(w.status, w.statuses[deliverable.status]),
    meta(w.created, day(deliverable.createdAt)),
    meta(w.updated, day(deliverable.updatedAt)),
    meta(w.exported, day(now.toISOString())),
  ];
  for (const [key, field] of orderedFields(template)) {
    children.push(
      new Paragraph({ text: field.label, heading: HeadingLevel.HEADING_1, spacing: { before: 240 } }),
    );
    const value = display(template, key, deliverable.data[key] ?? "").trim();
    if (value) children.push(...paragraphs(value));
    else children.push(new Paragraph({ children: [new TextRun({ text: w.empty, italics: true })] }));
  }
  children.push(new Paragraph({ text: w.score, heading: HeadingLevel.HEADING_1, spacing: { before: 360 } }));
  if (!score) {
    children.push(new Paragraph({ children: [new TextRun({ text: w.noScore, italics: true })] }));
  } else {
    const fc = score.details.final_calculation;
    children.push(
      new Paragraph({
        children: [
          new TextRun({ text: `${score.score}/100`, bold: true, size: 32 }),
          new TextRun({ text: ` — ${w.bands[scoreBand(score.score)]} (${day(score.createdAt)})` }),
        ],
      }),
      new Paragraph({ text: w.calculation(fc.ai_score, fc.rules_score) }),
      ...paragraphs(score.details.ai_assessment),
      new Paragraph({ text: w.breakdown, heading: HeadingLevel.HEADING_2 }),
      ...bullets(
        score.details.breakdown.map(
          (r) =>
            `${r.passed ? "✓" : "✗"} ${r.rule} : ${r.score}/100 (${Math.round(r.weight * 100)} %) — ${r.detail}`,
        ),
      ),
    );
    for (const [title, items] of [
      [w.strengths, score.strengths],
      [w.areas, score.areas_for_improvement],
      [w.suggestions, score.suggestions],
    ] as const) {
      if (items.length === 0) continue;
      children.push(new Paragraph({ text: title, heading: HeadingLevel.HEADING_2 }), ...bullets([...items]));
    }
  }
  const doc = new Document({
    creator: "Praxis",
    title: deliverable.name,
    description: template.name,
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    sections: [{ properties: {}, children }],
  });
  return Packer.toBuffer(doc);
}

/** Builds the file and records the export; docx or JSON, named after the deliverable. */
export async function exportDeliverable(
  db: Db,
  userId: string,
  id: string,
  format: ExportFormat,
  language: Language,
  now: Date,
): Promise<{ fileName: string; contentType: string; body: Buffer | DeliverableExport }> {
  const { deliverable, template } = await deliverables.getWithTemplate(db, userId, id);
  const score = await quality.latest(db, userId, id);
  const body =
    format === "docx"
      ? await toDocx(deliverable, template, score, now, language)
      : toJsonExport(deliverable, template, score, now);
  await recordEvent(db, userId, {
    type: "export",
    entity: "deliverable",
    entityId: id,
    data: { name: deliverable.name, templateId: deliverable.templateId, format },
    at: now,
  });
  return {
    fileName: fileName(deliverable.name, format),
    contentType:
      format === "docx"
        ? "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        : "application/json; charset=utf-8",
    body,
  };
}
