import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The nineteenth held-out set: questions written on 29 November 2026 from the text of the articles and the
 * Alfa passages only, blind: without reading the engine nor running the assistant on them, in the way a
 * consultant types them (short or in context, everyday words rather than the articles' own, an abbreviation
 * or a misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an
 * article, drawn mostly from the second half of each content file, spread over seventy different sources:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (the rising time of a brioche
 * dough, teaching a dog recall, a potato gratin without cream, road bike tyre pressure, the tricks of a
 * bridge contract, a flu jab at the pharmacy without a prescription, pruning climbing roses, second serves
 * in tennis, residual glue on a jar, resetting a router to default settings, pitching a tent on a windy
 * beach, storing a stamp collection, a dishwasher's error code, solving sudoku grids faster, the block
 * start of a sprint), half that look like the domain but that the knowledge cannot answer (the vehicles a
 * named lessor sent to auction last month and a named lender's non-performing ratio, the usury ceiling of
 * April 2027 and the over-indebtedness files of 2027, Spanish VAT on car rentals and the Belgian
 * deductibility of company car rents, the firm's own migrations of last year and its consultants free next
 * month, the next major release of a named software package and its hosting price per contract, the
 * contact details of a named lender's head of compliance and of another's head of collections, the asker's
 * own revolving credit balance and own car loan balance, this week's auction prices of a used electric
 * car).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * A calibration set: used to measure the engine's two thresholds (the least confidence and the largest
 * unknown share) on questions it was never tuned on, counted only; its questions' words are not to be added
 * to the engine's wordings.
 * Kept blind (`sets.ts`), its failures read by nobody. Sat with the eighteenth on the engine of 2ba65df
 * (29 November 2026), thresholds swept one at a time: 106 of their 140 answerable questions right, 18
 * declined, 6 of their 60 to decline answered at the thresholds in use (least confidence 0.37, largest
 * unknown share 0.69); 0.35 gains one answer for four more questions to decline answered, 0.39 loses
 * three; an unknown share of 0.65 loses one, 0.75 and 0.8 change nothing. The thresholds stay.
 *
 * Rules: the engine is never tuned on these questions' words; do not edit them once measured, do not tune
 * a weight or a threshold on them alone, and do not change the knowledge base to make them pass (fixing a
 * real error in an article is fine). A question that fails here is a finding to classify by mechanism,
 * not a question to rewrite.
 */
export const heldOut19Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h19-end-of-term-letter-lead-time",
    "fr",
    "le courrier qui demande au client ce qu'il compte faire à la fin de son contrat, il part combien de temps avant la dernière échéance ? c'est réglable quelque part ?",
    "alfa-end-of-lease-options",
    [["90 jours"], ["EOL_NOTICE_DAYS"]],
  ),
  fact(
    "fr-h19-buyout-blocked-unpaid-rents",
    "fr",
    "le client veut racheter son matériel au terme mais l'écran bloque parce qu'il reste des loyers pas réglés, c'est quel message exactement ?",
    "alfa-purchase-option-exercise",
    [["EOL-012"]],
  ),
  fact(
    "fr-h19-forty-days-late-impairment-bucket",
    "fr",
    "un contrat à 40 jours de retard, il tombe dans quelle catégorie de dépréciation quand le module de provisions tourne à la clôture ?",
    "alfa-ifrs9-expected-credit-loss",
    [["Stade 2"]],
  ),
  fact(
    "fr-h19-dealer-portal-409",
    "fr",
    "le portail du concessionnaire se prend une erreur 409 quand il renvoie une vieille simulation, ça vient d'où ?",
    "alfa-rest-api-quotes",
    [["QUOTE_EXPIRED"], ["30 jours"]],
  ),
  fact(
    "fr-h19-dormant-user-account",
    "fr",
    "un utilisateur qui ne s'est pas connecté depuis un trimestre, son compte saute tout seul ? au bout de combien de temps ?",
    "alfa-user-roles-permissions",
    [["90 jours"]],
  ),
  fact(
    "fr-h19-ifrs-lessee-exemptions",
    "fr",
    "en normes internationales, le locataire peut éviter d'inscrire au bilan quels petits contrats ?",
    "ifrs16-preneurs-bailleurs",
    [["12 mois"], ["faible valeur"]],
  ),
  fact(
    "fr-h19-data-leak-notice-delay",
    "fr",
    "fuite de données sur nos dossiers de prêt : on a combien de temps pour prévenir la Cnil ?",
    "rgpd-credit-scoring",
    [["72 heures"]],
  ),
  fact(
    "fr-h19-fallback-option-name",
    "fr",
    "avant une négo tarifaire avec le client, la meilleure solution de repli si on ne signe pas, ça s'appelle comment en français ?",
    "negociation-raisonnee",
    [["MESORE", "BATNA"]],
  ),
  fact(
    "fr-h19-two-hour-workshop-split",
    "fr",
    "atelier métier de deux heures : je réserve combien de temps pour bosser sur les cas et combien pour conclure ?",
    "animation-atelier-metier",
    [["75 min"], ["20 min"]],
  ),
  fact(
    "fr-h19-production-observation-phase",
    "fr",
    "la phase où on observe l'appli en prod pendant une période convenue, après la VABF, on l'appelle comment ?",
    "strategie-recette",
    [["VSR", "vérification de service régulier"]],
  ),
  fact(
    "fr-h19-adoption-survey-timing",
    "fr",
    "pour voir si les équipes se sont approprié le nouvel outil, on fait les sondages de satisfaction à quel moment ?",
    "conduite-changement-adkar",
    [["un mois"], ["trois mois"]],
  ),
  fact(
    "fr-h19-apr-example-with-fees",
    "fr",
    "l'exemple chiffré du prêt de 10 k€ sur 4 ans à 6 % : une fois les 150 € de frais ajoutés, le taux global passe à combien ?",
    "taeg-calcul-composantes",
    [["6,99 %"]],
  ),
  fact(
    "fr-h19-minimum-price-small-business",
    "fr",
    "dans l'exemple de pricing d'un crédit-bail pour une petite boîte, le taux mini avant la marge commerciale ressort à combien ?",
    "tarification-marge-cout-risque",
    [["4,97 %"]],
  ),
  fact(
    "fr-h19-lessee-sold-leased-kit",
    "fr",
    "le client a revendu en douce la machine qu'on lui loue et refuse de la rendre, on peut porter plainte au pénal pour quoi ?",
    "restitution-revendication-bien-loue",
    [["abus de confiance"], ["314-1"]],
  ),
  fact(
    "fr-h19-retail-default-materiality",
    "fr",
    "à partir de quel montant d'arriéré un particulier est compté en défaut en France ? le seuil de matérialité",
    "kpi-recouvrement-passage-perte",
    [["100 euros"], ["1 %"]],
  ),
  fact(
    "fr-h19-no-medical-form-ceiling",
    "fr",
    "pour un prêt, jusqu'à quel montant assuré on n'a plus à remplir le questionnaire médical ? et il y a une condition d'âge ?",
    "assurance-emprunteur-lemoine",
    [["200 000 €"], ["60 ans"]],
  ),
  fact(
    "fr-h19-stolen-car-claim-deadline",
    "fr",
    "véhicule loué volé : le locataire a combien de temps minimum pour le déclarer à son assureur ?",
    "sinistre-vol-destruction-leasing",
    [["deux jours ouvrés"]],
  ),
  fact(
    "fr-h19-return-charges-industry-guides",
    "fr",
    "pour bâtir notre barème de frais quand les voitures reviennent abîmées, on peut s'appuyer sur quels guides de la profession ?",
    "remise-en-etat-usure-normale",
    [["Sesamlld"], ["BVRLA"]],
  ),
  fact(
    "fr-h19-weight-malus-threshold",
    "fr",
    "la taxe sur le poids à l'immat, elle démarre à combien de tonnes depuis 2024 ?",
    "taxes-vehicules-societe",
    [["1,6 tonne"]],
  ),
  fact(
    "fr-h19-property-lease-land-registry",
    "fr",
    "crédit-bail immo : au-delà de quelle durée le contrat doit passer à la publicité foncière ?",
    "fiscalite-credit-bail-immobilier",
    [["douze ans"]],
  ),
  fact(
    "fr-h19-steering-meeting-decision-slot",
    "fr",
    "pour un comité de pilotage d'une heure, combien de temps je garde pour faire trancher les sujets ?",
    "soft-animer-comite-pilotage",
    [["30 min"]],
  ),
  fact(
    "fr-h19-part-of-whole-chart",
    "fr",
    "pour montrer la répartition d'un total dans mes slides, je mets quoi à la place d'un camembert ?",
    "soft-storytelling-donnees",
    [["barre empilée"]],
  ),

  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h19-pro-reminder-timeline",
    "fr",
    "pour un client pro qui ne paie pas, Alfa envoie ses courriers de rappel à quels moments après l'échéance ratée ?",
    "alfa-dunning-letters",
    [["J+5"], ["J+15"], ["J+30"], ["J+45"]],
  ),
  list(
    "fr-h19-truck-recovery-file",
    "fr",
    "défaut client, on veut aller rechercher le camion : c'est quoi le déroulé du dossier dans Alfa jusqu'à la revente ?",
    "alfa-repossession",
    [["commissaire de justice"], ["injonction"], ["procès-verbal"], ["enchères", "marchand"]],
  ),
  list(
    "fr-h19-month-end-close-order",
    "fr",
    "arrêté de fin de mois dans Alfa, dans quel ordre je fais les choses ?",
    "alfa-month-end-accruals",
    [["chaîne nocturne"], ["CUTOFF_DATE"], ["Balance par produit"], ["verrouiller"]],
  ),
  list(
    "fr-h19-night-jobs-sequence",
    "fr",
    "les traitements de nuit d'Alfa s'enchaînent dans quel ordre, de l'import banque à l'export compta ?",
    "alfa-overnight-batch-chain",
    [["BANKIMP"], ["PAYALLOC"], ["BILRUN"], ["DDGEN"], ["GLEXPORT"]],
  ),
  list(
    "fr-h19-supervisor-control-modes",
    "fr",
    "le superviseur français, il contrôle un établissement de quelles façons ? et ça débouche sur quoi ensuite ?",
    "acpr-supervision",
    [["contrôle permanent"], ["contrôle sur place"], ["lettre de suite"]],
  ),
  list(
    "fr-h19-junior-interrupts-users",
    "fr",
    "je dois faire un retour à un junior qui coupe la parole aux utilisateurs en atelier : le modèle en trois temps ?",
    "feedback-sbi",
    [["Situation"], ["Comportement"], ["Impact"]],
  ),
  list(
    "fr-h19-cutover-night-sequence",
    "fr",
    "la nuit du go-live d'un progiciel de leasing, les grandes étapes dans l'ordre ?",
    "plan-bascule-go-live",
    [["Gel des saisies"], ["extraction"], ["réconciliation"], ["interfaces"], ["Ouverture aux utilisateurs"]],
  ),
  list(
    "fr-h19-portfolio-takeover-traps",
    "fr",
    "reprise du portefeuille dans le nouvel outil : les pièges classiques à éviter ?",
    "reprise-donnees-migration",
    [["nettoyage"], ["nouveau produit"], ["gel"]],
  ),
  list(
    "fr-h19-resale-shortfall-levers",
    "fr",
    "comment limiter le risque qu'une voiture restituée se revende moins cher que ce qu'on avait prévu au contrat ?",
    "valeurs-residuelles-risque-provision",
    [
      ["Engagements de reprise"],
      ["Assurance de valeur résiduelle"],
      ["plafonds"],
      ["Diversification"],
      ["Prolongation"],
    ],
  ),
  list(
    "fr-h19-pushy-client-four-steps",
    "fr",
    "le client me met la pression pour livrer demain, c'est quoi la méthode en quatre temps pour poser des limites ?",
    "soft-gerer-client-difficile",
    [["Décrire"], ["Exprimer"], ["Spécifier"], ["Conséquences"]],
  ),
  list(
    "fr-h19-demo-crash-plan-b",
    "fr",
    "et si la démo du progiciel plante devant le client, quel plan B prévoir ?",
    "soft-demo-logiciel",
    [
      ["Captures d'écran", "vidéo"],
      ["Deuxième environnement", "deuxième poste"],
      ["Jeu de données de réserve"],
    ],
  ),
  list(
    "fr-h19-story-quality-acronym",
    "fr",
    "les critères pour qu'une story soit bien écrite, l'acronyme en six lettres, ça donne quoi ?",
    "projet-exigences-user-stories-leasing",
    [["Indépendante"], ["Négociable"], ["Valorisable"], ["Estimable"], ["petite"], ["Testable"]],
  ),
  list(
    "fr-h19-masking-prod-copies",
    "fr",
    "pour rendre anonymes les données de prod copiées en recette, quelles techniques on peut utiliser ?",
    "projet-donnees-test-anonymisation",
    [
      ["Masquage"],
      ["Substitution"],
      ["Permutation"],
      ["Généralisation"],
      ["Décalage des dates"],
      ["synthétiques"],
    ],
  ),

  // ── French, to decline: outside the domain ──
  abstain(
    "fr-h19-brioche-rising",
    "fr",
    "Combien de temps de levée pour une pâte à brioche avant de l'enfourner ?",
  ),
  abstain(
    "fr-h19-dog-recall",
    "fr",
    "Mon chien n'obéit pas au rappel au parc, comment le dresser sans le brusquer ?",
  ),
  abstain("fr-h19-gratin-no-cream", "fr", "Une recette de gratin dauphinois sans crème, ça existe ?"),
  abstain(
    "fr-h19-road-bike-tyres",
    "fr",
    "Quelle pression mettre dans les pneus d'un vélo de route pour une sortie de 80 km ?",
  ),
  abstain(
    "fr-h19-bridge-tricks",
    "fr",
    "Au bridge, combien de levées faut-il pour réussir un contrat de 3 sans-atout ?",
  ),
  abstain(
    "fr-h19-flu-jab-pharmacy",
    "fr",
    "Le pharmacien peut-il me vacciner contre la grippe sans ordonnance ?",
  ),
  abstain(
    "fr-h19-climbing-roses",
    "fr",
    "Quand tailler les rosiers grimpants, en fin d'hiver ou après la floraison ?",
  ),
  abstain(
    "fr-h19-tennis-serves",
    "fr",
    "Au tennis, on a droit à combien de balles de service avant la double faute ?",
  ),

  // ── French, to decline: look like the domain, but the knowledge cannot answer ──
  abstain(
    "fr-h19-named-lessor-auction-volume",
    "fr",
    "Combien de véhicules Arval a-t-il remis en vente aux enchères le mois dernier ?",
  ),
  abstain(
    "fr-h19-usury-april-2027",
    "fr",
    "Quel sera le taux d'usure des prêts personnels au 1er avril 2027 ?",
  ),
  abstain(
    "fr-h19-spain-renting-vat",
    "fr",
    "En Espagne, quel taux de TVA s'applique aux loyers de renting automobile ?",
  ),
  abstain(
    "fr-h19-firm-migrations-last-year",
    "fr",
    "Combien de contrats notre cabinet a-t-il migrés vers Alfa pour ses clients l'an dernier ?",
  ),
  abstain(
    "fr-h19-vendor-next-release",
    "fr",
    "Quand sortira la prochaine version majeure d'Alfa Systems et qu'est-ce qu'elle apportera ?",
  ),
  abstain(
    "fr-h19-named-compliance-head-phone",
    "fr",
    "Quel est le numéro direct de la responsable conformité de Franfinance ?",
  ),
  abstain(
    "fr-h19-own-revolving-balance",
    "fr",
    "Combien me reste-t-il à rembourser sur mon crédit renouvelable ?",
  ),

  // ── English, in the domain: facts ──
  fact(
    "en-h19-forty-five-days-band",
    "en",
    "one customer's oldest unpaid rent is 45 days old — which arrears band does Alfa drop the file into overnight?",
    "alfa-collections-queues-buckets",
    [["B2"], ["31 to 60"]],
  ),
  fact(
    "en-h19-promised-friday-hold",
    "en",
    "collector logged that the client will pay on friday. how long do the automatic reminders stay on hold, and what if he breaks his word twice?",
    "alfa-promise-to-pay",
    [["3-day"], ["team leader"]],
  ),
  fact(
    "en-h19-receivership-claim-window",
    "en",
    "customer just went into receivership — how long have we got to lodge what we're owed with the court-appointed rep?",
    "alfa-insolvency-write-off",
    [["two months"], ["BODACC"]],
  ),
  fact(
    "en-h19-contest-damage-charges",
    "en",
    "after the car comes back and the inspector lists the damage, how long can the lessee contest the charges before we invoice?",
    "alfa-asset-return-inspection",
    [["15-day"], ["RETURN_DISPUTE_DAYS"]],
  ),
  fact(
    "en-h19-silent-lessee-rollover-job",
    "en",
    "lessee kept the machine past term, didn't buy it and never told us anything: which nightly job rolls the contract on automatically?",
    "alfa-lease-extension-secondary-rental",
    [["EOLEXT"]],
  ),
  fact(
    "en-h19-closed-month-postings",
    "en",
    "postings bounced because the accounting month was already shut — what's the error code and which setting pushes them to the next open month?",
    "alfa-gl-posting-engine",
    [["ACC-215"], ["AUTO_SHIFT"]],
  ),
  fact(
    "en-h19-read-api-throttling",
    "en",
    "our integration keeps getting 429s from the Alfa read API — what's the call limit, and how long does the OAuth token last?",
    "alfa-rest-api-contracts-customers",
    [["100 requests"], ["60 minutes"]],
  ),
  fact(
    "en-h19-company-owner-stake",
    "en",
    "onboarding a company: above what share of the capital do we have to identify the person really behind it?",
    "lcb-ft-kyc",
    [["25%"], ["beneficial owner"]],
  ),
  fact(
    "en-h19-ai-scoring-rules-date",
    "en",
    "with the EU omnibus delay, from when do the high-risk AI rules actually bite on our credit scoring models?",
    "ai-act-scoring-credit",
    [["2 December 2027"]],
  ),
  fact(
    "en-h19-interview-minutes-timing",
    "en",
    "after a discovery interview with the ops team, how quickly should my write-up go out?",
    "ecoute-active-entretien",
    [["48 hours"]],
  ),
  fact(
    "en-h19-consumer-suit-time-bar",
    "en",
    "consumer loan unpaid since last year — how long before we're out of time to take the borrower to court?",
    "recouvrement-calendrier-actions",
    [["two years"], ["R312-35"]],
  ),
  fact(
    "en-h19-contest-admissibility",
    "en",
    "household filed an over-indebtedness case and the commission found it admissible; we disagree — how long to challenge that?",
    "surendettement-procedure",
    [["15 days"]],
  ),
  fact(
    "en-h19-performing-restructure-tag",
    "en",
    "we rescheduled a client's loan while it was still performing; how long does it stay tagged as restructured in the reporting?",
    "forbearance-client-difficulte",
    [["two years"]],
  ),
  fact(
    "en-h19-returned-van-buyer-abroad",
    "en",
    "a trader in Germany wants to buy one of our returned vans — when can we sell it to him without charging French VAT?",
    "remarketing-fin-de-contrat",
    [["valid VAT number"], ["proof of transport"]],
  ),
  fact(
    "en-h19-petrol-vat-recovery",
    "en",
    "company leases a petrol passenger car — what share of the VAT on fuel can it claim back?",
    "tva-loyers-option-achat",
    [["80%"]],
  ),
  fact(
    "en-h19-130g-car-price-cap",
    "en",
    "leased company car emitting 130 g/km: what price cap applies before part of the rent gets added back for tax?",
    "fiscalite-preneur-loyers-reintegration",
    [["€18,300", "18,300"]],
  ),
  fact(
    "en-h19-green-ratio-car-threshold",
    "en",
    "for the green asset ratio, what CO2 level did a leased car need to stay under until end-2025, and what is it now?",
    "reg-esg-sfdr-gar-leasing",
    [["50 g"], ["zero emissions"]],
  ),
  fact(
    "en-h19-broker-registration-expiry",
    "en",
    "our dealers and brokers on the intermediaries register — until what date is their yearly registration good for?",
    "reg-iobsp-orias",
    [["28 or 29 February"]],
  ),
  fact(
    "en-h19-focus-timer-technique",
    "en",
    "pomodoro timings? how long focused and how long off?",
    "soft-gestion-temps-consultant",
    [["25 minutes"], ["5 minutes"]],
  ),
  fact(
    "en-h19-remote-session-size",
    "en",
    "remote workshop on Teams — max length of one session and how many people actively taking part?",
    "soft-atelier-distance",
    [["90 minutes"], ["Eight"]],
  ),
  fact(
    "en-h19-third-reconciliation-point",
    "en",
    "checking migrated data: comparing old system vs new isn't enough, what's the third thing to reconcile against?",
    "projet-reconciliation-migration",
    [["general ledger"]],
  ),
  fact(
    "en-h19-post-launch-huddle-length",
    "en",
    "how long is the daily huddle during the reinforced support weeks right after go-live?",
    "projet-hypercare",
    [["15-minute"]],
  ),
  fact(
    "en-h19-fine-outside-red-inside",
    "en",
    "the status report that looks fine on the surface but hides a project in trouble — what's the nickname?",
    "projet-indicateurs-reporting",
    [["watermelon"]],
  ),

  // ── English, in the domain: lists and procedures ──
  list(
    "en-h19-activation-classification-criteria",
    "en",
    "when a lease is switched on, what criteria does Alfa look at to propose the lessor-side IFRS 16 classification?",
    "alfa-ifrs16-lease-classification",
    [["transfer of ownership"], ["economic life"], ["fair value"], ["specialised"]],
  ),
  list(
    "en-h19-cash-application-order",
    "en",
    "a customer's transfer comes in; in what order does Alfa apply the cash to what they owe?",
    "alfa-payment-allocation",
    [["collection and return fees"], ["late-payment interest"], ["insurance premiums"], ["oldest first"]],
  ),
  list(
    "en-h19-major-it-incident-reports",
    "en",
    "big IT outage classified as major under DORA — what are the reporting deadlines to the supervisor?",
    "dora-resilience-operationnelle",
    [["4 hours"], ["24 hours"], ["72 hours"], ["one month"]],
  ),
  list(
    "en-h19-five-minute-committee-slot",
    "en",
    "I've got five mins in front of the credit committee tomorrow; how should I structure what I say?",
    "presentation-comite-credit",
    [["request"], ["counterparty"], ["analysis"], ["mitigants"], ["recommendation"]],
  ),
  list(
    "en-h19-risks-to-flag-outside-scope",
    "en",
    "what kinds of risk am I expected to flag to the client even when it's outside my own scope?",
    "posture-consultant",
    [["non-compliance"], ["overrun"], ["go-live"], ["incorrect information"]],
  ),
  list(
    "en-h19-uat-bug-seriousness",
    "en",
    "how do we grade the bugs logged in UAT by how serious they are?",
    "gestion-anomalies-recette",
    [["Blocking"], ["Major"], ["Minor"], ["Cosmetic"]],
  ),
  list(
    "en-h19-agile-bank-constraints",
    "en",
    "why is running agile sprints harder in a bank? what are the constraints of the sector?",
    "scrum-contexte-bancaire",
    [["Regulation"], ["Software packages"], ["Security"], ["Accounting"]],
  ),
  list(
    "en-h19-upgrade-rounding-differences",
    "en",
    "after a vendor upgrade the rounding changed in some schedules — how should each difference be labelled?",
    "montee-version-non-regression",
    [["expected"], ["vendor defect"], ["configuration defect"]],
  ),
  list(
    "en-h19-five-year-fixed-funding",
    "en",
    "how do I work out what the money costs us for one 5-year fixed-rate lease?",
    "cout-refinancement-adossement",
    [["weighted average life"], ["swap rate"], ["liquidity spread"], ["LCR"]],
  ),
  list(
    "en-h19-top-up-cover-exclusions",
    "en",
    "the top-up insurance that pays the difference after a write-off of the car: what does it usually not pay for?",
    "assurance-bien-gap",
    [["rents unpaid before the loss"], ["excesses"], ["repair costs"]],
  ),
  list(
    "en-h19-client-email-layout",
    "en",
    "how do I lay out an email to a client's ops director so it actually gets a reply?",
    "soft-email-client-reponse",
    [["subject line"], ["request"], ["context"], ["What happens next"]],
  ),
  list(
    "en-h19-vendor-contract-service-levels",
    "en",
    "which service levels should we write into the contract with the software vendor and the hosting provider?",
    "projet-pilotage-fournisseurs-sla",
    [["Availability"], ["Response time"], ["Resolution"], ["Batch window"], ["Delivery quality"]],
  ),

  // ── English, to decline: outside the domain ──
  abstain(
    "en-h19-residual-glue-jar",
    "en",
    "how do I get sticky residual glue off a jar after peeling the label?",
  ),
  abstain(
    "en-h19-router-default-settings",
    "en",
    "my router keeps dropping wifi, how do I restore it to default settings?",
  ),
  abstain("en-h19-tent-windy-beach", "en", "any tips for pitching a tent on a windy beach?"),
  abstain(
    "en-h19-stamp-collection-damp",
    "en",
    "how should I store my stamp collection so the damp doesn't ruin it?",
  ),
  abstain("en-h19-dishwasher-error-code", "en", "my dishwasher flashes error code E24, what does that mean?"),
  abstain("en-h19-sudoku-grids", "en", "any tricks to fill in sudoku grids faster?"),
  abstain("en-h19-sprint-block-start", "en", "how can I improve my block start for a 100 m sprint?"),

  // ── English, to decline: look like the domain, but the knowledge cannot answer ──
  abstain(
    "en-h19-named-lessor-npl-ratio",
    "en",
    "What's BNP Paribas Leasing Solutions' non-performing ratio on its equipment book this year?",
  ),
  abstain(
    "en-h19-overindebtedness-filings-2027",
    "en",
    "How many over-indebtedness files will the Banque de France commissions receive in 2027?",
  ),
  abstain(
    "en-h19-belgian-car-lease-deduction",
    "en",
    "In Belgium, how much of a company car lease rent is tax-deductible?",
  ),
  abstain(
    "en-h19-firm-consultants-free",
    "en",
    "Which of our consultants is free next month to staff the Alfa upgrade at our client?",
  ),
  abstain(
    "en-h19-vendor-saas-price",
    "en",
    "How much does Alfa Systems charge per contract for its hosted SaaS offer?",
  ),
  abstain(
    "en-h19-named-collections-head-email",
    "en",
    "What's the email address of the head of collections at Cofidis?",
  ),
  abstain(
    "en-h19-used-ev-auction-prices",
    "en",
    "What are 3-year-old Tesla Model 3s fetching at auction this week?",
  ),
  abstain(
    "en-h19-own-car-loan-balance",
    "en",
    "How much is still outstanding on my own car loan after 18 payments?",
  ),
];
