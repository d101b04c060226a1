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
 * rather than with ts_headline, which stems every word of the text in the database; the text is
 * read only as far as the passages shown.
 */
export function markedSnippet(text: string, stems: string[], prefixes: string[]): string {
  // Lower case without accents once for the whole text; per word when that changes its length.
  const folded = plain(text);
  const plainWord = (start: number, end: number) =>
    folded.length === text.length ? folded.slice(start, end) : plain(text.slice(start, end));
  const matches = (p: string) =>
    stems.some((s) => p === s || (s.length >= 3 && p.startsWith(s))) || prefixes.some((s) => p.startsWith(s));

  const pattern = /[\p{L}\p{N}]+/gu;
  const words: { start: number; end: number; marked: boolean }[] = [];
  /** Reads the text up to word `i` (false when it has fewer words). */
  let read = false;
  const readTo = (i: number) => {
    while (words.length <= i) {
      // At the end, exec starts again from the beginning: read once.
      const m = read ? null : pattern.exec(text);
      if (!m) {
        read = true;
        return false;
      }
      const end = m.index + m[0].length;
      words.push({ start: m.index, end, marked: matches(plainWord(m.index, end)) });
    }
    return true;
  };

  const spans: [number, number][] = [];
  for (let i = 0; spans.length < FRAGMENTS && readTo(i); i++) {
    if (!words[i].marked) continue;
    const start = Math.max(spans.length > 0 ? spans[spans.length - 1][1] + 1 : 0, i - LEAD_WORDS);
    readTo(start + FRAGMENT_WORDS - 1);
    const end = Math.min(words.length, start + FRAGMENT_WORDS) - 1;
    spans.push([start, end]);
    i = end;
  }
  if (spans.length === 0) {
    if (words.length === 0) return "";
    spans.push([0, Math.min(words.length, OPENING_WORDS) - 1]);
  }
  return spans
    .map(([start, end]) => {
      let out = "";
      let at = words[start].start;
      for (let i = start; i <= end; i++) {
        const w = words[i];
        out += escapeHtml(text.slice(at, w.start));
        const word = escapeHtml(text.slice(w.start, w.end));
        out += w.marked ? `<mark>${word}</mark>` : word;
        at = w.end;
      }
      return out.replace(/\s+/g, " ").trim();
    })
    .join(DELIMITER);
}
