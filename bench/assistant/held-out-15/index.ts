import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The fifteenth held-out set: questions written on 29 November 2026 from the text of the articles and the
 * Alfa passages only, blind: without reading the engine nor running the assistant on them, in the way a
 * consultant types them (short or in context, everyday words rather than the articles' own, an abbreviation
 * or a misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an
 * article, with a few plain questions among them, spread over seventy different sources:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (the sugar ratio of a home-made
 * jam, replacing a sports watch battery, renting a kayak for a river trip, choosing school subjects to study
 * medicine, the lavender harvest season, daily distances on a long-distance hiking trail, the points of a
 * converted try in rugby, becoming a school mediator, a library's grace period on overdue books, the residual
 * chlorine in tap water, a robot vacuum's cleaning schedule, a cycling race's mountain stage, registering an
 * amateur radio call sign, the points of a touchdown, transferring music playlists between streaming apps),
 * half that look like the domain but that the knowledge cannot answer (Italian VAT on car lease rents and
 * Dutch withdrawal rules for consumer leases, one named lessor's residual value grid and one named lessor's
 * early warning alerts of a recent quarter, the CO2 malus in 2029 and a supervisor's inspection priorities in
 * 2027, a named lender's data protection officer's and head of compliance's contact details, the firm's own
 * certified consultants and hours billed last month, a vendor's licence price and a package's support for an
 * accounting standard the knowledge never mentions, a client's broken promises to pay last month, this
 * morning's Euribor fixing and today's margins on SME equipment loans).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * Sat once blind on the engine of b3b8341 (50 of 70 answerable right, 71.4 %; 4 of 30 to decline
 * answered), its figure committed; then read, like the eleventh to fourteenth sets, and worked on by
 * mechanism.
 *
 * Rules: the engine is never tuned on these questions' words; do not edit them once measured, do not tune
 * a weight or a threshold on them alone, and do not change the knowledge base to make them pass (fixing a
 * real error in an article is fine). A question that fails here is a finding to classify by mechanism,
 * not a question to rewrite.
 */
export const heldOut15Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h15-overindebted-living-floor",
    "fr",
    "en surendettement, le minimum qu'on doit laisser au ménage pour les dépenses de tous les jours, il est calé sur quoi ?",
    "budget-particulier-reste-a-vivre",
    [["RSA", "revenu de solidarité active"], ["L731-2"]],
  ),
  fact(
    "fr-h15-leaseback-gain-spreading",
    "fr",
    "l'ancien régime qui permettait d'étaler la plus-value quand on revend son immeuble au crédit-bailleur pour le relouer, c'était sur combien d'années max ?",
    "cession-bail-leaseback",
    [["15 ans"], ["39 novodecies"]],
  ),
  fact(
    "fr-h15-bdf-scale-steps",
    "fr",
    "la cote de crédit BdF d'une boîte, il y a combien de crans sur l'échelle depuis la refonte de 2022 ?",
    "cotation-banque-de-france-ficp-fcc",
    [["22 positions"]],
  ),
  fact(
    "fr-h15-floorplan-aged-demo",
    "fr",
    "floor plan concession : les VO et véhicules de démo qui traînent trop longtemps sur le parc, ça déclenche quoi côté remboursement ?",
    "financement-stocks-floor-plan",
    [["remboursements partiels progressifs", "curtailments"]],
  ),
  fact(
    "fr-h15-property-lease-publication",
    "fr",
    "crédit-bail immo : à partir de quelle durée de contrat faut-il le publier au service de la publicité foncière ?",
    "fiscalite-credit-bail-immobilier",
    [["douze ans"]],
  ),
  fact(
    "fr-h15-forborne-probation",
    "fr",
    "un dossier restructuré qui est reclassé sain, il garde le marquage forborne pendant combien de temps au minimum ?",
    "forbearance-client-difficulte",
    [["deux ans"]],
  ),
  fact(
    "fr-h15-retail-default-materiality",
    "fr",
    "pour compter les jours de retard du défaut chez les particuliers, le seuil de matérialité appliqué en France c'est quoi ?",
    "kpi-recouvrement-passage-perte",
    [["100 euros"], ["1 %"]],
  ),
  fact(
    "fr-h15-fleet-green-tax-2026",
    "fr",
    "grosse flotte pas assez électrifiée : la taxe incitative coûte combien par véhicule manquant en 2026 ?",
    "leasing-vehicules-electriques",
    [["4 000 €"]],
  ),
  fact(
    "fr-h15-loa-buyer-offer",
    "fr",
    "en LOA, un particulier résilié pour impayés peut présenter lui-même un acheteur pour la voiture ? il a combien de temps ?",
    "loa-particuliers",
    [["30 jours"]],
  ),
  fact(
    "fr-h15-reclaim-unpublished",
    "fr",
    "locataire en redressement judiciaire et mon contrat n'était pas publié : j'ai combien de temps pour revendiquer le matériel ?",
    "restitution-revendication-bien-loue",
    [["trois mois"], ["L624-9"]],
  ),
  fact(
    "fr-h15-rent-vat-chargeable-event",
    "fr",
    "TVA sur les loyers de leasing : elle devient exigible à quel moment par défaut, et le bailleur peut faire autrement ?",
    "tva-loyers-option-achat",
    [["encaissement"], ["débits"]],
  ),
  fact(
    "fr-h15-linked-credit-quick-delivery",
    "fr",
    "crédit affecté, le client veut être livré tout de suite : son délai pour se rétracter peut descendre jusqu'à combien ?",
    "reg-delai-retractation-credit",
    [["3 jours"], ["L312-47"]],
  ),
  fact(
    "fr-h15-orias-validity",
    "fr",
    "l'immatriculation orias d'un apporteur, elle vaut jusqu'à quelle date de l'année d'après ?",
    "reg-iobsp-orias",
    [["28 ou 29 février"]],
  ),
  fact(
    "fr-h15-complaint-ack-delay",
    "fr",
    "un client mécontent écrit au service clients : on doit lui accuser réception sous combien de jours ?",
    "reg-reclamations-mediation",
    [["10 jours ouvrables"]],
  ),
  fact(
    "fr-h15-portfolio-sale-dataroom",
    "fr",
    "vente d'un portefeuille de contrats à un autre bailleur : comment on partage les données clients avec les candidats sans violer le secret ?",
    "reg-secret-bancaire",
    [["data room limitée"], ["accès tracés"]],
  ),
  fact(
    "fr-h15-dora-threat-led-tests",
    "fr",
    "sous DORA, les plus grosses entités doivent faire quel genre de tests d'intrusion en plus du programme annuel ?",
    "dora-resilience-operationnelle",
    [["TLPT"]],
  ),
  fact(
    "fr-h15-week-slack",
    "fr",
    "quand je planifie ma semaine de mission, je laisse combien de marge pour les imprévus ?",
    "soft-gestion-temps-consultant",
    [["20 %"]],
  ),
  fact(
    "fr-h15-mesore-meaning",
    "fr",
    "le client parle de sa mesore pendant la négo du forfait, ça veut dire quoi ?",
    "negociation-raisonnee",
    [["meilleure solution de rechange"], ["BATNA"]],
  ),
  fact(
    "fr-h15-test-data-dates",
    "fr",
    "pour brouiller les données de recette sans casser la cohérence des échéanciers, on utilise quelle technique ?",
    "projet-donnees-test-anonymisation",
    [["Décalage des dates"]],
  ),
  fact(
    "fr-h15-rule-change-approver",
    "fr",
    "quand on modifie une règle dans l'outil de décision d'octroi, c'est qui qui donne le feu vert avant la mise en prod ?",
    "moteurs-decision-scoring",
    [["Comité de politique de crédit"]],
  ),
  fact(
    "fr-h15-alfa-dunning-floor",
    "fr",
    "dans alfa, en dessous de quel montant impayé aucune relance ne part, par défaut ?",
    "alfa-dunning-letters",
    [["15 €"]],
  ),
  fact(
    "fr-h15-alfa-am04-represent",
    "fr",
    "prélèvement rejeté pour compte pas assez approvisionné, Alfa le représente quand et combien de fois ?",
    "alfa-sepa-direct-debit",
    [["J+7"], ["une seule fois"]],
  ),
  fact(
    "fr-h15-alfa-night-window",
    "fr",
    "la plage horaire normale des traitements de nuit dans Alfa, c'est de quelle heure à quelle heure ?",
    "alfa-overnight-batch-chain",
    [["21 h à 5 h"]],
  ),
  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h15-factoring-charges",
    "fr",
    "mon client PME veut passer en factoring : qu'est-ce que le factor va lui facturer, quels postes de coût ?",
    "affacturage-mecanismes",
    [["Commission d'affacturage"], ["Commission de financement"], ["Frais annexes"], ["Fonds de garantie"]],
  ),
  list(
    "fr-h15-return-damage-kpis",
    "fr",
    "pour piloter les frais facturés aux clients quand ils rendent leurs voitures, quels indicateurs suivre ?",
    "remise-en-etat-usure-normale",
    [["Frais de remise en état facturés"], ["Taux de contestation"], ["Taux de recouvrement des factures"]],
  ),
  list(
    "fr-h15-rv-curve-adjustments",
    "fr",
    "une fois la courbe de VR par âge et kilométrage posée, on l'ajuste selon quels critères ?",
    "valeurs-residuelles-fixation",
    [
      ["la marque, le modèle"],
      ["options et équipements"],
      ["la couleur et la carrosserie"],
      ["remises accordées"],
    ],
  ),
  list(
    "fr-h15-dailly-slip-mentions",
    "fr",
    "je prépare un bordereau loi Dailly pour céder des factures, qu'est-ce qui doit obligatoirement y figurer ?",
    "reg-dailly-delais-paiement",
    [
      ["acte de cession de créances professionnelles"],
      ["L313-23 à L313-34"],
      ["établissement bénéficiaire"],
      ["désignation des créances"],
    ],
  ),
  list(
    "fr-h15-ad-forbidden-claims",
    "fr",
    "dans une campagne de pub pour du crédit conso, qu'est-ce qu'on n'a pas le droit de faire croire au client ?",
    "reg-publicite-credit-mentions",
    [
      ["améliore la situation financière"],
      ["facilité ou la rapidité"],
      ["peu d'effet sur la décision"],
      ["substitut à l'épargne"],
    ],
  ),
  list(
    "fr-h15-online-journey-dark-patterns",
    "fr",
    "parcours de souscription 100 % en ligne : quelles pratiques d'interface sont interdites pour pousser le client ?",
    "reg-vente-distance-services-financiers",
    [
      ["options pré-cochées"],
      ["refuser est plus difficile qu'accepter"],
      ["dernière chance"],
      ["Caractère commercial"],
    ],
  ),
  list(
    "fr-h15-enhanced-due-diligence",
    "fr",
    "KYC : dans quels cas je dois passer le client en vigilance renforcée ?",
    "lcb-ft-kyc",
    [["PPE"], ["pays à haut risque"], ["montage complexe"], ["opération inhabituelle"]],
  ),
  list(
    "fr-h15-remote-workshop-roles",
    "fr",
    "atelier en visio avec les équipes du client, comment on se répartit les casquettes côté animation ?",
    "soft-atelier-distance",
    [["Animateur"], ["Producteur"], ["Scribe"], ["Expert"]],
  ),
  list(
    "fr-h15-demo-fallback",
    "fr",
    "si l'appli plante en pleine démo devant le comité, qu'est-ce que j'aurais dû prévoir en secours ?",
    "soft-demo-logiciel",
    [["Captures d'écran"], ["Deuxième environnement"], ["Jeu de données de réserve"]],
  ),
  list(
    "fr-h15-hypercare-exit",
    "fr",
    "après la mise en prod, à quelles conditions on peut lever le dispositif d'assistance renforcée ?",
    "projet-hypercare",
    [
      ["Aucun incident bloquant"],
      ["clôture mensuelle réussie"],
      ["Stock de demandes"],
      ["connaissances transférées"],
    ],
  ),
  list(
    "fr-h15-migration-recon-checks",
    "fr",
    "après un run de migration test, je vérifie quoi pour réconcilier l'ancien et le nouveau système ?",
    "reprise-donnees-migration",
    [["Volumétrie"], ["Montants"], ["Échéanciers"], ["Comptabilité"], ["Échantillon"]],
  ),
  list(
    "fr-h15-alfa-grid-cell",
    "fr",
    "dans Alfa, pour chaque case d'une grille de prix, on renseigne quelles valeurs ?",
    "alfa-pricing-tables",
    [["taux client"], ["taux plancher"], ["commission apporteur"], ["subventions de taux"]],
  ),
  // ── French, to decline: outside the domain ──
  abstain(
    "fr-h15-jam-sugar",
    "fr",
    "pour une confiture de fraises qui se garde un an au placard, il faut quel taux de sucre ?",
  ),
  abstain(
    "fr-h15-watch-battery",
    "fr",
    "la batterie de ma montre Garmin ne tient plus la journée, je peux la faire changer où ?",
  ),
  abstain(
    "fr-h15-kayak-rental",
    "fr",
    "location de kayak dans les gorges de l'Ardèche : quelle durée prévoir pour une descente en famille ?",
  ),
  abstain(
    "fr-h15-school-option-medicine",
    "fr",
    "quelle option de spécialité mon fils doit prendre en terminale pour viser médecine ?",
  ),
  abstain(
    "fr-h15-lavender-harvest",
    "fr",
    "c'est à quelle période qu'on fait la récolte de la lavande sur le plateau de Valensole ?",
  ),
  abstain(
    "fr-h15-gr20-daily-km",
    "fr",
    "sur le GR20 en Corse, on fait combien de kilomètres par jour en moyenne ?",
  ),
  abstain("fr-h15-rugby-try", "fr", "au rugby, un essai transformé ça rapporte combien de points au score ?"),
  abstain("fr-h15-school-mediator", "fr", "comment devenir médiateur scolaire dans un collège public ?"),
  // ── French, to decline: looks like the domain, but the knowledge cannot answer ──
  abstain(
    "fr-h15-italy-lease-vat",
    "fr",
    "quel taux de TVA l'Italie applique sur les loyers d'un leasing auto pour un particulier ?",
  ),
  abstain(
    "fr-h15-named-lessor-rv",
    "fr",
    "quelle valeur résiduelle Arval retient pour une Peugeot 208 en LLD sur 48 mois et 40 000 km ?",
  ),
  abstain("fr-h15-malus-2029", "fr", "le malus CO2 maximum à l'immatriculation sera de combien en 2029 ?"),
  abstain(
    "fr-h15-named-dpo-phone",
    "fr",
    "qui est le DPO de Cofidis et c'est quoi son numéro de téléphone direct ?",
  ),
  abstain(
    "fr-h15-firm-alfa-certified",
    "fr",
    "combien de consultants Praxis sont certifiés sur Alfa à ce jour ?",
  ),
  abstain(
    "fr-h15-vendor-licence-price",
    "fr",
    "combien coûte la licence Cassiopae par utilisateur et par an pour une société de financement ?",
  ),
  abstain(
    "fr-h15-client-broken-promises",
    "fr",
    "combien de promesses de paiement non tenues il y a eu le mois dernier dans l'Alfa de notre client ?",
  ),
  // ── English, in the domain: facts ──
  fact(
    "en-h15-rent-advance-example",
    "en",
    "€100k of kit, 60 monthly rents paid at the start of each month, 6% a year, €2k residual: what monthly rent does that give?",
    "calcul-loyer-leasing",
    [["1,895.14"]],
  ),
  fact(
    "en-h15-lessor-latent-reserve",
    "en",
    "in the lessor's notes, what do you call the gap between the financial outstanding and the book value of the leased assets?",
    "comptabilite-credit-bail-bailleur",
    [["latent reserve"]],
  ),
  fact(
    "en-h15-hire-purchase-ownership",
    "en",
    "with hire purchase, when exactly does the customer end up owning the asset?",
    "credit-affecte-location-vente",
    [["last rent"], ["no option to exercise"]],
  ),
  fact(
    "en-h15-revolving-drawing-term",
    "en",
    "revolving credit: how long at most to pay back each drawdown, for a small limit and for a bigger one?",
    "credit-renouvelable",
    [["36 months"], ["60 months"]],
  ),
  fact(
    "en-h15-car-addback-ceiling",
    "en",
    "leased company car emitting 130 g CO2: above which price does the rent stop being fully tax deductible?",
    "fiscalite-preneur-loyers-reintegration",
    [["€18,300", "18,300"]],
  ),
  fact(
    "en-h15-fine-driver-naming",
    "en",
    "speeding ticket on a company car on contract hire: how long does the company have to name the driver?",
    "lld-entreprises-services",
    [["45 days"]],
  ),
  fact(
    "en-h15-total-loss-owner-reply",
    "en",
    "the insurer wants to write off a leased car that's too costly to repair: how long does the lessor, as owner, have to answer?",
    "sinistre-vol-destruction-leasing",
    [["30 days"]],
  ),
  fact(
    "en-h15-admissibility-challenge",
    "en",
    "we disagree with the commission declaring a customer's over-indebtedness file admissible: deadline to challenge it?",
    "surendettement-procedure",
    [["15 days"]],
  ),
  fact(
    "en-h15-apr-with-fee",
    "en",
    "€10k personal loan over 4 yrs at 6% with a €150 arrangement fee, what APR comes out in the worked example?",
    "taeg-calcul-composantes",
    [["6.99%"]],
  ),
  fact(
    "en-h15-interdependence-ruling",
    "en",
    "when did the French supreme court rule that the rental and the supplier's service contract stand or fall together?",
    "location-financiere-risques",
    [["17 May 2013"]],
  ),
  fact(
    "en-h15-psi-threshold",
    "en",
    "scorecard monitoring: past what PSI value do we call the applicant population unstable?",
    "scoring-octroi-particuliers",
    [["0.25"]],
  ),
  fact(
    "en-h15-alfa-payment-holiday",
    "en",
    "quoting in Alfa, how long can a payment holiday run at most?",
    "alfa-irregular-schedules",
    [["6 months"]],
  ),
  fact(
    "en-h15-conservation-buffer-leverage",
    "en",
    "on top of the 8% total capital, how big is the conservation buffer, and what's the floor on the leverage ratio?",
    "bale-3-crr3",
    [["2.5%"], ["3%"]],
  ),
  fact(
    "en-h15-stage2-backstop",
    "en",
    "IFRS 9: at how many days late is a significant increase in credit risk presumed?",
    "ifrs9-provisionnement",
    [["more than 30 days past due"]],
  ),
  fact(
    "en-h15-usury-business-loans",
    "en",
    "when we lend to a company, does the usury ceiling still apply to anything?",
    "reg-credit-professionnels-leasing",
    [["overdrafts"], ["L313-5-1"]],
  ),
  fact(
    "en-h15-summary-note-shape",
    "en",
    "writing a memo for the exec board: how many supporting points max, and how long should it be?",
    "note-synthese-pyramide",
    [["Three key arguments"], ["two pages"]],
  ),
  fact(
    "en-h15-chart-part-of-whole",
    "en",
    "what chart should I use instead of a pie to show each share of a total in my deck?",
    "soft-storytelling-donnees",
    [["100% stacked bar"]],
  ),
  fact(
    "en-h15-committee-cadence",
    "en",
    "how often should the steerco meet, and the strategic committee above it?",
    "gouvernance-raci",
    [["Monthly"], ["Quarterly"]],
  ),
  fact(
    "en-h15-spi-cpi-formulas",
    "en",
    "earned value on my project: how do I work out the schedule and cost performance indices?",
    "projet-indicateurs-reporting",
    [["earned value divided by planned value"], ["earned value divided by actual cost"]],
  ),
  fact(
    "en-h15-fleet-package-name",
    "en",
    "which package is given as an example of a dedicated fleet management and contract hire tool?",
    "panorama-progiciels-leasing",
    [["Miles"]],
  ),
  fact(
    "en-h15-alfa-promise-grace",
    "en",
    "in Alfa, after a collector logs a promise to pay, when do reminders start again if nothing comes in?",
    "alfa-promise-to-pay",
    [["3-day grace period"]],
  ),
  fact(
    "en-h15-alfa-dormant-accounts",
    "en",
    "alfa user who hasn't logged on in ages: after how many days is the account switched off?",
    "alfa-user-roles-permissions",
    [["90 days"]],
  ),
  // ── English, in the domain: lists and procedures ──
  list(
    "en-h15-drawdown-documents",
    "en",
    "what do I need in the file before we pay out on a new lease?",
    "dossier-credit-checklist",
    [
      ["Signed contract"],
      ["Delivery certificate"],
      ["SEPA direct debit mandate"],
      ["Certificate of insurance"],
      ["Security perfected"],
    ],
  ),
  list(
    "en-h15-resale-outlets",
    "en",
    "where can we sell returned vehicles at the end of the lease, what are the outlets?",
    "remarketing-fin-de-contrat",
    [
      ["Sale to the lessee"],
      ["Manufacturer's network"],
      ["Trade auctions"],
      ["Traders and dealers"],
      ["Direct sale to private buyers"],
      ["Export"],
    ],
  ),
  list(
    "en-h15-payment-warning-signs",
    "en",
    "which payment habits should get a customer onto our watch list?",
    "signaux-alerte-precoce",
    [
      ["Rejected direct debits"],
      ["Recurring delays"],
      ["defer an instalment"],
      ["maximum use of short-term facilities"],
      ["insurance claims"],
    ],
  ),
  list(
    "en-h15-rate-components",
    "en",
    "how is the customer rate on a deal built up, piece by piece?",
    "tarification-marge-cout-risque",
    [
      ["Funding cost"],
      ["Cost of risk"],
      ["Operating costs"],
      ["Origination costs"],
      ["Return on capital"],
      ["Commercial margin"],
    ],
  ),
  list(
    "en-h15-rv-risk-mitigants",
    "en",
    "how can a lessor protect itself against used car prices falling before the cars come back?",
    "valeurs-residuelles-risque-provision",
    [
      ["Buy-back commitments"],
      ["Residual value insurance"],
      ["Prudent values"],
      ["Diversification"],
      ["early resale"],
    ],
  ),
  list(
    "en-h15-collateral-valuation",
    "en",
    "how do I put a value on a pledge over machinery in my credit paper?",
    "garanties-et-suretes",
    [["market value"], ["haircut"], ["ranking of the security"], ["Revalue periodically"]],
  ),
  list(
    "en-h15-ccd2-new-scope",
    "en",
    "which kinds of credit that used to be out of scope does CCD2 now catch?",
    "reg-ccd2-transposition-calendrier",
    [["Interest-free and fee-free"], ["below €200"], ["less than three months"], ["€75,000 to €100,000"]],
  ),
  list(
    "en-h15-interview-question-order",
    "en",
    "discovery interview with the back office: in what order should I pitch my questions?",
    "ecoute-active-entretien",
    [["Broad questions"], ["Targeted questions"], ["Closed questions"], ["Final question"]],
  ),
  list(
    "en-h15-desc-limits",
    "en",
    "client keeps pushing impossible deadlines on us: how does the DESC method go to set limits?",
    "soft-gerer-client-difficile",
    [["Describe"], ["Express"], ["Specify"], ["Consequences"]],
  ),
  list(
    "en-h15-defect-statuses",
    "en",
    "what statuses does a bug go through in UAT, from logging to the end?",
    "gestion-anomalies-recette",
    [["New"], ["Qualified"], ["Assigned"], ["Fixed and delivered"], ["Retested"], ["Closed"]],
  ),
  list(
    "en-h15-alfa-batch-project-topics",
    "en",
    "scoping the Alfa overnight processing on a project: which topics should I raise with the client's IT?",
    "alfa-batch-fin-de-journee",
    [["Batch window"], ["Dependencies"], ["Scheduling"], ["Monitoring"]],
  ),
  list(
    "en-h15-alfa-payoff-parts",
    "en",
    "customer wants out of his lease early: what goes into the payoff amount Alfa quotes?",
    "alfa-settlement-figure-calculation",
    [["Arrears"], ["Outstanding principal"], ["Termination fee"], ["purchase option"], ["VAT"]],
  ),
  list(
    "en-h15-alfa-receipt-order",
    "en",
    "a transfer comes in that doesn't cover everything: in what order does Alfa apply it by default?",
    "alfa-payment-allocation",
    [
      ["collection and return fees"],
      ["late-payment interest"],
      ["insurance premiums"],
      ["rentals and instalments"],
      ["customer credit"],
    ],
  ),
  // ── English, to decline: outside the domain ──
  abstain(
    "en-h15-library-grace",
    "en",
    "our local library has a grace period on overdue books: how many days before the late fees kick in?",
  ),
  abstain("en-h15-tap-water-chlorine", "en", "what residual chlorine level is considered safe in tap water?"),
  abstain("en-h15-robot-vacuum-schedule", "en", "how do I change the cleaning schedule on my Roomba?"),
  abstain(
    "en-h15-cycling-mountain-stage",
    "en",
    "which stage of this year's Tour de France has the most climbing?",
  ),
  abstain("en-h15-ham-radio-register", "en", "how do I register for an amateur radio call sign in the US?"),
  abstain("en-h15-touchdown-points", "en", "how many points is a touchdown worth in American football?"),
  abstain("en-h15-playlist-transfer", "en", "how can I transfer my Spotify playlists over to Apple Music?"),
  // ── English, to decline: looks like the domain, but the knowledge cannot answer ──
  abstain(
    "en-h15-dutch-lease-withdrawal",
    "en",
    "what are the Dutch rules for withdrawing from a consumer car lease?",
  ),
  abstain("en-h15-euribor-today", "en", "what's the 3-month Euribor fixing this morning?"),
  abstain(
    "en-h15-named-lessor-alerts",
    "en",
    "how many early warning alerts did BNP Paribas Leasing Solutions raise last quarter?",
  ),
  abstain(
    "en-h15-acpr-2027-priorities",
    "en",
    "what will the ACPR's inspection priorities for consumer credit be in 2027?",
  ),
  abstain("en-h15-package-ifrs17", "en", "which release of Linedata Ekip360 added native IFRS 17 support?"),
  abstain(
    "en-h15-named-compliance-head",
    "en",
    "who's the current head of compliance at Franfinance and what's her email?",
  ),
  abstain(
    "en-h15-firm-hours-billed",
    "en",
    "how many hours did our team bill on the Alfa migration last month?",
  ),
  abstain(
    "en-h15-sme-loan-margin-today",
    "en",
    "what margin are banks charging right now on a 7-year equipment loan to an SME?",
  ),
];
