import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { plain } from "../../db/full-text";

// Read from node_modules at run time: the compiled server leaves packages there.
const require = createRequire(import.meta.url);
const LISTS = ["an-array-of-french-words", "an-array-of-english-words"];

/** FNV-1a: 32 bits are enough to tell 574,000 words apart (a false match about once in 7,500 lookups of a non-word). */
function hash(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

let hashes: Uint32Array | undefined;

/**
 * The French and English words (611,000 entries, 574,000 once accents are removed), kept as sorted
 * hashes: 2.3 MB, read on the first question that holds a word the knowledge does not.
 */
function words(): Uint32Array {
  if (!hashes) {
    const all: number[] = [];
    for (const list of LISTS) {
      const entries: string[] = JSON.parse(readFileSync(require.resolve(list), "utf8"));
      for (const word of entries) all.push(hash(plain(word)));
    }
    const sorted = Uint32Array.from(all).sort();
    // Accents removed, "élève" and "élevé" are one word: each hash once.
    let kept = 0;
    for (let i = 0; i < sorted.length; i++)
      if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[kept++] = sorted[i];
    hashes = sorted.slice(0, kept);
  }
  return hashes;
}

/**
 * Whether a word (lower case, accents removed) is a word of French or English: "planté", "farmer",
 * "soigner" are words, not slips of the finger for "plainte", "former", "signer"; "recouvrment",
 * "ifrs9" are not.
 */
export function isWord(word: string): boolean {
  const sorted = words();
  const h = hash(word);
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] === h) return true;
    if (sorted[mid] < h) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
