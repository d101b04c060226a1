export type Language = "fr" | "en";

const fr = new Set(
  // Function words, then words of the trade a terse question is made of ("tranches usure conso").
  (
    "le la les un une des du de et est sont pour dans avec sur que qui quoi comment quel quelle quels quelles pourquoi ou où je nous vous il elle ce cette ces mon ma mes son sa ses au aux pas ne se faire peut doit-on dois est-ce qu " +
    "combien quand entre avant après apres sans sous chez vers faut-il peut-on c'est qu'est-ce " +
    "taux prêt pret prêts prets loyer loyers bailleur preneur emprunteur prêteur preteur échéance echeance échéancier echeancier " +
    "délai delai durée duree offre devis frais client contrat contrats dossier règles regles étapes etapes conso"
  ).split(" "),
);
const en = new Set(
  (
    "the a an and is are for in with on that which what how why where when who do does can should i we you it this these my your of to from by be at as " +
    "what's whats much many long must has have there not any vs or if than after before into per our their its was will would could between about get " +
    "loan loans lease leases lessee lessor rate rates rule rules steps fee fees deadline deadlines borrower lender payment payments rental rentals customer invoice quote asset assets car cars"
  ).split(" "),
);

/** Guesses whether a question is French or English from its function words (French wins ties). */
export function detectLanguage(text: string): Language {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const words = lower.match(/[a-zàâäéèêëîïôöùûüçœ'-]+/g) ?? [];
  let frScore = 0;
  let enScore = 0;
  for (const w of words) {
    if (fr.has(w)) frScore++;
    if (en.has(w)) enScore++;
    if (/[éèêàùçœ]/.test(w)) frScore++;
    // "d'une", "l'offre", "qu'il": French elision; "customer's": English possessive.
    if (/^(?:d|l|qu|j|n|s|c|m|t)'[a-zàâéèêîôûç]/.test(w)) frScore++;
    else if (/[a-z]'s$/.test(w)) enScore++;
  }
  return enScore > frScore ? "en" : "fr";
}
