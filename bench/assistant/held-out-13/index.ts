import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The thirteenth held-out set: questions written on 29 November 2026 from the text of the articles and the
 * Alfa passages only, blind: without reading the engine nor running the assistant on them, in the way a
 * consultant types them (short or in context, everyday words rather than the articles' own, an abbreviation
 * or a misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an
 * article, with a few plain questions among them:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (the cocoa rate of a chocolate for a
 * fondant, damping a washing machine's vibrations, a handball score after a draw, re-covering a velvet
 * armchair, a lawnmower stalling on cold fuel, the final sprint of a 10 km race, eating a yoghurt past its
 * date, forfeits for a children's party game, hot-air balloon take-off times, an Android phone's recovery
 * mode, hops for a homebrew batch, the highest-pitched ukulele string, a US senator's term, scoring a
 * gymnastics floor routine, a cherry tomato plant's yield), half that look like the domain but that the
 * knowledge cannot answer (the usury rate of a coming quarter, the ECB deposit rate after its next meeting
 * and the electric car bonus in 2028, Swiss and Spanish caps on consumer credit rates, the firm's own team
 * seminar and client-dinner expense policy, a consumer credit mediator's phone number and a supervisory
 * inspector's email address, features of leasing packages the knowledge only names, last year's count of
 * on-site inspections and a recent quarter's car-loan default rate, a named lender's agency rating, today's
 * EUR/USD exchange rate).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * Rules: the engine is never tuned on these questions' words; do not edit them once measured, do not tune
 * a weight or a threshold on them alone, and do not change the knowledge base to make them pass (fixing a
 * real error in an article is fine). A question that fails here is a finding to classify by mechanism,
 * not a question to rewrite.
 */
export const heldOut13Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h13-floorplan-curtailments",
    "fr",
    "floor plan chez un concessionnaire : quand une VO ou une démo reste trop longtemps sur le parc sans se vendre, il doit rembourser un bout, ça s'appelle comment ?",
    "financement-stocks-floor-plan",
    [["curtailments"]],
  ),
  fact(
    "fr-h13-theft-claim-deadline",
    "fr",
    "client en LLD qui se fait voler son utilitaire, il a combien de temps au minimum pour prévenir son assureur ?",
    "sinistre-vol-destruction-leasing",
    [["deux jours ouvrés"]],
  ),
  fact(
    "fr-h13-tyre-wear-limit",
    "fr",
    "retour d'une voiture en fin de LLD : en dessous de quelle profondeur de gomme on facture les pneus au client ?",
    "remise-en-etat-usure-normale",
    [["1,6 mm"]],
  ),
  fact(
    "fr-h13-vehicle-tax-form",
    "fr",
    "les taxes annuelles CO2 et polluants sur les voitures de la boîte, on les déclare sur quel imprimé quand on est au réel normal ?",
    "taxes-vehicules-societe",
    [["3310 A"]],
  ),
  fact(
    "fr-h13-diesel-vat-car",
    "fr",
    "la TVA sur le gasoil d'une voiture particulière de société, on la récupère à hauteur de combien ?",
    "tva-loyers-option-achat",
    [["80 %"]],
  ),
  fact(
    "fr-h13-cbi-land-registry",
    "fr",
    "un crédit-bail immo, à partir de quelle durée on est obligé de le faire publier au service foncier ?",
    "fiscalite-credit-bail-immobilier",
    [["plus de douze ans"]],
  ),
  fact(
    "fr-h13-pool-key-changes",
    "fr",
    "dans un pool de bailleurs, pour toucher à la durée ou au montant des loyers il faut quelle majorité entre participants ?",
    "credit-bail-syndique-cofinancement",
    [["unanimité"]],
  ),
  fact(
    "fr-h13-car-rental-payment-term",
    "fr",
    "délai de paiement max entre pros pour une facture de location de véhicules, c'est combien ?",
    "reg-dailly-delais-paiement",
    [["30 jours après émission"]],
  ),
  fact(
    "fr-h13-sanctions-owned-entity",
    "fr",
    "gel des avoirs : une boîte dont une personne sanctionnée détient une partie du capital, à partir de quel pourcentage on la considère comme contrôlée ?",
    "reg-sanctions-gel-avoirs",
    [["plus de 50 %"]],
  ),
  fact(
    "fr-h13-bank-secrecy-penalty",
    "fr",
    "un salarié d'une société de financement qui divulgue des infos clients couvertes par le secret, il risque quoi au pénal ?",
    "reg-secret-bancaire",
    [["un an d'emprisonnement"], ["15 000 €"]],
  ),
  fact(
    "fr-h13-mediator-opinion-time",
    "fr",
    "le médiateur, une fois qu'il a le dossier complet, il a combien de temps pour donner son avis ?",
    "reg-reclamations-mediation",
    [["90 jours"]],
  ),
  fact(
    "fr-h13-sme-credit-refusal-recourse",
    "fr",
    "une PME à qui on refuse un crédit-bail ne peut pas passer par la médiation conso... elle peut saisir qui alors ?",
    "reg-reclamations-mediation",
    [["médiation du crédit aux entreprises"]],
  ),
  fact(
    "fr-h13-eba-outsourcing-ref",
    "fr",
    "c'est quoi déjà la référence des orientations de l'ABE sur l'outsourcing ?",
    "reg-externalisation-controle-interne",
    [["EBA/GL/2019/02"]],
  ),
  fact(
    "fr-h13-new-risk-rule-test",
    "fr",
    "on veut ajouter une règle de refus dans le moteur d'octroi, comment on la teste sur une partie des demandes avant de la généraliser ?",
    "moteurs-decision-scoring",
    [["champion / challenger"]],
  ),
  fact(
    "fr-h13-alfa-product-peer-check",
    "fr",
    "j'ai fini de paramétrer un produit crédit-bail dans Alfa, qui doit repasser derrière moi avant la mise en recette ?",
    "alfa-parametrage-produits",
    [["second consultant"]],
  ),
  fact(
    "fr-h13-week-buffer",
    "fr",
    "quand je cale ma semaine en mission, je laisse quelle part de temps libre pour les imprévus ?",
    "soft-gestion-temps-consultant",
    [["20 %"]],
  ),
  fact(
    "fr-h13-remote-session-length",
    "fr",
    "session de travail en ligne avec les gestionnaires : combien de temps max et quand caser la pause ?",
    "soft-atelier-distance",
    [["90 minutes"], ["5 minutes"]],
  ),
  fact(
    "fr-h13-hypercare-daily-standup",
    "fr",
    "pendant l'hypercare après le démarrage, le point du matin doit durer combien de temps ?",
    "projet-hypercare",
    [["15 minutes"]],
  ),
  fact(
    "fr-h13-alfa-driver-designation",
    "fr",
    "Alfa en LLD : un avis de contravention radar arrive chez le loueur, la désignation du conducteur se fait dans quel délai ?",
    "alfa-vehicle-registration-fines",
    [["45 jours"]],
  ),
  fact(
    "fr-h13-alfa-dunning-threshold",
    "fr",
    "sous quel montant d'impayé Alfa n'envoie pas de relance par défaut ?",
    "alfa-dunning-letters",
    [["15 €"]],
  ),
  fact(
    "fr-h13-alfa-template-insurance-block",
    "fr",
    "courrier Alfa : pour afficher un paragraphe assurance seulement quand il y en a une, je copie le modèle en deux versions ?",
    "alfa-document-templates",
    [["blocs conditionnels"]],
  ),
  fact(
    "fr-h13-alfa-master-ceiling",
    "fr",
    "flotte sous contrat cadre dans Alfa : la nouvelle annexe est rejetée parce que l'enveloppe est pleine, je fais quoi ?",
    "alfa-multi-asset-master-agreement",
    [["extension d'enveloppe"], ["échéance d'une autre annexe"]],
  ),

  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h13-floorplan-controls",
    "fr",
    "ligne de financement de stock chez un distributeur de poids lourds : qu'est-ce qu'on doit contrôler régulièrement ?",
    "financement-stocks-floor-plan",
    [
      ["audits de stock physiques"],
      ["sold out of trust"],
      ["âge du stock"],
      ["analyse financière régulière"],
    ],
  ),
  list(
    "fr-h13-lease-return-steps",
    "fr",
    "fin de LLD : comment se passe la restitution du véhicule étape par étape, d'avant l'échéance jusqu'à la facture ?",
    "remise-en-etat-usure-normale",
    [
      ["Pré-inspection"],
      ["Procès-verbal de restitution"],
      ["expert indépendant"],
      ["Facture détaillée"],
      ["Délai de contestation"],
    ],
  ),
  list(
    "fr-h13-shared-leasing-forms",
    "fr",
    "gros dossier de crédit-bail qu'on ne veut pas porter seul : quelles sont les façons de partager avec d'autres financeurs ?",
    "credit-bail-syndique-cofinancement",
    [["Pool de crédit-bailleurs"], ["Sous-participation"], ["Cofinancement"], ["Garantie d'un tiers"]],
  ),
  list(
    "fr-h13-dailly-slip-mentions",
    "fr",
    "bordereau Dailly : qu'est-ce qui doit obligatoirement figurer dessus ?",
    "reg-dailly-delais-paiement",
    [
      ["acte de cession de créances professionnelles"],
      ["L313-23 à L313-34"],
      ["établissement bénéficiaire"],
      ["désignation des créances"],
    ],
  ),
  list(
    "fr-h13-secrecy-exceptions",
    "fr",
    "à qui un établissement ne peut pas opposer le secret pro ?",
    "reg-secret-bancaire",
    [
      ["Autorité de contrôle prudentiel et de résolution", "Banque de France"],
      ["Instituts d'émission d'outre-mer"],
      ["Autorité judiciaire"],
      ["Commissions d'enquête parlementaires"],
      ["Tracfin", "administration fiscale"],
    ],
  ),
  list(
    "fr-h13-remote-workshop-roles",
    "fr",
    "visio de 2h avec huit utilisateurs métier, on se répartit comment les rôles côté cabinet ?",
    "soft-atelier-distance",
    [["Animateur"], ["Producteur"], ["Scribe"], ["Expert"]],
  ),
  list(
    "fr-h13-first-90-days",
    "fr",
    "je démarre chez un nouveau client loueur, c'est quoi l'objectif à 30, 60 et 90 jours ?",
    "soft-integration-equipe-client",
    [["comprendre, rencontrer"], ["prendre en charge un périmètre"], ["proposer des améliorations"]],
  ),
  list(
    "fr-h13-hypercare-exit",
    "fr",
    "on peut arrêter l'assistance renforcée post go-live à quelles conditions ?",
    "projet-hypercare",
    [
      ["Aucun incident bloquant"],
      ["une clôture mensuelle réussie"],
      ["Stock de demandes"],
      ["connaissances transférées", "Documentation"],
    ],
  ),
  list(
    "fr-h13-vendor-governance-levels",
    "fr",
    "suivi de l'intégrateur et de l'hébergeur : quelles instances on organise avec eux et à quel rythme ?",
    "projet-pilotage-fournisseurs-sla",
    [["Opérationnelle"], ["Tactique"], ["Stratégique"]],
  ),
  list(
    "fr-h13-raci-rules",
    "fr",
    "les règles de base pour remplir correctement un RACI ?",
    "gouvernance-raci",
    [["Un seul A par ligne"], ["Au moins un R par ligne"], ["Trop de C"], ["partagée et mise à jour"]],
  ),
  list(
    "fr-h13-adoption-metrics",
    "fr",
    "après le déploiement, comment je vois si les gestionnaires se sont vraiment approprié le nouvel outil ?",
    "conduite-changement-adkar",
    [
      ["participation aux formations"],
      ["appels à l'assistance"],
      ["Délais de traitement avant et après"],
      ["Enquêtes de satisfaction"],
    ],
  ),
  list(
    "fr-h13-alfa-repossession-steps",
    "fr",
    "contrat résilié pour impayés, le client garde la machine : dans Alfa on enchaîne quelles étapes pour la récupérer et la revendre ?",
    "alfa-repossession",
    [["commissaire de justice"], ["injonction"], ["procès-verbal"], ["vente aux enchères"]],
  ),
  list(
    "fr-h13-alfa-month-close",
    "fr",
    "arrêté de fin de mois sous Alfa, je fais quoi dans l'ordre ?",
    "alfa-month-end-accruals",
    [
      ["chaîne nocturne"],
      ["CUTOFF_DATE", "lancer ACCRUAL"],
      ["Balance par produit"],
      ["verrouiller la période"],
    ],
  ),

  // ── French, to decline: outside the domain, sharing a word with it ──
  abstain(
    "fr-h13-out-cocoa-rate",
    "fr",
    "pour un fondant au chocolat bien coulant, quel taux de cacao choisir pour la tablette ?",
  ),
  abstain(
    "fr-h13-out-washing-machine",
    "fr",
    "comment amortir les vibrations de mon lave-linge posé sur un parquet flottant ?",
  ),
  abstain(
    "fr-h13-out-handball-draw",
    "fr",
    "au handball, si le score est à égalité en match de coupe, il y a des prolongations ou des jets de 7 mètres ?",
  ),
  abstain(
    "fr-h13-out-armchair-upholstery",
    "fr",
    "recouvrement d'un fauteuil Voltaire en velours : combien de mètres de tissu je dois prévoir ?",
  ),
  abstain(
    "fr-h13-out-lawnmower-fuel",
    "fr",
    "ma tondeuse cale au démarrage quand il fait froid, il faut vider le carburant de l'hiver ?",
  ),
  abstain(
    "fr-h13-out-10k-sprint",
    "fr",
    "sur un 10 km, à quel moment lancer le sprint final sans exploser ?",
  ),
  abstain(
    "fr-h13-out-yoghurt-date",
    "fr",
    "un yaourt dont la date d'échéance est dépassée d'une semaine, on peut encore le manger ?",
  ),
  abstain(
    "fr-h13-out-party-forfeits",
    "fr",
    "des idées de gages rigolos pour un anniversaire d'enfants de 8 ans ?",
  ),

  // ── French, to decline: looks like the domain, but the knowledge cannot answer ──
  abstain(
    "fr-h13-usury-next-quarter",
    "fr",
    "le taux d'usure des prêts perso de plus de 6 000 € pour le premier trimestre 2027, il sera à combien ?",
  ),
  abstain(
    "fr-h13-swiss-consumer-cap",
    "fr",
    "en Suisse, c'est quoi le taux maximum autorisé sur un crédit conso ?",
  ),
  abstain("fr-h13-team-seminar", "fr", "c'est quand et où, le prochain séminaire d'équipe du cabinet ?"),
  abstain(
    "fr-h13-mediator-phone",
    "fr",
    "tu peux me donner le numéro de téléphone direct du médiateur de Cetelem ?",
  ),
  abstain(
    "fr-h13-netsol-seasonal-setup",
    "fr",
    "dans NetSol NFS Ascent, comment on paramètre un échéancier saisonnier pour un agriculteur ?",
  ),
  abstain(
    "fr-h13-acpr-inspections-2025",
    "fr",
    "combien de contrôles sur place l'ACPR a-t-elle menés chez les sociétés de financement en 2025 ?",
  ),
  abstain(
    "fr-h13-ev-bonus-2028",
    "fr",
    "le bonus écologique pour une électrique prise en LOA, il sera de combien en 2028 ?",
  ),

  // ── English, in the domain: facts ──
  fact(
    "en-h13-rental-term-range",
    "en",
    "office kit rental with no buy-out option: what's the usual fixed term?",
    "location-financiere-risques",
    [["21 to 63 months"]],
  ),
  fact(
    "en-h13-micro-business-protection",
    "en",
    "a tiny firm signed a copier rental with a rep who showed up at its door: up to what headcount can it claim consumer-style protection?",
    "location-financiere-risques",
    [["no more than five employees", "five employees"]],
  ),
  fact(
    "en-h13-esg-risk-guidelines",
    "en",
    "the EBA text on managing ESG risks: what's its reference and when was it published?",
    "reg-esg-sfdr-gar-leasing",
    [["EBA/GL/2025/01"], ["January 2025"]],
  ),
  fact(
    "en-h13-npe-backstop-scope",
    "en",
    "the CRR minimum coverage for bad loans: from which origination date does it bite?",
    "kpi-recouvrement-passage-perte",
    [["26 April 2019"]],
  ),
  fact(
    "en-h13-insurance-agent-revenue",
    "en",
    "when the lessor collects insurance premiums on the insurer's behalf, what can it book as revenue?",
    "assurance-bien-gap",
    [["only its commissions"]],
  ),
  fact(
    "en-h13-intra-eu-resale-vat",
    "en",
    "selling a returned truck to a dealer in Belgium: what do I need to keep to zero-rate the VAT?",
    "remarketing-fin-de-contrat",
    [["valid VAT number"], ["proof of transport"]],
  ),
  fact(
    "en-h13-alfa-payment-holiday",
    "en",
    "Alfa quote for a farmer who wants nothing to pay at the start: how long can the holiday last?",
    "alfa-irregular-schedules",
    [["up to 6 months", "6 months"]],
  ),
  fact(
    "en-h13-court-time-to-pay",
    "en",
    "how long a delay can a judge give a struggling borrower to catch up?",
    "forbearance-client-difficulte",
    [["up to two years", "two years"]],
  ),
  fact(
    "en-h13-revolving-drawdown-term",
    "en",
    "small revolving line of 3k or less: within how long must each drawdown be paid back?",
    "credit-renouvelable",
    [["36 months"]],
  ),
  fact(
    "en-h13-afa-fine-company",
    "en",
    "Sapin 2: what's the biggest fine the anti-corruption agency's committee can give a company?",
    "reg-sapin2-anticorruption",
    [["€1 million"]],
  ),
  fact(
    "en-h13-whistleblowing-headcount",
    "en",
    "from what size does a firm need its own internal channel for whistleblowers?",
    "reg-sapin2-anticorruption",
    [["at least 50 employees", "50 employees"]],
  ),
  fact(
    "en-h13-taxonomy-car-threshold",
    "en",
    "GAR for a car lessor: what CO2 level did a leased car have to stay under to count as aligned until end of 2025?",
    "reg-esg-sfdr-gar-leasing",
    [["50 g of CO2 per km"]],
  ),
  fact(
    "en-h13-orias-renewal-window",
    "en",
    "when in the year do dealers who bring us deals have to renew their ORIAS listing?",
    "reg-iobsp-orias",
    [["between 1 January and the end of February", "end of February"]],
  ),
  fact(
    "en-h13-distance-selling-start",
    "en",
    "the new French rules on selling financial services remotely to consumers, they've applied since when?",
    "reg-vente-distance-services-financiers",
    [["19 June 2026"]],
  ),
  fact(
    "en-h13-schufa-ruling",
    "en",
    "when did the EU court rule that computing a credit score can itself be an automated decision?",
    "rgpd-credit-scoring",
    [["December 2023"]],
  ),
  fact(
    "en-h13-migration-signoff",
    "en",
    "who has to sign the acceptance report after each migration rehearsal?",
    "reprise-donnees-migration",
    [["business owner"], ["head of accounting"]],
  ),
  fact(
    "en-h13-api-idempotency",
    "en",
    "how do we stop the web portal creating the same proposal twice in Alfa when it retries a call?",
    "alfa-integration-api",
    [["correlation key"]],
  ),
  fact(
    "en-h13-demo-followup",
    "en",
    "after showing the package to the client's users, how soon should the recap email go out?",
    "soft-demo-logiciel",
    [["within 24 hours", "24 hours"]],
  ),
  fact(
    "en-h13-part-of-whole-chart",
    "en",
    "what chart should I use to show the split of a total instead of a pie with ten slices?",
    "soft-storytelling-donnees",
    [["100% stacked bar"]],
  ),
  fact(
    "en-h13-watermelon-status",
    "en",
    "what do they call it when every light on the steerco report is green but the team knows things are going badly?",
    "projet-indicateurs-reporting",
    [["watermelon"]],
  ),
  fact(
    "en-h13-velocity-use",
    "en",
    "can I put the scrum team's velocity in the bank's management dashboard?",
    "scrum-contexte-bancaire",
    [["internal use only"]],
  ),
  fact(
    "en-h13-alfa-invoice-tolerance",
    "en",
    "Alfa: when matching the dealer's invoice with the PO, how big a gap is tolerated by default?",
    "alfa-supplier-payment",
    [["€1"]],
  ),
  fact(
    "en-h13-alfa-promise-grace",
    "en",
    "customer promised on the phone to pay on the 10th; in Alfa when do the automatic reminders start again if nothing comes?",
    "alfa-promise-to-pay",
    [["3-day grace period", "3-day"]],
  ),

  // ── English, in the domain: lists and procedures ──
  list(
    "en-h13-ftp-steps",
    "en",
    "how do I work out the funding cost treasury should charge on one lease deal?",
    "cout-refinancement-adossement",
    [
      ["weighted average life"],
      ["swap rate"],
      ["liquidity spread"],
      ["regulatory liquidity buffers", "LCR, NSFR"],
    ],
  ),
  list(
    "en-h13-flow-kpis",
    "en",
    "collections dashboard: which flow metrics should I track to see where late accounts are heading?",
    "kpi-recouvrement-passage-perte",
    [["Roll rate"], ["Cure rate"], ["Arrears entry rate"], ["Vintage analysis"]],
  ),
  list("en-h13-gap-exclusions", "en", "what does gap cover usually not pay out for?", "assurance-bien-gap", [
    ["rents unpaid before the loss"],
    ["excesses"],
    ["repair costs"],
  ]),
  list(
    "en-h13-iobsp-categories",
    "en",
    "which categories can an equipment dealer register under as a banking intermediary?",
    "reg-iobsp-orias",
    [["Broker"], ["Exclusive agent"], ["Non-exclusive agent"], ["Sub-agent"]],
  ),
  list(
    "en-h13-fair-interface-rules",
    "en",
    "designing the online loan journey: which dark patterns are off limits under the remote-selling rules?",
    "reg-vente-distance-services-financiers",
    [
      ["pre-ticked options"],
      ["refusing is harder than accepting"],
      ["pressure messages"],
      ["commercial nature"],
    ],
  ),
  list(
    "en-h13-migration-recon-checks",
    "en",
    "what controls do we run to prove the migrated contracts match the old system?",
    "reprise-donnees-migration",
    [["Volumes"], ["Amounts"], ["Schedules"], ["Accounting"], ["Sample"]],
  ),
  list(
    "en-h13-email-structure",
    "en",
    "how should I lay out an email to the client's ops director so I actually get an answer?",
    "soft-email-client-reponse",
    [["subject line"], ["The request"], ["useful context"], ["What happens next"]],
  ),
  list(
    "en-h13-data-story-structure",
    "en",
    "how do I structure the story behind my arrears figures for the risk committee?",
    "soft-storytelling-donnees",
    [["situation"], ["complication"], ["explanation"], ["recommendation"]],
  ),
  list(
    "en-h13-disagreement-types",
    "en",
    "before dealing with a clash with the client's PM, what kinds of disagreement should I tell apart?",
    "gestion-desaccords",
    [["About facts"], ["About methods"], ["About objectives"], ["values or the relationship"]],
  ),
  list(
    "en-h13-change-request-deciders",
    "en",
    "scope changes mid-project: who approves them depending on their impact?",
    "projet-demandes-changement",
    [["project manager"], ["weekly change board", "change board"], ["steering committee"]],
  ),
  list(
    "en-h13-alfa-cert-reminders",
    "en",
    "customer's own insurance certificate is about to expire in Alfa: what happens and when?",
    "alfa-insurance-certificate-tracking",
    [["D-30"], ["D+0"], ["D+15"]],
  ),
  list(
    "en-h13-alfa-contract-takeover",
    "en",
    "an employee wants to take over his company car lease in Alfa, what are the steps?",
    "alfa-contract-transfer",
    [
      ["Third-party transfer"],
      ["full credit review"],
      ["transfer date"],
      ["transfer fee", "FEE_TRANSFER"],
      ["three-party amendment"],
    ],
  ),

  // ── English, to decline: outside the domain, sharing a word with it ──
  abstain(
    "en-h13-out-balloon-flight",
    "en",
    "what time do hot-air balloon flights usually take off in Cappadocia?",
  ),
  abstain("en-h13-out-android-recovery", "en", "how do I boot my Android phone into recovery mode?"),
  abstain(
    "en-h13-out-homebrew-batch",
    "en",
    "how many grams of hops should go into a 20-litre batch of homebrew IPA?",
  ),
  abstain(
    "en-h13-out-ukulele-pitch",
    "en",
    "which string has the highest pitch on a standard tuned ukulele?",
  ),
  abstain("en-h13-out-senator-term", "en", "how long is the term of a US senator?"),
  abstain("en-h13-out-gym-floor", "en", "how is a gymnastics floor routine scored at the Olympics?"),
  abstain(
    "en-h13-out-tomato-yield",
    "en",
    "what yield can I expect from a cherry tomato plant in a grow bag?",
  ),

  // ── English, to decline: looks like the domain, but the knowledge cannot answer ──
  abstain("en-h13-ecb-next-meeting", "en", "what will the ECB deposit rate be after its next meeting?"),
  abstain(
    "en-h13-spain-revolving-cap",
    "en",
    "in Spain, what's the legal maximum APR on revolving credit cards?",
  ),
  abstain("en-h13-rci-rating", "en", "what's Moody's current rating for RCI Banque?"),
  abstain(
    "en-h13-client-dinner-policy",
    "en",
    "what's our firm's expense policy for taking the client to dinner on the Alfa project?",
  ),
  abstain(
    "en-h13-acpr-inspector-email",
    "en",
    "can you give me the email address of the ACPR inspector who audited our client last spring?",
  ),
  abstain("en-h13-miles-multicurrency", "en", "does Miles handle multi-currency invoicing out of the box?"),
  abstain(
    "en-h13-auto-default-q2",
    "en",
    "what was the average default rate on French car loans in Q2 2026?",
  ),
  abstain("en-h13-eurusd-today", "en", "what's today's EUR/USD rate for pricing a dollar-denominated lease?"),
];
