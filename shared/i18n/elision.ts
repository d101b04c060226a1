/**
 * French elision and contraction: "de", "que"... lose their vowel before a word that starts with
 * one ("Tableau d'Alice", "en tant qu'éditeur"), and "de"/"à" merge with the article "le"/"les"
 * that begins the next words ("du comité", "aux analystes"). Only before a written vowel: a name
 * with an h is left whole ("de Hugo"), as an aspirated h would want and as most people write names.
 * A capital "Le" begins a proper name ("de Le Goff") and is left as written.
 */
const VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/i;

const CONTRACTED: Record<string, Record<string, string>> = {
  de: { le: "du", les: "des" },
  à: { le: "au", les: "aux" },
};

/**
 * `word` followed by `next`, as French writes them: elide("de", "Alice") is "d'Alice",
 * elide("de", "le comité") "du comité", elide("à", "les analystes") "aux analystes".
 */
export function elide(word: string, next: string): string {
  const text = next.trimStart();
  const article = /^(les?) (.+)$/s.exec(text);
  const contracted = article && CONTRACTED[word]?.[article[1]];
  if (contracted && article) return `${contracted} ${article[2]}`;
  // "à" never elides.
  return word !== "à" && VOWEL.test(text) ? `${word.slice(0, -1)}'${text}` : `${word} ${text}`;
}

/** The words an i18next placeholder may be elided with in the French catalogues: `{{name, de}}`. */
export const ELIDED_WORDS = ["de", "que", "à"] as const;
