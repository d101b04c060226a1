// Export of a deliverable: a real Word document (docx) or its JSON, named after the deliverable.
import {
  AlignmentType,
  Document,
  HeadingLevel,
  type ILevelsOptions,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from "docx";
import {
  type Deliverable,
  type DeliverableExport,
  type DeliverableTemplate,
  deliverableExport,
  type ExportFormat,
  formatFieldValue,
  orderedFields,
} from "../../../shared/contracts/deliverables";
import type { QualityScore } from "../../../shared/contracts/quality";
import { AI_WEIGHT, RULES_WEIGHT, scoreBand } from "../../../shared/domain/quality";
import type { Db } from "../../db/client";
import { recordEvent } from "../../plugins/events";
import * as quality from "../quality/service";
import * as deliverables from "./service";

type Language = "fr" | "en";

const pct = (weight: number, language: Language) =>
  language === "fr" ? `${Math.round(weight * 100)}\u202f%` : `${Math.round(weight * 100)}%`;

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
    calculation: (ai: string, rules: string) =>
      `Évaluation IA ${ai}/100 × ${pct(AI_WEIGHT, "fr")} + règles du modèle ${rules}/100 × ${pct(RULES_WEIGHT, "fr")}`,
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
    calculation: (ai: string, rules: string) =>
      `AI assessment ${ai}/100 × ${pct(AI_WEIGHT, "en")} + template rules ${rules}/100 × ${pct(RULES_WEIGHT, "en")}`,
    breakdown: "Rules breakdown",
    strengths: "Strengths",
    areas: "Areas for improvement",
    suggestions: "Suggestions",
  },
};

const day = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Paris",
  }).format(new Date(iso));

/** What a field shows: a choice's label, an amount, a percentage or a date as the reader writes them. */
function display(template: DeliverableTemplate, key: string, value: string, language: Language): string {
  return formatFieldValue(template.fields.properties[key], value, language);
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
  language: Language = "fr",
): DeliverableExport {
  return deliverableExport.parse({
    name: deliverable.name,
    status: deliverable.status,
    template: {
      id: template.id,
      name: language === "fr" ? template.name : template.nameEn,
      category: template.category,
    },
    fields: orderedFields(template).map(([key, field]) => ({
      key,
      label: field.label,
      type: field.type,
      value: display(template, key, deliverable.data[key] ?? "", language),
      raw: deliverable.data[key] ?? "",
    })),
    latestScore: score?.score ?? null,
    createdAt: deliverable.createdAt,
    updatedAt: deliverable.updatedAt,
    exportedAt: now.toISOString(),
  });
}

const colon = (language: Language) => (language === "fr" ? "\u202f: " : ": ");

const meta = (label: string, value: string, language: Language) =>
  new Paragraph({
    children: [new TextRun({ text: `${label}${colon(language)}`, bold: true }), new TextRun(value)],
  });

/** A number in the reader's language, to one decimal: 64,4 / 64.4. */
const num = (n: number, language: Language) =>
  new Intl.NumberFormat(language === "fr" ? "fr-FR" : "en-GB", { maximumFractionDigits: 1 }).format(n);

// Word lists: real numbering definitions, so Word shows bullets and numbers it can continue,
// indent and restyle, not characters typed at the start of a line.
const BULLET = "praxis-bullet";
const NUMBERED = "praxis-numbered";
const bulletGlyphs = ["•", "◦", "▪"];
const indentOf = (level: number) => ({ left: 720 * (level + 1), hanging: 360 });
const bulletLevels: ILevelsOptions[] = Array.from({ length: 9 }, (_, level) => ({
  level,
  format: LevelFormat.BULLET,
  text: bulletGlyphs[level % bulletGlyphs.length],
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: indentOf(level) } },
}));
const numberedLevels: ILevelsOptions[] = Array.from({ length: 9 }, (_, level) => ({
  level,
  format: [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN][level % 3],
  text: `%${level + 1}.`,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: indentOf(level) } },
}));

/** A line's indentation as a level: two spaces or a tab per level, up to 8. */
function levelOf(indent: string): number {
  const width = [...indent].reduce((w, c) => w + (c === "\t" ? 2 : 1), 0);
  return Math.min(8, Math.floor(width / 2));
}

/**
 * Text as its author laid it out: lines starting with "-", "•" or "*" make a bulleted list and
 * "1." or "1)" a numbered one (indentation gives the level), "#" lines are headings, blank lines
 * separate paragraphs and consecutive lines of a paragraph keep their line breaks. `lists` counts
 * the numbered lists of the document: a list after other text, or numbered from 1 again, starts at 1.
 */
function richText(text: string, lists: { numbered: number }): Paragraph[] {
  const out: Paragraph[] = [];
  let lines: { text: string; level: number }[] = [];
  let inNumbered = false;
  const flush = () => {
    if (lines.length === 0) return;
    const level = lines[0].level;
    out.push(
      new Paragraph({
        children: lines.map((l, i) => new TextRun({ text: l.text, break: i > 0 ? 1 : 0 })),
        spacing: { after: 120 },
        ...(level > 0 ? { indent: { left: 720 * level } } : {}),
      }),
    );
    lines = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const m = /^([ \t]*)(.*?)\s*$/.exec(raw)!;
    const [indent, content] = [m[1], m[2]];
    if (!content) {
      // A blank line ends a paragraph, not a list: "1. …", blank, "2. …" is one list.
      flush();
      continue;
    }
    const level = levelOf(indent);
    const heading = /^(#{1,6})\s+(.+)$/.exec(content);
    const bullet = /^[-•*]\s+(.+)$/.exec(content);
    const numbered = /^\d{1,3}[.)]\s+(.+)$/.exec(content);
    if (heading) {
      flush();
      inNumbered = false;
      const depth = heading[1].length;
      out.push(
        new Paragraph({
          text: heading[2],
          heading:
            depth <= 1
              ? HeadingLevel.HEADING_2
              : depth === 2
                ? HeadingLevel.HEADING_3
                : HeadingLevel.HEADING_4,
        }),
      );
    } else if (bullet) {
      flush();
      out.push(new Paragraph({ text: bullet[1], numbering: { reference: BULLET, level } }));
    } else if (numbered) {
      flush();
      // A new list after other text, or where the author numbers from 1 again.
      if (!inNumbered || (level === 0 && Number.parseInt(content, 10) === 1)) lists.numbered++;
      inNumbered = true;
      out.push(
        new Paragraph({
          text: numbered[1],
          numbering: { reference: NUMBERED, level, instance: lists.numbered },
        }),
      );
    } else {
      // Text after a numbered list ends it: the next numbered list starts again at 1.
      inNumbered = false;
      if (lines.length && lines[0].level !== level) flush();
      lines.push({ text: content, level });
    }
  }
  flush();
  return out;
}

const bullets = (items: string[]) =>
  items.map((text) => new Paragraph({ text, numbering: { reference: BULLET, level: 0 } }));

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
    meta(w.template, language === "fr" ? template.name : template.nameEn, language),
    meta(w.category, template.category, language),
    meta(w.status, w.statuses[deliverable.status], language),
    meta(w.created, day(deliverable.createdAt, language), language),
    meta(w.updated, day(deliverable.updatedAt, language), language),
    meta(w.exported, day(now.toISOString(), language), language),
  ];
  const lists = { numbered: 0 };
  for (const [key, field] of orderedFields(template)) {
    children.push(
      new Paragraph({ text: field.label, heading: HeadingLevel.HEADING_1, spacing: { before: 240 } }),
    );
    const value = display(template, key, deliverable.data[key] ?? "", language);
    if (value.trim()) children.push(...richText(value, lists));
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
          new TextRun({ text: `${num(score.score, language)}/100`, bold: true, size: 32 }),
          new TextRun({ text: ` — ${w.bands[scoreBand(score.score)]} (${day(score.createdAt, language)})` }),
        ],
      }),
      new Paragraph({ text: w.calculation(num(fc.ai_score, language), num(fc.rules_score, language)) }),
      ...richText(score.details.ai_assessment, lists),
      new Paragraph({ text: w.breakdown, heading: HeadingLevel.HEADING_2 }),
      ...bullets(
        score.details.breakdown.map(
          (r) =>
            `${r.passed ? "✓" : "✗"} ${r.rule}${colon(language)}${num(r.score, language)}/100 (${Math.round(r.weight * 100)}${language === "fr" ? "\u202f%" : "%"}) — ${r.detail}`,
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
    description: language === "fr" ? template.name : template.nameEn,
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    numbering: {
      config: [
        { reference: BULLET, levels: bulletLevels },
        { reference: NUMBERED, levels: numberedLevels },
      ],
    },
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
  const { deliverable, template } = await deliverables.getWithTemplate(db, userId, id, language);
  const score = await quality.latest(db, userId, id, language);
  const body =
    format === "docx"
      ? await toDocx(deliverable, template, score, now, language)
      : toJsonExport(deliverable, template, score, now, language);
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
