// The rules part of the quality score (30%): what a template asks of its deliverables, checked
// field by field. Pure and deterministic; every result says what it found, citing the fields.
import type { FieldType } from "../../../shared/contracts/deliverables";
import type { RuleResult } from "../../../shared/contracts/quality";
import type { Language } from "../../../shared/domain/language";
import { RULE_WEIGHTS } from "../../../shared/domain/quality";
import {
  containsTerm,
  dateRangesInText,
  datesInText,
  formatAmount,
  hasSection,
  parseAmount,
  parseFrenchDate,
} from "./text";

export type { Language };

/** A template's field in both languages (English absent for a template written only in French). */
export type RuleField = {
  type: FieldType;
  label: string;
  labelEn?: string;
  required: boolean;
  placeholder?: string;
  placeholderEn?: string;
  options?: { value: string; label: string; labelEn?: string }[];
  order?: number;
};

/** A template's quality rules (declared with the templates in the seed). */
export type QualityRules = {
  /** Minimum length in characters of a field's value. */
  minLengths: Record<string, number>;
  /**
   * Terms a good document contains in the field (case-insensitive); `termsEn[i]` is the English of
   * `terms[i]`: a deliverable written in either language may use either.
   */
  expectedTerms: { field: string; terms: string[]; termsEn?: string[] }[];
  /** Section headings expected in long textareas, with their English. */
  expectedSections?: { field: string; sections: string[]; sectionsEn?: string[] }[];
  /** Fields holding an amount in euros. */
  amountFields?: string[];
  /** Fields holding a date (dd/mm/yyyy). */
  dateFields?: string[];
};

/** A field's label in the reader's language, French when it has no English. */
export const fieldLabel = (f: Pick<RuleField, "label" | "labelEn">, lang: Language) =>
  lang === "en" && f.labelEn ? f.labelEn : f.label;

/**
 * The field as a reader of `lang` sees it: label, placeholder and options' labels in that language
 * (French where the template has no English), without the other language's texts.
 */
export function wordField<F extends RuleField>(f: F, lang: Language) {
  const { labelEn, placeholderEn, options, ...rest } = f;
  const placeholder = lang === "en" && placeholderEn ? placeholderEn : f.placeholder;
  return {
    ...rest,
    label: fieldLabel(f, lang),
    ...(placeholder === undefined ? {} : { placeholder }),
    ...(options ? { options: options.map((o) => ({ value: o.value, label: fieldLabel(o, lang) })) } : {}),
  };
}

/** The French and English of each expected term or section, shown in the reader's language. */
export function bilingual(fr: string[], en: string[] | undefined, lang: Language) {
  return fr.map((term, i) => ({
    variants: en?.[i] && en[i] !== term ? [term, en[i]] : [term],
    shown: lang === "en" && en?.[i] ? en[i] : term,
  }));
}

export type ScoringTemplate = {
  id: string;
  name: string;
  fields: { properties: Record<string, RuleField> };
  rules: QualityRules;
};

export type RuleCode = RuleResult["code"];

export { RULE_WEIGHTS };

const names: Record<RuleCode, Record<Language, string>> = {
  required: { fr: "Champs obligatoires renseignés", en: "Required fields filled in" },
  min_length: { fr: "Longueur minimale des contenus", en: "Minimum content length" },
  expected_terms: { fr: "Termes métier attendus", en: "Expected business terms" },
  expected_sections: { fr: "Sections attendues", en: "Expected sections" },
  amounts: { fr: "Montants valides et cohérents", en: "Valid and consistent amounts" },
  dates: { fr: "Dates valides et plausibles", en: "Valid and plausible dates" },
};

export const quote = (s: string, language: Language) => (language === "fr" ? `« ${s} »` : `“${s}”`);
/** Between the parts of a detail: "a ; b" in French, "a; b" in English. */
const semi = (language: Language) => (language === "fr" ? " ; " : "; ");
const list = (items: string[], language: Language) =>
  items.map((i) => quote(i, language)).join(language === "fr" ? ", " : ", ");

/** A rule's raw verdict before weights are shared out. */
export type RuleCheck = {
  code: RuleCode;
  score: number;
  passed: boolean;
  detail: string;
  /** Facts the assessor reuses to word strengths and suggestions. */
  facts: RuleFacts;
};

export type RuleFacts = {
  missingRequired?: string[];
  tooShort?: { field: string; length: number; min: number }[];
  missingTerms?: { field: string; terms: string[] }[];
  missingSections?: { field: string; sections: string[] }[];
  foundSections?: { field: string; sections: string[] }[];
  badAmounts?: { field: string; value: string }[];
  amountChecks?: { ok: boolean; text: string }[];
  badDates?: { field: string; value: string }[];
};

const value = (data: Record<string, string>, key: string) => (data[key] ?? "").trim();
const label = (t: ScoringTemplate, key: string, lang: Language) => {
  const f = t.fields.properties[key];
  return f ? fieldLabel(f, lang) : key;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A select counts only with one of its options; other fields with any non-blank text. */
export function isFilled(field: RuleField, raw: string): boolean {
  const v = raw.trim();
  if (!v) return false;
  if (field.type === "select" && field.options?.length) return field.options.some((o) => o.value === v);
  return true;
}

function checkRequired(t: ScoringTemplate, data: Record<string, string>, lang: Language): RuleCheck | null {
  const required = Object.entries(t.fields.properties).filter(([, f]) => f.required);
  if (required.length === 0) return null;
  const missing = required
    .filter(([k, f]) => !isFilled(f, data[k] ?? ""))
    .map(([, f]) => fieldLabel(f, lang));
  const filled = required.length - missing.length;
  const score = (filled / required.length) * 100;
  const detail =
    missing.length === 0
      ? lang === "fr"
        ? `Tous les champs obligatoires sont renseignés (${filled}/${required.length}).`
        : `All required fields are filled in (${filled}/${required.length}).`
      : lang === "fr"
        ? `${filled}/${required.length} renseignés ; manquants : ${list(missing, lang)}.`
        : `${filled}/${required.length} filled in; missing: ${list(missing, lang)}.`;
  return {
    code: "required",
    score,
    passed: missing.length === 0,
    detail,
    facts: { missingRequired: missing },
  };
}

function checkMinLengths(t: ScoringTemplate, data: Record<string, string>, lang: Language): RuleCheck | null {
  const entries = Object.entries(t.rules.minLengths ?? {}).filter(([k]) => t.fields.properties[k]);
  if (entries.length === 0) return null;
  const ratios = entries.map(([k, min]) => ({ key: k, length: value(data, k).length, min }));
  const score = (ratios.reduce((s, r) => s + Math.min(1, r.length / r.min), 0) / ratios.length) * 100;
  const short = ratios.filter((r) => r.length < r.min);
  const tooShort = short.map((r) => ({ field: label(t, r.key, lang), length: r.length, min: r.min }));
  const detail =
    short.length === 0
      ? lang === "fr"
        ? `Les ${ratios.length} contenus atteignent leur longueur minimale.`
        : `All ${ratios.length} contents reach their minimum length.`
      : tooShort
          .map((s) =>
            lang === "fr"
              ? `${quote(s.field, lang)} : ${s.length}/${s.min} caractères`
              : `${quote(s.field, lang)}: ${s.length}/${s.min} characters`,
          )
          .join(semi(lang));
  return { code: "min_length", score, passed: short.length === 0, detail, facts: { tooShort } };
}

function checkTerms(t: ScoringTemplate, data: Record<string, string>, lang: Language): RuleCheck | null {
  const groups = (t.rules.expectedTerms ?? []).filter((g) => g.terms.length > 0);
  if (groups.length === 0) return null;
  let found = 0;
  let total = 0;
  const missingTerms: { field: string; terms: string[] }[] = [];
  for (const g of groups) {
    const text = value(data, g.field);
    const missing = bilingual(g.terms, g.termsEn, lang)
      .filter((term) => !term.variants.some((v) => containsTerm(text, v)))
      .map((term) => term.shown);
    found += g.terms.length - missing.length;
    total += g.terms.length;
    if (missing.length) missingTerms.push({ field: label(t, g.field, lang), terms: missing });
  }
  const score = (found / total) * 100;
  const detail =
    missingTerms.length === 0
      ? lang === "fr"
        ? `Les ${total} termes attendus sont présents.`
        : `All ${total} expected terms are present.`
      : `${found}/${total}${semi(lang)}${missingTerms
          .map((m) => `${quote(m.field, lang)}${lang === "fr" ? " : " : ": "}${m.terms.join(", ")}`)
          .join(semi(lang))}`;
  return { code: "expected_terms", score, passed: score >= 80, detail, facts: { missingTerms } };
}

function checkSections(t: ScoringTemplate, data: Record<string, string>, lang: Language): RuleCheck | null {
  const groups = (t.rules.expectedSections ?? []).filter((g) => g.sections.length > 0);
  if (groups.length === 0) return null;
  let found = 0;
  let total = 0;
  const missingSections: { field: string; sections: string[] }[] = [];
  const foundSections: { field: string; sections: string[] }[] = [];
  for (const g of groups) {
    const text = value(data, g.field);
    const sections = bilingual(g.sections, g.sectionsEn, lang);
    const present = sections.filter((s) => s.variants.some((v) => hasSection(text, v))).map((s) => s.shown);
    const missing = sections.map((s) => s.shown).filter((s) => !present.includes(s));
    found += present.length;
    total += g.sections.length;
    if (present.length) foundSections.push({ field: label(t, g.field, lang), sections: present });
    if (missing.length) missingSections.push({ field: label(t, g.field, lang), sections: missing });
  }
  const score = (found / total) * 100;
  const detail =
    missingSections.length === 0
      ? lang === "fr"
        ? `Structure complète (${found}/${total} sections).`
        : `Complete structure (${found}/${total} sections).`
      : `${found}/${total}${semi(lang)}${missingSections
          .map(
            (m) => `${quote(m.field, lang)}${lang === "fr" ? " sans " : " lacks "}${m.sections.join(", ")}`,
          )
          .join(semi(lang))}`;
  return {
    code: "expected_sections",
    score,
    passed: found === total,
    detail,
    facts: { missingSections, foundSections },
  };
}

/** The field holding the financed amount, the rent and the duration, found by their keys. */
function leaseKeys(t: ScoringTemplate, amountFields: string[]) {
  const keys = Object.keys(t.fields.properties);
  return {
    principal: amountFields.find((k) => /^montant/i.test(k)),
    rent: amountFields.find((k) => /^loyer/i.test(k)),
    residual: amountFields.find((k) => /residuelle/i.test(k)),
    duration: keys.find((k) => /^duree/i.test(k)),
  };
}

function checkAmounts(t: ScoringTemplate, data: Record<string, string>, lang: Language): RuleCheck | null {
  const amountFields = (t.rules.amountFields ?? []).filter((k) => t.fields.properties[k]);
  if (amountFields.length === 0) return null;
  // Blank optional amounts are not judged here; blank required ones are (and by the required rule).
  const considered = amountFields.filter((k) => value(data, k) || t.fields.properties[k].required);
  const badAmounts: { field: string; value: string }[] = [];
  const parsed = new Map<string, number>();
  for (const k of considered) {
    const n = parseAmount(value(data, k));
    if (n === null) badAmounts.push({ field: label(t, k, lang), value: value(data, k) });
    else parsed.set(k, n);
  }
  const amountChecks: { ok: boolean; text: string }[] = [];
  const { principal, rent, residual, duration } = leaseKeys(t, amountFields);
  const months = duration ? Number.parseInt(value(data, duration), 10) : Number.NaN;
  if (principal && rent && parsed.has(principal) && parsed.has(rent) && months > 0) {
    // Rents over the term repay the financed amount plus interest (and services for a rental),
    // less a residual value: far below or far above it means a typing error.
    const total = parsed.get(rent)! * months;
    const ratio = total / parsed.get(principal)!;
    const ok = ratio >= 0.7 && ratio <= 1.6;
    const text =
      lang === "fr"
        ? `loyers ${formatAmount(parsed.get(rent)!, lang)} × ${months} mois = ${formatAmount(round1(total), lang)}, soit ${Math.round(ratio * 100)} % du montant financé (${formatAmount(parsed.get(principal)!, lang)})`
        : `rents ${formatAmount(parsed.get(rent)!, lang)} × ${months} months = ${formatAmount(round1(total), lang)}, ${Math.round(ratio * 100)}% of the financed amount (${formatAmount(parsed.get(principal)!, lang)})`;
    amountChecks.push({ ok, text });
  }
  if (principal && residual && parsed.has(principal) && parsed.has(residual)) {
    const ok = parsed.get(residual)! < parsed.get(principal)!;
    amountChecks.push({
      ok,
      text:
        lang === "fr"
          ? `valeur résiduelle ${formatAmount(parsed.get(residual)!, lang)} ${ok ? "inférieure" : "supérieure ou égale"} au montant financé`
          : `residual value ${formatAmount(parsed.get(residual)!, lang)} ${ok ? "below" : "not below"} the financed amount`,
    });
  }
  const checks = considered.length + amountChecks.length;
  if (checks === 0) return null;
  const good = considered.length - badAmounts.length + amountChecks.filter((c) => c.ok).length;
  const score = (good / checks) * 100;
  const parts: string[] = [];
  if (badAmounts.length)
    parts.push(
      badAmounts
        .map((b) =>
          b.value
            ? `${quote(b.field, lang)} ${lang === "fr" ? "illisible" : "unreadable"} (${quote(b.value, lang)})`
            : `${quote(b.field, lang)} ${lang === "fr" ? "vide" : "empty"}`,
        )
        .join(semi(lang)),
    );
  for (const c of amountChecks) parts.push(`${c.ok ? "✓" : "✗"} ${c.text}`);
  const detail =
    parts.length === 0
      ? lang === "fr"
        ? `${considered.length} montant(s) en euros lisible(s).`
        : `${considered.length} readable amount(s) in euros.`
      : parts.join(semi(lang));
  return {
    code: "amounts",
    score,
    passed: good === checks,
    detail:
      badAmounts.length === 0 && amountChecks.length
        ? `${lang === "fr" ? "Montants lisibles" : "Readable amounts"}${semi(lang)}${detail}`
        : detail,
    facts: { badAmounts, amountChecks },
  };
}

function checkDates(
  t: ScoringTemplate,
  data: Record<string, string>,
  lang: Language,
  now: Date,
): RuleCheck | null {
  const dateFields = (t.rules.dateFields ?? []).filter((k) => t.fields.properties[k]);
  const considered = dateFields.filter((k) => value(data, k) || t.fields.properties[k].required);
  const inText = Object.entries(data)
    .filter(([k]) => !dateFields.includes(k))
    .flatMap(([, v]) => datesInText(v ?? ""));
  const ranges = Object.values(data).flatMap((v) => dateRangesInText(v ?? ""));
  if (considered.length + inText.length === 0) return null;

  // Plausible: from 2000 up to ten years ahead (a review date, a long lease's end).
  const min = Date.UTC(2000, 0, 1);
  const max = now.getTime() + 10 * 365.25 * 86_400_000;
  const inRange = (d: Date | null) => d !== null && d.getTime() >= min && d.getTime() <= max;
  // Dates quoted in running text may be older (a birth date, a company's creation).
  const textMin = Date.UTC(1900, 0, 1);
  const inTextRange = (d: Date | null) => d !== null && d.getTime() >= textMin && d.getTime() <= max;

  const badDates: { field: string; value: string }[] = [];
  let good = 0;
  let total = 0;
  const parsed = new Map<string, Date>();
  for (const k of considered) {
    total++;
    const d = parseFrenchDate(value(data, k));
    if (inRange(d)) {
      good++;
      parsed.set(k, d!);
    } else badDates.push({ field: label(t, k, lang), value: value(data, k) });
  }
  for (const raw of inText) {
    total++;
    if (inTextRange(parseFrenchDate(raw))) good++;
    else badDates.push({ field: lang === "fr" ? "texte" : "text", value: raw });
  }
  // A "next" date (next committee, next milestone) comes after the other dates of the form.
  const orderIssues: string[] = [];
  for (const [k, d] of parsed) {
    if (!/prochain/i.test(k)) continue;
    for (const [other, od] of parsed) {
      if (other === k || /prochain/i.test(other)) continue;
      total++;
      if (d.getTime() > od.getTime()) good++;
      else orderIssues.push(`${quote(label(t, k, lang), lang)} ≤ ${quote(label(t, other, lang), lang)}`);
    }
  }
  for (const r of ranges) {
    const a = parseFrenchDate(r.from);
    const b = parseFrenchDate(r.to);
    if (!a || !b) continue;
    total++;
    if (a.getTime() <= b.getTime()) good++;
    else orderIssues.push(`${r.from} > ${r.to}`);
  }
  const score = (good / total) * 100;
  const problems = [
    ...badDates.map((b) =>
      b.value
        ? `${quote(b.field, lang)} : ${quote(b.value, lang)} ${lang === "fr" ? "n'est pas une date jj/mm/aaaa plausible" : "is not a plausible dd/mm/yyyy date"}`
        : `${quote(b.field, lang)} ${lang === "fr" ? "vide" : "empty"}`,
    ),
    ...orderIssues,
  ];
  const detail =
    problems.length === 0
      ? lang === "fr"
        ? `${total} contrôle(s) de date réussi(s).`
        : `${total} date check(s) passed.`
      : problems.join(semi(lang));
  return { code: "dates", score, passed: problems.length === 0, detail, facts: { badDates } };
}

export type RulesOutcome = { breakdown: RuleResult[]; rulesScore: number; checks: RuleCheck[] };

/** Runs every rule that applies to the template and shares the weights among them. */
export function evaluateRules(
  template: ScoringTemplate,
  data: Record<string, string>,
  language: Language,
  now: Date,
): RulesOutcome {
  const checks = [
    checkRequired(template, data, language),
    checkMinLengths(template, data, language),
    checkTerms(template, data, language),
    checkSections(template, data, language),
    checkAmounts(template, data, language),
    checkDates(template, data, language, now),
  ].filter((c): c is RuleCheck => c !== null);
  const totalWeight = checks.reduce((s, c) => s + RULE_WEIGHTS[c.code], 0);
  const breakdown: RuleResult[] = checks.map((c) => ({
    rule: names[c.code][language],
    code: c.code,
    score: Math.round(c.score),
    passed: c.passed,
    weight: Math.round((RULE_WEIGHTS[c.code] / totalWeight) * 1000) / 1000,
    detail: c.detail,
  }));
  const rulesScore =
    totalWeight > 0 ? checks.reduce((s, c) => s + c.score * RULE_WEIGHTS[c.code], 0) / totalWeight : 0;
  return { breakdown, rulesScore: round1(rulesScore), checks };
}
