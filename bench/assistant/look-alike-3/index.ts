/**
 * The third look-alike set: 60 questions (30 French, 30 English) that look like the domain (credit,
 * leasing, LOA/LLD, crédit-bail, scoring, collections, regulation, the Alfa asset-finance software,
 * consulting projects, training) but that the company's knowledge cannot answer, so the assistant must
 * decline each: a named lender's, lessor's or client's own figures, files or decisions; the firm's own
 * internal data (rates, staffing, budgets, tools, policies, trainings, who is on which project); today's
 * or this week's market figures; future years' figures or what a government or regulator will decide;
 * rules of countries or standards the knowledge never covers; who a named person is or how to reach them;
 * a vendor's prices, features, releases or outages; the asker's own loans, savings or results; statistics
 * over a past period; opinions and predictions, the status of a given contract number or lawsuit, and
 * comparisons between named companies.
 *
 * Written on 29 November 2026 without reading the engine nor the two earlier look-alike sets; the
 * knowledge (`server/db/seed/content/`) was read only to make sure no article answers them. Kept blind:
 * counted only by `sit-every.ts`, its failures never listed.
 */
import { abstain, type ExamQuestion } from "../types";

export const lookAlike3Questions: ExamQuestion[] = [
  // ── French ──────────────────────────────────────────────────────────────────────────────────
  // A named lender's, lessor's or client's own figures, files or decisions
  abstain(
    "fr-la3-encours-bnp-leasing-solutions",
    "fr",
    "Je cherche l'encours de crédit-bail mobilier de BNP Paribas Leasing Solutions à fin 2025",
  ),
  abstain(
    "fr-la3-refus-franfinance-transports-morel",
    "fr",
    "Pourquoi Franfinance a refusé le dossier de la SARL Transports Morel la semaine dernière ?",
  ),
  abstain(
    "fr-la3-grille-vr-arval-3008",
    "fr",
    "Tu aurais la grille de VR d'Arval pour un Peugeot 3008 sur 36 mois / 90 000 km ?",
  ),
  abstain(
    "fr-la3-seuil-refus-score-sofinco",
    "fr",
    "Chez Sofinco (notre client), à partir de quelle note le moteur de score refuse-t-il automatiquement une demande ?",
  ),
  // The firm's own internal data
  abstain(
    "fr-la3-tjm-consultant-senior",
    "fr",
    "c'est quoi notre TJM pour un consultant senior sur une mission Alfa ?",
  ),
  abstain(
    "fr-la3-staffing-migration-cofidis",
    "fr",
    "Qui est staffé sur la migration Cofidis en ce moment ? j'aurais besoin d'un renfort",
  ),
  abstain(
    "fr-la3-budget-formation-2027",
    "fr",
    "Le budget formation 2027 de la practice leasing, il a été validé par la direction ou pas encore ?",
  ),
  abstain(
    "fr-la3-notes-frais-deplacement",
    "fr",
    "Rappelle-moi la politique du cabinet sur les notes de frais pour un déplacement client à Lyon (hôtel, train)",
  ),
  abstain(
    "fr-la3-places-formation-alfa-interne",
    "fr",
    "Il reste des places pour la prochaine session interne de formation Alfa niveau 2 ? c'est quand déjà ?",
  ),
  abstain(
    "fr-la3-acces-jira-mission",
    "fr",
    "J'ai toujours pas mes accès au Jira de la mission, je dois demander à qui chez nous ?",
  ),
  // Today's or this week's market figures
  abstain("fr-la3-euribor-3m-jour", "fr", "Euribor 3M du jour stp"),
  abstain(
    "fr-la3-oat-10-ans-semaine",
    "fr",
    "Besoin du niveau de l'OAT 10 ans cette semaine pour ma slide sur le coût de refi",
  ),
  // The status of a given lawsuit
  abstain(
    "fr-la3-litige-cour-appel-client",
    "fr",
    "La cour d'appel a-t-elle rendu son arrêt dans le litige entre notre client et son locataire sur les engins de chantier non restitués ?",
  ),
  // Future years' figures, what a government or regulator will decide
  abstain(
    "fr-la3-usure-avril-2027",
    "fr",
    "Le taux d'usure des prêts perso de plus de 6 000 € au 1er avril 2027, il sera à combien ?",
  ),
  abstain(
    "fr-la3-acpr-controles-loa-2027",
    "fr",
    "L'ACPR va-t-elle durcir ses contrôles sur la LOA auto l'an prochain ?",
  ),
  abstain(
    "fr-la3-leasing-social-2028",
    "fr",
    "Le gouvernement relancera-t-il une édition du leasing social en 2028 ?",
  ),
  // Rules of countries or standards the knowledge never covers
  abstain(
    "fr-la3-maroc-retractation-loa",
    "fr",
    "Au Maroc, un particulier qui signe une LOA auto peut-il se rétracter, et sous quel délai ?",
  ),
  abstain(
    "fr-la3-ohada-restitution-credit-bail",
    "fr",
    "Que prévoit l'Acte uniforme OHADA pour récupérer un bien en crédit-bail quand le preneur ne paie plus ?",
  ),
  abstain(
    "fr-la3-us-gaap-asc-842",
    "fr",
    "En US GAAP (ASC 842), comment un bailleur distingue-t-il un sales-type lease d'un direct financing lease ?",
  ),
  // Who a named person is, how to reach them
  abstain(
    "fr-la3-qui-est-marc-lefebvre",
    "fr",
    "Qui est Marc Lefebvre chez Alfa ? il me faudrait son numéro direct",
  ),
  abstain(
    "fr-la3-mail-inspecteur-acpr",
    "fr",
    "Tu as l'adresse mail de l'inspecteur ACPR qui mène le contrôle sur place chez notre client ?",
  ),
  // A vendor's prices, releases, outages
  abstain(
    "fr-la3-prix-licence-alfa",
    "fr",
    "Ordre de grandeur du prix d'une licence Alfa Systems, par utilisateur et par an ?",
  ),
  abstain(
    "fr-la3-prochaine-release-alfa",
    "fr",
    "La prochaine release d'Alfa sort quand, et qu'est-ce qu'elle apporte de neuf ?",
  ),
  abstain(
    "fr-la3-panne-cassiopae",
    "fr",
    "Cassiopae est en panne chez le client depuis ce matin, c'est un incident connu de l'éditeur ?",
  ),
  // The asker's own loans
  abstain(
    "fr-la3-mon-credit-auto-cetelem",
    "fr",
    "Mon crédit auto perso chez Cetelem, il me reste combien d'échéances à payer ?",
  ),
  // Statistics over a past period
  abstain(
    "fr-la3-taux-defaut-revolving-2019-2022",
    "fr",
    "Donne-moi le taux de défaut moyen du crédit renouvelable en France sur 2019-2022",
  ),
  abstain(
    "fr-la3-surendettement-2023",
    "fr",
    "Nombre de dossiers de surendetement déposés en France en 2023 ?",
  ),
  // The status of a given contract number
  abstain(
    "fr-la3-contrat-lse-2025-004871",
    "fr",
    "Le contrat LSE-2025-004871 est-il toujours actif dans Alfa ? le client affirme l'avoir résilié en septembre",
  ),
  // Opinions and predictions; comparisons between named companies
  abstain(
    "fr-la3-avis-loa-lld-cinq-ans",
    "fr",
    "Franchement, d'après toi, la LOA aura disparu au profit de la LLD d'ici cinq ans ?",
  ),
  abstain(
    "fr-la3-cetelem-vs-cofidis",
    "fr",
    "Entre Cetelem et Cofidis, lequel accepte le plus de demandes de crédit renouvelable ?",
  ),

  // ── English ─────────────────────────────────────────────────────────────────────────────────
  // A named lender's, lessor's or client's own figures, files or decisions
  abstain(
    "en-la3-ayvens-fleet-france",
    "en",
    "How many vehicles does Ayvens currently have on lease in France?",
  ),
  abstain(
    "en-la3-santander-max-ltv",
    "en",
    "what's the max LTV in Santander Consumer's used car lending policy",
  ),
  abstain(
    "en-la3-dll-declined-agri-nord",
    "en",
    "Can you pull up why DLL's credit committee turned down the Agri-Nord tractor deal?",
  ),
  abstain(
    "en-la3-golive-date-hitachi-capital",
    "en",
    "When's the Alfa go-live at our client Hitachi Capital scheduled now? heard it slipped again",
  ),
  // The firm's own internal data
  abstain(
    "en-la3-day-rate-junior-ba",
    "en",
    "What day rate do we charge a bank for a junior business analyst?",
  ),
  abstain("en-la3-pm-leasys-engagement", "en", "who's the PM on our Leasys engagement these days"),
  abstain(
    "en-la3-manager-bonus-policy",
    "en",
    "Is the firm's bonus scheme for managers changing next year? Heard some rumours.",
  ),
  abstain(
    "en-la3-vpn-client-uat",
    "en",
    "Which VPN are we meant to use to reach the client's Alfa UAT environment from home?",
  ),
  // The asker's own results
  abstain("en-la3-my-ifrs9-quiz", "en", "Did I pass the internal IFRS 9 training quiz I took last month?"),
  // Today's or this week's market figures
  abstain("en-la3-sonia-today", "en", "What is SONIA fixing at today?"),
  abstain(
    "en-la3-eur-swap-5y-morning",
    "en",
    "Where's the 5y EUR swap trading this morning? I need it to price a lease",
  ),
  abstain(
    "en-la3-uk-ev-auction-prices",
    "en",
    "Have used EV auction prices in the UK dropped again this week?",
  ),
  // Future years' figures, what a central bank or regulator will decide
  abstain("en-la3-ecb-cut-2027", "en", "Is the ECB going to cut its deposit rate again in 2027?"),
  abstain(
    "en-la3-rv-diesel-suv-2029",
    "en",
    "Give me the expected residual value, as a % of list price, of a 3-year-old diesel SUV at the end of 2029",
  ),
  abstain(
    "en-la3-eba-next-guidelines",
    "en",
    "What will the EBA's next revision of the loan origination guidlines change, and when is it due?",
  ),
  // Rules of countries the knowledge never covers
  abstain(
    "en-la3-fca-motor-finance-redress",
    "en",
    "How does the FCA's motor finance commission redress scheme work for UK lenders?",
  ),
  abstain(
    "en-la3-germany-teilamortisation",
    "en",
    "In Germany, how is a Teilamortisationsvertrag treated for the lessee's trade tax add-backs?",
  ),
  abstain(
    "en-la3-us-regulation-m",
    "en",
    "Under US Regulation M (the Consumer Leasing Act), which disclosures must a car lease include?",
  ),
  // Who a named person is, how to reach them
  abstain(
    "en-la3-who-is-sarah-whitcombe",
    "en",
    "Who is Sarah Whitcombe, the new head of risk at Close Brothers?",
  ),
  abstain(
    "en-la3-alfa-support-london",
    "en",
    "how do I reach Alfa's support desk in London - phone or email?",
  ),
  // A vendor's prices, features, releases, outages
  abstain(
    "en-la3-netsol-implementation-cost",
    "en",
    "Ballpark cost of a NetSol NFS Ascent implementation for a mid-size captive?",
  ),
  abstain(
    "en-la3-alfa-saas-outage",
    "en",
    "Is Alfa's SaaS platform down today? our overnight batch never started",
  ),
  abstain(
    "en-la3-miles-latest-release",
    "en",
    "Does the latest Miles release do IFRS 16 lessee reporting out of the box?",
  ),
  // The asker's own loans or savings
  abstain(
    "en-la3-my-mortgage-renegotiate",
    "en",
    "My own mortgage is at 1.2% fixed with 14 yrs left, should I renegotiate it?",
  ),
  abstain(
    "en-la3-my-pcp-settle",
    "en",
    "I've got 20k in savings and my car's on a PCP, is it worth settling it early?",
  ),
  // Statistics over a past period
  abstain(
    "en-la3-french-auto-defaults-2020-2022",
    "en",
    "What was the average default rate on French car loans over 2020-2022?",
  ),
  abstain(
    "en-la3-leaseurope-volumes-2023",
    "en",
    "Total new leasing volumes in Europe in 2023 according to Leaseurope?",
  ),
  // The status of a given contract number
  abstain(
    "en-la3-contract-88123-a",
    "en",
    "Status of contract 88123-A in Alfa? the customer swears he paid the settlement figure last week",
  ),
  // Opinions and predictions; comparisons between named companies
  abstain(
    "en-la3-bet-credit-mutuel",
    "en",
    "Alfa or Cassiopae, which one would you bet our client Crédit Mutuel ends up picking?",
  ),
  abstain(
    "en-la3-cofidis-oney-cost-of-risk",
    "en",
    "Is Cofidis's cost of risk higher or lower than Oney's these days?",
  ),
];
