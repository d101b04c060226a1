export type Language = "fr" | "en";

const fr = new Set(
  "le la les un une des du de et est sont pour dans avec sur que qui quoi comment quel quelle quels quelles pourquoi ou où je nous vous il elle ce cette ces mon ma mes son sa ses au aux pas ne se faire peut doit-on dois est-ce qu".split(
    " ",
  ),
);
const en = new Set(
  "the a an and is are for in with on that which what how why where when who do does can should i we you it this these my your of to from by be at as".split(
    " ",
  ),
);

/** Guesses whether a question is French or English from its function words (French wins ties). */
export function detectLanguage(text: string): Language {
  const words = text.toLowerCase().match(/[a-zàâäéèêëîïôöùûüçœ'-]+/g) ?? [];
  let frScore = 0;
  let enScore = 0;
  for (const w of words) {
    if (fr.has(w)) frScore++;
    if (en.has(w)) enScore++;
    if (/[éèêàùçœ]/.test(w)) frScore++;
  }
  return enScore > frScore ? "en" : "fr";
}
