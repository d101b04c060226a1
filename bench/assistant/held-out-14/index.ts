import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The fourteenth held-out set: questions written on 29 November 2026 from the text of the articles and the
 * Alfa passages only, blind: without reading the engine nor running the assistant on them, in the way a
 * consultant types them (short or in context, everyday words rather than the articles' own, an abbreviation
 * or a misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an
 * article, with a few plain questions among them, spread over seventy different sources:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (the nutritional value of an
 * avocado, the ECTS credits of a master's degree, a mountain bike's shock absorbers, re-covering a slate
 * roof, an airline's checked baggage allowance, a ferritin level in a blood test, batch cooking for the
 * week, a theme park's weekday opening hours, scoring at darts, shocking a swimming pool after a storm, a
 * collateral ligament injury, the page margins of a thesis, a film's age rating, the stock for an onion
 * soup, a famous Churchill quote), half that look like the domain but that the knowledge cannot answer
 * (Belgian and German caps on consumer credit rates, a named lender's average decision time and a named
 * lessor's contracts signed in a recent quarter, the firm's own public transport refund and home-working policy,
 * yesterday's closing price of a bank's share and this week's average car loan rate, last half-year's property lease
 * volumes and last month's electric car registrations, the minimum wage and a supervisor's annual fee in
 * 2027, a vendor contact's email and a named lessor's head of risk's phone number, a package's support for
 * an insurance standard the knowledge never mentions).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * Rules: the engine is never tuned on these questions' words; do not edit them once measured, do not tune
 * a weight or a threshold on them alone, and do not change the knowledge base to make them pass (fixing a
 * real error in an article is fine). A question that fails here is a finding to classify by mechanism,
 * not a question to rewrite.
 */
export const heldOut14Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h14-dscr-floor",
    "fr",
    "le DSCR d'une PME, il doit être au moins à combien en général pour que ça passe ?",
    "ratios-pme-seuils",
    [["1,2"]],
  ),
  fact(
    "fr-h14-hcsf-effort-cap",
    "fr",
    "en immo le HCSF limite l'endettement des ménages à combien, et les banques ont quelle marge pour y déroger ?",
    "budget-particulier-reste-a-vivre",
    [["35 %"], ["20 %"]],
  ),
  fact(
    "fr-h14-lessee-account-equipment",
    "fr",
    "chez le client en comptes sociaux, les redevances de crédit-bail sur du matériel je les passe sur quel compte ?",
    "comptabilite-credit-bail-preneur",
    [["6122"]],
  ),
  fact(
    "fr-h14-copier-rental-length",
    "fr",
    "location de photocopieurs sans option d'achat chez une TPE, les contrats durent combien de temps d'habitude ?",
    "location-financiere-risques",
    [["21 à 63 mois"]],
  ),
  fact(
    "fr-h14-store-card-amortising-offer",
    "fr",
    "en magasin, à partir de quel montant d'achat le vendeur doit aussi proposer un prêt classique à côté de la carte renouvelable ?",
    "credit-renouvelable",
    [["1 000 euros"]],
  ),
  fact(
    "fr-h14-doubtful-to-compromised",
    "fr",
    "en normes françaises un encours douteux passe en douteux compromis au plus tard au bout de combien de temps ?",
    "kpi-recouvrement-passage-perte",
    [["un an"]],
  ),
  fact(
    "fr-h14-rv-backtesting-frequency",
    "fr",
    "on confronte les VR prévues aux prix de revente réellement obtenus tous les combien ?",
    "valeurs-residuelles-fixation",
    [["chaque trimestre"]],
  ),
  fact(
    "fr-h14-diesel-vat-company-car",
    "fr",
    "TVA sur le gasoil d'une voiture de fonction en LLD, la société en récupère quel pourcentage ?",
    "tva-loyers-option-achat",
    [["80 %"]],
  ),
  fact(
    "fr-h14-cbi-land-registry",
    "fr",
    "un CBI doit passer au service de la pub foncière à partir de quelle durée de contrat ?",
    "fiscalite-credit-bail-immobilier",
    [["douze ans"]],
  ),
  fact(
    "fr-h14-output-floor-end",
    "fr",
    "le plancher sur les RWA en modèles internes, il monte jusqu'à quel pourcentage et en quelle année ?",
    "bale-3-crr3",
    [["72,5 %"], ["2030"]],
  ),
  fact(
    "fr-h14-ad-warning-wording",
    "fr",
    "sur une affiche pour un prêt conso diffusée en décembre 2026, je mets quelle phrase d'avertissement maintenant ?",
    "reg-publicite-credit-mentions",
    [["Un crédit coûte de l'argent"]],
  ),
  fact(
    "fr-h14-late-payment-flat-fee",
    "fr",
    "un client pro nous règle ses loyers en retard, on peut lui facturer un forfait pour frais de recouvrement de combien ?",
    "reg-dailly-delais-paiement",
    [["40 €"]],
  ),
  fact(
    "fr-h14-sanctions-ownership-threshold",
    "fr",
    "une filiale du client appartient en partie à un oligarque sanctionné, au-delà de quel pourcentage on la traite comme contrôlée par lui ?",
    "reg-sanctions-gel-avoirs",
    [["50 %"]],
  ),
  fact(
    "fr-h14-portfolio-sale-data-room",
    "fr",
    "on vend un portefeuille de contrats à un autre bailleur, qu'est-ce qu'on met sur les clients dans la data room ?",
    "reg-secret-bancaire",
    [["informations nécessaires"], ["accès tracés"]],
  ),
  fact(
    "fr-h14-gar-co2-2025",
    "fr",
    "pour qu'une voiture en leasing compte comme verte dans le GAR, c'était quel plafond de CO2 jusqu'à fin 2025 ?",
    "reg-esg-sfdr-gar-leasing",
    [["50 g"]],
  ),
  fact(
    "fr-h14-dry-run-signoff",
    "fr",
    "après chaque migration à blanc, qui signe le PV de validation ?",
    "reprise-donnees-migration",
    [["responsable métier"], ["responsable comptable"]],
  ),
  fact(
    "fr-h14-demo-recap-delay",
    "fr",
    "après une démo du progiciel chez le client, je dois envoyer le récap dans quel délai ?",
    "soft-demo-logiciel",
    [["24 heures"]],
  ),
  fact(
    "fr-h14-chart-slide-title",
    "fr",
    "dans mes slides chiffrées pour le comité, qu'est-ce que je mets comme titre au-dessus de chaque graphe ?",
    "soft-storytelling-donnees",
    [["énonce la conclusion"]],
  ),
  fact(
    "fr-h14-test-data-date-shift",
    "fr",
    "on maquille une extraction de prod pour la recette, comment toucher aux dates sans casser les échéanciers ?",
    "projet-donnees-test-anonymisation",
    [["même nombre de jours"]],
  ),
  fact(
    "fr-h14-alfa-transfer-blocked",
    "fr",
    "je veux basculer un contrat sur le repreneur du fonds de commerce mais Alfa refuse, l'ancien locataire a des impayés : c'est quel message ?",
    "alfa-contract-transfer",
    [["TRF-009"], ["Arriérés à régulariser"]],
  ),
  fact(
    "fr-h14-am04-represent",
    "fr",
    "prélèvement rejeté pour provision insuffisante, Alfa le représente quand et combien de fois ?",
    "alfa-sepa-direct-debit",
    [["J+7"], ["une seule fois"]],
  ),
  fact(
    "fr-h14-acc215-closed-period",
    "fr",
    "une écriture est rejetée en ACC-215 parce que le mois est clôturé, elle part où ?",
    "alfa-gl-posting-engine",
    [["première période ouverte"], ["AUTO_SHIFT"]],
  ),
  fact(
    "fr-h14-inactive-user-accounts",
    "fr",
    "un gestionnaire qui ne se connecte plus à Alfa, son compte est coupé au bout de combien de temps ?",
    "alfa-user-roles-permissions",
    [["90 jours"]],
  ),

  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h14-collateral-valuation-steps",
    "fr",
    "je dois chiffrer un gage sur du matos d'occasion pour le comité, c'est quoi la démarche pour le valoriser ?",
    "garanties-et-suretes",
    [["valeur de marché"], ["décote", "haircut"], ["rang de la sûreté"], ["Revaloriser périodiquement"]],
  ),
  list(
    "fr-h14-factoring-cost-lines",
    "fr",
    "un client PME hésite à céder ses factures à un factor, il va payer quoi comme frais exactement ?",
    "affacturage-mecanismes",
    [["commission d'affacturage"], ["commission de financement"], ["frais annexes"], ["fonds de garantie"]],
  ),
  list(
    "fr-h14-funding-cost-steps",
    "fr",
    "comment on calcule le cout de refi à intégrer dans le prix d'un contrat à taux fixe ? les étapes svp",
    "cout-refinancement-adossement",
    [["durée moyenne pondérée"], ["taux de swap"], ["marge de liquidité"], ["réserves de liquidité"]],
  ),
  list(
    "fr-h14-gap-exclusions",
    "fr",
    "la garantie perte financière sur une LOA, qu'est-ce qu'elle ne rembourse pas en général ?",
    "assurance-bien-gap",
    [["loyers impayés antérieurs au sinistre"], ["franchises"], ["frais de remise en état"]],
  ),
  list(
    "fr-h14-finance-lease-hints",
    "fr",
    "côté bailleur en normes IFRS, à quoi je vois qu'un contrat est une location-financement plutôt qu'une location simple ?",
    "ifrs16-preneurs-bailleurs",
    [
      ["transfert de propriété"],
      ["option d'achat à prix attractif"],
      ["essentiel de la vie économique"],
      ["proche de la juste valeur"],
      ["bien très spécifique"],
    ],
  ),
  list(
    "fr-h14-broker-categories",
    "fr",
    "un concessionnaire qui nous apporte des dossiers de financement, il peut s'inscrire sous quels statuts d'intermédiaire ?",
    "reg-iobsp-orias",
    [["Courtier"], ["Mandataire exclusif"], ["Mandataire non exclusif"], ["Mandataire d'intermédiaire"]],
  ),
  list(
    "fr-h14-night-run-crash",
    "fr",
    "le traitement de nuit a planté sur Alfa, je fais quoi avant de le relancer ?",
    "alfa-batch-fin-de-journee",
    [["l'étape en échec"], ["rejouable"], ["métiers concernés"], ["Documentez l'incident"]],
  ),
  list(
    "fr-h14-taking-criticism",
    "fr",
    "mon manager m'a fait un retour assez dur sur mon atelier, comment je suis censé le recevoir ?",
    "feedback-sbi",
    [["jusqu'au bout"], ["Poser des questions"], ["Remercier"], ["Décider ensuite"]],
  ),
  list(
    "fr-h14-insurance-proof-reminders",
    "fr",
    "l'attestation d'assurence du locataire arrive à expiration, Alfa relance comment et à quelles dates ?",
    "alfa-insurance-certificate-tracking",
    [["J-30"], ["J+0"], ["J+15"]],
  ),
  list(
    "fr-h14-leaving-hypercare",
    "fr",
    "on peut lever le dispositif renforcé d'après démarrage à quelles conditions ?",
    "projet-hypercare",
    [
      ["Aucun incident bloquant"],
      ["clôture mensuelle réussie"],
      ["Stock de demandes"],
      ["connaissances transférées"],
    ],
  ),
  list(
    "fr-h14-adoption-measures",
    "fr",
    "comment savoir si les gestionnaires se servent vraiment du nouvel outil quelques mois après ?",
    "conduite-changement-adkar",
    [
      ["participation aux formations"],
      ["appels à l'assistance"],
      ["Délais de traitement"],
      ["Enquêtes de satisfaction"],
    ],
  ),
  list(
    "fr-h14-testing-levels",
    "fr",
    "les différents niveaux de tests d'un progiciel, des tests de l'intégrateur jusqu'à l'observation en prod ?",
    "strategie-recette",
    [["Tests unitaires"], ["Tests d'intégration"], ["VABF"], ["bout en bout"], ["performance"], ["VSR"]],
  ),

  // ── French, outside the domain but sharing a word with it ──
  abstain(
    "fr-h14-avocado-nutrition",
    "fr",
    "quelle est la valeur nutritionnelle d'un avocat, c'est gras ou pas ?",
  ),
  abstain("fr-h14-ects-credits", "fr", "il faut combien de crédits ECTS pour valider un master en France ?"),
  abstain(
    "fr-h14-mtb-shocks",
    "fr",
    "changer les amortisseurs de mon VTT tout suspendu, ça coûte combien à peu près ?",
  ),
  abstain(
    "fr-h14-slate-roof",
    "fr",
    "recouvrement d'une toiture en ardoise : quel recouvrement minimal entre deux rangs ?",
  ),
  abstain(
    "fr-h14-baggage-allowance",
    "fr",
    "franchise bagage en soute sur un vol low cost, c'est combien de kilos en général ?",
  ),
  abstain(
    "fr-h14-ferritin-level",
    "fr",
    "bilan sanguin : quel taux de ferritine est normal pour une femme de 40 ans ?",
  ),
  abstain(
    "fr-h14-batch-cooking",
    "fr",
    "idées de batch cooking le dimanche pour tenir la semaine à quatre ?",
  ),
  abstain(
    "fr-h14-theme-park-hours",
    "fr",
    "le parc Astérix ouvre à quelle heure en semaine au mois de juin ?",
  ),

  // ── French, looks like the domain but the knowledge cannot answer ──
  abstain(
    "fr-h14-belgian-rate-cap",
    "fr",
    "le taux max légal pour un prêt à tempérament en Belgique, il est à combien ?",
  ),
  abstain(
    "fr-h14-named-lender-decision-time",
    "fr",
    "chez Cofica Bail, quel est le délai moyen de réponse sur une demande de LOA ?",
  ),
  abstain(
    "fr-h14-firm-transport-refund",
    "fr",
    "est-ce que le cabinet rembourse le pass Navigo des consultants en mission ?",
  ),
  abstain("fr-h14-bank-share-close", "fr", "l'action Crédit Agricole a clôturé à combien hier soir ?"),
  abstain(
    "fr-h14-cbi-volumes-h1",
    "fr",
    "combien de contrats de crédit-bail immobilier ont été signés en France au premier semestre 2026 ?",
  ),
  abstain(
    "fr-h14-smic-2027",
    "fr",
    "le SMIC net mensuel sera de combien en 2027 pour calibrer le reste à vivre ?",
  ),
  abstain(
    "fr-h14-vendor-contact-email",
    "fr",
    "tu peux me donner l'adresse mail de notre contact chez l'éditeur d'Alfa pour ouvrir un ticket ?",
  ),

  // ── English, in the domain: facts ──
  fact(
    "en-h14-interim-accounts-age",
    "en",
    "SME's last year-end was a while back, from how old do I need to ask for interim figures?",
    "analyse-financiere-entreprise",
    [["9 months"]],
  ),
  fact(
    "en-h14-psi-drift",
    "en",
    "scorecard monitoring: PSI above what value means the applicant population has drifted?",
    "scoring-octroi-particuliers",
    [["0.25"]],
  ),
  fact(
    "en-h14-property-lease-term",
    "en",
    "how long does a real estate lease for a client's warehouse typically run?",
    "credit-bail-immobilier",
    [["12 to 20 years"]],
  ),
  fact(
    "en-h14-bdf-scale-notches",
    "en",
    "how many notches does the banque de france company credit score have now?",
    "cotation-banque-de-france-ficp-fcc",
    [["22 positions"]],
  ),
  fact(
    "en-h14-personal-loan-time-bar",
    "en",
    "borrower stopped paying his personal loan months ago, how long do we have to sue before it's too late?",
    "pret-personnel",
    [["two years"]],
  ),
  fact(
    "en-h14-leaseback-price-basis",
    "en",
    "client wants to sell us its machines and rent them back, what should the price we pay be based on?",
    "cession-bail-leaseback",
    [["independent valuation"]],
  ),
  fact(
    "en-h14-fleet-incentive-tax-2026",
    "en",
    "big fleet customer not buying enough low-emission cars, how much tax per missing vehicle for 2026?",
    "leasing-vehicules-electriques",
    [["€4,000"]],
  ),
  fact(
    "en-h14-unregistered-lease-reclaim",
    "en",
    "lessee went into recievership and our contract was never registered, how long to claim the kit back?",
    "restitution-revendication-bien-loue",
    [["three months"]],
  ),
  fact(
    "en-h14-admissibility-challenge",
    "en",
    "a borrower's over-indebtedness file was declared admissible, by when can we contest that?",
    "surendettement-procedure",
    [["15 days"]],
  ),
  fact(
    "en-h14-annual-tax-rental-length",
    "en",
    "for the yearly CO2 tax on a rented car, from what rental length is it the renter who pays?",
    "taxes-vehicules-societe",
    [["one calendar month"], ["30 consecutive days"]],
  ),
  fact(
    "en-h14-dora-intermediate-report",
    "en",
    "we had a major IT incident under DORA, when is the intermediate report due?",
    "dora-resilience-operationnelle",
    [["72 hours"]],
  ),
  fact(
    "en-h14-mortgage-prepayment-cap",
    "en",
    "for a mortage paid off early, what's the max penalty the bank can charge?",
    "reg-remboursement-anticipe-indemnites",
    [["six months' interest"], ["3%"]],
  ),
  fact(
    "en-h14-tracfin-hold",
    "en",
    "tracfin objected to a payment we flagged, how long is it put on hold?",
    "reg-lcb-ft-vigilance-tracfin",
    [["10 working days"]],
  ),
  fact(
    "en-h14-whistleblowing-headcount",
    "en",
    "from what headcount does a company need its own internal whistleblowing channel under the Waserman law?",
    "reg-sapin2-anticorruption",
    [["50 employees"]],
  ),
  fact(
    "en-h14-lom-renegotiated-loans",
    "en",
    "EBA origination guidelines, from what date do they cover old loans that get renegotiated?",
    "reg-eba-octroi-suivi-credits",
    [["30 June 2022"]],
  ),
  fact(
    "en-h14-selection-functional-weight",
    "en",
    "in a vendor selection scoring grid, what weight do we usually give to functional fit?",
    "selection-progiciel-rfp",
    [["35%"]],
  ),
  fact(
    "en-h14-tomato-timer",
    "en",
    "that tomato timer trick for a task I keep dodging, how long on and how long off?",
    "soft-gestion-temps-consultant",
    [["25 minutes"], ["5 minutes"]],
  ),
  fact(
    "en-h14-change-moves-go-live",
    "en",
    "a change request would push back the go-live date, who has to sign it off?",
    "projet-demandes-changement",
    [["steering committee"]],
  ),
  fact(
    "en-h14-payment-holiday-max",
    "en",
    "alfa quote: longest payment holiday I can give at the start?",
    "alfa-irregular-schedules",
    [["6 months"]],
  ),
  fact(
    "en-h14-tacit-extension-job",
    "en",
    "customer says nothing at the end of his lease, which job extends the contract automatically?",
    "alfa-lease-extension-secondary-rental",
    [["EOLEXT"]],
  ),
  fact(
    "en-h14-batch-window-overrun",
    "en",
    "got BAT-030 on last night's run, how do I fix it?",
    "alfa-batch-monitoring-restart",
    [["BATCH_THREADS"]],
  ),
  fact(
    "en-h14-rate-grid-approval",
    "en",
    "I loaded a new rate grid from excel, who has to approve it before it goes live?",
    "alfa-pricing-tables",
    [["second user"]],
  ),

  // ── English, in the domain: lists and procedures ──
  list(
    "en-h14-delegation-safeguards",
    "en",
    "what safeguards should sit around delegated credit decisions?",
    "comite-credit-delegations",
    [["Four-eyes rule"], ["Veto or escalation right"], ["Post-decision review"], ["Annual review"]],
  ),
  list(
    "en-h14-apr-left-out",
    "en",
    "which costs don't go into the APR calculation?",
    "taeg-calcul-composantes",
    [["late-payment penalties"], ["pays anyway"], ["Optional insurance"]],
  ),
  list(
    "en-h14-acpr-onsite-prep",
    "en",
    "ACPR inspectors are coming on site next month, how do we get ready?",
    "acpr-supervision",
    [
      ["coordinator"],
      ["written procedures and actual practice"],
      ["Prepare the people"],
      ["record of all communications"],
    ],
  ),
  list(
    "en-h14-online-withdrawal-button",
    "en",
    "what must the online 'cancel my contract' button do under the new distance selling rules?",
    "reg-vente-distance-services-financiers",
    [
      ["free function"],
      ["identity and the contract concerned"],
      ["confirm the request"],
      ["acknowledgement on a durable medium"],
      ["14 calendar days"],
    ],
  ),
  list(
    "en-h14-outsourcing-contract-clauses",
    "en",
    "we're handing collections to a provider, which clauses must the contract include?",
    "reg-externalisation-controle-interne",
    [
      ["service levels"],
      ["audit rights"],
      ["subcontracting"],
      ["Data security"],
      ["Business continuity"],
      ["reversibility"],
    ],
  ),
  list(
    "en-h14-package-market-trends",
    "en",
    "where is the market for asset finance systems heading these days?",
    "panorama-progiciels-leasing",
    [["SaaS"], ["Open APIs"], ["AI components"], ["resilience"]],
  ),
  list(
    "en-h14-upgrade-diff-classes",
    "en",
    "after the upgrade some schedules differ from the old version, how do we classify each gap?",
    "montee-version-non-regression",
    [["expected"], ["vendor defect"], ["configuration defect"]],
  ),
  list(
    "en-h14-interview-question-order",
    "en",
    "first interview with the ops team, what order should my questions go in?",
    "ecoute-active-entretien",
    [["Broad questions"], ["Targeted questions"], ["Closed questions"], ["Final question"]],
  ),
  list(
    "en-h14-chasing-unanswered-email",
    "en",
    "client hasn't replied to my email for a week, how do I chase without annoying them?",
    "soft-email-client-reponse",
    [["same thread"], ["without reproach"], ["ten-minute call"], ["client's project manager"]],
  ),
  list(
    "en-h14-agile-bank-adjustments",
    "en",
    "what adjustments have worked to make sprints fit a lender's compliance world?",
    "scrum-contexte-bancaire",
    [["definition of done"], ["compliance lead"], ["fixed milestones"], ["more sequential cycle"]],
  ),
  list(
    "en-h14-risk-response-options",
    "en",
    "once a project risk is logged, what are the ways to deal with it?",
    "registre-risques-projet",
    [["Avoid"], ["Reduce"], ["Transfer"], ["Accept"]],
  ),
  list(
    "en-h14-partial-paydown-choices",
    "en",
    "customer pays down part of his balance in alfa, what recalculation choices do I get?",
    "alfa-partial-prepayment",
    [["Reduce the term"], ["Reduce the instalment"], ["Apply to the balloon"]],
  ),
  list(
    "en-h14-month-end-close-steps",
    "en",
    "month end close in alfa, what do I do and in what order?",
    "alfa-month-end-accruals",
    [["overnight chain"], ["ACCRUAL"], ["Trial balance by product"], ["lock the period"]],
  ),

  // ── English, outside the domain but sharing a word with it ──
  abstain(
    "en-h14-darts-scoring",
    "en",
    "scoring at darts: what is a double top worth and how do you finish on it?",
  ),
  abstain(
    "en-h14-pool-shock",
    "en",
    "how much chlorine do I need to shock my swimming pool after a big storm?",
  ),
  abstain(
    "en-h14-collateral-ligament",
    "en",
    "how long does a torn medial collateral ligament in the knee take to heal?",
  ),
  abstain("en-h14-thesis-margins", "en", "what page margins should my master's thesis have in Word?"),
  abstain("en-h14-film-age-rating", "en", "is a PG-13 rating ok for a film night with my 10 year old?"),
  abstain("en-h14-onion-soup-stock", "en", "should I use beef or chicken stock for a French onion soup?"),
  abstain(
    "en-h14-churchill-quote",
    "en",
    "who said the famous quote 'never in the field of human conflict was so much owed'?",
  ),

  // ── English, looks like the domain but the knowledge cannot answer ──
  abstain(
    "en-h14-german-usury-cap",
    "en",
    "what is the maximum interest rate allowed on consumer loans in Germany?",
  ),
  abstain(
    "en-h14-package-ifrs17-support",
    "en",
    "does NetSol NFS Ascent support IFRS 17 insurance contracts out of the box?",
  ),
  abstain("en-h14-named-lessor-q2-contracts", "en", "how many leases did Arval sign in France in Q2 2026?"),
  abstain(
    "en-h14-supervisor-fee-2027",
    "en",
    "what will the ACPR's annual supervision fee be for finance companies in 2027?",
  ),
  abstain(
    "en-h14-firm-home-working",
    "en",
    "what's our firm's work from home policy for consultants placed at a client?",
  ),
  abstain(
    "en-h14-car-loan-rate-this-week",
    "en",
    "what is the average rate on a 60-month car loan in France this week?",
  ),
  abstain(
    "en-h14-ev-registrations-last-month",
    "en",
    "how many electric cars were registered in France last month?",
  ),
  abstain(
    "en-h14-head-of-risk-phone",
    "en",
    "can you give me the phone number of the head of risk at BNP Paribas Leasing Solutions?",
  ),
];
