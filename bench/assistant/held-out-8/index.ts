import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The eighth held-out set: questions written on 27 November 2026 from the text of the articles and the Alfa
 * passages only, blind: without reading the engine nor running the assistant on them, in the way a
 * consultant types them (short or in context, everyday words rather than the articles' own, an abbreviation
 * or a misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an
 * article that no earlier set asks about, with a few plain questions among them:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (a lawn's watering rate, a
 * rugby penalty, a mountain bike's fork, an avalanche risk, a boiler that will not restart, a luggage
 * allowance, fantasy football transfers, an iPhone's recovery mode, a hotel deposit, a late train's claim), half
 * that look like the domain but that the knowledge cannot answer (a used car's market price today, one
 * named company's file, a competitor's default rate, the firm's own revenue and margin, a tax to be decided
 * in a future budget, Spanish and Italian law, a vendor's next release).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * Rules: the engine is never tuned on these questions' words; do not edit them once measured, do not tune
 * a weight or a threshold on them alone, and do not change the knowledge base to make them pass (fixing a
 * real error in an article is fine). A question that fails here is a finding to classify by mechanism,
 * not a question to rewrite.
 */
export const heldOut8Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h8-rv-prefilled",
    "fr",
    "en cotation la VR se remplit toute seule, alfa la sort d'où ?",
    "alfa-balloon-residual-value",
    [["courbe de la catégorie d'actif"]],
  ),
  fact(
    "fr-h8-arrears-plan-debit",
    "fr",
    "on a mis un plan d'apurement en place pour un client, les mensualités en plus passent avec ses loyers ou à part ?",
    "alfa-promise-to-pay",
    [["échéancier d'apurement distinct"], ["prélèvement dédié"]],
  ),
  fact(
    "fr-h8-option-price",
    "fr",
    "levée d'option dans alfa : le prix qu'on facture au client, il correspond à quoi au juste ?",
    "alfa-purchase-option-exercise",
    [["valeur résiduelle contractuelle"], ["frais de dossier"]],
  ),
  fact(
    "fr-h8-one-euro-option-no-reply",
    "fr",
    "LOA avec option à 1€, le client ne répond jamais au courrier de fin, il se passe quoi au terme ?",
    "alfa-end-of-lease-options",
    [["levée automatique"]],
  ),
  fact(
    "fr-h8-gl-control-file",
    "fr",
    "à côté du fichier d'interface compta envoyé à l'ERP, y a un fichier de contrôle ? il donne quoi ?",
    "alfa-gl-posting-engine",
    [["totaux débit/crédit"]],
  ),
  fact(
    "fr-h8-provision-movements-report",
    "fr",
    "les dotations et reprises de provisions ifrs9 du mois, je les vois en détail dans quel état ?",
    "alfa-ifrs9-expected-credit-loss",
    [["Variation des provisions"]],
  ),
  fact(
    "fr-h8-pricing-cell-applied",
    "fr",
    "sur une cotation, comment savoir quelle case de la grille de taux a été retenue ?",
    "alfa-pricing-tables",
    [["Détail tarification"]],
  ),
  fact(
    "fr-h8-credit-life-payout",
    "fr",
    "sinistre ADI accepté : l'argent de l'assureur sert à quoi si c'est un arrêt de travail, et si le client décède ?",
    "alfa-insurance-claim",
    [["prise en charge des échéances"], ["remboursement du capital restant dû"]],
  ),
  fact(
    "fr-h8-option-asset-book-value",
    "fr",
    "mon client en CBM lève l'option sur sa presse, il l'inscrit à son bilan pour quel montant et sur quelle durée ?",
    "fiscalite-preneur-loyers-reintegration",
    [["prix de l'option"], ["durée probable d'utilisation restante"]],
  ),
  fact(
    "fr-h8-consumer-insurance-apr",
    "fr",
    "crédit conso avec assurance décès-invalidité : son coût on le met dans le TAEG ou pas ?",
    "assurance-emprunteur-lemoine",
    [["lorsqu'elle est exigée"]],
  ),
  fact(
    "fr-h8-ks-meaning",
    "fr",
    "dans le suivi d'une grille de score, le KS ça mesure quoi exactement ?",
    "scoring-octroi-particuliers",
    [["Écart maximal entre bons et mauvais"]],
  ),
  fact(
    "fr-h8-ev-battery-check",
    "fr",
    "voiture électrique en LLD : comment se protéger sur l'état de la batterie au moment du retour ?",
    "leasing-vehicules-electriques",
    [["état de santé de la batterie", "State of Health"]],
  ),
  fact(
    "fr-h8-fleet-tax-size",
    "fr",
    "la taxe sur les flottes pas assez vertes, elle touche les boîtes à partir de combien de véhicules ?",
    "leasing-vehicules-electriques",
    [["plus de 100 véhicules légers"]],
  ),
  fact(
    "fr-h8-leaseback-group-accounts",
    "fr",
    "on fait une cession-bail sur le siège d'un groupe, dans les comptes consos en normes françaises la plus-value reste ?",
    "cession-bail-leaseback",
    [["2020-01"], ["plus-value est éliminée"]],
  ),
  fact(
    "fr-h8-hire-purchase-lessor-ifrs",
    "fr",
    "location-vente chez le bailleur en IFRS 16, c'est classé comment ?",
    "credit-affecte-location-vente",
    [["location-financement"]],
  ),
  fact(
    "fr-h8-household-car-loan-gar",
    "fr",
    "GAR : un prêt auto accordé à un particulier fin 2021 pour une électrique, il entre au numérateur ?",
    "reg-esg-sfdr-gar-leasing",
    [["1er janvier 2022"]],
  ),
  fact(
    "fr-h8-no-ficp-check-sanction",
    "fr",
    "un conso a été accordé sans que personne consulte le fichier FICP, on risque quoi côté prêteur ?",
    "reg-solvabilite-ficp",
    [["déchéance du droit aux intérêts"]],
  ),
  fact(
    "fr-h8-dailly-third-parties",
    "fr",
    "cession dailly : à partir de quand elle est opposable aux tiers ?",
    "reg-dailly-delais-paiement",
    [["dater le bordereau"], ["L313-27"]],
  ),
  fact(
    "fr-h8-payment-services-complaint",
    "fr",
    "réclamation d'un client sur un service de paiement, on a combien de temps pour lui répondre ?",
    "reg-reclamations-mediation",
    [["15 jours ouvrables"]],
  ),
  fact(
    "fr-h8-frozen-client-leased-van",
    "fr",
    "un locataire apparaît au registre des gels : on doit aussi s'occuper du véhicule qu'on lui loue ou seulement de l'argent ?",
    "reg-sanctions-gel-avoirs",
    [["ressource économique"]],
  ),
  fact(
    "fr-h8-access-request-score",
    "fr",
    "un client fait une demande d'accès à ses données, on est obligé de lui donner son score ?",
    "reg-rgpd-credit-droits-conservation",
    [["score et ses principaux facteurs"]],
  ),
  fact(
    "fr-h8-committee-read-note",
    "fr",
    "devant le comité crédit, je relis ma note de synthèse à voix haute ?",
    "presentation-comite-credit",
    [["messages clés"], ["déjà lue"]],
  ),

  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h8-promise-fields",
    "fr",
    "client au tel qui s'engage à régler son retard, je saisis quoi dans alfa pour sa promesse ?",
    "alfa-promise-to-pay",
    [["montant"], ["date promise"], ["moyen de règlement"]],
  ),
  list(
    "fr-h8-external-policy-fields",
    "fr",
    "le client assure lui-même le camion en crédit-bail, qu'est-ce que je note de son attestation dans alfa ?",
    "alfa-insurance-certificate-tracking",
    [["assureur"], ["numéro de police"], ["garanties"], ["date d'expiration"], ["délégation de l'indemnité"]],
  ),
  list(
    "fr-h8-payer-matching",
    "fr",
    "un virement arrive, comment le batch d'affectation retrouve qui a payé ?",
    "alfa-payment-allocation",
    [["référence de facture ou de contrat"], ["RUM du mandat"], ["IBAN connu"]],
  ),
  list(
    "fr-h8-return-report",
    "fr",
    "restitution d'une pelle en fin de contrat : qu'est-ce que l'expert met dans son PV ?",
    "alfa-asset-return-inspection",
    [["compteur horaire"], ["accessoires et documents rendus"], ["photos"], ["liste des dommages"]],
  ),
  list(
    "fr-h8-score-production-follow-up",
    "fr",
    "une fois le score conso en prod, on le surveille comment ?",
    "scoring-octroi-particuliers",
    [["Tableau de bord mensuel"], ["Back-testing annuel"], ["Revue des seuils"]],
  ),
  list(
    "fr-h8-rv-inputs",
    "fr",
    "pour estimer la VR d'une citadine en LLD on s'appuie sur quelles sources ?",
    "lld-loa-comparatif",
    [["cotes de l'occasion"], ["historique de reventes"], ["projections par modèle et motorisation"]],
  ),
  list(
    "fr-h8-insolvency-classic-mistakes",
    "fr",
    "les boulettes classiques d'un loueur quand son client part en RJ ?",
    "procedures-collectives-bailleur",
    [["délai de revendication"], ["créances à échoir"], ["présence physique des biens"]],
  ),
  list(
    "fr-h8-leaseback-purposes",
    "fr",
    "à quoi ça sert concrètement une cession-bail pour une PME ?",
    "cession-bail-leaseback",
    [["besoin en fonds de roulement"], ["Refinancer un actif acquis comptant"], ["Restructurer le bilan"]],
  ),
  list(
    "fr-h8-ficp-proof",
    "fr",
    "quand je consulte le FICP, je dois garder quoi comme preuve ?",
    "reg-solvabilite-ficp",
    [["date"], ["heure"], ["identité interrogée"], ["réponse obtenue"]],
  ),
  list(
    "fr-h8-online-journey-forbidden",
    "fr",
    "parcours de souscription en ligne : qu'est-ce qui est interdit dans les écrans ?",
    "reg-vente-distance-services-financiers",
    [
      ["options pré-cochées"],
      ["refuser est plus difficile qu'accepter"],
      ["messages de pression"],
      ["caractère commercial"],
    ],
  ),
  list(
    "fr-h8-hosting-outsourcing-risks",
    "fr",
    "on veut faire héberger le progiciel chez un prestataire, quels risques évaluer avant de signer ?",
    "reg-externalisation-controle-interne",
    [["concentration"], ["dépendance"], ["sous-traitance en chaîne"], ["localisation des données"]],
  ),
  list(
    "fr-h8-go-live-first-events",
    "fr",
    "premiers jours après le go-live, quels événements surveiller de près ?",
    "projet-hypercare",
    [
      ["Première chaîne batch"],
      ["premiers prélèvements"],
      ["Premières factures"],
      ["Premières interfaces comptables"],
      ["Première clôture mensuelle"],
    ],
  ),
  list(
    "fr-h8-knockout-rules",
    "fr",
    "moteur d'octroi : c'est quoi en général les critères de refus direct ?",
    "moteurs-decision-scoring",
    [["âge"], ["incident déclaré"], ["pays à risque"]],
  ),

  // ── French, to decline: outside the domain, sharing a word with it ──
  abstain(
    "fr-h8-lawn-watering",
    "fr",
    "quel taux d'arrosage pour une pelouse semée il y a 15 jours en pleine canicule ?",
  ),
  abstain("fr-h8-rugby-penalty", "fr", "au rugby, une pénalité réussie rapporte combien de points ?"),
  abstain("fr-h8-mtb-fork", "fr", "quelle fourche choisir pour bien amortir les chocs sur un VTT d'enduro ?"),
  abstain("fr-h8-avalanche-risk", "fr", "quel est le risque d'avalanche annoncé à Chamonix ce week-end ?"),
  abstain(
    "fr-h8-medical-file",
    "fr",
    "comment récupérer mon dossier médical chez mon ancien médecin traitant ?",
  ),
  abstain(
    "fr-h8-boiler-restart",
    "fr",
    "ma chaudière ne se relance pas après une coupure de courant, je fais quoi ?",
  ),
  abstain(
    "fr-h8-luggage-allowance",
    "fr",
    "quelle franchise bagages en soute sur un vol long-courrier Air France en éco ?",
  ),
  abstain("fr-h8-school-option", "fr", "quelle option prendre en seconde pour viser une prépa ingé ?"),

  // ── French, to decline: look like the domain, the knowledge cannot answer ──
  abstain(
    "fr-h8-used-car-price",
    "fr",
    "combien vaut aujourd'hui à l'Argus un 3008 de 2021 avec 60 000 km ?",
  ),
  abstain(
    "fr-h8-named-company-rating",
    "fr",
    "quelle est la cotation Banque de France de la boulangerie Lemaire à Nantes ?",
  ),
  abstain(
    "fr-h8-competitor-default-rate",
    "fr",
    "quel est le taux de défaut du portefeuille LOA de Cetelem cette année ?",
  ),
  abstain("fr-h8-firm-alfa-revenue", "fr", "combien le cabinet a facturé sur ses missions Alfa en 2025 ?"),
  abstain(
    "fr-h8-future-malus",
    "fr",
    "le malus écologique 2028 sera de combien pour une voiture à 150 g/km ?",
  ),
  abstain(
    "fr-h8-spain-limitation",
    "fr",
    "en Espagne, au bout de combien d'années un loyer de leasing impayé est-il prescrit ?",
  ),
  abstain(
    "fr-h8-alfa-next-release",
    "fr",
    "la prochaine version d'Alfa Systems sort quand et avec quelles nouveautés ?",
  ),

  // ── English, in the domain: facts ──
  fact(
    "en-h8-credit-life-basis",
    "en",
    "credit life cover sold with a lease in alfa - what's it calculated on?",
    "alfa-insurance-products",
    [["outstanding principal"]],
  ),
  fact(
    "en-h8-written-off-wreck",
    "en",
    "car written off after a crash, who ends up with the wreck and what paperwork goes with it?",
    "alfa-total-loss-settlement",
    [["transferred to the insurer"], ["certificate of sale"]],
  ),
  fact(
    "en-h8-resale-vs-expected-rv",
    "en",
    "when we sell a returned car, does Alfa check the result against the RV we'd originally set?",
    "alfa-remarketing-resale",
    [["expected residual value"], ["performance statistics"]],
  ),
  fact(
    "en-h8-buyout-before-term",
    "en",
    "client wants to buy the kit 6 months before the lease ends, do I process that as an option exercise?",
    "alfa-purchase-option-exercise",
    [["handled as an early termination"]],
  ),
  fact(
    "en-h8-bil101",
    "en",
    "invoice stuck in billing exceptions with BIL-101, what's wrong and how do I push it out once fixed?",
    "alfa-billing-run-invoices",
    [["Billing address missing"], ["single-contract billing"]],
  ),
  fact(
    "en-h8-dun006",
    "en",
    "a reminder letter failed because the postal address was wrong - will it go out again by itself?",
    "alfa-dunning-letters",
    [["Not sent"], ["resent manually"]],
  ),
  fact(
    "en-h8-stage3-interest",
    "en",
    "lease in stage 3 - what is the interest income computed on then?",
    "alfa-ifrs9-expected-credit-loss",
    [["net of provision"]],
  ),
  fact(
    "en-h8-act-effects",
    "en",
    "what actually changes on a file the moment it goes to ACT?",
    "alfa-contract-lifecycle",
    [["payment schedule is frozen"], ["billing starts"]],
  ),
  fact(
    "en-h8-dd-file-timing",
    "en",
    "how many days ahead of the due date does alfa build the direct debit file for the bank?",
    "alfa-sepa-direct-debit",
    [["two business days"], ["pain.008"]],
  ),
  fact(
    "en-h8-repairable-damage-payout",
    "en",
    "van repaired at a garage after a minor accident, where does Alfa send the insurer's money?",
    "alfa-insurance-claim",
    [["repairer or to the customer"]],
  ),
  fact(
    "en-h8-arrangement-fee-balance",
    "en",
    "arrangement fees the customer pays us: do they push the starting balance up or down in the EIR calc?",
    "alfa-effective-interest-rate-income",
    [["reduce the initial balance"]],
  ),
  fact(
    "en-h8-company-car-price-vat",
    "en",
    "for the cap on deducting rent on a company car, do we take the car price with or without VAT?",
    "fiscalite-preneur-loyers-reintegration",
    [["including VAT"], ["not recoverable"]],
  ),
  fact(
    "en-h8-equivalent-cover-criteria",
    "en",
    "borrower brings his own life cover instead of ours: who draws up the list of criteria for judging equivalence?",
    "assurance-emprunteur-lemoine",
    [["CCSF"]],
  ),
  fact(
    "en-h8-sfdr-start",
    "en",
    "since when has SFDR applied, and is a plain lessor caught by it?",
    "reg-esg-sfdr-gar-leasing",
    [["10 March 2021"], ["only subject to it if"]],
  ),
  fact(
    "en-h8-social-leasing-second-round",
    "en",
    "when did the second round of the social leasing scheme for EVs open?",
    "leasing-vehicules-electriques",
    [["30 September 2025"]],
  ),
  fact(
    "en-h8-continued-leases-who",
    "en",
    "lessee just went into administration, who do we ask whether our leases carry on?",
    "procedures-collectives-bailleur",
    [["administrator"]],
  ),
  fact(
    "en-h8-dailly-acceptance",
    "en",
    "why bother getting the debtor to formally accept a Dailly assignment?",
    "reg-dailly-delais-paiement",
    [["defences"], ["L313-29"]],
  ),
  fact(
    "en-h8-oral-complaint",
    "en",
    "customer complains on the phone and we can't sort it out straight away, what should we ask them to do?",
    "reg-reclamations-mediation",
    [["in writing"]],
  ),
  fact(
    "en-h8-marketing-objection",
    "en",
    "a prospect objects to our marketing emails, can we refuse because we have a legitimate interest?",
    "reg-rgpd-credit-droits-conservation",
    [["absolute for direct marketing"]],
  ),
  fact(
    "en-h8-fleet-mileage-drift",
    "en",
    "fleet contract hire: a driver is way over his planned km halfway through, what does the contract usually let us do?",
    "lld-entreprises-services",
    [["Adjustment of rent and term"]],
  ),
  fact(
    "en-h8-bundled-services-ifrs16",
    "en",
    "lessee reporting under IFRS 16: the maintenance bundled in the car rental, does it go on the balance sheet too?",
    "lld-entreprises-services",
    [["services expensed if separated"]],
  ),
  fact(
    "en-h8-demo-side-questions",
    "en",
    "during a software demo people keep asking off-topic stuff, how do I handle it?",
    "soft-demo-logiciel",
    [["visible board"], ["at the end"]],
  ),
  fact(
    "en-h8-integrator-milestones",
    "en",
    "penalties don't seem to motivate our integrator, what tends to work better?",
    "projet-pilotage-fournisseurs-sla",
    [["payment milestones"]],
  ),

  // ── English, in the domain: lists and procedures ──
  list(
    "en-h8-gl-event-codes",
    "en",
    "examples of the accounting event codes alfa generates?",
    "alfa-gl-posting-engine",
    [["EVT_ACT"], ["EVT_INV"], ["EVT_PAY"]],
  ),
  list(
    "en-h8-invoice-delivery",
    "en",
    "how do the rental invoices actually reach the customers?",
    "alfa-billing-run-invoices",
    [["email"], ["customer portal"], ["post"]],
  ),
  list(
    "en-h8-reminder-letter-content",
    "en",
    "what info is printed on the collection reminder letters?",
    "alfa-dunning-letters",
    [["amount due"], ["invoice details"], ["bank details"]],
  ),
  list(
    "en-h8-scorecard-variables",
    "en",
    "which variables usually go into a consumer loan application score?",
    "scoring-octroi-particuliers",
    [
      ["Marital status"],
      ["Length of employment"],
      ["Length of banking relationship"],
      ["Debt-to-income"],
      ["Characteristics of the financing"],
    ],
  ),
  list(
    "en-h8-car-return-items",
    "en",
    "end of a fleet car's contract hire: what does the driver need to hand back with it?",
    "lld-entreprises-services",
    [["spare keys"], ["documents"], ["equipment"]],
  ),
  list(
    "en-h8-battery-wear",
    "en",
    "what makes an EV battery lose capacity?",
    "leasing-vehicules-electriques",
    [["age"], ["charging cycles"], ["fast charging"]],
  ),
  list(
    "en-h8-freeze-sources",
    "en",
    "where do the asset freezing measures we have to apply come from?",
    "reg-sanctions-gel-avoirs",
    [["European Union regulations"], ["Minister for the Economy"], ["Security Council"]],
  ),
  list(
    "en-h8-affordability-data",
    "en",
    "consumer loan: what info do we gather to check the borrower can afford it?",
    "reg-solvabilite-ficp",
    [["Income"], ["Expenses"], ["Financial assets and liabilities"], ["Security or guarantees"]],
  ),
  list(
    "en-h8-email-writing-rules",
    "en",
    "any rules of thumb for writing emails to the client so they actually reply?",
    "soft-email-client-reponse",
    [
      ["one topic"],
      ["Short sentences"],
      ["Numbered questions"],
      ["Closed options"],
      ["Attachments mentioned"],
    ],
  ),
  list(
    "en-h8-angry-client-donts",
    "en",
    "client yelling at me over a delay, what should I avoid doing?",
    "soft-gerer-client-difficile",
    [["Defending yourself"], ["Promising a solution"], ["heat of the moment"], ["Downplaying"]],
  ),
  list(
    "en-h8-hypercare-kpis",
    "en",
    "which KPIs do we track while in hypercare after go-live?",
    "projet-hypercare",
    [
      ["Open incidents by severity"],
      ["Average resolution time"],
      ["Volume of requests"],
      ["Success rate of overnight processing"],
      ["Processing backlogs"],
    ],
  ),
  list(
    "en-h8-alfa-supported-products",
    "en",
    "what kinds of financing products can the Alfa Systems package run?",
    "alfa-systems-panorama",
    [["Loans"], ["finance lease"], ["LOA"], ["LLD"], ["hybrid products"]],
  ),

  // ── English, to decline: outside the domain, sharing a word with it ──
  abstain(
    "en-h8-fantasy-transfers",
    "en",
    "how many free transfers do I get per gameweek in Fantasy Premier League?",
  ),
  abstain(
    "en-h8-pale-ale-balance",
    "en",
    "how do I get the right balance of hops and malt in a homebrew pale ale?",
  ),
  abstain(
    "en-h8-tennis-default",
    "en",
    "what happens to the scoreline when a tennis player is defaulted at Wimbledon?",
  ),
  abstain("en-h8-iphone-recovery", "en", "how do I put my iPhone into recovery mode?"),
  abstain(
    "en-h8-tomato-schedule",
    "en",
    "what's a good watering schedule for tomato plants during a heatwave?",
  ),
  abstain(
    "en-h8-hotel-deposit",
    "en",
    "how long does a hotel take to release the deposit held on my credit card?",
  ),
  abstain("en-h8-train-delay-claim", "en", "how do I file a Delay Repay claim for a late train in the UK?"),
  abstain("en-h8-residual-glue", "en", "how do I get residual sticker glue off a car window?"),

  // ── English, to decline: look like the domain, the knowledge cannot answer ──
  abstain("en-h8-used-tesla-value", "en", "what's a 2021 Tesla Model 3 worth as a trade-in right now?"),
  abstain(
    "en-h8-named-client-renewal",
    "en",
    "has Garnier Logistique SAS signed the renewal of its truck lease yet?",
  ),
  abstain(
    "en-h8-competitor-npl",
    "en",
    "what NPL ratio is Santander Consumer Finance reporting on its French car loans this quarter?",
  ),
  abstain("en-h8-firm-margin", "en", "what was our consulting practice's operating margin last year?"),
  abstain(
    "en-h8-future-fleet-tax",
    "en",
    "will the 2028 finance bill raise the fleet greening tax again, and to how much?",
  ),
  abstain(
    "en-h8-italy-repossession",
    "en",
    "in Italy, how much notice must a lessor give before repossessing equipment from a lessee in default?",
  ),
  abstain(
    "en-h8-alfa-licence-renewal",
    "en",
    "when is our Alfa Systems licence up for renewal and what will it cost?",
  ),
];
