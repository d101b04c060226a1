// The local assessor: the AI part of the score (70%) when no LLM is configured, and the fallback
// when one answers badly. It reads tone, depth, structure and consistency from the content itself,
// deterministically, and words its findings in French or English citing the fields, the missing
// terms and the figures it saw.
import { escapeRegExp } from "../../../shared/domain/text";
import {
  bilingual,
  fieldLabel,
  isFilled,
  type Language,
  quote,
  type RulesOutcome,
  type ScoringTemplate,
} from "./rules";
import { amountsInText, figures, norm, notableFigures, parseAmount, sentences, wordCount } from "./text";

export type Criteria = { tone: number; depth: number; structure: number; consistency: number };

export type Assessment = {
  criteria: Criteria;
  aiScore: number;
  ai_assessment: string;
  strengths: string[];
  areas_for_improvement: string[];
  ai_insights: { professional_tone: string; content_depth: string; consistency_check: string };
  suggestions: string[];
};

/** How the four criteria make the AI score. */
export const CRITERIA_WEIGHTS: Criteria = { tone: 0.25, depth: 0.35, structure: 0.2, consistency: 0.2 };

export function aiScoreOf(c: Criteria): number {
  return Math.round(
    c.tone * CRITERIA_WEIGHTS.tone +
      c.depth * CRITERIA_WEIGHTS.depth +
      c.structure * CRITERIA_WEIGHTS.structure +
      c.consistency * CRITERIA_WEIGHTS.consistency,
  );
}

// Familiar wording has no place in a committee memo; vague wording hides the figures.
const INFORMAL: Record<Language, string[]> = {
  fr: [
    "ça",
    "ok",
    "on a",
    "pas de problème",
    "signez vite",
    "meilleure du marché",
    "meilleur du marché",
    "super",
    "top",
    "truc",
    "trucs",
    "plein de",
    "je pense",
    "habituelle",
    "habituel",
    "bon dossier",
    "bonne société",
  ],
  en: [
    "okay",
    "ok",
    "stuff",
    "things",
    "i think",
    "no problem",
    "best on the market",
    "sign quickly",
    "kind of",
  ],
};
const VAGUE: Record<Language, string[]> = {
  fr: ["environ", "à voir", "quelques", "peu de", "plusieurs", "pas mal", "bien"],
  en: ["roughly", "to be seen", "a few", "a lot of", "more or less"],
};

function markersIn(text: string, markers: string[]): string[] {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  return markers.filter((m) => {
    const escaped = escapeRegExp(m);
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").test(lower);
  });
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

type Ctx = {
  template: ScoringTemplate;
  data: Record<string, string>;
  rules: RulesOutcome;
  lang: Language;
};

function fieldEntries(t: ScoringTemplate) {
  return Object.entries(t.fields.properties).sort((a, b) => (a[1].order ?? 0) - (b[1].order ?? 0));
}

/** Amounts of the form written again in a sentence under the same name, and whether they agree. */
function restatedAmounts(ctx: Ctx) {
  const out: { field: string; value: number; where: string; found: number; ok: boolean }[] = [];
  const textareas = fieldEntries(ctx.template).filter(([, f]) => f.type === "textarea");
  for (const key of ctx.template.rules.amountFields ?? []) {
    const field = ctx.template.fields.properties[key];
    const v = parseAmount(ctx.data[key] ?? "");
    if (!field || v === null) continue;
    // The label in either language: the reader's language need not be the content's.
    const phrases = [field.label, field.labelEn ?? ""]
      .flatMap((l) => l.replace(/\(.*?\)/g, "").split("/"))
      .map((p) => norm(p).replace(/\s+(ht|ttc)$/, ""))
      .filter((p) => p.length >= 6);
    for (const [tk, tf] of textareas) {
      for (const s of sentences(ctx.data[tk] ?? "")) {
        if (!phrases.some((p) => norm(s).includes(p))) continue;
        const amounts = amountsInText(s);
        if (amounts.length === 0) continue;
        const match = amounts.find((a) => Math.abs(a.value - v) <= Math.max(1, v * 0.005));
        out.push({
          field: fieldLabel(field, ctx.lang),
          value: v,
          where: fieldLabel(tf, ctx.lang),
          found: (match ?? amounts[0]).value,
          ok: !!match,
        });
        break;
      }
    }
  }
  return out;
}

const fmt = (n: number, lang: Language) =>
  `${new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-GB", { maximumFractionDigits: 2 })
    .format(n)
    .replace(/[\u00a0\u202f]/g, " ")} €`;

/** Assesses the deliverable; same content, same language, same result. */
export function assessLocally(ctx: Ctx & { name: string; templateName: string }): Assessment {
  const { template, data, rules, lang } = ctx;
  const fr = lang === "fr";
  const q = (s: string) => quote(s, lang);
  const entries = fieldEntries(template);
  const writtenFields = entries.filter(([, f]) => f.type !== "select");
  const textareas = entries.filter(([, f]) => f.type === "textarea");
  const allText = writtenFields.map(([k]) => data[k] ?? "").join("\n");
  const words = wordCount(allText);
  const check = (code: string) => rules.checks.find((c) => c.code === code);

  // ---- Tone ----
  const informal = [...new Set([...markersIn(allText, INFORMAL.fr), ...markersIn(allText, INFORMAL.en)])];
  // The content's language is not the reader's: both lists apply.
  const vague = [...markersIn(allText, VAGUE.fr), ...markersIn(allText, VAGUE.en)];
  const exclamations = (allText.match(/!/g) ?? []).length;
  const shortness = words < 40 ? 25 : words < 120 ? 10 : 0;
  const tone = clamp(
    100 -
      Math.min(60, informal.length * 15) -
      Math.min(30, vague.length * 8) -
      Math.min(24, exclamations * 8) -
      shortness,
  );

  // ---- Depth ----
  const filled = entries.filter(([k, f]) => isFilled(f, data[k] ?? "")).length;
  const fillRatio = entries.length ? filled / entries.length : 0;
  const coverage = textareas.length
    ? textareas.reduce((s, [k]) => {
        const target = Math.max(40, (template.rules.minLengths?.[k] ?? 240) / 6);
        return s + Math.min(1, wordCount(data[k] ?? "") / target);
      }, 0) / textareas.length
    : Math.min(1, words / 40);
  const figs = figures(allText);
  const figScore = Math.min(1, figs.length / Math.max(3, 3 * textareas.length));
  const depth = clamp(100 * (0.25 * fillRatio + 0.45 * coverage + 0.3 * figScore));

  // ---- Structure ----
  const sections = check("expected_sections");
  const longAreas = textareas.filter(([, f]) => ((f as { rows?: number }).rows ?? 4) >= 6);
  const paragraphing = longAreas.length
    ? longAreas.filter(([k]) => {
        const text = data[k] ?? "";
        const lines = text.split("\n").filter((l) => l.trim());
        const labelled = (text.match(/(^|\n|\. )[\p{Lu}][\p{L}' ]{2,40} ?:/gu) ?? []).length;
        return lines.length >= 2 || labelled >= 2;
      }).length / longAreas.length
    : 1;
  const areaSentences = textareas.flatMap(([k]) => sentences(data[k] ?? ""));
  const punctuated = areaSentences.length
    ? areaSentences.filter((s) => /[.!?:;)»]$/.test(s)).length / areaSentences.length
    : 0;
  const avgLen = areaSentences.length
    ? areaSentences.reduce((s, x) => s + wordCount(x), 0) / areaSentences.length
    : 0;
  const sentenceQuality = areaSentences.length
    ? 0.5 * punctuated + 0.5 * (avgLen >= 8 && avgLen <= 45 ? 1 : 0.4)
    : 0;
  // Structure means little in a near-empty document: it counts in proportion to what is written.
  const substance = 0.4 + 0.6 * Math.min(1, coverage * 1.5);
  const structure = clamp(
    100 *
      substance *
      (sections
        ? 0.5 * (sections.score / 100) + 0.25 * paragraphing + 0.25 * sentenceQuality
        : 0.5 * paragraphing + 0.5 * sentenceQuality),
  );

  // ---- Consistency ----
  const amounts = check("amounts");
  const dates = check("dates");
  const selects = entries.filter(([, f]) => f.type === "select");
  const selectRatio = selects.length
    ? selects.filter(([k, f]) => isFilled(f, data[k] ?? "")).length / selects.length
    : null;
  const restated = restatedAmounts(ctx);
  const parts = [
    amounts ? amounts.score / 100 : null,
    dates ? dates.score / 100 : null,
    selectRatio,
    restated.length ? restated.filter((r) => r.ok).length / restated.length : null,
  ].filter((p): p is number => p !== null);
  const consistency = clamp(parts.length ? (100 * parts.reduce((s, p) => s + p, 0)) / parts.length : 75);

  const criteria = { tone, depth, structure, consistency };
  const aiScore = aiScoreOf(criteria);

  // ---- Words: insights ----
  // Typed fields store plain numbers ("2400000"): quoted as the reader writes them ("2 400 000");
  // four digits and fewer are left alone, being mostly years.
  const examples = notableFigures(allText, 3).map((f) =>
    /^\d{5,}$/.test(f) ? fmt(Number(f), lang).replace(/ €$/, "") : f,
  );
  const professional_tone =
    informal.length + vague.length + exclamations === 0
      ? fr
        ? `Ton professionnel et factuel : aucune formulation familière ou vague relevée${figs.length ? `, ${figs.length} chiffres étayent le propos` : ""}.`
        : `Professional, factual tone: no familiar or vague wording found${figs.length ? `; ${figs.length} figures support the text` : ""}.`
      : fr
        ? `Registre à reprendre : ${[...informal, ...vague].map(q).join(", ")}${exclamations ? ` et ${exclamations} point(s) d'exclamation` : ""} relevé(s) ; un livrable de comité s'en tient aux constats chiffrés.`
        : `Wording to rework: ${[...informal, ...vague].map(q).join(", ")}${exclamations ? ` and ${exclamations} exclamation mark(s)` : ""} found; a committee document sticks to facts and figures.`;

  const shortest = textareas
    .map(([k, f]) => ({
      label: fieldLabel(f, lang),
      words: wordCount(data[k] ?? ""),
      min: template.rules.minLengths?.[k],
    }))
    .sort((a, b) => a.words - b.words)[0];
  const content_depth =
    depth >= 75
      ? fr
        ? `Contenu approfondi : ${words} mots rédigés, ${figs.length} chiffres cités${examples.length ? ` (ex. ${examples.join(", ")})` : ""}.`
        : `In-depth content: ${words} words written, ${figs.length} figures quoted${examples.length ? ` (e.g. ${examples.join(", ")})` : ""}.`
      : fr
        ? `Contenu insuffisant : ${words} mots et ${figs.length} chiffre(s) au total${shortest ? ` ; ${q(shortest.label)} ne compte que ${shortest.words} mot(s)${shortest.min ? ` pour ${shortest.min} caractères attendus` : ""}` : ""}.`
        : `Thin content: ${words} words and ${figs.length} figure(s) in all${shortest ? `; ${q(shortest.label)} has only ${shortest.words} word(s)${shortest.min ? ` for ${shortest.min} characters expected` : ""}` : ""}.`;

  const consistencyNotes: string[] = [];
  for (const r of restated) {
    consistencyNotes.push(
      r.ok
        ? fr
          ? `${q(r.field)} (${fmt(r.value, lang)}) est repris à l'identique dans ${q(r.where)}`
          : `${q(r.field)} (${fmt(r.value, lang)}) is restated identically in ${q(r.where)}`
        : fr
          ? `${q(r.field)} indique ${fmt(r.value, lang)} mais ${q(r.where)} mentionne ${fmt(r.found, lang)}`
          : `${q(r.field)} says ${fmt(r.value, lang)} but ${q(r.where)} mentions ${fmt(r.found, lang)}`,
    );
  }
  for (const c of amounts?.facts.amountChecks ?? [])
    consistencyNotes.push(`${c.ok ? "" : fr ? "incohérence : " : "inconsistent: "}${c.text}`);
  for (const b of amounts?.facts.badAmounts ?? [])
    consistencyNotes.push(
      b.value
        ? fr
          ? `${q(b.field)} n'est pas un montant lisible (${q(b.value)})`
          : `${q(b.field)} is not a readable amount (${q(b.value)})`
        : fr
          ? `${q(b.field)} est vide`
          : `${q(b.field)} is empty`,
    );
  for (const b of dates?.facts.badDates ?? [])
    if (b.value)
      consistencyNotes.push(
        fr
          ? `${q(b.value)} n'est pas une date plausible (${q(b.field)})`
          : `${q(b.value)} is not a plausible date (${q(b.field)})`,
      );
  const consistency_check =
    consistencyNotes.length === 0
      ? fr
        ? "Aucune incohérence relevée entre les champs."
        : "No inconsistency found between the fields."
      : `${consistency >= 85 ? (fr ? "Chiffres cohérents : " : "Consistent figures: ") : fr ? "À vérifier : " : "To check: "}${consistencyNotes.join(fr ? " ; " : "; ")}.`;

  // ---- Words: strengths, areas, suggestions ----
  const strengths: string[] = [];
  const areas: string[] = [];
  const suggestions: string[] = [];

  const required = check("required");
  const missingRequired = required?.facts.missingRequired ?? [];
  if (required && missingRequired.length === 0)
    strengths.push(
      fr ? "Tous les champs obligatoires sont renseignés." : "All required fields are filled in.",
    );
  if (missingRequired.length) {
    areas.push(
      fr
        ? `Champs obligatoires vides : ${missingRequired.map(q).join(", ")}.`
        : `Required fields left empty: ${missingRequired.map(q).join(", ")}.`,
    );
    for (const [, f] of entries
      .filter(([, f]) => missingRequired.includes(fieldLabel(f, lang)))
      .slice(0, 3)) {
      const example = f.placeholder
        ? ` (${f.placeholder})`
        : f.options?.length
          ? ` (${f.options.map((o) => fieldLabel(o, lang)).join(" / ")})`
          : "";
      const name = fieldLabel(f, lang);
      suggestions.push(fr ? `Renseignez ${q(name)}${example}.` : `Fill in ${q(name)}${example}.`);
    }
  }

  const foundSections = check("expected_sections")?.facts.foundSections ?? [];
  const missingSections = check("expected_sections")?.facts.missingSections ?? [];
  for (const s of foundSections.filter((s) => !missingSections.some((m) => m.field === s.field)))
    strengths.push(
      fr
        ? `${q(s.field)} suit la structure attendue : ${s.sections.join(", ")}.`
        : `${q(s.field)} follows the expected structure: ${s.sections.join(", ")}.`,
    );
  for (const m of missingSections) {
    areas.push(
      fr
        ? `${q(m.field)} ne comporte pas les sections ${m.sections.join(", ")}.`
        : `${q(m.field)} lacks the sections ${m.sections.join(", ")}.`,
    );
    suggestions.push(
      fr
        ? `Structurez ${q(m.field)} en paragraphes introduits par ${m.sections.map((s) => `« ${s} : »`).join(", ")}.`
        : `Structure ${q(m.field)} in paragraphs opening with ${m.sections.map((s) => `“${s}:”`).join(", ")}.`,
    );
  }

  const missingTerms = check("expected_terms")?.facts.missingTerms ?? [];
  const termGroups = template.rules.expectedTerms ?? [];
  const groupLabel = (key: string) => {
    const f = template.fields.properties[key];
    return f ? fieldLabel(f, lang) : key;
  };
  const complete = termGroups.filter((g) => !missingTerms.some((m) => m.field === groupLabel(g.field)));
  if (complete.length && termGroups.length) {
    const where = complete.map((g) => q(groupLabel(g.field))).join(", ");
    const terms = complete
      .flatMap((g) => bilingual(g.terms, g.termsEn, lang).map((term) => term.shown))
      .slice(0, 4)
      .join(", ");
    strengths.push(
      fr
        ? `Vocabulaire métier présent dans ${where} (${terms}).`
        : `Business vocabulary present in ${where} (${terms}).`,
    );
  }
  for (const m of missingTerms) {
    areas.push(
      fr
        ? `${q(m.field)} n'aborde pas : ${m.terms.join(", ")}.`
        : `${q(m.field)} does not cover: ${m.terms.join(", ")}.`,
    );
    suggestions.push(
      fr
        ? `Complétez ${q(m.field)} avec les notions attendues : ${m.terms.join(", ")}.`
        : `Complete ${q(m.field)} with the expected notions: ${m.terms.join(", ")}.`,
    );
  }

  for (const s of check("min_length")?.facts.tooShort ?? []) {
    areas.push(
      fr
        ? `Contenu trop court dans ${q(s.field)} : ${s.length} caractères pour ${s.min} attendus.`
        : `Content too short in ${q(s.field)}: ${s.length} characters for ${s.min} expected.`,
    );
    if (!missingTerms.some((m) => m.field === s.field))
      suggestions.push(
        fr
          ? `Développez ${q(s.field)} (au moins ${s.min} caractères).`
          : `Expand ${q(s.field)} (at least ${s.min} characters).`,
      );
  }

  if (figs.length >= 3 && examples.length)
    strengths.push(
      fr ? `Propos chiffré : ${examples.join(", ")}.` : `Backed by figures: ${examples.join(", ")}.`,
    );
  else if (textareas.length)
    suggestions.push(
      fr
        ? "Étayez l'analyse par des chiffres (montants, ratios, pourcentages, dates)."
        : "Support the analysis with figures (amounts, ratios, percentages, dates).",
    );

  const goodChecks = (amounts?.facts.amountChecks ?? []).filter((c) => c.ok);
  if (amounts?.passed && (goodChecks.length || restated.some((r) => r.ok)))
    strengths.push(
      fr
        ? `Montants cohérents entre eux${goodChecks.length ? ` (${goodChecks[0].text})` : ""}.`
        : `Amounts agree with each other${goodChecks.length ? ` (${goodChecks[0].text})` : ""}.`,
    );
  for (const b of amounts?.facts.badAmounts ?? []) {
    if (!b.value) continue;
    areas.push(
      fr
        ? `${q(b.field)} n'est pas un montant précis (${q(b.value)}).`
        : `${q(b.field)} is not a precise amount (${q(b.value)}).`,
    );
    const f = entries.find(([, x]) => fieldLabel(x, lang) === b.field)?.[1];
    const example = fr ? f?.placeholder : (f?.placeholderEn ?? f?.placeholder);
    suggestions.push(
      fr
        ? `Saisissez ${q(b.field)} en euros${example ? ` (${example})` : ""}.`
        : `Enter ${q(b.field)} in euros${example ? ` (${example})` : ""}.`,
    );
  }
  for (const c of (amounts?.facts.amountChecks ?? []).filter((c) => !c.ok)) {
    areas.push(fr ? `Montants incohérents : ${c.text}.` : `Inconsistent amounts: ${c.text}.`);
    suggestions.push(
      fr
        ? "Vérifiez le montant financé, le loyer et la durée."
        : "Check the financed amount, the rent and the term.",
    );
  }
  for (const r of restated.filter((r) => !r.ok)) {
    areas.push(
      fr
        ? `${q(r.field)} (${fmt(r.value, lang)}) diffère du montant cité dans ${q(r.where)} (${fmt(r.found, lang)}).`
        : `${q(r.field)} (${fmt(r.value, lang)}) differs from the amount in ${q(r.where)} (${fmt(r.found, lang)}).`,
    );
  }
  for (const b of (dates?.facts.badDates ?? []).filter((b) => b.value)) {
    areas.push(
      fr
        ? `${q(b.field)} : ${q(b.value)} n'est pas une date valide.`
        : `${q(b.field)}: ${q(b.value)} is not a valid date.`,
    );
    suggestions.push(
      fr ? `Indiquez ${q(b.field)} au format jj/mm/aaaa.` : `Enter ${q(b.field)} as dd/mm/yyyy.`,
    );
  }
  if (
    dates?.passed &&
    (dates.facts.badDates ?? []).length === 0 &&
    (template.rules.dateFields ?? []).some((k) => data[k])
  )
    strengths.push(fr ? "Dates renseignées, valides et ordonnées." : "Dates filled in, valid and in order.");

  if (informal.length + vague.length) {
    areas.push(
      fr
        ? `Formulations familières ou vagues : ${[...informal, ...vague].map(q).join(", ")}.`
        : `Familiar or vague wording: ${[...informal, ...vague].map(q).join(", ")}.`,
    );
    suggestions.push(
      fr
        ? `Remplacez ${[...informal, ...vague].slice(0, 3).map(q).join(", ")} par des constats précis et chiffrés.`
        : `Replace ${[...informal, ...vague].slice(0, 3).map(q).join(", ")} with precise, quantified statements.`,
    );
  } else if (tone >= 90) {
    strengths.push(
      fr ? "Ton professionnel, sans formulation familière." : "Professional tone, with no familiar wording.",
    );
  }

  if (suggestions.length === 0)
    suggestions.push(
      fr
        ? "Faites relire le livrable par un pair, puis passez-le au statut Terminé avant de l'exporter."
        : "Have a colleague review the deliverable, then mark it completed before exporting it.",
    );
  if (strengths.length === 0)
    strengths.push(
      filled
        ? fr
          ? `Une base existe : ${filled} champ(s) sur ${entries.length} renseigné(s).`
          : `A starting point exists: ${filled} of ${entries.length} field(s) filled in.`
        : fr
          ? "Le livrable est créé à partir du bon modèle."
          : "The deliverable uses the right template.",
    );

  const verdict =
    aiScore >= 85
      ? fr
        ? "Document abouti, prêt pour une relecture finale."
        : "A finished document, ready for a final review."
      : aiScore >= 70
        ? fr
          ? "Bonne base : quelques compléments le rendront présentable."
          : "A good basis: a few additions will make it presentable."
        : aiScore >= 50
          ? fr
            ? "Document incomplet : plusieurs éléments attendus manquent."
            : "An incomplete document: several expected elements are missing."
          : fr
            ? "Brouillon à reprendre en profondeur avant toute diffusion."
            : "A draft to rework thoroughly before it is shared.";
  const ai_assessment = fr
    ? `${ctx.templateName} ${q(ctx.name)} : évaluation ${aiScore}/100 (ton ${tone}, profondeur ${depth}, structure ${structure}, cohérence ${consistency}). ${verdict}${areas.length ? ` Priorité : ${areas[0].replace(/\.$/, "")}.` : ""}`
    : `${ctx.templateName} ${q(ctx.name)}: assessed ${aiScore}/100 (tone ${tone}, depth ${depth}, structure ${structure}, consistency ${consistency}). ${verdict}${areas.length ? ` Priority: ${areas[0].replace(/\.$/, "")}.` : ""}`;

  return {
    criteria,
    aiScore,
    ai_assessment,
    strengths: strengths.slice(0, 6),
    areas_for_improvement: areas.slice(0, 8),
    ai_insights: { professional_tone, content_depth, consistency_check },
    suggestions: [...new Set(suggestions)].slice(0, 6),
  };
}
