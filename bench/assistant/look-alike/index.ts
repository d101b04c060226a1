import { abstain, type ExamQuestion } from "../types";

/**
 * Questions that look like the domain but that the knowledge cannot answer, each to be declined: they
 * use its words (leasing, LOA/LLD, crédit-bail, scoring, collections, regulation, Alfa, projects,
 * consulting) and ask what no article holds: a named lender's or client's figures, files and
 * decisions; the firm's own data (day rates, staffing, budgets, tools, policies, trainings); today's
 * or this week's market figures; a future year's figures or what a government or regulator will
 * decide; the rules of other countries and of standards the knowledge does not cover; who a named
 * person is and how to reach them; a vendor's prices, features and releases; the asker's own loans
 * and savings; statistics over a past period. 30 in French, 30 in English.
 *
 * Written on 29 November 2026 without reading the engine (neither its retrieval nor its rules), with
 * the knowledge read only to make sure no article answers them, and the questions to decline of the
 * earlier sets read only not to repeat their topics. They are to read and learn from, not a blind
 * measure: once sat and read, what is fixed from them no longer measures unseen questions. Sat by
 * `sit.ts look-alike` and `sit-every.ts`.
 */
export const lookAlikeQuestions: ExamQuestion[] = [
  // ── French ──
  abstain(
    "fr-la-grenke-defaut-portefeuille",
    "fr",
    "Grenke a eu quel taux de défaut sur son portefeuille de location financière en France l'an dernier ?",
  ),
  abstain(
    "fr-la-garage-lefebvre-impayes",
    "fr",
    "Le client Garage Lefebvre & Fils, il a eu combien d'impayés sur son crédit-bail depuis 2024 ? je prépare le comité de jeudi",
  ),
  abstain(
    "fr-la-tjm-senior-alfa",
    "fr",
    "On facture combien par jour un consultant senior sur une mission Alfa ? c'est pour chiffrer une propale",
  ),
  abstain(
    "fr-la-budget-formation-restant",
    "fr",
    "il me reste combien sur mon budget formation cette année ?",
  ),
  abstain(
    "fr-la-oat-ce-matin",
    "fr",
    "Pour recalculer l'adossement d'un contrat à 5 ans, il me faut l'OAT 10 ans de ce matin, tu l'as ?",
  ),
  abstain(
    "fr-la-cote-clio-vr",
    "fr",
    "Cote actuele d'une Clio V essence de 2023 à 40 000 km ? je veux caler la VR de l'offre de reprise",
  ),
  abstain(
    "fr-la-usure-t1-2027",
    "fr",
    "Le seuil d'usure des prêts personnels de plus de 6 000 € au premier trimestre 2027, on le connaît déjà ?",
  ),
  abstain(
    "fr-la-leasing-social-2027",
    "fr",
    "Est-ce que le gouvernement va rouvrir un leasing social en 2027, et avec quel loyer plafond ?",
  ),
  abstain(
    "fr-la-espagne-renting-tva",
    "fr",
    "En Espagne, le renting de voitures pour une entreprise, la TVA sur les loyers est récupérable à 100 % ?",
  ),
  abstain(
    "fr-la-droit-allemand-leasing-kilometre",
    "fr",
    "Droit allemand : sur un contrat de leasing au kilomètre, c'est le preneur qui porte le risque de valeur résiduelle ?",
  ),
  abstain(
    "fr-la-bailleur-suisse-lcc",
    "fr",
    "Pour un bailleur suisse, le leasing auto d'un particulier tombe sous la LCC ? avec quel taux d'intérêt maximal ?",
  ),
  abstain(
    "fr-la-quebec-credit-bail-immo",
    "fr",
    "au Québec, le crédit-bail immobilier bénéficie-t-il d'un régime fiscal particulier comme chez nous ?",
  ),
  abstain(
    "fr-la-belgique-centrale-credits",
    "fr",
    "Combien de temps la Centrale des crédits aux particulers garde un défaut de paiement en Belgique ?",
  ),
  abstain(
    "fr-la-qui-est-claire-morvan",
    "fr",
    "Qui est Claire Morvan chez Sofinco ? elle me relance sur l'appel d'offres scoring et je ne sais pas quel est son rôle",
  ),
  abstain(
    "fr-la-cassiopae-prix-licence",
    "fr",
    "Cassiopae facture sa licence au nombre de contrats actifs ou au nombre d'utilisateurs, et ça coûte combien ?",
  ),
  abstain(
    "fr-la-alfa-prochaine-version",
    "fr",
    "La prochaine version majeure d'Alfa Systems sort quand, et qu'est-ce qu'elle apporte ?",
  ),
  abstain(
    "fr-la-mon-credit-auto-taux",
    "fr",
    "Mon crédit auto perso est à 6,9 % sur 60 mois, c'est au-dessus de ce qui se fait en ce moment ?",
  ),
  abstain(
    "fr-la-renegocier-credit-immo",
    "fr",
    "J'ai emprunté à 4,1 % en 2023 pour mon appart : je peux renégocier mon crédit immobilier à quel taux aujourd'hui ?",
  ),
  abstain(
    "fr-la-loa-signees-octobre",
    "fr",
    "Combien de LOA ont été signées en France en octobre 2026, toutes marques confondues ?",
  ),
  abstain(
    "fr-la-surendettement-2025",
    "fr",
    "Nombre de dossiers de surendettement déposés à la Banque de France en 2025 ?",
  ),
  abstain(
    "fr-la-outil-feuilles-temps",
    "fr",
    "Sur quel outil on saisit nos feuilles de temps au cabinet, et c'est à rendre avant quel jour du mois ?",
  ),
  abstain(
    "fr-la-consultants-staffes-alfa",
    "fr",
    "On a combien de consultants staffés sur des missions Alfa en ce moment, et qui est dispo en janvier ?",
  ),
  abstain(
    "fr-la-ccd3-commission",
    "fr",
    "La Commission européenne prépare-t-elle déjà une CCD3 ? si oui, pour quand ?",
  ),
  abstain(
    "fr-la-marge-ca-leasing",
    "fr",
    "Quelle marge nette CA Leasing & Factoring dégage sur le crédit-bail mobilier, en points de base ?",
  ),
  abstain(
    "fr-la-spreads-abs-auto",
    "fr",
    "De combien se sont resserrés les spreads des ABS auto français cette semaine ?",
  ),
  abstain(
    "fr-la-usure-italie-leasing",
    "fr",
    "la loi italienne sur l'usure s'applique aussi au leasing finanziario ? et le seuil c'est combien ?",
  ),
  abstain(
    "fr-la-golive-credit-mutuel-retard",
    "fr",
    "Le go-live Alfa chez Crédit Mutuel Leasing a glissé de combien de semaines au final, et pourquoi ?",
  ),
  abstain(
    "fr-la-comite-sgef-girard",
    "fr",
    "Le dossier Transports Girard est passé en comité chez SG Equipment Finance la semaine dernière : accepté ou refusé ?",
  ),
  abstain(
    "fr-la-salaire-analyste-credit",
    "fr",
    "Un analyste crédit junior chez un loueur longue durée, ça se paie combien à Paris en 2026 ?",
  ),
  abstain(
    "fr-la-prix-gazole-tco",
    "fr",
    "le prix moyen du gazole cette semaine ? c'est pour le TCO d'une offre LLD flotte",
  ),

  // ── English ──
  abstain(
    "en-la-santander-german-npl",
    "en",
    "What's Santander Consumer Finance's NPL ratio on its German auto book?",
  ),
  abstain(
    "en-la-durand-agri-late",
    "en",
    "Has our client Durand Agri ever been late on its tractor lease payments? They're asking for a restructuring.",
  ),
  abstain(
    "en-la-day-rate-collections",
    "en",
    "what day rate did we quote Stellantis Financial Services for the collections workstream?",
  ),
  abstain(
    "en-la-python-firm-laptop",
    "en",
    "Am I allowed to install Python on my firm laptop to test the Alfa API, or do I need IT approval first?",
  ),
  abstain(
    "en-la-alfa-course-seat",
    "en",
    "Who's running the internal Alfa certifcation course in January, and is there still a seat?",
  ),
  abstain("en-la-bund-yield-now", "en", "10-year Bund yield right now? Need it for a funding cost slide."),
  abstain(
    "en-la-transit-auction-prices",
    "en",
    "Are used Ford Transit prices at auction up or down this month? Our remarketing forecast looks off.",
  ),
  abstain(
    "en-la-ev-bonus-2027",
    "en",
    "Is the French government bringing back a purchase bonus for leased EVs in 2027?",
  ),
  abstain(
    "en-la-uk-hp-half-rule",
    "en",
    "Under UK law, can a customer hand a car back on hire purchase once they've paid half?",
  ),
  abstain(
    "en-la-ireland-pcp",
    "en",
    "In Ireland, are PCP car finance deals regulated as consumer credit, and by whom?",
  ),
  abstain(
    "en-la-asc-842-sales-type",
    "en",
    "Under US GAAP (ASC 842), how does a lessor tell a sales-type lease from a direct financing lease?",
  ),
  abstain(
    "en-la-polish-leasing-tax",
    "en",
    "Polish tax rules: can the lessee depreciate the car when it's on an operating lease?",
  ),
  abstain(
    "en-la-golive-mobilize-slip",
    "en",
    "How many weeks did the Alfa go-live slip at Mobilize Financial Services in the end, and why?",
  ),
  abstain(
    "en-la-alfa-account-manager",
    "en",
    "Who's our account manager at Alfa Financial Software and what's their email?",
  ),
  abstain(
    "en-la-who-is-delacroix",
    "en",
    "Who is Marc Delacroix? He's on the steering committee invite for the Cofidis project and I've never met him.",
  ),
  abstain(
    "en-la-alfa-licence-cost",
    "en",
    "Roughly how much does an Alfa Systems licence cost for a mid-size captive with 50k live contracts?",
  ),
  abstain(
    "en-la-cassiopae-mobile-app",
    "en",
    "Does Cassiopae ship a mobile app for inspectors doing vehicle return checks on site?",
  ),
  abstain(
    "en-la-docusign-price",
    "en",
    "What does DocuSign charge per envelope for a qualified e-signature on a French loan agreement?",
  ),
  abstain(
    "en-la-my-car-loan-payoff",
    "en",
    "I've got a car loan at 7.2% from my bank and 15k in savings. Pay it off now or keep the cash?",
  ),
  abstain(
    "en-la-remortgage-best",
    "en",
    "my mortgage fixed period ends in March, which bank has the best remortgage rate at the moment?",
  ),
  abstain(
    "en-la-credit-score-card",
    "en",
    "How many points will my credit score drop if I open a second credit card?",
  ),
  abstain(
    "en-la-equipment-leasing-2025",
    "en",
    "What was total new equipment leasing production in France in 2025, in billions of euros?",
  ),
  abstain(
    "en-la-repossessions-h1",
    "en",
    "How many vehicles did French lenders repossess in the first half of 2026?",
  ),
  abstain(
    "en-la-cetelem-darty",
    "en",
    "Why did Cetelem end its point-of-sale credit partnership with Darty?",
  ),
  abstain(
    "en-la-leasys-rv-500e",
    "en",
    "What residual value does Leasys put on a 36-month Fiat 500e at 15,000 km a year?",
  ),
  abstain(
    "en-la-rate-cap-cost",
    "en",
    "How much more does a 5-year EUR interest rate cap cost than it did a month ago?",
  ),
  abstain(
    "en-la-eba-bnpl-guidelines",
    "en",
    "When will the EBA publish guidelines on creditworthiness checks for buy now pay later, and what will they require?",
  ),
  abstain(
    "en-la-lyon-travel-budget",
    "en",
    "What's the travel budget for consultants going to the Lyon client site next quarter?",
  ),
  abstain(
    "en-la-german-captive-bafin",
    "en",
    "We're pitching to a German captive next week. Their head of ops asked whether BaFin requires a licence for pure operating leasing. Does it?",
  ),
  abstain("en-la-portugal-apr", "en", "whats the avg APR on car loans in portugal rn?"),
];
