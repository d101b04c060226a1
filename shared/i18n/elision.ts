/**
 * French elision: "de", "que", "le"... lose their vowel before a word that starts with one
 * ("Tableau d'Alice", "en tant qu'éditeur"). Only before a written vowel: a name with an h is left
 * whole ("de Hugo"), as an aspirated h would want and as most people write names.
 */
const VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/i;

/** `word` followed by `next`, elided when French elides it: elide("de", "Alice") is "d'Alice". */
export function elide(word: string, next: string): string {
  const text = next.trimStart();
  return VOWEL.test(text) ? `${word.slice(0, -1)}'${text}` : `${word} ${text}`;
}

/** The words an i18next placeholder may be elided with in the French catalogues: `{{name, de}}`. */
export const ELIDED_WORDS = ["de", "que"] as const;
