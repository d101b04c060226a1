import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The seventeenth held-out set: questions written on 29 November 2026 from the text of the articles and the
 * Alfa passages only, blind: without reading the engine nor running the assistant on them, in the way a
 * consultant types them (short or in context, everyday words rather than the articles' own, an abbreviation
 * or a misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an
 * article, with a few plain questions among them, spread over seventy different sources:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (the humidity rate of a cigar
 * cellar, the cooking time of a leg of lamb, the number of players in a water-polo team, the germination
 * time of tomato seeds, reviving a forgotten sourdough starter, the best shock absorber for a downhill
 * mountain bike, a vegetable garden's watering schedule, the best ski pass option for a family, the credits
 * needed to graduate from a community college, recovering deleted photos from a phone's memory card, the
 * carry-on luggage allowance of low-cost flights, a smart thermostat's winter schedule, a running pace for a
 * half marathon, the residual heat of an induction hob, the penalty for a false start in a sprint), half that
 * look like the domain but that the knowledge cannot answer (the Belgian usury rate for instalment loans, the
 * Moroccan tax regime of equipment leasing and the Portuguese usury ceiling this quarter, one named lessor's
 * refused files last quarter and one named lessor's contracts originated in Germany last year, the usury
 * threshold in the first quarter of 2028 and the countercyclical buffer the HCSF will set in 2028, the firm's
 * revenue on one client's Alfa engagement and the team's utilisation rate this quarter, the Alfa vendor's
 * urgent support phone number and its French account manager's e-mail, a vendor's implementation fee, the US
 * GAAP rules for a lessor's sales-type lease, this week's margins of car makers' captives on consumer leases
 * and one named lender's personal loan rate this week).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * Kept blind: counted by `sit-every.ts` and `npm run bench -- assistant`, its failures never read.
 *
 * Rules: the engine is never tuned on these questions' words; do not edit them once measured, do not tune
 * a weight or a threshold on them alone, and do not change the knowledge base to make them pass (fixing a
 * real error in an article is fine). A question that fails here is a finding to classify by mechanism,
 * not a question to rewrite.
 */
export const heldOut17Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h17-settlement-quote-lifetime",
    "fr",
    "le devis de solde anticipé que je sors d'Alfa pour le client, il tient combien de temps avant qu'il faille le recalculer ?",
    "alfa-early-termination-quote",
    [["10 jours"], ["QUOTE_VALIDITY"]],
  ),
  fact(
    "fr-h17-batch-restart-granularity",
    "fr",
    "un traitement de nuit qui plante au milieu : quand on le relance, il repart de zéro ou il garde des points d'étape ? tous les combien ?",
    "alfa-batch-monitoring-restart",
    [["500 dossiers"], ["checkpoints", "points de contrôle"]],
  ),
  fact(
    "fr-h17-missing-insurance-proof-notice",
    "fr",
    "le client ne renvoie jamais son attestation d'assurance après expiration : la mise en demeure part quand, et on peut faire quoi ensuite côté bailleur ?",
    "alfa-insurance-certificate-tracking",
    [["J+15"], ["INS_FORCED", "assurance pour compte"]],
  ),
  fact(
    "fr-h17-rent-holiday-max",
    "fr",
    "sur la cotation Alfa, je peux mettre une franchise de loyers de combien de mois max en début de contrat ?",
    "alfa-irregular-schedules",
    [["6 mois"]],
  ),
  fact(
    "fr-h17-returned-stock-alert",
    "fr",
    "une voiture rendue qui dort dans le stock de revente, Alfa tire la sonnette au bout de combien de jours ?",
    "alfa-remarketing-resale",
    [["90 jours"], ["test de dépréciation"]],
  ),
  fact(
    "fr-h17-fcc-cheque-ban-length",
    "fr",
    "un interdit de chéquier inscrit au fichier central des chèques, ça reste combien de temps au max ?",
    "cotation-banque-de-france-ficp-fcc",
    [["cinq ans"], ["L131-73"]],
  ),
  fact(
    "fr-h17-kbis-freshness",
    "fr",
    "l'extrait kbis qu'on met au dossier d'une société, il doit avoir moins de quel âge ?",
    "dossier-credit-checklist",
    [["moins de trois mois"]],
  ),
  fact(
    "fr-h17-rent-worked-example-arrears",
    "fr",
    "dans l'exemple de calcul de loyer à 100 000 € HT sur 60 mois à 6 % avec 2 000 € de VR, ça donne combien par mois si on paie en fin de période ?",
    "calcul-loyer-leasing",
    [["1 904,61"]],
  ),
  fact(
    "fr-h17-pricing-floor-example",
    "fr",
    "dans l'exemple de tarification d'un crédit-bail à une petite boîte, refi + coût du risque + frais + fonds propres, on tombe à quel taux mini avant la marge ?",
    "tarification-marge-cout-risque",
    [["4,97 %", "4,97"]],
  ),
  fact(
    "fr-h17-overindebtedness-creditor-challenge",
    "fr",
    "dossier de surendettement jugé recevable, nous en tant que prêteur on a combien de temps pour contester la décision ?",
    "surendettement-procedure",
    [["15 jours"]],
  ),
  fact(
    "fr-h17-court-grace-period",
    "fr",
    "client particulier en difficulté qui saisit le juge : il peut obtenir des délais de paiement jusqu'à combien ?",
    "forbearance-client-difficulte",
    [["deux ans"], ["1343-5"]],
  ),
  fact(
    "fr-h17-fleet-greening-tax-rates",
    "fr",
    "la taxe annuelle sur les flottes de plus de 100 véhicules pas assez électrifiées, c'est combien par véhicule manquant en 2025, 2026 et après ?",
    "leasing-vehicules-electriques",
    [["2 000 €"], ["4 000 €"], ["5 000 €"]],
  ),
  fact(
    "fr-h17-withdrawal-outer-limit",
    "fr",
    "si l'emprunteur n'a jamais reçu les conditions de son contrat de crédit conso, son droit de rétractation expire au plus tard quand ?",
    "reg-delai-retractation-credit",
    [["12 mois et 14 jours"]],
  ),
  fact(
    "fr-h17-ad-warning-new-wording",
    "fr",
    "la phrase d'avertissement à mettre sur une affiche de crédit conso depuis la réforme, c'est laquelle exactement ?",
    "reg-publicite-credit-mentions",
    [["Un crédit coûte de l'argent et doit être remboursé"]],
  ),
  fact(
    "fr-h17-home-loan-prepayment-cap",
    "fr",
    "et sur un prêt immo, l'indemnité de remboursement par anticipation est plafonnée à combien ?",
    "reg-remboursement-anticipe-indemnites",
    [["six mois d'intérêts"], ["3 %"]],
  ),
  fact(
    "fr-h17-seller-deferral-exclusion",
    "fr",
    "avec la CCD2, le commerçant qui laisse son client payer plus tard sans intérêts ni organisme prêteur, il reste hors champ jusqu'à combien de jours ?",
    "reg-ccd2-transposition-calendrier",
    [["50 jours"], ["14 jours"]],
  ),
  fact(
    "fr-h17-tipping-off-fine",
    "fr",
    "un commercial qui prévient son client qu'on a fait une déclaration de soupçon sur lui, il risque quelle amende ?",
    "reg-lcb-ft-vigilance-tracfin",
    [["22 500 €"], ["L574-1"]],
  ),
  fact(
    "fr-h17-green-ratio-car-co2",
    "fr",
    "pour qu'une VP financée compte comme verte dans le GAR, il fallait rester sous combien de CO2 jusqu'à fin 2025 ?",
    "reg-esg-sfdr-gar-leasing",
    [["50 g"]],
  ),
  fact(
    "fr-h17-demo-recap-delay",
    "fr",
    "après la démo du progiciel chez le client, j'envoie le récap sous quel délai ?",
    "soft-demo-logiciel",
    [["24 heures"]],
  ),
  fact(
    "fr-h17-batna-french-name",
    "fr",
    "BATNA, en français ça se dit comment déjà ?",
    "negociation-raisonnee",
    [["MESORE"]],
  ),
  fact(
    "fr-h17-hypercare-minimum-span",
    "fr",
    "l'assistance renforcée juste après la mise en prod, elle doit couvrir au minimum quel événement comptable ?",
    "projet-hypercare",
    [["clôture mensuelle"]],
  ),
  fact(
    "fr-h17-agile-compliance-placement",
    "fr",
    "en agile dans une banque, on met les exigences conformité et sécu où pour qu'elles ne passent pas à la trappe ?",
    "scrum-contexte-bancaire",
    [["définition de terminé", "definition of done"]],
  ),
  fact(
    "fr-h17-mock-migration-signoff",
    "fr",
    "qui signe le PV à chaque migration à blanc quand on change de progiciel ?",
    "reprise-donnees-migration",
    [["responsable métier"], ["responsable comptable"]],
  ),

  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h17-lessee-takeover-steps",
    "fr",
    "un salarié reprend le véhicule de sa boîte en cours de contrat, je fais comment dans Alfa, étape par étape ?",
    "alfa-contract-transfer",
    [
      ["Transfert de tiers"],
      ["étude de crédit complète"],
      ["date de transfert"],
      ["FEE_TRANSFER", "frais de transfert"],
      ["avenant tripartite"],
    ],
  ),
  list(
    "fr-h17-pro-dunning-calendar",
    "fr",
    "le plan de relance standard des clients pros dans Alfa, ça donne quoi jour par jour après l'impayé ?",
    "alfa-dunning-letters",
    [["J+5"], ["J+15"], ["J+30"], ["J+45"]],
  ),
  list(
    "fr-h17-incoming-payment-order",
    "fr",
    "quand un virement du client tombe, Alfa le ventile dans quel ordre sur ce qu'il doit ?",
    "alfa-payment-allocation",
    [
      ["frais de recouvrement"],
      ["intérêts de retard"],
      ["primes d'assurance"],
      ["loyers et échéances"],
      ["crédit client"],
    ],
  ),
  list(
    "fr-h17-delegation-routing-criteria",
    "fr",
    "pour savoir jusqu'où un dossier doit remonter dans les délégations, on se base sur quoi ?",
    "comite-credit-delegations",
    [
      ["groupe de clients liés"],
      ["niveau de risque"],
      ["nature du produit"],
      ["dérogations"],
      ["statut particulier", "dirigeants"],
    ],
  ),
  list(
    "fr-h17-apr-left-out-costs",
    "fr",
    "qu'est-ce qu'on ne compte pas dans le TAEG ?",
    "taeg-calcul-composantes",
    [
      ["pénalités de retard", "manquement de l'emprunteur"],
      ["paie de toute façon"],
      ["assurances facultatives"],
    ],
  ),
  list(
    "fr-h17-lessor-selling-insurance-duties",
    "fr",
    "si le bailleur propose lui-même une assurance avec ses contrats de location, il a quelles obligations ?",
    "assurance-bien-gap",
    [["ORIAS"], ["devoir de conseil"], ["document d'information normalisé"], ["assurance facultative"]],
  ),
  list(
    "fr-h17-business-borrower-lost-protections",
    "fr",
    "je finance une PME pour son activité : quelles protections du crédit conso ne jouent plus ?",
    "reg-credit-professionnels-leasing",
    [["FIPEN"], ["rétractation de 14 jours"], ["plafonds de l'indemnité"], ["FICP"], ["usure"]],
  ),
  list(
    "fr-h17-data-keeping-periods",
    "fr",
    "combien de temps on garde les données LCB-FT, les pièces comptables et les fichiers de prospects en crédit ?",
    "reg-rgpd-credit-droits-conservation",
    [["5 ans après la fin de la relation"], ["10 ans"], ["3 ans après le dernier contact"]],
  ),
  list(
    "fr-h17-client-mail-structure",
    "fr",
    "les blocs d'un courriel client bien construit, dans l'ordre, c'est quoi ?",
    "soft-email-client-reponse",
    [["l'objet"], ["la demande"], ["le contexte"], ["la suite"]],
  ),
  list(
    "fr-h17-scope-change-deciders",
    "fr",
    "une demande d'évol en plein projet, qui tranche selon qu'elle touche ou pas le budget et le planning ?",
    "projet-demandes-changement",
    [["chef de projet"], ["comité des changements"], ["comité de pilotage"]],
  ),
  list(
    "fr-h17-cutover-rehearsal-kinds",
    "fr",
    "avant de basculer sur le nouveau système, quelles répèt' faut-il caler ?",
    "projet-repetition-bascule",
    [["répétition technique"], ["répétition générale"], ["répétition finale"]],
  ),
  list(
    "fr-h17-alfa-interface-modes",
    "fr",
    "pour brancher Alfa avec le reste du SI, on a quels types d'échanges à dispo ?",
    "alfa-integration-api",
    [["API synchrones"], ["échanges de fichiers"], ["messages et événements"]],
  ),

  // ── French, to decline: outside the domain ──
  abstain(
    "fr-h17-cigar-cellar-humidity",
    "fr",
    "Quel taux d'humidité faut-il pour conserver des cigares dans une cave ?",
  ),
  abstain(
    "fr-h17-lamb-leg-cooking",
    "fr",
    "Quelle durée de cuisson pour un gigot d'agneau de 2 kg au four ?",
  ),
  abstain("fr-h17-water-polo-team", "fr", "Combien de joueurs compte une équipe de water-polo dans l'eau ?"),
  abstain(
    "fr-h17-tomato-seed-germination",
    "fr",
    "Quel est le délai de germination des graines de tomates en intérieur ?",
  ),
  abstain(
    "fr-h17-sourdough-revival",
    "fr",
    "Comment réussir la relance d'un levain de boulangerie oublié deux semaines au frigo ?",
  ),
  abstain("fr-h17-downhill-bike-shock", "fr", "Quel amortisseur arrière choisir pour un VTT de descente ?"),
  abstain("fr-h17-garden-watering-plan", "fr", "Quel échéancier d'arrosage pour un potager en plein été ?"),
  abstain(
    "fr-h17-family-ski-pass",
    "fr",
    "Quelle est la meilleure option de forfait de ski pour une famille de quatre à Val Thorens ?",
  ),

  // ── French, to decline: look like the domain, the knowledge cannot answer ──
  abstain(
    "fr-h17-belgian-usury-rate",
    "fr",
    "Quel est le taux maximum applicable en Belgique pour un prêt à tempérament de 5 000 € ?",
  ),
  abstain(
    "fr-h17-named-lessor-refusals",
    "fr",
    "Combien de dossiers de crédit-bail Locam a-t-il refusés au troisième trimestre ?",
  ),
  abstain(
    "fr-h17-usury-2028",
    "fr",
    "Quel sera le seuil de l'usure des crédits conso de plus de 6 000 € au premier trimestre 2028 ?",
  ),
  abstain(
    "fr-h17-firm-engagement-revenue",
    "fr",
    "Quel chiffre d'affaires notre cabinet a-t-il fait l'an dernier sur la mission Alfa chez Cetelem ?",
  ),
  abstain(
    "fr-h17-vendor-support-phone",
    "fr",
    "Quel est le numéro de téléphone du support Alfa Systems pour ouvrir un ticket urgent ?",
  ),
  abstain(
    "fr-h17-captive-lease-margins-this-week",
    "fr",
    "Quelle marge les captives automobiles appliquent-elles cette semaine sur leurs LOA ?",
  ),
  abstain(
    "fr-h17-morocco-leasing-tax",
    "fr",
    "Au Maroc, quel est le régime fiscal des loyers de crédit-bail mobilier pour le preneur ?",
  ),

  // ── English, in the domain: facts ──
  fact(
    "en-h17-read-api-throttle",
    "en",
    "our dealer portal keeps getting HTTP 429 back from the Alfa read API – what's the call limit?",
    "alfa-rest-api-contracts-customers",
    [["100 requests per minute"], ["Retry-After"]],
  ),
  fact(
    "en-h17-theft-claim-late-flag",
    "en",
    "customer reports a stolen machine to us, after how many days does Alfa mark the claim as reported late?",
    "alfa-insurance-claim",
    [["2 business days"]],
  ),
  fact(
    "en-h17-framework-envelope-full",
    "en",
    "new schedule under a client's fleet framework agreement gets rejected because the envelope is used up – what's the error and how do we get past it?",
    "alfa-multi-asset-master-agreement",
    [["MLA-021"], ["envelope increase"]],
  ),
  fact(
    "en-h17-speeding-ticket-driver",
    "en",
    "speeding ticket arrives for one of our leased cars, how long do we have to name the driver?",
    "alfa-vehicle-registration-fines",
    [["45-day"]],
  ),
  fact(
    "en-h17-buyout-blocked",
    "en",
    "lessee wants to buy the van at term but Alfa won't let me process the option, why?",
    "alfa-purchase-option-exercise",
    [["EOL-012"], ["rentals remain unpaid", "Arrears on the contract"]],
  ),
  fact(
    "en-h17-sme-debt-cover-floor",
    "en",
    "what's the minimum debt service cover ratio lenders usually want from an SME?",
    "ratios-pme-seuils",
    [["1.2"]],
  ),
  fact(
    "en-h17-lessee-expense-accounts",
    "en",
    "in a French lessee's statutory books, which expense accounts do equipment and property finance lease payments go to?",
    "comptabilite-credit-bail-preneur",
    [["6122"], ["6125"]],
  ),
  fact(
    "en-h17-rental-interdependence-ruling",
    "en",
    "which supreme court decisions tied the office equipment rental to the supplier's maintenance contract, so one falls with the other?",
    "location-financiere-risques",
    [["17 May 2013"], ["mixed chamber"]],
  ),
  fact(
    "en-h17-personal-loan-acceleration-penalty",
    "en",
    "borrower defaults on a personal loan and we call it in – max compensation we can add on top?",
    "pret-personnel",
    [["8%"], ["D312-16"]],
  ),
  fact(
    "en-h17-revolving-instore-alternative",
    "en",
    "store card credit line sold at the till: above what purchase amount must we also offer a classic amortising loan?",
    "credit-renouvelable",
    [["1,000 euros"], ["L312-62"]],
  ),
  fact(
    "en-h17-retail-past-due-materiality",
    "en",
    "past-due materiality threshold for retail exposures in France, when counting the 90 days?",
    "kpi-recouvrement-passage-perte",
    [["100 euros"], ["1%"]],
  ),
  fact(
    "en-h17-tyre-tread-charge",
    "en",
    "car comes back at end of contract hire, below what tread depth are the tyres charged to the customer?",
    "remise-en-etat-usure-normale",
    [["1.6 mm"]],
  ),
  fact(
    "en-h17-write-off-offer-reply",
    "en",
    "insurer offers to take over our leased car after it was written off – how long do we have to reply as owner?",
    "sinistre-vol-destruction-leasing",
    [["30 days"]],
  ),
  fact(
    "en-h17-kerb-weight-threshold",
    "en",
    "the weight penalty on registering a heavy car – from how many tonnes does it bite now?",
    "taxes-vehicules-societe",
    [["1.6 tonnes"]],
  ),
  fact(
    "en-h17-late-invoice-flat-fee",
    "en",
    "a business customer pays our rental invoice late: what flat recovery fee can we add?",
    "reg-dailly-delais-paiement",
    [["€40"], ["D441-5"]],
  ),
  fact(
    "en-h17-usury-prison-fine",
    "en",
    "what's the criminal exposure for a lender that grants a loan above the usury ceiling?",
    "reg-usure-fixation-categories",
    [["two years"], ["€300,000"]],
  ),
  fact(
    "en-h17-mediator-answer-time",
    "en",
    "customer took their complaint to the consumer mediator – how long does the mediator have to give an opinion?",
    "reg-reclamations-mediation",
    [["90 days"], ["R612-5"]],
  ),
  fact(
    "en-h17-bank-secrecy-breach",
    "en",
    "what's the penalty if someone leaks a client's information covered by banking secrecy?",
    "reg-secret-bancaire",
    [["one year"], ["€15,000"]],
  ),
  fact(
    "en-h17-distance-selling-start",
    "en",
    "the 2023 directive on financial services contracts signed at a distance – from which day does the French version apply?",
    "reg-vente-distance-services-financiers",
    [["19 June 2026"]],
  ),
  fact(
    "en-h17-weekly-plan-buffer",
    "en",
    "how much slack should I keep in my week for the unexpected stuff clients throw at me?",
    "soft-gestion-temps-consultant",
    [["20%"]],
  ),
  fact(
    "en-h17-test-data-reidentification",
    "en",
    "which opinion is still the reference for judging re-identification risk when we anonymise prod data for testing?",
    "projet-donnees-test-anonymisation",
    [["05/2014"], ["Article 29 Working Party"]],
  ),
  fact(
    "en-h17-policy-rule-trial",
    "en",
    "how should we try out a new credit policy rule in the decision engine before applying it to every application?",
    "moteurs-decision-scoring",
    [["champion / challenger"]],
  ),

  // ── English, in the domain: lists and procedures ──
  list(
    "en-h17-dd-return-codes",
    "en",
    "direct debit returns in Alfa: how is each reject code handled – AM04, AC04, MD01, MD06?",
    "alfa-sepa-direct-debit",
    [["D+7"], ["no re-presentation"], ["new bank details"], ["8 weeks"]],
  ),
  list(
    "en-h17-duties-separation-rules",
    "en",
    "which four-eyes / SoD controls does Alfa enforce by itself?",
    "alfa-user-roles-permissions",
    [
      ["cannot approve it themselves"],
      ["Administrator role cannot approve"],
      ["create a supplier and approve its payment"],
    ],
  ),
  list(
    "en-h17-period-close-steps",
    "en",
    "closing the month in Alfa – what do I do, in which order?",
    "alfa-month-end-accruals",
    [["overnight chain"], ["ACCRUAL"], ["Trial balance by product"], ["lock the period"]],
  ),
  list(
    "en-h17-company-car-addback-ceilings",
    "en",
    "leased company cars: what are the depreciation ceilings per CO2 band for the non-deductible part of the rent?",
    "fiscalite-preneur-loyers-reintegration",
    [["€30,000"], ["€20,300"], ["€18,300"], ["€9,900"]],
  ),
  list(
    "en-h17-freeze-measure-origins",
    "en",
    "asset-freeze lists we screen lessees against – where do those measures come from?",
    "reg-sanctions-gel-avoirs",
    [
      ["European Union regulations", "article 215"],
      ["Minister for the Economy"],
      ["United Nations Security Council"],
    ],
  ),
  list(
    "en-h17-intermediary-types",
    "en",
    "dealers who bring us deals: what categories of banking intermediary exist for registration?",
    "reg-iobsp-orias",
    [["Broker"], ["Exclusive agent"], ["Non-exclusive agent"], ["Sub-agent"]],
  ),
  list(
    "en-h17-dora-saas-project-impacts",
    "en",
    "we're signing with a hosted leasing package provider – what does DORA mean for the project?",
    "dora-resilience-operationnelle",
    [["DORA clauses"], ["register of information"], ["critical or important functions"], ["recovery plans"]],
  ),
  list(
    "en-h17-online-workshop-roles",
    "en",
    "running a workshop over Teams – which roles should I split between people?",
    "soft-atelier-distance",
    [["Facilitator"], ["Producer"], ["Scribe"], ["Expert"]],
  ),
  list(
    "en-h17-taking-feedback-well",
    "en",
    "my manager just gave me some tough feedback – how am I supposed to take it?",
    "feedback-sbi",
    [["Listen to the end"], ["Ask questions"], ["Say thank you"], ["decide what you will do"]],
  ),
  list(
    "en-h17-earned-value-quantities",
    "en",
    "earned value method: which three amounts do you compare at a given date?",
    "projet-indicateurs-reporting",
    [["Planned value"], ["Earned value"], ["Actual cost"]],
  ),
  list(
    "en-h17-governance-bodies",
    "en",
    "what meetings make up a typical project governance, from strategic down to the team?",
    "gouvernance-raci",
    [["Strategic committee"], ["Steering committee"], ["Project committee"], ["Team meetings"]],
  ),
  list(
    "en-h17-package-tender-grid",
    "en",
    "picking a new leasing package – which areas go into the evaluation grid?",
    "selection-progiciel-rfp",
    [
      ["Functional coverage"],
      ["Architecture and integration"],
      ["Strength of the vendor"],
      ["Total cost"],
      ["reversibility"],
    ],
  ),
  list(
    "en-h17-alfa-competitors",
    "en",
    "besides Alfa, which end-to-end asset finance platforms should we put on the longlist?",
    "panorama-progiciels-leasing",
    [["Cassiopae"], ["NetSol"], ["Ekip360", "Linedata"]],
  ),

  // ── English, to decline: outside the domain ──
  abstain(
    "en-h17-community-college-credits",
    "en",
    "How many credits do I need to graduate from a US community college?",
  ),
  abstain("en-h17-sd-card-photo-recovery", "en", "How can I recover deleted photos from my phone's SD card?"),
  abstain(
    "en-h17-carry-on-allowance",
    "en",
    "What is the carry-on luggage allowance on low-cost flights in Europe?",
  ),
  abstain(
    "en-h17-thermostat-winter-schedule",
    "en",
    "Which smart thermostat schedule saves the most energy in winter?",
  ),
  abstain(
    "en-h17-half-marathon-pace",
    "en",
    "How do I calculate the pace per kilometre I need for a two-hour half marathon?",
  ),
  abstain(
    "en-h17-induction-residual-heat",
    "en",
    "How long does residual heat stay on an induction hob after switching it off?",
  ),
  abstain("en-h17-sprint-false-start", "en", "What is the penalty for a false start in a 100 m sprint?"),

  // ── English, to decline: look like the domain, the knowledge cannot answer ──
  abstain(
    "en-h17-portugal-usury-ceiling",
    "en",
    "What is the usury ceiling for consumer loans in Portugal this quarter?",
  ),
  abstain(
    "en-h17-named-lessor-german-volumes",
    "en",
    "How many lease contracts did Grenke originate in Germany last year?",
  ),
  abstain(
    "en-h17-countercyclical-buffer-2028",
    "en",
    "What countercyclical buffer rate will the HCSF set for 2028?",
  ),
  abstain(
    "en-h17-team-utilisation-rate",
    "en",
    "What is our team's utilisation rate on the BNP Leasing Solutions engagement this quarter?",
  ),
  abstain(
    "en-h17-alfa-account-manager-email",
    "en",
    "What is the e-mail address of the Alfa Systems account manager for France?",
  ),
  abstain(
    "en-h17-vendor-implementation-fee",
    "en",
    "How much does NetSol charge to implement NFS Ascent for a mid-size lessor?",
  ),
  abstain(
    "en-h17-us-gaap-sales-type-lease",
    "en",
    "Under US GAAP ASC 842, how does a lessor account for a sales-type lease?",
  ),
  abstain(
    "en-h17-named-lender-loan-rate-this-week",
    "en",
    "What rate is Cofidis charging on new personal loans this week?",
  ),
];
