import { plain } from "../../db/full-text";

/** What a search result shows of its text, as ts_headline showed it: up to two passages of 30 words. */
const FRAGMENTS = 2;
const FRAGMENT_WORDS = 30;
/** Words shown before the first match of a passage. */
const LEAD_WORDS = 8;
/** Words shown when nothing in the text matches (the title did). */
const OPENING_WORDS = 12;
const DELIMITER = " … ";
/** What stands for the marks until the passage is escaped (ts_headline's selection marks too). */
export const OPEN = "\u0001";
export const CLOSE = "\u0002";
const unmarked = (s: string) => s.replaceAll(OPEN, "").replaceAll(CLOSE, "");

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The passages of a text that hold the search's words, HTML-escaped, with the words that match in
 * `<mark>`: a word matches when it equals a stem of the search, or starts with one of three letters
 * or more, or with the word being typed (`prefixes`); accents and case do not count. Built here
 * rather than with ts_headline, which stems every word of the text in the database: the text is
 * folded once and searched for the words, and only the passages shown are split into words.
 */
export function markedSnippet(source: string, stems: string[], prefixes: string[]): string {
  // The characters that stand for the marks below never come from a document.
  const text = source.includes(OPEN) || source.includes(CLOSE) ? unmarked(source) : source;
  const folded = foldInPlace(text);
  const starts = [...stems.filter((s) => s.length >= 3), ...prefixes];
  const spans: Word[][] = [];
  let from = 0;
  while (spans.length < FRAGMENTS) {
    const hit = firstMatch(folded, starts, stems, from);
    if (hit < 0) break;
    // The words from a little before the match (after the previous passage), the first one whole.
    const before = wordsIn(text, folded, Math.max(from, hit - LEAD_WORDS * 16), hit, stems, prefixes);
    const lead = before.slice(-LEAD_WORDS);
    const rest = wordsIn(text, folded, hit, text.length, stems, prefixes, FRAGMENT_WORDS - lead.length);
    const span = [...lead, ...rest];
    spans.push(span);
    from = span[span.length - 1].end;
  }
  if (spans.length === 0) {
    const opening = wordsIn(text, folded, 0, text.length, stems, prefixes, OPENING_WORDS);
    if (opening.length === 0) return "";
    spans.push(opening);
  }
  return spans.map((span) => passage(text, span)).join(DELIMITER);
}

type Word = { start: number; end: number; marked: boolean };

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * The text lower-cased without accents, each character in its place (a character whose folding
 * would change the text's length stays as it is), so that positions in it are positions in the text.
 */
function foldInPlace(text: string): string {
  const folded = plain(text);
  if (folded.length === text.length) return folded;
  let out = "";
  for (const c of text) {
    const p = plain(c);
    out += p.length === c.length ? p : c;
  }
  return out;
}

/** Where the first word from `from` on begins with one of `starts` or equals a short stem; -1 if none. */
function firstMatch(folded: string, starts: string[], stems: string[], from: number): number {
  let best = -1;
  const consider = (s: string, whole: boolean) => {
    for (
      let at = folded.indexOf(s, from);
      at >= 0 && (best < 0 || at < best);
      at = folded.indexOf(s, at + 1)
    ) {
      const wordStart = at === 0 || !WORD_CHAR.test(folded[at - 1]);
      const wordEnd = !whole || at + s.length === folded.length || !WORD_CHAR.test(folded[at + s.length]);
      if (wordStart && wordEnd) {
        best = at;
        return;
      }
    }
  };
  for (const s of starts) consider(s, false);
  for (const s of stems) if (s.length < 3) consider(s, true);
  return best;
}

/**
 * The words of `text` in [from, to) (at most `limit`), each marked when it matches; a word cut by
 * `from` is left out.
 */
function wordsIn(
  text: string,
  folded: string,
  from: number,
  to: number,
  stems: string[],
  prefixes: string[],
  limit = Number.POSITIVE_INFINITY,
): Word[] {
  const pattern = /[\p{L}\p{N}]+/gu;
  pattern.lastIndex = from;
  const out: Word[] = [];
  for (let m = pattern.exec(text); m && m.index < to && out.length < limit; m = pattern.exec(text)) {
    if (m.index === from && from > 0 && WORD_CHAR.test(text[from - 1])) continue;
    const end = m.index + m[0].length;
    out.push({ start: m.index, end, marked: matchesAt(folded, m.index, end, stems, prefixes) });
  }
  return out;
}

function matchesAt(folded: string, start: number, end: number, stems: string[], prefixes: string[]): boolean {
  const length = end - start;
  for (const s of stems) {
    if ((s.length >= 3 || s.length === length) && s.length <= length && folded.startsWith(s, start))
      return true;
  }
  for (const s of prefixes) if (s.length <= length && folded.startsWith(s, start)) return true;
  return false;
}

/** A passage's words with what stands between them, escaped, the matched words in `<mark>`. */
function passage(text: string, words: Word[]): string {
  let out = "";
  let at = words[0].start;
  for (const w of words) {
    out += text.slice(at, w.start);
    const word = text.slice(w.start, w.end);
    out += w.marked ? `${OPEN}${word}${CLOSE}` : word;
    at = w.end;
  }
  return markedHtml(out);
}

/** A passage on one line, escaped, what stands between OPEN and CLOSE in `<mark>`. */
export function markedHtml(passage: string): string {
  return escapeHtml(passage.replace(/\s+/g, " ").trim())
    .replaceAll(OPEN, "<mark>")
    .replaceAll(CLOSE, "</mark>");
}
