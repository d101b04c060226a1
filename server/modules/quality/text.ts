// Reading the content of a deliverable: accent-insensitive matching, French amounts and dates,
// figures. Pure functions, shared by the rules and the local assessor.

import { escapeRegExp } from "../../../shared/domain/text";

/** Lower case, no accents, straight apostrophes, single spaces: how terms are compared. */
export function norm(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`]/g, "'")
    .replace(/[\u00a0\u202f\s]+/g, " ")
    .toLowerCase()
    .trim();
}

/** Whether the text contains the term (accent- and case-insensitive, whole words when it is a word). */
export function containsTerm(text: string, term: string): boolean {
  const t = norm(term);
  if (!t) return false;
  const haystack = norm(text);
  if (!/^[a-z0-9]/.test(t)) return haystack.includes(t);
  // "EBE" must not match inside "débet", but "risque" may match "risques".
  const escaped = escapeRegExp(t);
  return new RegExp(`(^|[^a-z0-9])${escaped}`).test(haystack);
}

/** Whether a line of the field opens with the section heading ("Activité :", "## Activité", "- Activité"). */
export function hasSection(text: string, section: string): boolean {
  const s = norm(section);
  return text.split(/\n/).some((line) => {
    const l = norm(line).replace(/^(#{1,6}|[-*•]|\d+[.)])\s*/, "");
    return l.startsWith(s) && (l.length === s.length || /^[\s:.\-–—]/.test(l.slice(s.length)));
  });
}

const AMOUNT =
  /^(?:(\d{1,3}(?:[ \u00a0\u202f.]\d{3})+|\d+)(?:[,.](\d{1,2}))?)\s*(k|m)?\s*(?:€|eur|euros?)?\s*(?:ht|ttc)?$/i;

/** A whole field read as an amount in euros ("2 400 000 €", "3 466,07 €", "2,4 M€"), else null. */
export function parseAmount(value: string): number | null {
  const v = value.trim().replace(/\s+/g, " ");
  if (!v) return null;
  const m = AMOUNT.exec(v);
  if (!m) {
    // "2,4 M€": decimals before a multiplier.
    const short = /^(\d+)[,.](\d+)\s*(k|m)\s*(?:€|eur|euros?)?\s*(?:ht|ttc)?$/i.exec(v);
    if (!short) return null;
    const n = Number(`${short[1]}.${short[2]}`);
    return n * (short[3].toLowerCase() === "k" ? 1e3 : 1e6);
  }
  const whole = Number(m[1].replace(/[ \u00a0\u202f.]/g, ""));
  const cents = m[2] ? Number(`0.${m[2]}`) : 0;
  const factor = m[3] ? (m[3].toLowerCase() === "k" ? 1e3 : 1e6) : 1;
  const n = (whole + cents) * factor;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Amounts written in running text with a euro sign ("soit 1 850 €", "48,6 M€"). */
export function amountsInText(text: string): { raw: string; value: number; index: number }[] {
  const re = /(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[,.](\d+))?\s?(k€|M€|€)/g;
  const out: { raw: string; value: number; index: number }[] = [];
  for (const m of text.matchAll(re)) {
    const whole = Number(m[1].replace(/[ \u00a0\u202f]/g, ""));
    const decimals = m[2] ? Number(`0.${m[2]}`) : 0;
    const factor = m[3] === "k€" ? 1e3 : m[3] === "M€" ? 1e6 : 1;
    out.push({ raw: m[0], value: (whole + decimals) * factor, index: m.index ?? 0 });
  }
  return out;
}

/** A dd/mm/yyyy date, or yyyy-mm-dd as a date field stores it (a real calendar day), else null. */
export function parseFrenchDate(value: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const m = iso ? [iso[0], iso[3], iso[2], iso[1]] : /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

/** Every dd/mm/yyyy written in the text, valid or not. */
export function datesInText(text: string): string[] {
  return [...text.matchAll(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/g)].map((m) => m[0]);
}

/** "du 03/03/2025 au 14/03/2025" pairs, which must not run backwards. */
export function dateRangesInText(text: string): { from: string; to: string }[] {
  return [...text.matchAll(/\bdu (\d{1,2}\/\d{1,2}\/\d{4}) au (\d{1,2}\/\d{1,2}\/\d{4})/gi)].map((m) => ({
    from: m[1],
    to: m[2],
  }));
}

/** Figures that carry information: numbers with a unit or of two digits and more. */
export function figures(text: string): string[] {
  const re = /\d+(?:[ \u00a0\u202f]\d{3})*(?:[,.]\d+)?(?:\s?(?:%|k€|M€|€|x\b|mois\b|ans\b|salariés\b))?/g;
  return [...text.matchAll(re)]
    .map((m) => m[0].trim())
    .filter((f) => /[%€x]|mois|ans|salariés/.test(f) || f.replace(/\D/g, "").length >= 2);
}

/** Figures worth quoting as examples: amounts, percentages and ratios first. */
export function notableFigures(text: string, max = 3): string[] {
  const all = figures(text);
  const strong = all.filter((f) => /[%€]|\dx$/.test(f));
  return [...new Set([...strong, ...all])].slice(0, max);
}

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}

export function sentences(text: string): string[] {
  return (text.match(/[^.!?\n]+[.!?]*/g) ?? []).map((s) => s.trim()).filter((s) => wordCount(s) > 0);
}

/**
 * French typography for generated text: the space written before ; : ! ? and » and after «
 * becomes a narrow no-break space (nothing is added where no space was written: URLs, times).
 */
export function frenchSpacing(text: string): string {
  return text.replace(/[ \u00a0]+([;:!?»])/g, "\u202f$1").replace(/«[ \u00a0]+/g, "«\u202f");
}

/** Whole-number formatting in the reader's language (2 400 000 / 2,400,000). */
export function formatAmount(value: number, language: "fr" | "en"): string {
  const s = new Intl.NumberFormat(language === "fr" ? "fr-FR" : "en-GB", {
    maximumFractionDigits: 2,
  }).format(value);
  // Intl uses narrow no-break spaces in French; plain spaces read the same and copy better.
  return `${s.replace(/[\u00a0\u202f]/g, " ")} €`;
}
