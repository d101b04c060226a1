import { plain } from "../../db/full-text";

/** What a search result shows of its text, as ts_headline showed it: up to two passages of 30 words. */
const FRAGMENTS = 2;
const FRAGMENT_WORDS = 30;
/** Words shown before the first match of a passage. */
const LEAD_WORDS = 8;
/** Words shown when nothing in the text matches (the title did). */
const OPENING_WORDS = 12;
const DELIMITER = " … ";

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The passages of a text that hold the search's words, HTML-escaped, with the words that match in
 * `<mark>`: a word matches when it equals a stem of the search, or starts with one of three letters
 * or more, or with the word being typed (`prefixes`); accents and case do not count. Built here
 * rather than with ts_headline, which stems every word of the text in the database.
 */
export function markedSnippet(text: string, stems: string[], prefixes: string[]): string {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  if (words.length === 0) return "";
  const matches = (word: string) => {
    const p = plain(word);
    return (
      stems.some((s) => p === s || (s.length >= 3 && p.startsWith(s))) ||
      prefixes.some((s) => p.startsWith(s))
    );
  };
  const marked = words.map((w) => matches(w[0]));
  const spans: [number, number][] = [];
  for (let i = 0; i < words.length && spans.length < FRAGMENTS; i++) {
    if (!marked[i] || (spans.length > 0 && i <= spans[spans.length - 1][1])) continue;
    const start = Math.max(spans.length > 0 ? spans[spans.length - 1][1] + 1 : 0, i - LEAD_WORDS);
    spans.push([start, Math.min(words.length, start + FRAGMENT_WORDS) - 1]);
  }
  if (spans.length === 0) spans.push([0, Math.min(words.length, OPENING_WORDS) - 1]);
  return spans
    .map(([start, end]) => {
      let out = "";
      let at = words[start].index ?? 0;
      for (let i = start; i <= end; i++) {
        const from = words[i].index ?? 0;
        out += escapeHtml(text.slice(at, from));
        const word = escapeHtml(words[i][0]);
        out += marked[i] ? `<mark>${word}</mark>` : word;
        at = from + words[i][0].length;
      }
      return out.replace(/\s+/g, " ").trim();
    })
    .join(DELIMITER);
}
