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

/**
 * The adjectives of the countries a consultant's question most often names, read as where the
 * question is set only next to a rule ("Dutch rules", "la TVA italienne", "German law"): "un
 * marchand allemand" is a party to a French case. Read in the question's text without accents or
 * capitals; in French in every form.
 */
const ADJECTIVES: Record<string, { en: string[]; fr: string[] }> = {
  DE: { en: ["German"], fr: ["allemand"] },
  IT: { en: ["Italian"], fr: ["italien"] },
  ES: { en: ["Spanish"], fr: ["espagnol"] },
  NL: { en: ["Dutch"], fr: ["neerlandais", "hollandais"] },
  BE: { en: ["Belgian"], fr: ["belge"] },
  CH: { en: ["Swiss"], fr: ["suisse"] },
  LU: { en: ["Luxembourgish"], fr: ["luxembourgeois"] },
  PT: { en: ["Portuguese"], fr: ["portugais"] },
  IE: { en: ["Irish"], fr: ["irlandais"] },
  AT: { en: ["Austrian"], fr: ["autrichien"] },
  PL: { en: ["Polish"], fr: ["polonais"] },
  SE: { en: ["Swedish"], fr: ["suedois"] },
  DK: { en: ["Danish"], fr: ["danois"] },
  GB: { en: ["British"], fr: ["britannique"] },
  US: { en: ["American"], fr: ["americain"] },
  CA: { en: ["Canadian"], fr: ["canadien"] },
  MA: { en: ["Moroccan"], fr: ["marocain"] },
};
/** Rules, law, tax, and who enforces them. */
const RULE =
  "(?:rules?|laws?|gaap|regulations?|regulators?|legislation|vat|tax|taxes?|courts?|requirements?|regles?|loi|lois|droit|tva|fiscalite|reglementation|regulateur|impots?|tribunaux|exigences)";
/** An adjective and a rule within three words of each other, in either order. */
const nextToRule = (adjectives: string) =>
  `\\b(?:${adjectives})\\b(?: \\S+){0,2} ${RULE}\\b|\\b${RULE}\\b(?: \\S+){0,2} (?:${adjectives})\\b`;
/** "UK law", "US GAAP", "UK lenders": a country's acronym, in capitals, next to a rule or a market's actors. */
const ACRONYM_RULE: Record<string, RegExp> = {
  GB: /\bUK(?: \S+)? (?:[Ll]aws?|[Rr]ules?|[Rr]egulations?|[Rr]egulators?|[Cc]ourts?|[Tt]ax(?:es)?|VAT|GAAP|[Rr]equirements?|[Ll]enders?|[Bb]anks?|[Ll]essors?|[Mm]arket|[Cc]onsumers?|[Bb]orrowers?)\b/,
  US: /\bU\.?S\.?(?: \S+)? (?:[Ll]aws?|[Rr]ules?|[Rr]egulations?|[Rr]egulators?|[Cc]ourts?|[Tt]ax(?:es)?|GAAP|[Rr]equirements?|[Ll]enders?|[Bb]anks?|[Ll]essors?|[Mm]arket|[Cc]onsumers?|[Bb]orrowers?)\b/,
};
/** A French adjective in its four forms: "italien", "italienne", "italiens", "italiennes". */
const frenchForms = (base: string) =>
  `${escapeRegExp(base)}(?:${base.endsWith("e") ? "s?" : base.endsWith("en") ? "(?:ne)?s?" : base.endsWith("s") ? "(?:es?)?" : "(?:es?|s)?"})`;

const anyOf = (names: string[]) => names.map(escapeRegExp).join("|");
/** A business on the other side of a sale or a purchase (accents removed, lower case). */
export const BUSINESS =
  "(?:dealers?|buyers?|traders?|compan(?:y|ies)|firms?|suppliers?|subsidiar(?:y|ies)|marchands?|acheteurs?|negociants?|societes?|fournisseurs?|concessionnaires?|filiales?)";
/** Where a business is: "a dealer based in…", "une filiale installée en…". */
export const BASED = "(?:based|located|established|basee?s?|installee?s?|etablie?s?)";
/** Where a question is set: "in Italy", "in the UK", "en Italie", "au Royaume-Uni", "aux Pays-Bas". */
const IN = "\\b(?:[Ii]n(?: the)?|[Ww]ithin|[Ee]n|[Aa]ux?|[Dd]ans l[ae]s?) ";
/** The same, but not where a business party of a French case is ("a dealer in Belgium", "une filiale basée en Espagne"). */
const WHERE = `(?<!\\b${BUSINESS}(?: ${BASED})? )${IN}`;
/**
 * A sale, a purchase, an invoice: a business in another country is then a party to a French case.
 * Without one, "a leasing company in Singapore" is where the question is set.
 */
const TRADE =
  /\b(?:sell|sells|selling|sold|buy|buys|buying|bought|purchas\w*|invoic\w*|export\w*|import\w*|ship\w*|deliver\w*|supply|supplies|vend\w*|achet\w*|rachet\w*|factur\w*|livr\w*|cede\w*|cession)\b/;

type Country = {
  /** The question, accents removed, is set there. */
  named: RegExp;
  /** The same, a business based there counting too (no sale in the question). */
  namedAnywhere: RegExp;
  /** The question as written is set there by an acronym, in capitals ("in the UK"). */
  acronym: RegExp | null;
  /** The question, accents removed, names it by its adjective next to a rule ("Dutch rules", "la TVA italienne"). */
  adjective: RegExp | null;
  /** The question as written names it by its acronym next to a rule ("UK law", "US GAAP"). */
  acronymRule: RegExp | undefined;
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
    const adjectives = ADJECTIVES[code];
    const english = adjectives?.en.map((a) => a.toLowerCase()) ?? [];
    const french = adjectives?.fr.map(frenchForms).join("|");
    inPassage.push(...english);
    return {
      adjective: french ? new RegExp(nextToRule(`${anyOf(english)}|${french}`)) : null,
      acronymRule: ACRONYM_RULE[code],
      named: new RegExp(`${WHERE}(?:${anyOf(names)})\\b`),
      namedAnywhere: new RegExp(`${IN}(?:${anyOf(names)})\\b`),
      acronym: acronyms.length > 0 ? new RegExp(`${WHERE}(?:the )?(?:${anyOf(acronyms)})(?![A-Za-z])`) : null,
      inPassage: new RegExp(`\\b(?:${anyOf(inPassage)}${french ? `|${french}` : ""})\\b`),
    };
  });

/**
 * The countries other than France a question is set in, each as the pattern of a passage that
 * names it.
 */
export function countriesAsked(question: string): RegExp[] {
  const text = plain(question).replace(/[’‘]/g, "'");
  const trade = TRADE.test(text);
  return countries
    .filter(
      (c) =>
        (trade ? c.named : c.namedAnywhere).test(text) ||
        (c.acronym?.test(question) ?? false) ||
        (c.adjective?.test(text) ?? false) ||
        (c.acronymRule?.test(question) ?? false),
    )
    .map((c) => c.inPassage);
}

/** The other Member States of the European Union. */
const EU = "AT BE BG HR CY CZ DK EE FI DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" ");
const euNames = [
  ...new Set(
    EU.flatMap((code) => [en.countries[code], fr.countries[code]].flat()).map((name) =>
      plain(name as string),
    ),
  ),
];
const euAdjectives = EU.flatMap((code) => ADJECTIVES[code]?.fr.map(frenchForms) ?? []).concat(
  EU.flatMap((code) => ADJECTIVES[code]?.en.map((a) => a.toLowerCase()) ?? []),
);
/**
 * A business buying or selling from another Member State ("a dealer in Belgium", "un marchand
 * allemand"), in a question's text read for its concepts (lower case, accents removed): the place of
 * the party, matched without the party's own word.
 */
export const OTHER_MEMBER_STATE = new RegExp(
  `(?<=\\b${BUSINESS}(?: ${BASED})? )(?:(?:in|en|au|aux)(?: the)? (?:${anyOf(euNames)})|(?:${euAdjectives.join("|")}))\\b`,
);
