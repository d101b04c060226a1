import { abstain, type ExamQuestion } from "../types";

/**
 * Questions that look like the domain (credit, leasing, scoring, collections, insurance, regulation,
 * accounting, Alfa, IT projects, consulting) but that no article of the knowledge can answer: named
 * companies, people and clients, dated or future figures, other jurisdictions, personal situations,
 * the firm's internal matters, market statistics, vendors' specifics. Each must be declined.
 *
 * Written on 29 November 2026 without reading the engine nor the first look-alike set
 * (`look-alike/`), the knowledge only read to make sure no article answers them. Kept blind at first
 * (counted only): 14 of 60 answered on the engine of 9e522ef, 13 on 9f95037 and on 2ff2418. Then read,
 * like the first set, and worked on by kind of question (a named company's amounts at a date, what it
 * would quote, its history; what the firm itself negotiated; the asker's own debts; a country where a
 * business is set when nothing is sold; shares of a market over a period; a figure published for a
 * period to come; a release date): 1 of 60 answered; the third look-alike set, written blind, measures
 * how far that carries.
 */
export const lookAlike2Questions: ExamQuestion[] = [
  // ── French ──
  abstain("fr-la2-encours-loa-cetelem-2025", "fr", "Quel était l'encours de LOA de Cetelem à fin 2025 ?"),
  abstain(
    "fr-la2-taux-usure-t2-2027",
    "fr",
    "taux d'usure publié pour le 2e trimestre 2027, catégorie prêts > 6000 € ?",
  ),
  abstain(
    "fr-la2-client-dupont-transports-score",
    "fr",
    "Le dossier de Dupont Transports SARL est passé en comité hier, quel score lui a été attribué ?",
  ),
  abstain(
    "fr-la2-tjm-senior-alfa",
    "fr",
    "C'est quoi le TJM qu'on facture pour un consultant senior Alfa chez notre client actuel ?",
  ),
  abstain(
    "fr-la2-credit-bail-belge-fiscalite",
    "fr",
    "En Belgique, un leasing financier d'une camionnette est-il déductible à 100 % à l'impôt des sociétés ?",
  ),
  abstain(
    "fr-la2-ma-loa-peugeot-rendre-avant",
    "fr",
    "J'ai une LOA sur ma Peugeot 208 perso depuis 14 mois chez Stellantis Finance, combien ça va me coûter si je la rends maintenant ?",
  ),
  abstain(
    "fr-la2-version-alfa-java",
    "fr",
    "Quelle version de Java est requise pour installer Alfa 7.2 sur nos serveurs ?",
  ),
  abstain(
    "fr-la2-qui-chef-projet-migration-banque",
    "fr",
    "qui est le chef de projt côté client sur la migration Alfa de la banque Hélios ?",
  ),
  abstain(
    "fr-la2-defaillances-entreprises-octobre",
    "fr",
    "Combien de défaillances d'entreprises ont été enregistrées en France en octobre 2026 ?",
  ),
  abstain(
    "fr-la2-sanction-acpr-nom",
    "fr",
    "Quel montant de sanction l'ACPR a-t-elle infligé à Cofidis l'an dernier pour manquement LCB-FT ?",
  ),
  abstain(
    "fr-la2-quebec-credit-bail-code-civil",
    "fr",
    "Au Québec, quels articles du Code civil encadrent le crédit-bail ?",
  ),
  abstain(
    "fr-la2-ticket-support-alfa",
    "fr",
    "Mon ticket au support Alfa ALF-48213 sur le batch de facturation, il en est où ?",
  ),
  abstain(
    "fr-la2-part-marche-lld-france",
    "fr",
    "Quelle est la part de marché d'Ayvens sur la LLD en France cette année ?",
  ),
  abstain(
    "fr-la2-pret-immo-perso-renegocier",
    "fr",
    "Je rembourse mon prêt immo à 3,9 % depuis 2023, est-ce que ça vaut le coup de renégocier avec ma banque maintenant ?",
  ),
  abstain(
    "fr-la2-grille-salaire-cabinet",
    "fr",
    "Quelle est la grille de salaire des consultants confirmés dans notre cabinet pour 2027 ?",
  ),
  abstain(
    "fr-la2-euribor-demain",
    "fr",
    "Ce sera combien l'Euribor 3 mois en juin 2027 d'après vous ? on doit figer la grille tarifaire",
  ),
  abstain(
    "fr-la2-appel-offres-en-cours",
    "fr",
    "Pour l'appel d'offres de la Caisse régionale de Bretagne qu'on a reçu lundi, quelle est la date limite de remise ?",
  ),
  abstain(
    "fr-la2-scoring-model-concurrent",
    "fr",
    "Quelles variables utilise exactement le score d'octroi de Franfinance ?",
  ),
  abstain(
    "fr-la2-taux-defaut-tracteurs-2026",
    "fr",
    "taux de défaut observé en 2026 sur les crédit-bails de matériel agricole en Normandie ?",
  ),
  abstain(
    "fr-la2-cas-client-chomage-assurance",
    "fr",
    "Un client m'appelle : il a été licencié en septembre, son assurance emprunteur chez Cardif couvre-t-elle ses mensualités de crédit auto ?",
  ),
  abstain(
    "fr-la2-mission-note-frais",
    "fr",
    "Sur la mission à Lyon, est-ce que les nuits d'hôtel sont remboursées au réel ou au forfait par le cabinet ?",
  ),
  abstain(
    "fr-la2-cotation-bdf-entreprise-nommee",
    "fr",
    "Quelle est la cotation Banque de France actuelle de la société Menuiseries Gauthier ?",
  ),
  abstain(
    "fr-la2-linedata-prix-licence",
    "fr",
    "combien coute une licence Linedata Ekip pour 300 utilisateurs, à peu près ?",
  ),
  abstain(
    "fr-la2-italie-usure",
    "fr",
    "Comment est calculé le tasso soglia d'usura en Italie pour le leasing ?",
  ),
  abstain(
    "fr-la2-go-live-date-client",
    "fr",
    "La bascule de notre client Sogelease est prévue quel week-end exactement ?",
  ),
  abstain(
    "fr-la2-provision-ifrs9-banque-chiffre",
    "fr",
    "A combien s'élèvent les provisions IFRS 9 en stage 2 du Crédit Agricole au 30 septembre 2026 ?",
  ),
  abstain(
    "fr-la2-recouvrement-agence-nom",
    "fr",
    "Quel taux de commission prend le cabinet de recouvrement Intrum sur les créances qu'on lui confie ?",
  ),
  abstain(
    "fr-la2-vehicule-electrique-valeur-occasion",
    "fr",
    "Une Tesla Model 3 de 2023 avec 60 000 km, elle vaut combien en reprise aujourd'hui ?",
  ),
  abstain(
    "fr-la2-certification-alfa-examen",
    "fr",
    "Je passe la certif Alfa consultant fonctionnel le mois prochain, c'est combien de questions et quel score pour l'avoir ?",
  ),
  abstain("fr-la2-reforme-ccd3", "fr", "Qu'est-ce que la Commission prévoit dans la future CCD3 ?"),

  // ── English ──
  abstain(
    "en-la2-fca-consumer-duty-motor-finance",
    "en",
    "What redress did the FCA order UK motor finance lenders to pay over discretionary commission arrangements?",
  ),
  abstain("en-la2-alfa-share-price", "en", "What's Alfa Financial Software's share price today?"),
  abstain(
    "en-la2-client-acme-arrears",
    "en",
    "How many days in arrears is the Acme Logistics lease now? They said they paid last Friday.",
  ),
  abstain(
    "en-la2-us-ucc-true-lease",
    "en",
    "Under UCC Article 2A in Texas, when is a lease recharacterised as a security interest?",
  ),
  abstain(
    "en-la2-our-project-budget",
    "en",
    "how much of the budget for the Nordbank Alfa rollout have we burnt sofar",
  ),
  abstain(
    "en-la2-german-leasing-tax",
    "en",
    "In Germany, what share of leasing instalments is added back for Gewerbesteuer purposes?",
  ),
  abstain(
    "en-la2-personal-car-lease-credit-score",
    "en",
    "I missed two payments on my own PCP deal with Santander last year, will that stop me getting a mortgage?",
  ),
  abstain(
    "en-la2-alfa-v8-release",
    "en",
    "When is Alfa version 8 due to be released and what's in the roadmap?",
  ),
  abstain(
    "en-la2-npl-ratio-europe-2026",
    "en",
    "What was the average NPL ratio of EU banks in Q2 2026 according to the EBA risk dashboard?",
  ),
  abstain(
    "en-la2-who-signs-off-credit-committee",
    "en",
    "Who chairs the credit committee at BNP Paribas Leasing Solutions these days?",
  ),
  abstain(
    "en-la2-residual-value-forecast-ev",
    "en",
    "What residual value should we expect for a 2027 Renault Scenic E-Tech after 48 months and 80,000 km?",
  ),
  abstain(
    "en-la2-consultant-bonus",
    "en",
    "Is the consultant bonus this year payed on billable utilisation or on client feedback?",
  ),
  abstain(
    "en-la2-netsol-vs-alfa-win-rate",
    "en",
    "How many tenders did Alfa win against NetSol in 2025 in Asia Pacific?",
  ),
  abstain(
    "en-la2-case-sme-default-covid",
    "en",
    "A bakery client took a state-guaranteed loan in 2020 and now wants to restructure it with the lessor, what did Bpifrance decide for their file?",
  ),
  abstain(
    "en-la2-ecb-rate-next-meeting",
    "en",
    "will the ECB cut rates at its december 2026 meeting? need it for our funding cost assumptions",
  ),
  abstain(
    "en-la2-insurer-gap-premium-quote",
    "en",
    "What premium would Allianz quote for GAP cover on a €45,000 van leased over 5 years?",
  ),
  abstain(
    "en-la2-australia-responsible-lending",
    "en",
    "What are ASIC's responsible lending obligations for consumer leases in Australia?",
  ),
  abstain(
    "en-la2-our-sla-penalties-vendor",
    "en",
    "What SLA penalties did we negotiate in our contract with the hosting provider for the Alfa test environments?",
  ),
  abstain(
    "en-la2-market-size-leasing-europe",
    "en",
    "Total new leasing volumes in Europe in 2025 according to Leaseurope, in billions?",
  ),
  abstain(
    "en-la2-lawsuit-lessor-named",
    "en",
    "Did Grenke settle the lawsuit with its shareholders over the factoring scandal, and for how much?",
  ),
  abstain(
    "en-la2-jira-project-key",
    "en",
    "whats the Jira project key for the collections workstream on the current mission",
  ),
  abstain(
    "en-la2-singapore-mas-leasing-licence",
    "en",
    "Does a leasing company in Singapore need a licence from the MAS to lease equipment to SMEs?",
  ),
  abstain(
    "en-la2-personal-debt-advice",
    "en",
    "I have three credit cards maxed out and a car loan, which one should I pay off first?",
  ),
  abstain(
    "en-la2-alfa-consultant-headcount",
    "en",
    "How many Alfa-certified consultants does our firm have in the Paris office right now?",
  ),
  abstain(
    "en-la2-fraud-case-named-dealer",
    "en",
    "Context: a dealer in Lille sent us the same serial number for two excavators financed by two lessors. Was that dealer, Nord Engins, already flagged by other banks?",
  ),
  abstain(
    "en-la2-ifrs16-airline-figures",
    "en",
    "What lease liability did Air France-KLM report under IFRS 16 in its 2025 annual report?",
  ),
  abstain(
    "en-la2-swiss-consumer-credit-cap",
    "en",
    "What's the maximum interest rate allowed on consumer credit in Switzerland right now?",
  ),
  abstain(
    "en-la2-training-dates",
    "en",
    "When is the next in-house IFRS 9 training session for new joiners, and is it in person?",
  ),
  abstain(
    "en-la2-ai-vendor-scoring-accuracy",
    "en",
    "What Gini does Experian's Delphi score reach on French car loan applicants?",
  ),
  abstain(
    "en-la2-open-banking-uk-uptake",
    "en",
    "what % of UK lenders use open banking data in affordability checks in 2026?",
  ),
];
