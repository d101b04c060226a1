import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The eleventh held-out set: questions written on 29 November 2026 from the text of the articles and the Alfa
 * passages only, blind: without reading the engine nor running the assistant on them, in the way a
 * consultant types them (short or in context, everyday words rather than the articles' own, an abbreviation
 * or a misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an
 * article that no earlier set asks about, with a few plain questions among them:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (a balcony solar panel's yield,
 * drying a rain-soaked leather wallet, the last post collection of the day, repainting a ceiling, a
 * swimmer's protein intake, the nitrate rate of a freshwater aquarium, appraising an old painting, setting up
 * a village fete committee, an art school drawing portfolio, limescale deposit on a shower head, a library
 * book's grace period, Nelson's fleet at Trafalgar, a baby's nap schedule, a slow-motion frame rate, a sudoku
 * grid), half that look like the domain but that the knowledge cannot answer (one named company's lease file
 * or rental, the countercyclical buffer and the legal interest rate in years to come, Portuguese and Dutch
 * consumer rules, the firm's own Alfa engagements, revenue and partner, last October's market volumes, a
 * named lender's advertising fine, today's swap rate, a competitor's fleet figures, features of software
 * packages the knowledge only names, a mediator's yearly complaint count).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * Rules: the engine is never tuned on these questions' words; do not edit them once measured, do not tune
 * a weight or a threshold on them alone, and do not change the knowledge base to make them pass (fixing a
 * real error in an article is fine). A question that fails here is a finding to classify by mechanism,
 * not a question to rewrite.
 */
export const heldOut11Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h11-transfer-earlier-rents",
    "fr",
    "reprise de contrat dans alfa au 1er du mois : les loyers échus avant la date de transfert, c'est le repreneur qui les paie ?",
    "alfa-contract-transfer",
    [["restent dues par le cédant"]],
  ),
  fact(
    "fr-h11-category-setup-menu",
    "fr",
    "je dois passer la durée max de financement de l'informatique à 72 mois, ça se change dans quel menu d'alfa ?",
    "alfa-asset-categories",
    [["Paramétrage > Actifs > Catégories"]],
  ),
  fact(
    "fr-h11-first-rent-share",
    "fr",
    "pour un 1er loyer majoré, le client met en général combien du prix du matériel ?",
    "alfa-irregular-schedules",
    [["10 à 30 %"]],
  ),
  fact(
    "fr-h11-broken-promise-status",
    "fr",
    "le client avait promis de payer mardi et rien n'est arrivé, la promesse passe en quel statut et son dossier devient quoi dans la file ?",
    "alfa-promise-to-pay",
    [["Rompue"], ["score de priorité majoré"]],
  ),
  fact(
    "fr-h11-claim-screen-prefill",
    "fr",
    "je prépare la déclaration de créance d'un client en RJ dans alfa, l'écran me pré-remplit quoi ?",
    "alfa-insolvency-write-off",
    [["échus et à échoir"], ["bien concerné"]],
  ),
  fact(
    "fr-h11-bdf-activity-x",
    "fr",
    "sur la cotation BdF d'une PME je vois une cote d'activité X, ça veut dire quoi ?",
    "cotation-banque-de-france-ficp-fcc",
    [["inconnu ou trop ancien"]],
  ),
  fact(
    "fr-h11-variable-income-average",
    "fr",
    "client artisan avec des revenus qui varient bcp d'une année sur l'autre, je retiens quoi comme revenu pour le taux d'effort ?",
    "budget-particulier-reste-a-vivre",
    [["moyenne sur deux ou trois ans"]],
  ),
  fact(
    "fr-h11-ebe-up-cash-down",
    "fr",
    "l'EBE de la PME progresse mais sa tréso se dégrade d'année en année, ça cache quoi en général ?",
    "analyse-financiere-entreprise",
    [["dérive du BFR"]],
  ),
  fact(
    "fr-h11-loan-vat-upfront",
    "fr",
    "pourquoi une boîte choisirait un crédit classique plutôt qu'un leasing pour sa machine, niveau TVA ?",
    "credit-affecte-location-vente",
    [["récupérer en une fois la TVA"]],
  ),
  fact(
    "fr-h11-aggressive-collection-calls",
    "fr",
    "nos appels de relance sont très insistants avec certains particuliers, on risque quoi juridiquement ?",
    "recouvrement-calendrier-actions",
    [["pratiques commerciales agressives"], ["L121-6"]],
  ),
  fact(
    "fr-h11-damage-grid-standard",
    "fr",
    "grille de dommages à la restitution pour un groupe international, y a un standard de référence ?",
    "remise-en-etat-usure-normale",
    [["BVRLA"]],
  ),
  fact(
    "fr-h11-funding-rate-slide",
    "fr",
    "je mets un coût de refi dans mon support de copil, je dois préciser quoi à côté du chiffre ?",
    "cout-refinancement-adossement",
    [["date et sa source"]],
  ),
  fact(
    "fr-h11-pillar1-minimums",
    "fr",
    "pilier 1 : les minimums de CET1, de Tier 1 et de fonds propres totaux c'est combien ?",
    "reg-ratios-prudentiels-leasing",
    [["4,5 %"], ["6 %"], ["8 %"]],
  ),
  fact(
    "fr-h11-radio-ad-example",
    "fr",
    "spot radio pour un crédit conso : on doit lire le montant total dû et le prix au comptant ?",
    "reg-publicite-credit-mentions",
    [["en radio, ils ne sont pas exigés", "pas exigés"]],
  ),
  fact(
    "fr-h11-export-dual-use",
    "fr",
    "on veut exporter hors UE des machines revenues de location, à part le gel des avoirs quelles restrictions vérifier ?",
    "reg-sanctions-gel-avoirs",
    [["biens à double usage"]],
  ),
  fact(
    "fr-h11-complaints-recommendation",
    "fr",
    "c'est quelle reco de l'ACPR qui fixe les délais de traitement des réclamations clients ?",
    "reg-reclamations-mediation",
    [["2022-R-01"]],
  ),
  fact(
    "fr-h11-fraud-model-ai-act",
    "fr",
    "notre modèle IA qui repère la fraude sur les demandes de crédit, il est classé haut risque par l'AI Act ?",
    "ai-act-scoring-credit",
    [["détecter la fraude financière"]],
  ),
  fact(
    "fr-h11-wholesale-module",
    "fr",
    "le module wholesale d'alfa systems, il sert à quoi concrètement ?",
    "alfa-systems-panorama",
    [["lignes de crédit des concessionnaires"], ["audits de stocks"]],
  ),
  fact(
    "fr-h11-cleansing-where",
    "fr",
    "le nettoyage des données avant migration, on le fait dans le nouveau progiciel ou ailleurs ?",
    "reprise-donnees-migration",
    [["dans le système source"]],
  ),
  fact(
    "fr-h11-reversibility-weight",
    "fr",
    "dans la grille d'évaluation d'un appel d'offres progiciel, le contractuel et la réversibilité pèsent combien ?",
    "selection-progiciel-rfp",
    [["10 %"]],
  ),
  fact(
    "fr-h11-interview-notes-split",
    "fr",
    "dans le CR d'un entretien de découverte, qu'est-ce que je dois bien séparer ?",
    "ecoute-active-entretien",
    [["faits, opinions et hypothèses"]],
  ),
  fact(
    "fr-h11-ignored-alert",
    "fr",
    "j'ai alerté le client sur un risque et il n'en tient pas compte, je fais quoi ?",
    "posture-consultant",
    [["Documenter et rappeler en comité de pilotage", "rappeler en comité de pilotage"]],
  ),
  fact(
    "fr-h11-change-thresholds-doc",
    "fr",
    "qui décide quoi sur les demandes de changement : les seuils, on les fixe dans quel document ?",
    "projet-demandes-changement",
    [["note de cadrage"]],
  ),

  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h11-instalment-split",
    "fr",
    "sur l'échéancier alfa, chaque loyer est ventilé entre quelles composantes ?",
    "alfa-payment-schedule-calculation",
    [["capital"], ["intérêts"], ["TVA"], ["accessoires"]],
  ),
  list(
    "fr-h11-termination-fee-methods",
    "fr",
    "dans le montant de solde, l'indemnité de résil peut être calculée de quelles manières selon le produit ?",
    "alfa-settlement-figure-calculation",
    [
      ["pourcentage du capital restant dû"],
      ["nombre forfaitaire de loyers"],
      ["actualisation des loyers futurs"],
    ],
  ),
  list(
    "fr-h11-cbi-exit-routes",
    "fr",
    "CBI sur un entrepôt : en fin de contrat ou avant, quelles portes de sortie pour le preneur ?",
    "credit-bail-immobilier",
    [["Levée d'option"], ["levée anticipée"], ["Cession du contrat"]],
  ),
  list(
    "fr-h11-security-perfection-checks",
    "fr",
    "avant de considérer qu'une sûreté est bien en place, qu'est-ce que je vérifie ?",
    "garanties-et-suretes",
    [["personne habilitée"], ["Formalités de publicité"], ["délégation au profit du financeur"]],
  ),
  list(
    "fr-h11-intra-eu-resale-vat",
    "fr",
    "on revend une voiture de fin de LLD à un marchand allemand assujetti, il faut quoi pour ne pas facturer la TVA ?",
    "remarketing-fin-de-contrat",
    [["numéro de TVA valide"], ["preuve du transport"]],
  ),
  list(
    "fr-h11-payment-warning-signs",
    "fr",
    "côté paiements, quels comportements du client doivent nous alerter avant l'impayé ?",
    "signaux-alerte-precoce",
    [
      ["Rejets de prélèvement"],
      ["Retards récurrents"],
      ["report d'échéance"],
      ["Utilisation maximale"],
      ["Sinistres à répétition"],
    ],
  ),
  list(
    "fr-h11-business-lending-protections",
    "fr",
    "crédit-bail à une SARL : même si le régime conso ne joue pas, quelles règles protectrices s'appliquent quand même ?",
    "reg-credit-professionnels-leasing",
    [
      ["taux effectif global"],
      ["devoir de mise en garde"],
      ["proportionnalité du cautionnement"],
      ["clauses abusives"],
      ["démarchage"],
    ],
  ),
  list(
    "fr-h11-lme-payment-terms",
    "fr",
    "délais de paiement LME entre entreprises, c'est quoi les différents plafonds ?",
    "reg-dailly-delais-paiement",
    [
      ["30 jours après réception"],
      ["60 jours"],
      ["45 jours fin de mois"],
      ["facture périodique"],
      ["location de véhicules"],
    ],
  ),
  list(
    "fr-h11-first-month-deliverable",
    "fr",
    "nouvelle mission : c'est quoi un bon premier livrable à sortir avant la fin du premier mois ?",
    "soft-integration-equipe-client",
    [["cartographie des interfaces"], ["synthèse des anomalies ouvertes"], ["modèle de relevé de décisions"]],
  ),
  list(
    "fr-h11-memo-reread-questions",
    "fr",
    "avant d'envoyer ma note au DG, quelles questions je me pose en relecture ?",
    "note-synthese-pyramide",
    [["trois premières lignes"], ["étayé"], ["deux pages"], ["action attendue"]],
  ),
  list(
    "fr-h11-defect-qualification",
    "fr",
    "en recette, quand on qualifie un ticket remonté par les testeurs, on le range dans quelles catégories ?",
    "gestion-anomalies-recette",
    [["anomalie"], ["évolution"], ["erreur de test"], ["doublon"]],
  ),
  list(
    "fr-h11-scoping-approach",
    "fr",
    "comment on s'y prend pour rédiger le cadrage d'un projet, quelles étapes jusqu'à la validation ?",
    "note-de-cadrage",
    [["Entretiens avec le sponsor"], ["Atelier de convergence"], ["dépendances"], ["validation formelle"]],
  ),

  // ── French, to decline: outside the domain, sharing a word with it ──
  abstain(
    "fr-h11-balcony-solar-yield",
    "fr",
    "quel rendement attendre d'un panneau solaire de balcon orienté ouest ?",
  ),
  abstain(
    "fr-h11-wet-leather-wallet",
    "fr",
    "mon portefeuille en cuir a pris la pluie, comment le faire sécher sans qu'il craquelle ?",
  ),
  abstain(
    "fr-h11-last-post-collection",
    "fr",
    "la dernière levée du courrier à la boîte jaune c'est à quelle heure en semaine ?",
  ),
  abstain("fr-h11-ceiling-paint", "fr", "comment repeindre un plafond sans laisser de traces de rouleau ?"),
  abstain(
    "fr-h11-swimmer-protein",
    "fr",
    "quel apport en protéines par jour pour une nageuse de 60 kg qui s'entraîne tous les matins ?",
  ),
  abstain(
    "fr-h11-aquarium-nitrates",
    "fr",
    "quel taux de nitrates maximum dans un aquarium d'eau douce avec des néons ?",
  ),
  abstain(
    "fr-h11-old-painting-appraisal",
    "fr",
    "comment faire expertiser un tableau ancien retrouvé dans le grenier de ma grand-mère ?",
  ),
  abstain(
    "fr-h11-village-fete-committee",
    "fr",
    "comment monter un comité des fêtes pour organiser la brocante du village ?",
  ),

  // ── French, to decline: looks like the domain, the knowledge cannot answer ──
  abstain(
    "fr-h11-named-excavator-lease",
    "fr",
    "le crédit-bail de la pelleteuse de Bertin TP à Angers, il a été activé cette semaine ?",
  ),
  abstain("fr-h11-future-ccyb", "fr", "le HCSF va relever le coussin contracyclique à combien en 2028 ?"),
  abstain(
    "fr-h11-portugal-withdrawal",
    "fr",
    "au Portugal, un particulier a combien de jours pour se rétracter d'un crédit auto ?",
  ),
  abstain(
    "fr-h11-firm-alfa-engagements",
    "fr",
    "combien de missions Alfa notre cabinet a signées cette année, et pour quel CA ?",
  ),
  abstain(
    "fr-h11-october-loa-volumes",
    "fr",
    "combien de contrats de LOA auto ont été signés en France en octobre dernier selon l'ASF ?",
  ),
  abstain(
    "fr-h11-miles-fines-feature",
    "fr",
    "le logiciel Miles gère-t-il la désignation du conducteur pour les amendes de la flotte ?",
  ),
  abstain(
    "fr-h11-named-lender-ad-fine",
    "fr",
    "quelle amende la DGCCRF a infligée à Sofinco pour ses pubs de crédit en 2026 ?",
  ),

  // ── English, in the domain: facts ──
  fact(
    "en-h11-api-scope-grant",
    "en",
    "our CRM app needs the contracts:read scope, where in alfa do I grant it?",
    "alfa-rest-api-contracts-customers",
    [["Configuration > API > Clients"]],
  ),
  fact(
    "en-h11-failed-job-diagnosis",
    "en",
    "DDGEN failed last night, before I rerun anything which screen do I check for the cause?",
    "alfa-overnight-batch-chain",
    [["Operations > Job monitoring", "Job monitoring"]],
  ),
  fact(
    "en-h11-pd-lgd-upload",
    "en",
    "where do the quarterly PD and LGD figures from the risk models get loaded in alfa?",
    "alfa-ifrs9-expected-credit-loss",
    [["Provisioning > PD/LGD parameters", "PD/LGD parameters"]],
  ),
  fact(
    "en-h11-repo-asset-statuses",
    "en",
    "once we've picked up the repo'd truck and then auctioned it, what statuses does the asset record go through?",
    "alfa-repossession",
    [["Repossessed"], ["Sold"]],
  ),
  fact(
    "en-h11-ending-contracts-dashboard",
    "en",
    "is there a dashboard in alfa so sales can see which contracts end in the coming months and chase renewals?",
    "alfa-end-of-lease-options",
    [["Upcoming contract ends"]],
  ),
  fact(
    "en-h11-lld-or-loa-advice",
    "en",
    "private client torn between LLD and LOA for his next car, which one suits which kind of driver?",
    "lld-loa-comparatif",
    [["wish to keep the asset"], ["controlled budget and regular renewal"]],
  ),
  fact(
    "en-h11-loa-option-loan",
    "en",
    "consumer LOA ending next month, can the customer take out a loan to pay the option price?",
    "loa-particuliers",
    [["financed with a loan"]],
  ),
  fact(
    "en-h11-notice-before-acceleration",
    "en",
    "personal loan in default: do we have to send a formal notice before accelerating, or can we skip it?",
    "pret-personnel",
    [["Cour de cassation", "French Supreme Court"], ["express and unequivocal clause"]],
  ),
  fact(
    "en-h11-nominal-option-classification",
    "en",
    "equipment lease with a token €15 buyout at the end: finance or operating lease for the lessor under ifrs 16?",
    "comptabilite-credit-bail-bailleur",
    [["as a rule a finance lease"]],
  ),
  fact(
    "en-h11-subparticipation-forms",
    "en",
    "in a sub-participation only one lessor signs with the client, so how do the other banks take their share?",
    "credit-bail-syndique-cofinancement",
    [["as a guarantee"], ["as an advance"]],
  ),
  fact(
    "en-h11-interim-rent-period",
    "en",
    "what does the interim rent actually cover on an equipment lease?",
    "calcul-loyer-leasing",
    [["between delivery and the first scheduled due date"]],
  ),
  fact(
    "en-h11-apr-decimals",
    "en",
    "how many decimals should the APR be shown with?",
    "taeg-calcul-composantes",
    [["at least one decimal place"]],
  ),
  fact(
    "en-h11-unused-store-cards",
    "en",
    "applicant has two store cards open but hasn't used them, can I ignore them in the affordability check?",
    "budget-particulier-reste-a-vivre",
    [["theoretical instalment on the available amount"]],
  ),
  fact(
    "en-h11-loss-risk-civil-code",
    "en",
    "our leases put the risk of loss on the lessee, which article of the french civil code is that a departure from?",
    "sinistre-vol-destruction-leasing",
    [["1722"]],
  ),
  fact(
    "en-h11-ccd2-force-deadline",
    "en",
    "CCD2: when did the directive itself enter into force, and what was the deadline for member states to transpose it?",
    "reg-ccd2-transposition-calendrier",
    [["19 November 2023"], ["20 November 2025"]],
  ),
  fact(
    "en-h11-unapplied-procedure",
    "en",
    "ahead of an ACPR visit, is it worse to have a procedure nobody applies or one that's still being drafted?",
    "acpr-supervision",
    [["not applied is more damaging"]],
  ),
  fact(
    "en-h11-eba-esg-examples",
    "en",
    "the EBA origination guidelines want ESG risks factored in, any examples that matter for leasing?",
    "reg-eba-octroi-suivi-credits",
    [["obsolescence of combustion-engine vehicles"], ["physical risk"]],
  ),
  fact(
    "en-h11-distance-selling-texts",
    "en",
    "which french texts transposed the new distance-selling directive for financial services?",
    "reg-vente-distance-services-financiers",
    [["2026-2"], ["5 January 2026"]],
  ),
  fact(
    "en-h11-declined-applications-retention",
    "en",
    "how long can we keep the data on credit applications we turned down?",
    "reg-rgpd-credit-droits-conservation",
    [["short period, justified and documented"]],
  ),
  fact(
    "en-h11-workshop-invitees",
    "en",
    "who should I invite to a business workshop on the termination fee rules?",
    "animation-atelier-metier",
    [["those who know and those who decide"]],
  ),
  fact(
    "en-h11-agile-core-system",
    "en",
    "does it make sense to run the core leasing system in scrum like the digital front end?",
    "scrum-contexte-bancaire",
    [["more sequential cycle on the core system"]],
  ),
  fact(
    "en-h11-hidden-personal-data",
    "en",
    "we masked names and IBANs in the test copy, where does personal data usually still hide?",
    "projet-donnees-test-anonymisation",
    [["Attachments and comment fields"]],
  ),

  // ── English, in the domain: lists and procedures ──
  list(
    "en-h11-quote-api-response",
    "en",
    "dealer portal creates a quote through the api, what does alfa send back in the 201?",
    "alfa-rest-api-quotes",
    [["quoteId"], ["calculated rental"], ["customer rate"], ["APR"], ["summary schedule"]],
  ),
  list(
    "en-h11-amicable-return-steps",
    "en",
    "lease terminated and the client agrees to hand the machine back, how does an amicable return go step by step?",
    "restitution-revendication-bien-loue",
    [["Termination letter"], ["carrier or an inspector"], ["Return report"], ["Inspection and sale"]],
  ),
  list(
    "en-h11-rv-exposure-measures",
    "en",
    "how do I size our exposure to RV risk on the car book?",
    "valeurs-residuelles-risque-provision",
    [
      ["by year of contract end"],
      ["Concentration by make"],
      ["Gap between the contractual RV"],
      ["Expected return rate"],
    ],
  ),
  list(
    "en-h11-deal-documents",
    "en",
    "which documents about the deal itself go into a leasing file?",
    "dossier-credit-checklist",
    [["quotation or pro forma invoice"], ["Asset specification"], ["FIPEN"]],
  ),
  list(
    "en-h11-ccd2-banned-practices",
    "en",
    "which selling practices does CCD2 ban outright?",
    "directive-credit-consommateurs",
    [["abusive tying"], ["credit granted without a request"], ["pre-ticked boxes"]],
  ),
  list(
    "en-h11-ecl-scenarios",
    "en",
    "ifrs 9 ECL weighting: which macro scenarios are usually run?",
    "ifrs9-provisionnement",
    [["baseline"], ["upside"], ["downside"]],
  ),
  list(
    "en-h11-interface-design-steps",
    "en",
    "we're designing the interfaces between alfa and the rest of the IS, what approach do you recommend?",
    "alfa-integration-api",
    [
      ["Map the existing applications"],
      ["trigger, frequency, volume and direction"],
      ["interface specification"],
      ["error handling"],
      ["monitoring"],
    ],
  ),
  list(
    "en-h11-package-choice-factors",
    "en",
    "client asks which leasing package is the best one, what should the choice depend on?",
    "panorama-progiciels-leasing",
    [
      ["product portfolio"],
      ["size of the company"],
      ["distribution strategy"],
      ["capacity to run the project"],
    ],
  ),
  list(
    "en-h11-disagreement-helpers",
    "en",
    "tense disagreement with the client's IT lead, what actually helps calm things down?",
    "gestion-desaccords",
    [["Factual and measured language"], ["Data shared by everyone"], ["common objective"]],
  ),
  list(
    "en-h11-email-final-check",
    "en",
    "before I hit send on an email to the client, what should I check one last time?",
    "soft-email-client-reponse",
    [["first two lines"], ["without opening the attachments"], ["forwarded to the sponsor"]],
  ),
  list(
    "en-h11-hypercare-setup",
    "en",
    "how should the hypercare team be organised after go-live?",
    "projet-hypercare",
    [
      ["sole arbiter of priorities"],
      ["war room"],
      ["Contacts in each user department"],
      ["single entry point"],
      ["On-call"],
    ],
  ),
  list(
    "en-h11-migration-gap-classes",
    "en",
    "mock migration shows gaps between the old and the new system, how do I classify each one?",
    "projet-reconciliation-migration",
    [["source data error"], ["transformation rule"], ["target configuration"], ["accepted difference"]],
  ),
  list(
    "en-h11-cutover-plan-content",
    "en",
    "what should the minute-by-minute cutover plan document contain?",
    "plan-bascule-go-live",
    [
      ["owner and its estimated duration"],
      ["dependencies"],
      ["checkpoints"],
      ["communication set-up"],
      ["rollback"],
    ],
  ),

  // ── English, to decline: outside the domain, sharing a word with it ──
  abstain(
    "en-h11-art-school-portfolio",
    "en",
    "how should I put together a drawing portfolio for an art school application?",
  ),
  abstain("en-h11-shower-limescale", "en", "what's the best way to get limescale deposit off a shower head?"),
  abstain(
    "en-h11-library-grace-period",
    "en",
    "how long is the grace period on an overdue library book before they fine you?",
  ),
  abstain("en-h11-trafalgar-fleet", "en", "how many ships of the line were in Nelson's fleet at Trafalgar?"),
  abstain("en-h11-baby-nap-schedule", "en", "what's a realistic nap schedule for a 4-month-old baby?"),
  abstain(
    "en-h11-slow-motion-frame-rate",
    "en",
    "what frame rate should I shoot at for smooth slow-motion video?",
  ),
  abstain("en-h11-sudoku-grid", "en", "any tips to solve a hard 9x9 sudoku grid faster?"),

  // ── English, to decline: looks like the domain, the knowledge cannot answer ──
  abstain(
    "en-h11-named-haulier-rental",
    "en",
    "did Moreau Transports SARL pay its October rental on the truck lease?",
  ),
  abstain(
    "en-h11-future-legal-interest-rate",
    "en",
    "what will the French legal interest rate be for the second half of 2027?",
  ),
  abstain(
    "en-h11-dutch-private-lease",
    "en",
    "in the Netherlands, is a private car lease covered by the consumer credit rules?",
  ),
  abstain(
    "en-h11-firm-alfa-partner",
    "en",
    "who's the partner running our firm's Alfa practice, and how do I reach them?",
  ),
  abstain("en-h11-swap-rate-today", "en", "what's the 5-year euro swap rate today?"),
  abstain(
    "en-h11-competitor-maintenance-share",
    "en",
    "what share of Ayvens's French fleet takes the maintenance package?",
  ),
  abstain(
    "en-h11-ekip360-gar-report",
    "en",
    "can Linedata Ekip360 produce the green asset ratio report out of the box?",
  ),
  abstain(
    "en-h11-mediator-loa-complaints",
    "en",
    "how many complaints about LOA contracts did the banking mediator handle in 2025?",
  ),
];
