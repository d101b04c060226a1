import type { ReactNode } from "react";

/** Lower case without accents, as the server compares words. */
export const plainText = (s: string) => s.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/** The search words as the server reads them: lower case, no accents, letters and digits. */
export const searchWords = (q: string) => [...new Set(plainText(q).match(/[a-z0-9]+/g) ?? [])].slice(0, 12);

/**
 * The text with every word that starts with a search word wrapped in <mark>, accents and case
 * ignored ("credit" marks "Crédit"). React renders it: the text is never read as HTML.
 */
export function highlight(text: string, words: string[]): ReactNode {
  if (words.length === 0 || !text) return text;
  // The plain form of the text, and for each of its characters the index of the original one.
  let plain = "";
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const p = plainText(text[i]);
    plain += p;
    for (let k = 0; k < p.length; k++) origin.push(i);
  }
  origin.push(text.length);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    let from = 0;
    for (;;) {
      const at = plain.indexOf(word, from);
      if (at < 0) break;
      from = at + 1;
      // Only at the start of a word, as the search matches word starts.
      if (at > 0 && /[\p{L}\p{N}]/u.test(plain[at - 1])) continue;
      for (let i = origin[at]; i < origin[at + word.length]; i++) marked[i] = true;
    }
  }
  const parts: ReactNode[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      const piece = text.slice(start, i);
      parts.push(
        marked[start] ? (
          <mark key={start} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-500/40">
            {piece}
          </mark>
        ) : (
          piece
        ),
      );
      start = i;
    }
  }
  return parts;
}
