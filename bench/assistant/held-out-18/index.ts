import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The eighteenth held-out set: questions written on 29 November 2026 from the text of the articles and the
 * Alfa passages only, without reading the engine nor running the assistant on them, in the way a consultant
 * types them (short or in context, everyday words rather than the articles' own, an abbreviation or a
 * misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an article,
 * drawn mostly from the first half of each content file's list, spread over seventy different sources:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (the scoring rings of an indoor
 * archery target, the legal warranty on a new washing machine, a landlord raising a flat's rent during the
 * tenancy, scoring deuce in tennis, the drying time between two coats of acrylic paint, travel insurance for a
 * trek in Nepal, the calories burnt in a half-marathon, a cat's booster vaccine, proving bread dough, the
 * offside rule in football, a landlord keeping a deposit for wear on a carpet, the sunscreen factor for a ski
 * week, the stableford points of a birdie, replacing the timing belt of one's own car, updating a dog's
 * microchip registration after moving), half that look like the domain but that the knowledge cannot answer
 * (one named lender's default rate in 2025 and another's cost of risk in a 2026 quarter, the firm's own lease
 * files of last quarter and its clients' contract counts of last year, the countercyclical buffer the
 * macroprudential authority will set next year and the consumer lending rules the EU will adopt in 2028, the
 * Swiss cap on small loans and the British affordability rules for motor finance, a package's next major
 * release and a fleet package's price per vehicle, a named lender's mediator's phone number and the
 * supervisor's inspector's e-mail address, this week's margins of car captives on consumer leases, whether the
 * asker is on the Banque de France register and what car lease the asker's own pay can bear).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * A calibration set: used to measure the engine's two thresholds (the least confidence and the largest
 * unknown share) on questions it was never tuned on, counted only; its questions' words are not to be added
 * to the engine's wordings.
 * Kept blind (`sets.ts`), its failures read by nobody. Sat with the nineteenth on the engine of 2ba65df
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
export const heldOut18Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h18-score-population-drift",
    "fr",
    "grille de score conso : l'indicateur de stabilité de la population, à partir de quelle valeur on dit que les demandeurs ont trop changé ?",
    "scoring-octroi-particuliers",
    [["0,25"]],
  ),
  fact(
    "fr-h18-night-batch-rerun",
    "fr",
    "la chaîne de nuit Alfa s'est plantée en plein milieu, je peux juste la relancer ou il faut vérifier un truc avant ?",
    "alfa-batch-fin-de-journee",
    [["étape en échec"]],
  ),
  fact(
    "fr-h18-output-floor-end",
    "fr",
    "le plancher qui limite le gain des modèles internes par rapport à la méthode standard, il monte jusqu'à combien et en quelle année ?",
    "bale-3-crr3",
    [["72,5 %"], ["2030"]],
  ),
  fact(
    "fr-h18-unused-revolving-budget",
    "fr",
    "dans le budget d'un particulier, une réserve revolving ouverte mais jamais utilisée, on l'ignore ou on la compte quand même ?",
    "budget-particulier-reste-a-vivre",
    [["échéance théorique"]],
  ),
  fact(
    "fr-h18-lessee-lease-account",
    "fr",
    "chez le client en compta française, les redevances de leasing sur une machine on les passe dans quel compte ? et pour des locaux ?",
    "comptabilite-credit-bail-preneur",
    [["6122"], ["6125"]],
  ),
  fact(
    "fr-h18-fleet-fine-driver",
    "fr",
    "PV reçu sur une voiture de société en LLD : la boîte a combien de temps pour donner le nom du salarié qui conduisait ?",
    "lld-entreprises-services",
    [["45 jours"], ["L121-6"]],
  ),
  fact(
    "fr-h18-revolving-drawdown-term",
    "fr",
    "carte de magasin avec réserve d'argent : chaque achat fait avec doit être remboursé en combien de mois max ?",
    "credit-renouvelable",
    [["36 mois"], ["60 mois"]],
  ),
  fact(
    "fr-h18-pool-unanimity",
    "fr",
    "on est quatre bailleurs sur le même entrepôt, si le client veut rallonger la durée ou baisser ses loyers il faut quelle majorité entre nous ?",
    "credit-bail-syndique-cofinancement",
    [["unanimité"]],
  ),
  fact(
    "fr-h18-ev-fleet-tax",
    "fr",
    "la taxe qui a remplacé les quotas de voitures propres dans les flottes, elle vise quelles boîtes et ça coûte combien par véhicule manquant à partir de 2027 ?",
    "leasing-vehicules-electriques",
    [["plus de 100 véhicules"], ["5 000 €"]],
  ),
  fact(
    "fr-h18-offer-held-open",
    "fr",
    "en conso, une fois l'offre de prêt remise au client, le prêteur reste engagé dessus pendant combien de temps ?",
    "reg-information-precontractuelle-fipen",
    [["15 jours"], ["L312-18"]],
  ),
  fact(
    "fr-h18-ad-warning-line",
    "fr",
    "notre pub pour le prêt perso porte encore « vous engage et doit être remboursé », on la remplace par quoi ?",
    "reg-publicite-credit-mentions",
    [["Un crédit coûte de l'argent"]],
  ),
  fact(
    "fr-h18-ccd2-corrective",
    "fr",
    "il y a eu un texte qui corrige l'ordonnance de transpo de la nouvelle directive conso, c'est lequel et de quand ?",
    "reg-ccd2-transposition-calendrier",
    [["2025-1154"], ["2 décembre 2025"]],
  ),
  fact(
    "fr-h18-tipping-off-fine",
    "fr",
    "un conseiller qui prévient le client qu'on a fait un signalement à Tracfin sur lui, il risque quelle amende ?",
    "reg-lcb-ft-vigilance-tracfin",
    [["22 500"], ["L574-1"]],
  ),
  fact(
    "fr-h18-prospect-retention",
    "fr",
    "les données d'un prospect qui n'a jamais signé chez nous, on a le droit de les garder combien de temps ?",
    "reg-rgpd-credit-droits-conservation",
    [["3 ans après le dernier contact"]],
  ),
  fact(
    "fr-h18-anticorruption-scope",
    "fr",
    "le programme anticorruption obligatoire, il s'applique à partir de quelle taille de société ?",
    "reg-sapin2-anticorruption",
    [["500 salariés"], ["100 millions"]],
  ),
  fact(
    "fr-h18-amendment-blocked",
    "fr",
    "Alfa me bloque l'avenant de durée en disant qu'une échéance est déjà facturée sur la période, je fais comment ?",
    "alfa-contract-amendment",
    [["AVN-004"], ["date d'effet postérieure"]],
  ),
  fact(
    "fr-h18-duplicate-serial",
    "fr",
    "en saisissant le matos dans Alfa il me dit que le n° de série est déjà financé ailleurs, c'est quelle erreur et qui a le droit de forcer ?",
    "alfa-asset-registration",
    [["AST-003"], ["service Risques"]],
  ),
  fact(
    "fr-h18-invoice-lead-time",
    "fr",
    "les factures de loyer partent combien de jours avant la date où le client doit payer, et ça se règle où dans Alfa ?",
    "alfa-billing-run-invoices",
    [["15 jours"], ["BILLING_LEAD_DAYS"]],
  ),
  fact(
    "fr-h18-payoff-quote-validity",
    "fr",
    "le chiffrage de rachat que j'ai envoyé au client depuis Alfa, il reste bon combien de temps ?",
    "alfa-early-termination-quote",
    [["10 jours"], ["QUOTE_VALIDITY"]],
  ),
  fact(
    "fr-h18-consumer-cap-flag",
    "fr",
    "comment Alfa sait qu'il doit écrêter la pénalité de remboursement anticipé pour un particulier ? c'est quel réglage sur le produit ?",
    "alfa-consumer-early-repayment-rules",
    [["CONSO"], ["Profil réglementaire"]],
  ),
  fact(
    "fr-h18-claim-late-warning",
    "fr",
    "accident avec un camion loué : au bout de combien de jours Alfa dit que la déclaration est tardive ? et si c'est un vol ?",
    "alfa-insurance-claim",
    [["5 jours ouvrés"], ["2 jours ouvrés"]],
  ),
  fact(
    "fr-h18-negotiation-follow-up",
    "fr",
    "après une négo tendue avec le client sur le périmètre, je dois mettre ce qu'on a convenu par écrit dans quel délai ?",
    "negociation-raisonnee",
    [["24 heures"]],
  ),
  fact(
    "fr-h18-steering-frequency",
    "fr",
    "gouvernance de projet : à quel rythme se voient le copil et l'instance au-dessus qui tranche le budget ?",
    "gouvernance-raci",
    [["Mensuelle"], ["Trimestrielle"]],
  ),

  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h18-alfa-neighbours",
    "fr",
    "dans le SI d'une société de leasing, Alfa est branché avec quelles autres applis autour en général ?",
    "alfa-systems-panorama",
    [["front-offices"], ["moteur de décision"], ["GED"], ["comptabilité générale"], ["flux bancaires"]],
  ),
  list(
    "fr-h18-decision-engine-vendors",
    "fr",
    "pour l'octroi automatisé et le scoring, on tombe sur quels éditeurs chez les clients ?",
    "panorama-progiciels-leasing",
    [["FICO"], ["PowerCurve"], ["SAS"]],
  ),
  list(
    "fr-h18-migration-checks",
    "fr",
    "après chaque essai de reprise des contrats dans le nouveau système, on contrôle quoi pour être sûrs que tout colle avec l'ancien ?",
    "reprise-donnees-migration",
    [["volumétrie"], ["montants"], ["échéanciers"], ["comptabilité"], ["échantillon"]],
  ),
  list(
    "fr-h18-apr-components",
    "fr",
    "pour savoir si une offre passe sous le plafond de l'usure, qu'est-ce qu'on doit compter dans le taux global ?",
    "taux-usure-controle",
    [["intérêts"], ["frais de dossier"], ["commissions"], ["assurance"]],
  ),
  list(
    "fr-h18-watchlist-kpis",
    "fr",
    "comment on mesure si notre dispositif pour repérer tôt les clients qui se dégradent marche vraiment ?",
    "signaux-alerte-precoce",
    [["taux de détection"], ["délai moyen"], ["fausses alertes"]],
  ),
  list(
    "fr-h18-ficp-durations",
    "fr",
    "un client fiché pour des impayés de crédit, il reste inscrit combien de temps selon les cas ?",
    "reg-solvabilite-ficp",
    [["5 ans"], ["7 ans"], ["rétablissement personnel"]],
  ),
  list(
    "fr-h18-dailly-slip",
    "fr",
    "pour céder des loyers de clients pros à une banque par simple bordereau, qu'est-ce qui doit obligatoirement figurer dessus ?",
    "reg-dailly-delais-paiement",
    [
      ["acte de cession de créances professionnelles"],
      ["L313-23"],
      ["établissement bénéficiaire"],
      ["désignation des créances"],
    ],
  ),
  list(
    "fr-h18-eba-timeline",
    "fr",
    "les orientations européennes sur l'octroi et le suivi des prêts, elles s'appliquent à quelles dates selon le type de prêt ?",
    "reg-eba-octroi-suivi-credits",
    [["30 juin 2021"], ["30 juin 2022"], ["30 juin 2024"]],
  ),
  list(
    "fr-h18-secrecy-not-opposable",
    "fr",
    "qui peut nous demander des infos sur nos clients sans qu'on puisse leur opposer le secret pro ?",
    "reg-secret-bancaire",
    [
      ["Autorité de contrôle prudentiel"],
      ["instituts d'émission"],
      ["autorité judiciaire"],
      ["commissions d'enquête parlementaires"],
    ],
  ),
  list(
    "fr-h18-activation-prereqs",
    "fr",
    "Alfa refuse de démarrer les loyers sur mon dossier, il vérifie quoi exactement avant d'accepter ?",
    "alfa-contract-activation",
    [
      ["procès-verbal de livraison", "PV de livraison"],
      ["numéro de série"],
      ["mandat SEPA"],
      ["facture fournisseur"],
    ],
  ),
  list(
    "fr-h18-rv-forms",
    "fr",
    "la part du prix pas couverte par les loyers dans Alfa, elle prend quelles formes selon le type de financement ?",
    "alfa-balloon-residual-value",
    [["option d'achat"], ["ballon"], ["VR non garantie"]],
  ),
  list(
    "fr-h18-certificate-reminders",
    "fr",
    "quand l'attestation d'assurance que le locataire nous a fournie arrive à expiration, Alfa fait quoi et à quelles dates ?",
    "alfa-insurance-certificate-tracking",
    [["J-30"], ["J+0"], ["J+15"]],
  ),

  // ── English, in the domain: facts ──
  fact(
    "en-h18-insolvency-claim-window",
    "en",
    "lessee just went into receivership. how long do we have to lodge what they owe us, and from which publication does the clock start?",
    "procedures-collectives-bailleur",
    [["two months"], ["BODACC"]],
  ),
  fact(
    "en-h18-idempotent-retry",
    "en",
    "our broker portal sometimes calls Alfa twice for the same deal, how do we stop it creating duplicates?",
    "alfa-integration-api",
    [["idempotent"], ["correlation key"]],
  ),
  fact(
    "en-h18-rule-sign-off",
    "en",
    "we want to tweak an auto-decline rule in the decisioning tool, which body gives the final ok before it goes live?",
    "moteurs-decision-scoring",
    [["credit policy committee"]],
  ),
  fact(
    "en-h18-dscr-floor",
    "en",
    "small business file: what's the usual minimum for cash flow plus interest divided by loan and lease payments?",
    "ratios-pme-seuils",
    [["1.2"]],
  ),
  fact(
    "en-h18-loa-buyer-window",
    "en",
    "private customer on a car lease with buyout defaults and we terminate. can he bring his own buyer for the car, and how long does he get?",
    "loa-particuliers",
    [["30 days"]],
  ),
  fact(
    "en-h18-bundled-maintenance-case",
    "en",
    "photocopier rental where the supplier's service contract fell through - since which court ruling are the two contracts tied together?",
    "location-financiere-risques",
    [["17 May 2013"]],
  ),
  fact(
    "en-h18-leaseback-avoidance",
    "en",
    "we bought a client's warehouse and rented it back to them, then they went bust a few months later. which article lets the sale be unwound if the price was way off?",
    "cession-bail-leaseback",
    [["L632-1"]],
  ),
  fact(
    "en-h18-rent-worked-example",
    "en",
    "sanity check: 100k of kit, 60 monthly rents paid at the start of each month, 6% a year, 2k buyout at the end - what monthly rent should come out?",
    "calcul-loyer-leasing",
    [["1,895.14"]],
  ),
  fact(
    "en-h18-withdrawal-outer-limit",
    "en",
    "the borrower never got the contract terms at all, is there an outer limit on when they can still back out of the loan?",
    "reg-delai-retractation-credit",
    [["12 months and 14 days"]],
  ),
  fact(
    "en-h18-health-questionnaire",
    "en",
    "mortgage cover: under what conditions is the insurer no longer allowed to ask medical questions?",
    "reg-assurance-emprunteur-lemoine",
    [["200,000"], ["turns 60"]],
  ),
  fact(
    "en-h18-mortgage-prepay-cap",
    "en",
    "how much can a bank charge someone who pays off their home loan ahead of schedule?",
    "reg-remboursement-anticipe-indemnites",
    [["six months"], ["3%"], ["R313-25"]],
  ),
  fact(
    "en-h18-lease-register-start",
    "en",
    "since when do equipment leases get published in the new register of movable security, and under which decree?",
    "reg-credit-professionnels-leasing",
    [["1 January 2023"], ["2021-1887"]],
  ),
  fact(
    "en-h18-ombudsman-deadline",
    "en",
    "customer escalated his complaint to the ombudsman - how long does the ombudsman have to give a view once the file is complete?",
    "reg-reclamations-mediation",
    [["90 days"], ["R612-5"]],
  ),
  fact(
    "en-h18-undo-activation",
    "en",
    "we activated a deal in Alfa by mistake. can it be rolled back, and who's allowed to do it?",
    "alfa-contract-lifecycle",
    [["Deactivation"], ["Senior back-office"]],
  ),
  fact(
    "en-h18-offer-expiry",
    "en",
    "deal approved in Alfa but the customer sat on it for weeks - after how long do I have to recalc the quote?",
    "alfa-proposal-credit-decision",
    [["30 days"], ["OFFER_VALIDITY_DAYS"]],
  ),
  fact(
    "en-h18-mileage-alert",
    "en",
    "at what gap between projected and contract km does Alfa prompt the account manager to offer a mileage change?",
    "alfa-vehicle-registration-fines",
    [["10%"]],
  ),
  fact(
    "en-h18-rounding-cents",
    "en",
    "where do the leftover cents from rounding end up on an Alfa repayment table?",
    "alfa-payment-schedule-calculation",
    [["last instalment"], ["ROUNDING_MODE"]],
  ),
  fact(
    "en-h18-dd-insufficient-funds",
    "en",
    "a customer's direct debit bounced because the account was empty - does Alfa try again, and when?",
    "alfa-sepa-direct-debit",
    [["AM04"], ["D+7"]],
  ),
  fact(
    "en-h18-payoff-short",
    "en",
    "customer paid the payoff a few euros short and Alfa won't execute the termination, what's the error and how much gap is tolerated?",
    "alfa-termination-execution-closure",
    [["ETP-021"], ["€5"]],
  ),
  fact(
    "en-h18-insurer-payment-unmatched",
    "en",
    "insurer paid out for a written-off van but the transfer has no file ref on it - which error shows up and where do I match it?",
    "alfa-total-loss-settlement",
    [["CLM-017"], ["suspense account"]],
  ),
  fact(
    "en-h18-committee-pitch-length",
    "en",
    "walking the credit committee through a deal: is it fine to just read my memo out loud, and how many figures should I show?",
    "presentation-comite-credit",
    [["key messages"], ["three well-chosen indicators"]],
  ),
  fact(
    "en-h18-charter-sign-off",
    "en",
    "who has to formally approve the project scoping doc before we commit serious resources?",
    "note-de-cadrage",
    [["sponsor"]],
  ),

  // ── English, in the domain: lists and procedures ──
  list(
    "en-h18-collateral-valuation",
    "en",
    "how do we put a realistic figure on the collateral we take, step by step?",
    "garanties-et-suretes",
    [["market value"], ["haircut"], ["ranking"], ["revalue"]],
  ),
  list(
    "en-h18-factor-services",
    "en",
    "what does a factor actually do for a firm that hands over its receivables? the main services",
    "affacturage-mecanismes",
    [["financing"], ["credit protection"], ["receivables management"]],
  ),
  list(
    "en-h18-ccd2-banned-practices",
    "en",
    "which sales tactics does the new EU consumer lending directive outlaw?",
    "directive-credit-consommateurs",
    [["abusive tying"], ["without a request"], ["pre-ticked boxes"]],
  ),
  list(
    "en-h18-ecl-scenarios",
    "en",
    "expected loss calc: which macro scenarios get weighted in?",
    "ifrs9-provisionnement",
    [["baseline"], ["upside"], ["downside"]],
  ),
  list(
    "en-h18-company-grade-scale",
    "en",
    "BdF grading of a company's ability to repay since the 2022 overhaul: how many notches, and what do P and 0 stand for?",
    "cotation-banque-de-france-ficp-fcc",
    [["22 positions"], ["insolvency proceedings"], ["no adverse information"]],
  ),
  list(
    "en-h18-committee-outcomes",
    "en",
    "what are the possible outcomes when a file goes up to the credit committee?",
    "comite-credit-delegations",
    [["approval"], ["conditional approval"], ["deferral"], ["decline"]],
  ),
  list(
    "en-h18-floorplan-controls",
    "en",
    "funding a car dealer's stock: what checks should we run on the dealer and its lot?",
    "financement-stocks-floor-plan",
    [["unannounced"], ["sold out of trust"], ["stock age"], ["financial analysis"]],
  ),
  list(
    "en-h18-freeze-sources",
    "en",
    "where do asset-freeze obligations actually come from? which texts?",
    "reg-sanctions-gel-avoirs",
    [["European Union regulations"], ["national freezing measures"], ["Security Council"]],
  ),
  list(
    "en-h18-dark-patterns",
    "en",
    "web subscription flow for a product sold remotely since June 2026: which nudges on screen are now banned?",
    "reg-vente-distance-services-financiers",
    [["pre-ticked"], ["harder than accepting"], ["last chance"], ["commercial nature"]],
  ),
  list(
    "en-h18-schedule-profiles",
    "en",
    "apart from level rentals, what repayment shapes can I pick on the Alfa quote screen?",
    "alfa-irregular-schedules",
    [["increased first rental"], ["payment holiday"], ["stepped"], ["seasonal"], ["free-form"]],
  ),
  list(
    "en-h18-payoff-breakdown",
    "en",
    "customer wants to settle early - what goes into the payoff figure Alfa shows him?",
    "alfa-settlement-figure-calculation",
    [["arrears"], ["outstanding principal"], ["termination fee"], ["purchase option"], ["VAT"]],
  ),
  list(
    "en-h18-premium-methods",
    "en",
    "how can the insurance premium on a contract be worked out in Alfa?",
    "alfa-insurance-premium-bordereau",
    [["rate on initial principal"], ["rate on outstanding principal"], ["flat monthly amount"]],
  ),
  list(
    "en-h18-feedback-steps",
    "en",
    "what's the three-part structure for telling a colleague something went wrong, sticking to facts?",
    "feedback-sbi",
    [["Situation"], ["Behaviour"], ["Impact"]],
  ),

  // ── French, to decline: outside the domain, sharing a word with it ──
  abstain(
    "fr-h18-out-archery-scoring",
    "fr",
    "Au tir à l'arc en salle, comment est fait le barème des points sur la cible de 40 cm ?",
  ),
  abstain(
    "fr-h18-out-washer-warranty",
    "fr",
    "Combien de temps dure la garantie légale sur un lave-linge acheté neuf en magasin ?",
  ),
  abstain(
    "fr-h18-out-flat-rent-increase",
    "fr",
    "Mon propriétaire peut-il augmenter le loyer de mon appartement en cours de bail ?",
  ),
  abstain(
    "fr-h18-out-tennis-score",
    "fr",
    "Au tennis, comment on compte les points quand les deux joueurs sont à égalité ?",
  ),
  abstain(
    "fr-h18-out-paint-drying",
    "fr",
    "Quel délai faut-il respecter entre deux couches de peinture acrylique sur un mur ?",
  ),
  abstain(
    "fr-h18-out-travel-insurance",
    "fr",
    "Quelle assurance voyage prendre pour un trek de trois semaines au Népal ?",
  ),
  abstain(
    "fr-h18-out-half-marathon-calories",
    "fr",
    "Comment calculer les calories dépensées pendant un semi-marathon ?",
  ),
  abstain("fr-h18-out-cat-vaccine", "fr", "Le rappel de vaccin de mon chat, c'est à quelle échéance ?"),

  // ── French, to decline: looks like the domain, the knowledge cannot answer ──
  abstain(
    "fr-h18-out-lender-default-rate",
    "fr",
    "Quel est le taux de défaut de Cofidis sur ses prêts personnels en 2025 ?",
  ),
  abstain(
    "fr-h18-out-firm-lease-files",
    "fr",
    "Combien de dossiers de crédit-bail notre cabinet a-t-il accompagnés le trimestre dernier ?",
  ),
  abstain(
    "fr-h18-out-buffer-next-year",
    "fr",
    "Le HCSF va-t-il relever le coussin contracyclique l'an prochain, et à quel niveau ?",
  ),
  abstain(
    "fr-h18-out-swiss-cap",
    "fr",
    "En Suisse, quel est le taux d'intérêt maximal autorisé pour un petit crédit ?",
  ),
  abstain(
    "fr-h18-out-package-release",
    "fr",
    "Quand sort la prochaine version majeure de Cassiopae et qu'est-ce qu'elle apporte ?",
  ),
  abstain(
    "fr-h18-out-mediator-phone",
    "fr",
    "C'est quoi le numéro de téléphone direct du médiateur de BNP Paribas Personal Finance ?",
  ),
  abstain(
    "fr-h18-out-own-register",
    "fr",
    "Ma banque m'a refusé un prêt auto hier, est-ce que je suis fiché à la Banque de France ?",
  ),

  // ── English, to decline: outside the domain, sharing a word with it ──
  abstain("en-h18-out-bread-rise", "en", "How long should bread dough rise before it goes in the oven?"),
  abstain(
    "en-h18-out-offside",
    "en",
    "Is a player offside in football if the ball is passed backwards to them?",
  ),
  abstain(
    "en-h18-out-deposit-carpet",
    "en",
    "Can my landlord keep part of my deposit for ordinary wear on the flat's carpet?",
  ),
  abstain(
    "en-h18-out-sunscreen",
    "en",
    "What sunscreen factor should I pack for a week of skiing in the Alps?",
  ),
  abstain("en-h18-out-stableford", "en", "How many stableford points does a birdie score in golf?"),
  abstain(
    "en-h18-out-timing-belt",
    "en",
    "When should I replace the timing belt on my own petrol hatchback?",
  ),
  abstain(
    "en-h18-out-microchip",
    "en",
    "How do I update my dog's microchip registration after moving house?",
  ),

  // ── English, to decline: looks like the domain, the knowledge cannot answer ──
  abstain(
    "en-h18-out-lender-cost-of-risk",
    "en",
    "What was Santander Consumer Finance's cost of risk in the second quarter of 2026?",
  ),
  abstain(
    "en-h18-out-top-client",
    "en",
    "Which of our clients signed the most lease contracts with us last year?",
  ),
  abstain("en-h18-out-eu-rules-2028", "en", "Which new consumer lending rules will Brussels adopt in 2028?"),
  abstain(
    "en-h18-out-uk-affordability",
    "en",
    "What does the FCA require for affordability checks on UK motor finance?",
  ),
  abstain(
    "en-h18-out-fleet-package-price",
    "en",
    "How much does the Miles fleet software cost per vehicle per month?",
  ),
  abstain(
    "en-h18-out-inspector-email",
    "en",
    "What's the email address of the ACPR inspector assigned to our institution?",
  ),
  abstain(
    "en-h18-out-captive-margins",
    "en",
    "What average margin are French car captives charging on new consumer car leases this week?",
  ),
  abstain(
    "en-h18-out-own-car-lease",
    "en",
    "I take home £2,900 a month, can I afford a £28,000 car on a lease with a buyout at the end?",
  ),
];
