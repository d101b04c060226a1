import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The tenth held-out set: questions written on 27 November 2026 from the text of the articles and the Alfa
 * passages only, blind: without reading the engine nor running the assistant on them, in the way a
 * consultant types them (short or in context, everyday words rather than the articles' own, an abbreviation
 * or a misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an
 * article that no earlier set asks about, with a few plain questions among them:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (the sugar rate of a homemade
 * jam, a drill's expired warranty, a tarot bid, a cat's body condition score, the deposit on hired skis,
 * a mountain bike's suspension, a laying hen's yield, pizza dough proving, a tennis score, returning a
 * jigsaw without a receipt, a sourdough feeding schedule, a chess rating gain, a cat's default sleeping
 * spot, balancing a ceiling fan, the yield of tomato plants), half that look like the domain but that the
 * knowledge cannot answer (a named lender's default rate this year, one named bakery's or garage's lease
 * file, next quarter's usury threshold, Belgian and German withdrawal rules, the firm's own migrations and
 * billable hours, today's Euribor and this week's auction price of one used car model, a software product the knowledge does not describe, a named
 * lessor's residual value for one model, the central bank's rate after a future meeting, a foreign
 * regulator's redress amounts, a foreign tax in another vendor's package).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * Rules: the engine is never tuned on these questions' words; do not edit them once measured, do not tune
 * a weight or a threshold on them alone, and do not change the knowledge base to make them pass (fixing a
 * real error in an article is fine). A question that fails here is a finding to classify by mechanism,
 * not a question to rewrite.
 */
export const heldOut10Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h10-new-asset-menu",
    "fr",
    "je dois créer la fiche d'un matériel financé dans alfa, je passe par quel menu ?",
    "alfa-asset-registration",
    [["Actifs > Nouveau bien", "Nouveau bien"]],
  ),
  fact(
    "fr-h10-rv-input-unit",
    "fr",
    "dans la simul, la VR je peux la mettre en euros ou c'est seulement en % ?",
    "alfa-balloon-residual-value",
    [["en montant ou en pourcentage"]],
  ),
  fact(
    "fr-h10-resale-gain-basis",
    "fr",
    "qd on revend un bien récupéré, la plus ou moins value elle est calculée par rapport à quoi ?",
    "alfa-remarketing-resale",
    [["valeur nette comptable"]],
  ),
  fact(
    "fr-h10-activated-amount-change",
    "fr",
    "contrat déjà mis en loyer, le client veut changer le montant financé, je peux le corriger direct sur le dossier ?",
    "alfa-contract-activation",
    [["avenant"]],
  ),
  fact(
    "fr-h10-forced-cover-trigger",
    "fr",
    "le client n'envoie jamais son attestation d'assurance du matériel, qui lance l'assurance pour compte et avec quel feu vert ?",
    "alfa-insurance-certificate-tracking",
    [["gestionnaire"], ["validation du responsable"]],
  ),
  fact(
    "fr-h10-phone-promise-screen",
    "fr",
    "au tel le client s'engage à régler vendredi, je note ça où dans alfa ?",
    "alfa-promise-to-pay",
    [["Recouvrement > Nouvelle promesse", "Nouvelle promesse"]],
  ),
  fact(
    "fr-h10-quote-rate-kept",
    "fr",
    "la grille de taux change lundi, mon devis fait la semaine dernière garde son taux ou pas ?",
    "alfa-pricing-tables",
    [["figé à sa création", "figé"]],
  ),
  fact(
    "fr-h10-partial-payment-entry",
    "fr",
    "le client a viré 20k pour baisser son encours sans solder, je l'enregistre où dans alfa ?",
    "alfa-partial-prepayment",
    [["Paiement partiel"]],
  ),
  fact(
    "fr-h10-smart-data-example",
    "fr",
    "un exemple d'objectif SMART sur la qualité des données avant une migration, avec un chiffre ?",
    "note-de-cadrage",
    [["98 %"]],
  ),
  fact(
    "fr-h10-acceptance-format",
    "fr",
    "les critères d'acceptation d'une US, on les rédige sous quelle forme de préférence ?",
    "projet-exigences-user-stories-leasing",
    [["Étant donné"]],
  ),
  fact(
    "fr-h10-strategic-body-frequency",
    "fr",
    "le comité stratégique du projet, il se réunit tous les combien normalement ?",
    "gouvernance-raci",
    [["Trimestrielle"]],
  ),
  fact(
    "fr-h10-equity-below-half",
    "fr",
    "chez le client pro les capitaux propres sont tombés sous la moitié du capital social, ça entraîne quoi ?",
    "analyse-financiere-entreprise",
    [["décision des associés"]],
  ),
  fact(
    "fr-h10-premiums-collected-income",
    "fr",
    "le bailleur encaisse les primes d'assurance pour le compte de l'assureur : qu'est-ce qu'il peut mettre en produits, et selon quelle norme ?",
    "assurance-bien-gap",
    [["commissions"], ["IFRS 15"]],
  ),
  fact(
    "fr-h10-overindebted-floor",
    "fr",
    "en surendettement, ce qu'on laisse au débiteur pour vivre ne peut pas descendre sous quel montant de référence ?",
    "budget-particulier-reste-a-vivre",
    [["RSA", "revenu de solidarité active"]],
  ),
  fact(
    "fr-h10-lessee-equipment-account",
    "fr",
    "côté client, les redevances de crédit-bail sur du matériel passent dans quel compte de charges ?",
    "comptabilite-credit-bail-preneur",
    [["6122"]],
  ),
  fact(
    "fr-h10-hire-purchase-consumer-code",
    "fr",
    "une location-vente faite à un particulier, ça tombe sous les règles du crédit conso ? quel article ?",
    "credit-affecte-location-vente",
    [["L312-2"]],
  ),
  fact(
    "fr-h10-probation-late-days",
    "fr",
    "client restructuré revenu en performing, en période probatoire il a du retard : à partir de combien de jours il rebascule en non performant ?",
    "forbearance-client-difficulte",
    [["30 jours"]],
  ),
  fact(
    "fr-h10-doubtful-compromised-deadline",
    "fr",
    "un encours douteux doit passer en douteux compromis au plus tard quand, en normes françaises ?",
    "kpi-recouvrement-passage-perte",
    [["un an après"]],
  ),
  fact(
    "fr-h10-npe-backstop-start",
    "fr",
    "la couverture minimale des NPE du CRR, ça vise les expositions nées après quelle date ?",
    "kpi-recouvrement-passage-perte",
    [["26 avril 2019"]],
  ),
  fact(
    "fr-h10-outsourcing-order-article",
    "fr",
    "dans l'arrêté de 2014 sur le contrôle interne, c'est quel article qui définit les prestations essentielles ou importantes ?",
    "reg-externalisation-controle-interne",
    [["article 10"]],
  ),
  fact(
    "fr-h10-workshop-going-round",
    "fr",
    "en atelier métier la discussion tourne en boucle depuis 20 min, je fais quoi ?",
    "animation-atelier-metier",
    [["Reformuler les options"]],
  ),
  fact(
    "fr-h10-chat-for-decisions",
    "fr",
    "je peux faire valider une décision importante au client par teams / messagerie instantanée ?",
    "soft-email-client-reponse",
    [["jamais une décision engageante"]],
  ),
  fact(
    "fr-h10-feedback-rephrase-late",
    "fr",
    "plutôt que de dire à un junior « tu es toujours en retard », je formule comment ?",
    "feedback-sbi",
    [["date convenue", "deux derniers livrables"]],
  ),

  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h10-scoping-traps",
    "fr",
    "les pièges classiques quand on rédige le cadrage d'un projet ?",
    "note-de-cadrage",
    [["périmètre trop large"], ["exclusions non écrites"], ["sponsor absent"]],
  ),
  list(
    "fr-h10-story-writing-traps",
    "fr",
    "erreurs fréquentes qd on écrit les besoins d'un progiciel de leasing en user stories ?",
    "projet-exigences-user-stories-leasing",
    [["l'écran de l'ancien système"], ["cas d'erreur"], ["courriels"]],
  ),
  list(
    "fr-h10-go-nogo-criteria",
    "fr",
    "pour dire go ou no go au démarrage du nouveau système, on regarde quels critères ?",
    "plan-bascule-go-live",
    [["Migration"], ["Tests de vérification"], ["Organisation"], ["Risques"]],
  ),
  list(
    "fr-h10-test-data-rules",
    "fr",
    "quelles règles de gouvernance sur les jeux de données de recette (accès, fin de projet…) ?",
    "projet-donnees-test-anonymisation",
    [
      ["Accès aux environnements limités"],
      ["poste personnel"],
      ["Suppression des jeux de données"],
      ["Clause contractuelle"],
    ],
  ),
  list(
    "fr-h10-lessee-notes-content",
    "fr",
    "en annexe des comptes sociaux, le locataire doit indiquer quoi sur ses contrats de crédit-bail ?",
    "comptabilite-credit-bail-preneur",
    [
      ["valeur des biens à la signature"],
      ["redevances payées"],
      ["restant à payer"],
      ["prix d'achat résiduel"],
      ["dotations aux amortissements"],
    ],
  ),
  list(
    "fr-h10-funding-matching",
    "fr",
    "l'adossement des ressources d'un loueur, ça recouvre quoi concrètement ?",
    "cout-refinancement-adossement",
    [["Adossement en taux"], ["Adossement en liquidité"], ["Suivi des impasses"], ["Options implicites"]],
  ),
  list(
    "fr-h10-forbearance-watch",
    "fr",
    "les dérives à surveiller quand on multiplie les réaménagements de clients en difficulté ?",
    "forbearance-client-difficulte",
    [
      ["Restructurations successives"],
      ["sans analyse de la capacité de remboursement"],
      ["Absence de marquage"],
    ],
  ),
  list(
    "fr-h10-batch-project-questions",
    "fr",
    "sur un projet alfa, quelles questions poser sur la chaîne de nuit avant le démarrage ?",
    "alfa-batch-fin-de-journee",
    [["Fenêtre batch"], ["Dépendances"], ["Ordonnancement"], ["Supervision"]],
  ),
  list(
    "fr-h10-after-acpr-visit",
    "fr",
    "une fois la mission de l'ACPR partie, on fait quoi de ses recos ?",
    "acpr-supervision",
    [["Plan d'action daté"], ["contrôle permanent et l'audit interne"], ["organe de surveillance"]],
  ),
  list(
    "fr-h10-usury-consumer-bands",
    "fr",
    "seuils d'usure du crédit conso : quelles tranches de montant ?",
    "taux-usure-controle",
    [["inférieur ou égal à 3 000"], ["plus de 3 000 € à 6 000"], ["plus de 6 000"]],
  ),
  list(
    "fr-h10-workshop-techniques",
    "fr",
    "des techniques pour animer un atelier avec les utilisateurs sans que ça parte dans tous les sens ?",
    "animation-atelier-metier",
    [["Tour de table"], ["Parking"], ["Cas réels"], ["Vote"], ["Gestion du temps"]],
  ),
  list(
    "fr-h10-feedback-good-habits",
    "fr",
    "les bonnes pratiques pour faire un retour à un collègue sur un point à améliorer ?",
    "feedback-sbi",
    [
      ["au plus près de l'événement"],
      ["tête-à-tête"],
      ["jamais de la personnalité"],
      ["un ou deux points"],
      ["action concrète"],
    ],
  ),

  // ── French, to decline: outside the domain, sharing a word with it ──
  abstain(
    "fr-h10-jam-sugar-rate",
    "fr",
    "quel taux de sucre dans une confiture maison pour qu'elle se garde un an ?",
  ),
  abstain(
    "fr-h10-drill-warranty",
    "fr",
    "la garantie de ma perceuse a expiré le mois dernier, le fabricant peut encore la réparer ?",
  ),
  abstain("fr-h10-tarot-bid", "fr", "au tarot, une garde contre ça multiplie les points par combien ?"),
  abstain(
    "fr-h10-cat-body-score",
    "fr",
    "mon chat a un score de condition corporelle de 7 sur 9, je dois m'inquiéter ?",
  ),
  abstain(
    "fr-h10-ski-hire-deposit",
    "fr",
    "la caution pour louer des skis en station, c'est combien en général ?",
  ),
  abstain(
    "fr-h10-bike-suspension",
    "fr",
    "comment régler ma fourche de VTT pour mieux amortir les chocs en descente ?",
  ),
  abstain("fr-h10-hen-yield", "fr", "rendement d'une poule pondeuse : combien d'œufs par semaine en hiver ?"),
  abstain(
    "fr-h10-pizza-dough-rise",
    "fr",
    "la levée d'une pâte à pizza au frigo, il faut compter combien d'heures ?",
  ),

  // ── French, to decline: looks like the domain, the knowledge cannot answer ──
  abstain(
    "fr-h10-named-lender-default",
    "fr",
    "le taux de défaut de Cofidis sur son crédit renouvelable cette année ?",
  ),
  abstain(
    "fr-h10-named-bakery-file",
    "fr",
    "le dossier de crédit-bail du four de la boulangerie Martin à Lyon, il en est où ?",
  ),
  abstain(
    "fr-h10-next-usury-threshold",
    "fr",
    "le taux d'usure du crédit conso au 1er avril prochain sera de combien ?",
  ),
  abstain(
    "fr-h10-belgian-withdrawal",
    "fr",
    "en Belgique, le délai de rétractation d'un prêt à tempérament c'est combien de jours ?",
  ),
  abstain(
    "fr-h10-firm-migrations-count",
    "fr",
    "combien de portefeuilles LLD notre cabinet a migré l'an dernier, en nombre de contrats ?",
  ),
  abstain("fr-h10-euribor-today", "fr", "l'Euribor 3 mois est à combien ce matin ?"),
  abstain(
    "fr-h10-unknown-software-tolls",
    "fr",
    "le logiciel LeasePilot 4 sait refacturer les péages aux conducteurs de la flotte ?",
  ),

  // ── English, in the domain: facts ──
  fact(
    "en-h10-lease-end-choice-screen",
    "en",
    "client rang to say he'll keep the van at lease end, where do I record his decision in alfa?",
    "alfa-end-of-lease-options",
    [["End of contract > Customer choice", "Customer choice"]],
  ),
  fact(
    "en-h10-execute-termination",
    "en",
    "settlement money has landed, how do I actually run the early termination in alfa and which quote do I pick?",
    "alfa-termination-execution-closure",
    [["Early termination > Execute"], ["Accepted"]],
  ),
  fact(
    "en-h10-written-off-car-menu",
    "en",
    "car was written off in a crash, which menu in alfa closes the contract?",
    "alfa-total-loss-settlement",
    [["Early termination > Total loss", "Total loss"]],
  ),
  fact(
    "en-h10-schedule-export",
    "en",
    "can I get the amortisation table out of alfa into a spreadsheet? what format?",
    "alfa-payment-schedule-calculation",
    [["CSV"]],
  ),
  fact(
    "en-h10-change-ambassadors",
    "en",
    "who should be the 'ambassadors' when rolling out the new leasing system to staff?",
    "conduite-changement-adkar",
    [["Key users"]],
  ),
  fact(
    "en-h10-service-credit-design",
    "en",
    "vendor contract: how should the service credits be designed so they actually work?",
    "projet-pilotage-fournisseurs-sla",
    [["capped"]],
  ),
  fact(
    "en-h10-rehearsal-overrun",
    "en",
    "our 2nd cutover rehearsal blew past the window by 3 hours, what's the rule?",
    "projet-repetition-bascule",
    [["add another one"]],
  ),
  fact(
    "en-h10-too-many-kpis",
    "en",
    "how many indicators can a project status report carry before people stop reading?",
    "projet-indicateurs-reporting",
    [["about ten"]],
  ),
  fact(
    "en-h10-red-status-meaning",
    "en",
    "when exactly should a project be flagged red rather than amber?",
    "projet-indicateurs-reporting",
    [["committee decision"]],
  ),
  fact(
    "en-h10-windscreen-chip",
    "en",
    "returned lease car has a small chip on the windscreen, is that wear or do we bill the client?",
    "remise-en-etat-usure-normale",
    [["field of vision"]],
  ),
  fact(
    "en-h10-stolen-asset-wait",
    "en",
    "leased machine stolen and not found: how long does the insurer usually wait before paying?",
    "sinistre-vol-destruction-leasing",
    [["30 days"]],
  ),
  fact(
    "en-h10-config-storage",
    "en",
    "where should alfa product config be kept so we can track changes over time?",
    "alfa-parametrage-produits",
    [["versioned repository"]],
  ),
  fact(
    "en-h10-leasing-lgd-driver",
    "en",
    "IFRS9 in leasing: what brings the LGD down a lot compared with an unsecured loan?",
    "ifrs9-provisionnement",
    [["recoverable asset"]],
  ),
  fact("en-h10-crr3-op-risk", "en", "what does CRR3 change for operational risk capital?", "bale-3-crr3", [
    ["single standardised approach"],
  ]),
  fact(
    "en-h10-conservation-buffer",
    "en",
    "how big is the capital conservation buffer on top of the minimums?",
    "bale-3-crr3",
    [["2.5%"]],
  ),
  fact(
    "en-h10-kyc-records-retention",
    "en",
    "how long do we keep the ID docs of a lessee once the relationship has ended?",
    "reg-lcb-ft-vigilance-tracfin",
    [["five years"]],
  ),
  fact(
    "en-h10-tracfin-channel",
    "en",
    "how is a suspicious transaction report actually sent to tracfin, via which platform?",
    "reg-lcb-ft-vigilance-tracfin",
    [["ERMES"]],
  ),
  fact(
    "en-h10-committee-question-prep",
    "en",
    "presenting a deal to credit committee tomorrow, how many of their questions should I prep answers for?",
    "presentation-comite-credit",
    [["three most likely questions"]],
  ),
  fact(
    "en-h10-committee-figures",
    "en",
    "I tend to flood the credit committee with numbers, what should I show instead?",
    "presentation-comite-credit",
    [["Three well-chosen indicators"]],
  ),
  fact(
    "en-h10-demo-live-config",
    "en",
    "during a demo the committee asks for a tweak, should I change the config on the fly?",
    "soft-demo-logiciel",
    [["Never improvise"]],
  ),
  fact(
    "en-h10-regional-registration-tax",
    "en",
    "the regional tax on the registration certificate of a leased car is set per what?",
    "taxes-vehicules-societe",
    [["fiscal horsepower"]],
  ),
  fact(
    "en-h10-bofip-reference",
    "en",
    "BOFiP ref for the annual taxes on company vehicle use?",
    "taxes-vehicules-societe",
    [["BOI-AIS-MOB-10-30"]],
  ),

  // ── English, in the domain: lists and procedures ──
  list(
    "en-h10-insurance-product-links",
    "en",
    "setting up a new insurance cover in alfa: what does each product have to be linked to?",
    "alfa-insurance-products",
    [
      ["partner insurer"],
      ["group policy number"],
      ["eligible asset categories"],
      ["maximum enrolment age"],
      ["pricing"],
    ],
  ),
  list(
    "en-h10-change-impact-areas",
    "en",
    "before the change plan, which impacts do we list for each user population?",
    "conduite-changement-adkar",
    [
      ["Changed processes"],
      ["New tools and screens"],
      ["Roles and responsibilities"],
      ["Individual performance indicators"],
    ],
  ),
  list(
    "en-h10-defect-committee",
    "en",
    "what does the bug triage meeting do during UAT, and how often?",
    "gestion-anomalies-recette",
    [["Daily"], ["new defects"], ["blocking and major"], ["enhancement requests disguised"]],
  ),
  list(
    "en-h10-vendor-escalation",
    "en",
    "our integrator keeps missing SLAs, how should escalation be organised?",
    "projet-pilotage-fournisseurs-sla",
    [["contacts at each level"], ["Escalate on facts"], ["response time at each level"]],
  ),
  list(
    "en-h10-rehearsal-setup",
    "en",
    "what do we need in place for a realistic go-live dress rehearsal?",
    "projet-repetition-bascule",
    [
      ["production-equivalent volumes"],
      ["Recent production data"],
      ["same people as on the day"],
      ["war room"],
      ["versioned cutover plan"],
    ],
  ),
  list(
    "en-h10-finance-lease-rental-shapes",
    "en",
    "ways to structure the rentals on an equipment finance lease?",
    "credit-bail-mobilier-fondamentaux",
    [["stepped-up"], ["Larger first rental"], ["economic useful life"], ["Residual value"]],
  ),
  list(
    "en-h10-product-sheet-content",
    "en",
    "what goes in the product sheet the business signs off before we build a product in alfa?",
    "alfa-parametrage-produits",
    [
      ["Type of transaction"],
      ["Limits on term"],
      ["Rental frequency"],
      ["Fees, insurance"],
      ["end-of-contract processes"],
      ["accounting scheme"],
    ],
  ),
  list(
    "en-h10-upgrade-automation",
    "en",
    "new release of the leasing package: which regression checks can we automate?",
    "montee-version-non-regression",
    [["comparison of schedules"], ["accounting files"], ["Replayable API tests"]],
  ),
  list(
    "en-h10-upgrade-preparation",
    "en",
    "first things to do when the vendor announces a version upgrade?",
    "montee-version-non-regression",
    [["release notes"], ["custom developments"], ["testing effort"]],
  ),
  list(
    "en-h10-ecl-model-governance",
    "en",
    "governance expected around the expected loss models (ifrs 9)?",
    "ifrs9-provisionnement",
    [["Documentation of the models"], ["back-testing"], ["overlays"], ["statutory auditors"]],
  ),
  list(
    "en-h10-online-journey-dark-patterns",
    "en",
    "online loan journey sold at a distance: what's banned in the screens design?",
    "reg-vente-distance-services-financiers",
    [["pre-ticked"], ["refusing is harder"], ["last chance"], ["commercial nature"]],
  ),
  list(
    "en-h10-summary-writing-rules",
    "en",
    "tips for writing a summary memo for the board so it's readable?",
    "note-synthese-pyramide",
    [["One idea per paragraph"], ["Headings that carry a message"], ["sourced figures"], ["Short sentences"]],
  ),
  list(
    "en-h10-rv-curve-adjustments",
    "en",
    "once age and mileage are set, what else adjusts an RV curve for a car?",
    "valeurs-residuelles-fixation",
    [
      ["make, model, version and engine"],
      ["options and equipment"],
      ["colour and body style"],
      ["discounts"],
    ],
  ),

  // ── English, to decline: outside the domain, sharing a word with it ──
  abstain("en-h10-tennis-score", "en", "in tennis, how is the score kept after deuce?"),
  abstain("en-h10-jigsaw-return", "en", "can I return a jigsaw to the hardware store without the receipt?"),
  abstain(
    "en-h10-sourdough-schedule",
    "en",
    "what's a good feeding schedule for a sourdough starter kept in the fridge?",
  ),
  abstain(
    "en-h10-chess-rating",
    "en",
    "how many rating points do I gain for beating a player rated 200 above me?",
  ),
  abstain(
    "en-h10-cat-default-spot",
    "en",
    "my cat's default sleeping spot is my laptop keyboard, how do I stop that?",
  ),
  abstain("en-h10-ceiling-fan-balance", "en", "how do I balance a ceiling fan that wobbles at high speed?"),
  abstain("en-h10-tomato-yield", "en", "what yield can I expect from tomato plants grown in grow bags?"),

  // ── English, to decline: looks like the domain, the knowledge cannot answer ──
  abstain(
    "en-h10-named-lessor-rv",
    "en",
    "what residual value does Arval use for a 2025 Tesla Model 3 over 36 months?",
  ),
  abstain(
    "en-h10-central-bank-next-meeting",
    "en",
    "where will the ECB deposit rate be after the March 2027 meeting?",
  ),
  abstain(
    "en-h10-named-garage-file",
    "en",
    "how is the lease file of Garage Dupont SAS doing, any missed rentals?",
  ),
  abstain(
    "en-h10-german-car-finance-withdrawal",
    "en",
    "what's the cooling-off period for car finance in Germany?",
  ),
  abstain(
    "en-h10-used-208-auction-price",
    "en",
    "what did used 2022 Peugeot 208s fetch at auction this week?",
  ),
  abstain(
    "en-h10-firm-billable-hours",
    "en",
    "how many billable hours did our leasing practice log last quarter?",
  ),
  abstain(
    "en-h10-foreign-tax-other-package",
    "en",
    "does NetSol Ascent compute the Brazilian ICMS on lease invoices?",
  ),
  abstain(
    "en-h10-uk-commission-redress",
    "en",
    "how much does the FCA redress scheme pay per motor finance commission claim?",
  ),
];
