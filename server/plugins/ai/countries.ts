import { createRequire } from "node:module";
import { escapeRegExp } from "../../../shared/domain/text";
import { plain } from "../../db/full-text";

// Read with require: the compiled server leaves packages in node_modules, and Node's ES modules
// import JSON only with an import attribute, which the bundler does not keep.
const require = createRequire(import.meta.url);
type Names = { countries: Record<string, string | string[]> };
const en: Names = require("i18n-iso-countries/langs/en.json");
const fr: Names = require("i18n-iso-countries/langs/fr.json");

// The knowledge is about French and European practice. A question set in another country ("in
// Italy, how much notice…", "au Royaume-Uni…") asks for that country's rules: unless the passage
// speaks of that country, it does not answer, however well it holds the rest of the words.

/** Names people also use, beyond the standard's. */
const MORE: Record<string, string[]> = {
  US: ["États-Unis"],
  GB: ["England", "Angleterre", "Grande-Bretagne"],
};

const anyOf = (names: string[]) => names.map(escapeRegExp).join("|");
/** Where a question is set: "in Italy", "in the UK", "en Italie", "au Royaume-Uni", "aux Pays-Bas". */
const WHERE = "\\b(?:[Ii]n(?: the)?|[Ww]ithin|[Ee]n|[Aa]ux?|[Dd]ans l[ae]s?) ";

type Country = {
  /** The question, accents removed, is set there. */
  named: RegExp;
  /** The question as written is set there by an acronym, in capitals ("in the UK"). */
  acronym: RegExp | null;
  /** A passage (accents removed, lower case) names it. */
  inPassage: RegExp;
};

// Compiled once: a question is read against every country.
const countries: Country[] = Object.keys(en.countries)
  .filter((code) => code !== "FR")
  .map((code) => {
    const all = [en.countries, fr.countries].flatMap((names) => names[code] ?? []).concat(MORE[code] ?? []);
    // "UK", "US", "U.S.": capitals only, so that the pronoun "us" is not the United States.
    const acronyms = all.filter((name) => /^[A-Z.]{2,5}$/.test(name));
    const names = [...new Set(all.filter((name) => !acronyms.includes(name)).map((name) => plain(name)))];
    // In a passage, lower case: "uk" is no English word, "us" is one.
    const inPassage = [
      ...names,
      ...acronyms.map((a) => a.toLowerCase()).filter((a) => !a.startsWith("u.s") && a !== "us"),
    ];
    return {
      named: new RegExp(`${WHERE}(?:${anyOf(names)})\\b`),
      acronym: acronyms.length > 0 ? new RegExp(`${WHERE}(?:the )?(?:${anyOf(acronyms)})(?![A-Za-z])`) : null,
      inPassage: new RegExp(`\\b(?:${anyOf(inPassage)})\\b`),
    };
  });

/**
 * The countries other than France a question is set in, each as the pattern of a passage that
 * names it.
 */
export function countriesAsked(question: string): RegExp[] {
  const text = plain(question).replace(/[’‘]/g, "'");
  return countries
    .filter((c) => c.named.test(text) || (c.acronym?.test(question) ?? false))
    .map((c) => c.inPassage);
}
