import type { ExamQuestion } from "../types";

/**
 * Questions outside credit, leasing, the company's knowledge and Alfa: the assistant must say it does not
 * know. Some use words close to the domain (exchange rate, share price, rental, bank branch) on purpose.
 */
const abstain = (id: string, lang: "fr" | "en", question: string): ExamQuestion => ({
  id,
  lang,
  kind: "abstain",
  question,
  facts: [],
  sources: [],
});

export const outOfDomain: ExamQuestion[] = [
  // ── French ──
  abstain("fr-out-australia-capital", "fr", "Quelle est la capitale de l'Australie ?"),
  abstain("fr-out-yen-exchange-rate", "fr", "taux de change du yen aujourd'hui ?"),
  abstain("fr-out-crepes-recipe", "fr", "recette de la pâte à crêpes"),
  abstain("fr-out-rugby-world-cup", "fr", "Qui a gagné la Coupe du monde de rugby 2023 ?"),
  abstain("fr-out-weather-lyon", "fr", "Quel temps fera-t-il à Lyon ce week-end ?"),
  abstain("fr-out-python-linked-list", "fr", "Comment inverser une liste chaînée en Python ?"),
  abstain("fr-out-angina-symptoms", "fr", "Quels sont les symptômes d'une angine ?"),
  abstain(
    "fr-out-divorce-duration",
    "fr",
    "Combien de temps faut-il pour obtenir un divorce par consentement mutuel ?",
  ),
  abstain("fr-out-violent-theft-penalty", "fr", "Quelle peine risque-t-on pour un vol avec violence ?"),
  abstain("fr-out-zidane-age", "fr", "Quel age a Zinedine Zidane ?"),
  abstain(
    "fr-out-cats-puzzle",
    "fr",
    "Si 3 chats attrapent 3 souris en 3 minutes, combien de chats faut-il pour attraper 100 souris en 100 minutes ?",
  ),
  abstain("fr-out-japan-travel-papers", "fr", "Quels papiers faut-il pour partir en vacances au Japon ?"),
  abstain("fr-out-sicily-itinerary", "fr", "Quel itinéraire pour visiter la Sicile en une semaine ?"),
  abstain("fr-out-lamb-cooking", "fr", "cuisson gigot d'agneau combien de temps"),
  abstain("fr-out-mont-blanc-height", "fr", "Quelle est la hauteur du mont Blanc ?"),
  abstain("fr-out-sql-outer-join", "fr", "Comment écrire une jointure externe gauche en SQL ?"),
  abstain("fr-out-les-miserables-author", "fr", "Qui a écrit Les Misérables ?"),
  abstain("fr-out-lvmh-share-price", "fr", "Quel est le cours de l'action LVMH en ce moment ?"),
  abstain("fr-out-croissant-calories", "fr", "Combien de calories dans un croissant au beurre ?"),
  abstain("fr-out-holiday-rental", "fr", "location de vacances pas chère en Bretagne pour le mois d'août ?"),
  abstain(
    "fr-out-bank-branch-hours",
    "fr",
    "À quelle heure ouvre l'agence du Crédit Agricole de Rennes le samedi ?",
  ),

  // ── English ──
  abstain("en-out-world-cup-2018", "en", "who won the 2018 World Cup?"),
  abstain("en-out-canada-capital", "en", "What is the capital of Canada?"),
  abstain("en-out-soft-boiled-egg", "en", "How long should I boil an egg for a runny yolk?"),
  abstain("en-out-weather-london", "en", "What's the weather going to be like in London tomorrow?"),
  abstain("en-out-js-reverse-string", "en", "How do I reverse a string in JavaScript?"),
  abstain("en-out-flu-symptoms", "en", "What are the usual symptoms of the flu?"),
  abstain("en-out-divorce-california", "en", "How do I file for divorce in California?"),
  abstain("en-out-burglary-sentence", "en", "What is the maximum sentence for burglary in England?"),
  abstain("en-out-celebrity-height", "en", "How tall is Taylor Swift?"),
  abstain(
    "en-out-bat-and-ball",
    "en",
    "A bat and a ball cost $1.10 in total and the bat costs $1.00 more than the ball. How much is the ball?",
  ),
  abstain("en-out-brazil-visa", "en", "Do I need a visa to visit Brazil with a UK passport?"),
  abstain("en-out-lisbon-weekend", "en", "best things to do in Lisbon for a weekend"),
  abstain("en-out-banana-bread", "en", "Can you give me a recipe for banana bread?"),
  abstain("en-out-jupiter-moons", "en", "How many moons does Jupiter have?"),
  abstain("en-out-tcp-udp", "en", "What's the difference between TCP and UDP?"),
  abstain("en-out-mona-lisa", "en", "Who painted the Mona Lisa?"),
  abstain("en-out-bitcoin-price", "en", "What's the Bitcoin price right now?"),
  abstain("en-out-dollar-euro-rate", "en", "What's the dollar to euro exchange rate today?"),
  abstain("en-out-protein-intake", "en", "How many grams of protein should I eat per day?"),
  abstain("en-out-cottage-rental", "en", "Which holiday rental sites are best for a cottage in Cornwall?"),
  abstain("en-out-champions-league-final", "en", "What time does the Champions League final kick off?"),
  // Added with the detection of everyday subjects, to check it beyond the questions it was drawn from.
  abstain("fr-out-pound-rate", "fr", "Combien vaut la livre sterling en euros cette semaine ?"),
  abstain("fr-out-tour-de-france", "fr", "Qui a gagné le Tour de France 2024 ?"),
  abstain("fr-out-mayonnaise", "fr", "Comment réussir une mayonnaise maison ?"),
  abstain("en-out-paris-forecast", "en", "Will it rain in Paris on Sunday?"),
  abstain("en-out-japan-capital", "en", "What is the capital city of Japan?"),
  abstain(
    "en-out-car-insurance-quote",
    "en",
    "Which insurer gives the cheapest quote for a young driver's car insurance?",
  ),
];
