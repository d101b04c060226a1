import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The twelfth held-out set: questions written on 29 November 2026 from the text of the articles and the Alfa
 * passages only, blind: without reading the engine nor running the assistant on them, in the way a
 * consultant types them (short or in context, everyday words rather than the articles' own, an abbreviation
 * or a misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an
 * article, with a few plain questions among them:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (adjusting a bicycle
 * derailleur, a monstera's yellowing leaves, proofing a sourdough country loaf, the price of a ski pass, a
 * cat's health check-up at the vet, the serving temperature of a crémant, a refund for a train ticket
 * cancelled by a strike, a move in the Ruy Lopez chess opening, the default web browser of a computer,
 * storing a vinyl record collection, exporting a 3D asset between game tools, the rent of a community
 * garden allotment, keeping one's balance in a yoga pose, scoring a spare at ten-pin bowling, the ankle
 * support of hiking boots), half that look like the domain but that the knowledge cannot answer (the rent
 * cap of the next social leasing round and lessors' losses on used electric cars next year, Moroccan and
 * Quebec consumer rules, one named lessor's refusals, one named garage's Banque de France rating, one named
 * customer's contract arrears and one named client's supervisory findings, the firm's own day rate and a
 * consultant's leave balance, today's auction price of a used electric car, last month's over-indebtedness
 * filings and a recent month's FICP registrations, a UK regulator's motor finance redress total, a named
 * captive's rate changes next month).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * Rules: the engine is never tuned on these questions' words; do not edit them once measured, do not tune
 * a weight or a threshold on them alone, and do not change the knowledge base to make them pass (fixing a
 * real error in an article is fine). A question that fails here is a finding to classify by mechanism,
 * not a question to rewrite.
 */
export const heldOut12Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h12-interest-burden-ebitda",
    "fr",
    "PME dont les frais financiers mangent une grosse part de l'EBE : à partir de quel pourcentage je dois m'inquiéter ?",
    "ratios-pme-seuils",
    [["25 à 30 %"]],
  ),
  fact(
    "fr-h12-hcsf-flex-share",
    "fr",
    "le plafond HCSF à 35 % en immo, les banques ont le droit de passer au-dessus sur quelle part de leur prod ?",
    "budget-particulier-reste-a-vivre",
    [["20 % de la production trimestrielle"]],
  ),
  fact(
    "fr-h12-bdf-scale-steps",
    "fr",
    "la cote de crédit banque de france, elle a combien de crans depuis la refonte ?",
    "cotation-banque-de-france-ficp-fcc",
    [["22 positions"]],
  ),
  fact(
    "fr-h12-ficp-no-instalments",
    "fr",
    "un particulier avec un découvert sans échéancier, il est fiché au FICP à partir de quel montant impayé et au bout de combien de temps ?",
    "cotation-banque-de-france-ficp-fcc",
    [["500 euros"], ["60 jours"]],
  ),
  fact(
    "fr-h12-kbis-age",
    "fr",
    "le kbis fourni par la société date de 4 mois, c'est bon pour monter le dossier ?",
    "dossier-credit-checklist",
    [["moins de trois mois"]],
  ),
  fact(
    "fr-h12-operating-rental-length",
    "fr",
    "une loc financière de photocopieurs, ça part en général sur quelle durée ?",
    "location-financiere-risques",
    [["21 à 63 mois"]],
  ),
  fact(
    "fr-h12-dealer-sells-unpaid",
    "fr",
    "le concessionnaire vend une voiture du stock financé et garde l'argent sans rembourser, comment on appelle ce risque ?",
    "financement-stocks-floor-plan",
    [["sold out of trust"]],
  ),
  fact(
    "fr-h12-revolving-draw-max-term",
    "fr",
    "réserve revolving de 2500 €, chaque tirage doit être remboursé en combien de mois maxi ?",
    "credit-renouvelable",
    [["36 mois"]],
  ),
  fact(
    "fr-h12-leaseback-consolidated-gain",
    "fr",
    "lease back d'un entrepôt : en conso aux normes françaises, la plus-value de la vente on la garde dans les comptes ?",
    "cession-bail-leaseback",
    [["2020-01"], ["éliminée"]],
  ),
  fact(
    "fr-h12-frozen-owner-subsidiary",
    "fr",
    "une boîte détenue à 60 % par une personne inscrite au registre des gels, on la traite comment ?",
    "reg-sanctions-gel-avoirs",
    [["contrôlée"], ["50 %"]],
  ),
  fact(
    "fr-h12-complaint-ack-delay",
    "fr",
    "un client nous écrit pour se plaindre, on a combien de temps pour lui confirmer qu'on a reçu son mail ?",
    "reg-reclamations-mediation",
    [["10 jours ouvrables"]],
  ),
  fact(
    "fr-h12-ombudsman-opinion-delay",
    "fr",
    "le médiateur a reçu tout le dossier du client, il doit rendre son avis sous quel délai ?",
    "reg-reclamations-mediation",
    [["90 jours"]],
  ),
  fact(
    "fr-h12-bank-secrecy-penalty",
    "fr",
    "un salarié qui refile des infos clients à un tiers sans raison, il risque quoi au pénal ?",
    "reg-secret-bancaire",
    [["un an d'emprisonnement"], ["15 000 €"]],
  ),
  fact(
    "fr-h12-afa-fine-company",
    "fr",
    "si l'agence anticorruption épingle notre client, l'amende max pour la société elle-même c'est combien ?",
    "reg-sapin2-anticorruption",
    [["1 million d'euros"]],
  ),
  fact(
    "fr-h12-pomodoro-length",
    "fr",
    "la technique pomodoro pour attaquer une tâche que je repousse, c'est combien de minutes de boulot d'affilée ?",
    "soft-gestion-temps-consultant",
    [["25 minutes"]],
  ),
  fact(
    "fr-h12-feedback-how-many-points",
    "fr",
    "quand je fais un retour à un junior sur sa prez, je peux aborder combien de sujets d'un coup ?",
    "feedback-sbi",
    [["un ou deux points"]],
  ),
  fact(
    "fr-h12-change-moves-golive",
    "fr",
    "une nouvelle demande du métier ferait glisser la date de démarrage, qui a le dernier mot ?",
    "projet-demandes-changement",
    [["comité de pilotage"]],
  ),
  fact(
    "fr-h12-rfp-functional-weight",
    "fr",
    "dans la grille de notation des éditeurs pour l'appel d'offres, la couverture fonctionnelle compte pour combien ?",
    "selection-progiciel-rfp",
    [["35 %"]],
  ),
  fact(
    "fr-h12-am04-represent",
    "fr",
    "prélèvement revenu en AM04 (pas de provision), alfa le représente quand ?",
    "alfa-sepa-direct-debit",
    [["J+7"]],
  ),
  fact(
    "fr-h12-speeding-ticket-driver",
    "fr",
    "on reçoit un avis de contravention pour une voiture en LLD, on a combien de temps pour donner le nom du conducteur ?",
    "alfa-vehicle-registration-fines",
    [["45 jours"]],
  ),
  fact(
    "fr-h12-bat030-setting",
    "fr",
    "BAT-030 ce matin, la chaîne de nuit a débordé : je modifie quel paramètre ?",
    "alfa-batch-monitoring-restart",
    [["BATCH_THREADS"]],
  ),
  fact(
    "fr-h12-dormant-account",
    "fr",
    "un utilisateur alfa qui ne s'est pas connecté depuis 3 mois, il arrive quoi à son compte ?",
    "alfa-user-roles-permissions",
    [["90 jours"], ["désactivés"]],
  ),
  fact(
    "fr-h12-payment-holiday-max",
    "fr",
    "sur une cotation je peux mettre combien de mois sans loyer au début au maximum ?",
    "alfa-irregular-schedules",
    [["6 mois"]],
  ),

  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h12-household-budget-inputs",
    "fr",
    "pour étudier le budget d'un ménage qui demande un prêt, je récupère quelles infos ?",
    "budget-particulier-reste-a-vivre",
    [["Revenus réguliers"], ["Charges fixes"], ["Composition du foyer"], ["Stabilité"]],
  ),
  list(
    "fr-h12-cheque-file-content",
    "fr",
    "le fichier des chèques de la banque de france, on y trouve quoi exactement ?",
    "cotation-banque-de-france-ficp-fcc",
    [["incidents de paiement par chèque"], ["interdictions judiciaires"], ["retrait de carte bancaire"]],
  ),
  list(
    "fr-h12-committee-outcomes",
    "fr",
    "au comité crédit, quelles issues possibles pour un dossier présenté ?",
    "comite-credit-delegations",
    [["accord"], ["accord sous conditions"], ["ajournement"], ["refus"]],
  ),
  list(
    "fr-h12-payment-red-flags",
    "fr",
    "côté règlements, quels comportements d'un client doivent me mettre la puce à l'oreille ?",
    "signaux-alerte-precoce",
    [
      ["Rejets de prélèvement"],
      ["Retards récurrents"],
      ["report d'échéance"],
      ["Utilisation maximale et permanente"],
      ["Sinistres à répétition"],
    ],
  ),
  list(
    "fr-h12-screening-hit-steps",
    "fr",
    "le filtrage sort un nom proche d'une personne sous sanctions, je fais quoi étape par étape ?",
    "reg-sanctions-gel-avoirs",
    [
      ["homonymies"],
      ["geler les fonds"],
      ["direction générale du Trésor"],
      ["autorisation délivrée par l'autorité compétente"],
      ["Documenter chaque étape"],
    ],
  ),
  list(
    "fr-h12-broker-registration-types",
    "fr",
    "un apporteur qui s'inscrit à l'orias, il peut choisir entre quels statuts ?",
    "reg-iobsp-orias",
    [["Courtier"], ["Mandataire exclusif"], ["Mandataire non exclusif"], ["Mandataire d'intermédiaire"]],
  ),
  list(
    "fr-h12-remote-workshop-roles",
    "fr",
    "atelier en visio avec le client demain, on se répartit quels rôles entre nous ?",
    "soft-atelier-distance",
    [["Animateur"], ["Producteur"], ["Scribe"], ["Expert"]],
  ),
  list(
    "fr-h12-leave-hypercare",
    "fr",
    "après le démarrage, à quelles conditions on peut arrêter le support renforcé et passer en run ?",
    "projet-hypercare",
    [
      ["Aucun incident bloquant"],
      ["clôture mensuelle réussie"],
      ["Stock de demandes"],
      ["connaissances transférées"],
    ],
  ),
  list(
    "fr-h12-upgrade-gap-classes",
    "fr",
    "tests de non reg après la nouvelle version : un résultat qui change, je le range dans quelles catégories ?",
    "montee-version-non-regression",
    [["attendu"], ["anomalie éditeur"], ["anomalie de paramétrage"]],
  ),
  list(
    "fr-h12-truck-recovery-steps",
    "fr",
    "on doit aller rechercher un camion chez un client défaillant, ça se déroule comment dans alfa ?",
    "alfa-repossession",
    [["commissaire de justice"], ["injonction"], ["procès-verbal"], ["remarketing"], ["vente aux enchères"]],
  ),
  list(
    "fr-h12-insurance-proof-chasing",
    "fr",
    "le client assure lui-même le matériel et son attestation va expirer : alfa relance quand et comment ?",
    "alfa-insurance-certificate-tracking",
    [["J-30"], ["J+0"], ["J+15"]],
  ),
  list(
    "fr-h12-pro-reminder-calendar",
    "fr",
    "calendrier des relances d'impayés pour un client pro dans alfa ?",
    "alfa-dunning-letters",
    [["J+5"], ["J+15"], ["J+30"], ["J+45"]],
  ),

  // ── French, must decline ──
  abstain(
    "fr-h12-bike-derailleur",
    "fr",
    "ma chaîne de vélo saute entre deux pignons, comment je règle le dérailleur arrière ?",
  ),
  abstain(
    "fr-h12-monstera-leaves",
    "fr",
    "mon monstera a des feuilles qui jaunissent, je l'arrose trop ou pas assez ?",
  ),
  abstain(
    "fr-h12-sourdough-proof",
    "fr",
    "pain de campagne au levain avec un taux d'hydratation de 70 %, combien de temps de pointage ?",
  ),
  abstain(
    "fr-h12-ski-pass-price",
    "fr",
    "un forfait de ski 6 jours à Val Thorens, ça coûte combien cette saison ?",
  ),
  abstain(
    "fr-h12-cat-checkup",
    "fr",
    "à quel âge faut-il faire un bilan de santé complet à mon chat chez le véto ?",
  ),
  abstain("fr-h12-cremant-temperature", "fr", "un crémant d'Alsace, on le sert à quelle température ?"),
  abstain(
    "fr-h12-train-refund",
    "fr",
    "mon TGV a été annulé pour cause de grève, comment je me fais rembourser le billet ?",
  ),
  abstain(
    "fr-h12-ruy-lopez",
    "fr",
    "aux échecs, dans la partie espagnole, pourquoi les noirs jouent a6 au troisième coup ?",
  ),
  abstain(
    "fr-h12-named-garage-rating",
    "fr",
    "la SARL Garage Dubreuil, elle a quelle cote Banque de France en ce moment ?",
  ),
  abstain(
    "fr-h12-morocco-cost-cap",
    "fr",
    "au Maroc, quel est le taux maximum autorisé pour un crédit à la consommation ?",
  ),
  abstain(
    "fr-h12-named-lessor-refusals",
    "fr",
    "combien de demandes de location financière Locam a refusées l'an dernier ?",
  ),
  abstain(
    "fr-h12-named-contract-arrears",
    "fr",
    "le contrat LLD-2025-00417 des Transports Morel, ils sont à jour de leurs loyers ?",
  ),
  abstain(
    "fr-h12-firm-day-rate",
    "fr",
    "notre cabinet facture combien la journée d'un consultant senior Alfa chez les clients ?",
  ),
  abstain(
    "fr-h12-social-leasing-2027",
    "fr",
    "la prochaine vague du leasing social électrique en 2027, le loyer max sera de combien ?",
  ),
  abstain(
    "fr-h12-overindebtedness-last-month",
    "fr",
    "combien de dossiers de surendettement ont été déposés à la Banque de France le mois dernier ?",
  ),

  // ── English, in the domain: facts ──
  fact(
    "en-h12-fleet-ev-tax-2026",
    "en",
    "a firm with 150 company cars isn't buying enough EVs, what's the charge per missing low-emission car in 2026?",
    "leasing-vehicules-electriques",
    [["€4,000"]],
  ),
  fact(
    "en-h12-retail-materiality",
    "en",
    "retail obligors in France: what materiality threshold counts for the days-past-due default?",
    "kpi-recouvrement-passage-perte",
    [["100 euros"], ["1%"]],
  ),
  fact(
    "en-h12-performing-forborne-probation",
    "en",
    "we rescheduled a loan that's still performing, how long does the forborne flag have to stay?",
    "forbearance-client-difficulte",
    [["at least two years"]],
  ),
  fact(
    "en-h12-theft-notice-minimum",
    "en",
    "leased van stolen over the weekend, what's the shortest deadline an insurance policy can give to report it?",
    "sinistre-vol-destruction-leasing",
    [["two working days"]],
  ),
  fact(
    "en-h12-weight-malus-threshold",
    "en",
    "at what kerb weight does the heavy car registration penalty start these days?",
    "taxes-vehicules-societe",
    [["1.6 tonnes"]],
  ),
  fact(
    "en-h12-tyre-wear-normal",
    "en",
    "tyres on a returned car, down to what tread depth is it still normal wear?",
    "remise-en-etat-usure-normale",
    [["1.6 mm"]],
  ),
  fact(
    "en-h12-immediate-delivery-cooling-off",
    "en",
    "buyer wants the sofa delivered straight away with point of sale credit, how short can the withdrawal window get?",
    "reg-delai-retractation-credit",
    [["3 days"]],
  ),
  fact(
    "en-h12-late-invoice-flat-fee",
    "en",
    "B2B invoice paid late, is there a fixed amount we can add on top for collection costs?",
    "reg-dailly-delais-paiement",
    [["€40"]],
  ),
  fact(
    "en-h12-taxonomy-car-co2",
    "en",
    "for a car loan to count as green under the EU taxonomy up to end 2025, what CO2 cap applied?",
    "reg-esg-sfdr-gar-leasing",
    [["50 g"]],
  ),
  fact(
    "en-h12-ict-incident-first-notice",
    "en",
    "our hosting went down and it's been classed a major ICT incident, when is the first notice to the supervisor due?",
    "dora-resilience-operationnelle",
    [["4 hours"], ["24 hours"]],
  ),
  fact(
    "en-h12-distance-rules-start",
    "en",
    "the revamped rules for selling credit products online or by phone, from which date do they apply here?",
    "reg-vente-distance-services-financiers",
    [["19 June 2026"]],
  ),
  fact(
    "en-h12-chart-share-of-total",
    "en",
    "which chart should I use in the steerco deck to show how a total splits into parts?",
    "soft-storytelling-donnees",
    [["100% stacked bar"]],
  ),
  fact("en-h12-batna-french", "en", "what's the french acronym for BATNA?", "negociation-raisonnee", [
    ["MESORE"],
  ]),
  fact(
    "en-h12-watermelon-status",
    "en",
    "my manager says our project reporting is a 'watermelon', what does he mean?",
    "projet-indicateurs-reporting",
    [["green on the outside"]],
  ),
  fact(
    "en-h12-trial-new-cutoff",
    "en",
    "how do we try a new credit policy rule on only part of the applications before using it for all?",
    "moteurs-decision-scoring",
    [["champion / challenger", "challenger"]],
  ),
  fact(
    "en-h12-retry-no-duplicate",
    "en",
    "the portal resends a create call to Alfa after a timeout, what keeps it from being created twice?",
    "alfa-integration-api",
    [["correlation key", "idempotent"]],
  ),
  fact(
    "en-h12-failed-night-run",
    "en",
    "the end of day chain crashed halfway, can I just launch it again right away?",
    "alfa-batch-fin-de-journee",
    [["Never rerun", "identified the cause"]],
  ),
  fact(
    "en-h12-invoice-po-tolerance",
    "en",
    "dealer's invoice is a few cents off the purchase order, how much gap does Alfa accept?",
    "alfa-supplier-payment",
    [["€1"]],
  ),
  fact(
    "en-h12-receivership-claim-deadline",
    "en",
    "customer just went into receivership, by when must our claim reach the creditors' rep?",
    "alfa-insolvency-write-off",
    [["two months"]],
  ),
  fact(
    "en-h12-return-damage-dispute",
    "en",
    "once the van is back and inspected, how long can the customer challenge the damage bill before we invoice?",
    "alfa-asset-return-inspection",
    [["15-day", "RETURN_DISPUTE_DAYS"]],
  ),
  fact(
    "en-h12-grid-not-live",
    "en",
    "I imported a new rate grid from Excel in Alfa, why can't dealers use it yet?",
    "alfa-pricing-tables",
    [["second user"]],
  ),
  fact(
    "en-h12-quote-409",
    "en",
    "dealer portal gets a 409 when it submits an old quote, what's the reason?",
    "alfa-rest-api-quotes",
    [["30 days"]],
  ),

  // ── English, in the domain: lists and procedures ──
  list(
    "en-h12-ev-rv-uncertainty",
    "en",
    "why is it so hard to call the resale value of an electric car at the end of a lease?",
    "leasing-vehicules-electriques",
    [["technological progress"], ["Price cuts on new vehicles"], ["public incentives"], ["resale history"]],
  ),
  list(
    "en-h12-collections-flow-kpis",
    "en",
    "which flow metrics should go on the arrears dashboard?",
    "kpi-recouvrement-passage-perte",
    [["Roll rate"], ["Cure rate"], ["Arrears entry rate"], ["Vintage analysis"]],
  ),
  list(
    "en-h12-car-handback-steps",
    "en",
    "walk me through how a car is handed back at the end of the lease, from before the date to the bill",
    "remise-en-etat-usure-normale",
    [
      ["Pre-inspection"],
      ["Return report"],
      ["independent expert"],
      ["Detailed invoice"],
      ["second inspection"],
    ],
  ),
  list(
    "en-h12-ad-banned-claims",
    "en",
    "what are we not allowed to suggest in a personal loan advert?",
    "reg-publicite-credit-mentions",
    [
      ["improves the financial situation"],
      ["easy or fast"],
      ["little effect on the decision"],
      ["substitute for savings"],
    ],
  ),
  list(
    "en-h12-bought-scorecard-duties",
    "en",
    "we buy our scoring model from a vendor, what do we still have to do ourselves under the EU AI regulation?",
    "ai-act-scoring-credit",
    [
      ["instructions for use"],
      ["human oversight"],
      ["keep the logs"],
      ["fundamental rights impact assessment"],
      ["Inform the persons concerned"],
    ],
  ),
  list(
    "en-h12-dark-patterns",
    "en",
    "for our online loan journey, which screen design tricks are now off limits?",
    "reg-vente-distance-services-financiers",
    [["pre-ticked options"], ["refusing is harder than accepting"], ["last chance"], ["commercial nature"]],
  ),
  list(
    "en-h12-mail-to-busy-director",
    "en",
    "how do I lay out a mail to a swamped ops director so that I actually get a reply?",
    "soft-email-client-reponse",
    [["subject line"], ["request"], ["context"], ["What happens next"]],
  ),
  list(
    "en-h12-interview-question-order",
    "en",
    "in what order should I ask things during a first interview with the business users?",
    "ecoute-active-entretien",
    [["Broad questions"], ["Targeted questions"], ["Closed questions"], ["Final question"]],
  ),
  list(
    "en-h12-cutover-dry-runs",
    "en",
    "what kinds of cutover dry runs should we schedule before the big weekend?",
    "projet-repetition-bascule",
    [["Technical rehearsal"], ["Dress rehearsal"], ["Final rehearsal"]],
  ),
  list(
    "en-h12-risk-treatments",
    "en",
    "what can we do about a risk once it's logged, what are the options?",
    "registre-risques-projet",
    [["Avoid"], ["Reduce"], ["Transfer"], ["Accept"]],
  ),
  list(
    "en-h12-vendor-meeting-cadence",
    "en",
    "which meetings should we hold with the integrator and the hosting firm, and how often?",
    "projet-pilotage-fournisseurs-sla",
    [["Operational"], ["every week"], ["Tactical"], ["every month"], ["Strategic"], ["every quarter"]],
  ),
  list(
    "en-h12-part-payoff-options",
    "en",
    "customer pays off a chunk of the balance, what recalculation choices do I get in Alfa?",
    "alfa-partial-prepayment",
    [["Reduce the term"], ["Reduce the instalment"], ["Apply to the balloon"]],
  ),
  list(
    "en-h12-cash-application-order",
    "en",
    "when money comes in from a customer, in which order does Alfa use it to settle what's open?",
    "alfa-payment-allocation",
    [
      ["collection and return fees"],
      ["late-payment interest"],
      ["insurance premiums"],
      ["rentals and instalments"],
    ],
  ),

  // ── English, must decline ──
  abstain("en-h12-default-browser", "en", "how do I change the default browser on my Windows 11 laptop?"),
  abstain(
    "en-h12-vinyl-collection",
    "en",
    "what's the best way to store my vinyl record collection so the discs don't warp?",
  ),
  abstain(
    "en-h12-blender-asset",
    "en",
    "how do I export a 3D asset from Blender to Unity without losing the textures?",
  ),
  abstain(
    "en-h12-allotment-rent",
    "en",
    "how much rent do councils usually charge for a community garden allotment?",
  ),
  abstain("en-h12-yoga-balance", "en", "any tips to keep my balance in the yoga tree pose?"),
  abstain("en-h12-bowling-spare", "en", "how does the scoring work in ten-pin bowling when you get a spare?"),
  abstain("en-h12-hiking-boots", "en", "which hiking boots give the best ankle support on rocky trails?"),
  abstain(
    "en-h12-ev-resale-loss-2027",
    "en",
    "what loss rate will French lessors make on used EV resales in 2027?",
  ),
  abstain(
    "en-h12-quebec-car-lease",
    "en",
    "under Quebec consumer law, how long is the cooling-off period on a car lease?",
  ),
  abstain(
    "en-h12-consultant-leave",
    "en",
    "how many days of paid leave do I have left this year at the firm?",
  ),
  abstain(
    "en-h12-fca-redress-total",
    "en",
    "what total did the FCA announce for its motor finance commission redress scheme?",
  ),
  abstain(
    "en-h12-rci-rates-next-month",
    "en",
    "is RCI Bank raising its LOA rates on Renault cars next month?",
  ),
  abstain("en-h12-ficp-july-count", "en", "how many new FICP registrations were there in July 2026?"),
  abstain(
    "en-h12-used-tesla-price-today",
    "en",
    "what's the going price today for a three-year-old Tesla Model 3 at auction?",
  ),
  abstain(
    "en-h12-client-inspection-findings",
    "en",
    "what did the ACPR find when it inspected our client Dupont Leasing last spring?",
  ),
];
