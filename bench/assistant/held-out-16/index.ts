import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The sixteenth held-out set: questions written on 29 November 2026 from the text of the articles and the
 * Alfa passages only, blind: without reading the engine nor running the assistant on them, in the way a
 * consultant types them (short or in context, everyday words rather than the articles' own, an abbreviation
 * or a misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an
 * article, with a few plain questions among them, spread over seventy different sources, each asked once,
 * chosen among those the earlier sets asked least, mostly on facts no earlier set had asked:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (the grade of a climbing route,
 * darning a hole in a wool jumper, fasting before a blood test, the length of a mayor's term, a wedding
 * seating plan, getting a bag back from a train's lost property, the start of the winter sales, the weight
 * of the oral in a school exam, the founding of the Jamestown settlement, making a pH buffer in a school
 * lab, becoming a school principal, potting the black early in 8-ball pool, the longest Harry Potter
 * instalment, the James Bond film with the best box office, adding end credits to a video), half that look
 * like the domain but that the knowledge cannot answer (withdrawing from a car lease in Luxembourg and
 * handing back a car under Irish hire purchase, the mileage allowance scale of 2028 and the benefit in kind
 * on electric company cars in 2029, today's €STR and this morning's Bund yield, one named company's leased
 * fleet, one named lessor's delegation amounts and another's arrears over 90 days, one named lender's cost of
 * risk of a recent year, a named lessor's sales director's mobile number and a Banque de France secretariat's
 * direct line, the firm's own Alfa training days and travel budget, a vendor's maintenance fee).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * Kept blind while the fifteenth set was read, then sat on the engine of 09fedc9 (`npm run bench --
 * assistant`, both databases alike): 53 of 70 answerable right (75.7 %), lists 71.5 %, abstention precision
 * 81.5 %, recall 73.3 % (8 of 30 to decline answered); the same on 2ff2418. Then read, like the eleventh to
 * fifteenth sets, and worked on by mechanism; the seventeenth set took its place among the blind ones.
 *
 * Rules: the engine is never tuned on these questions' words; do not edit them once measured, do not tune
 * a weight or a threshold on them alone, and do not change the knowledge base to make them pass (fixing a
 * real error in an article is fine). A question that fails here is a finding to classify by mechanism,
 * not a question to rewrite.
 */
export const heldOut16Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h16-alfa-matured-status",
    "fr",
    "dans alfa un dossier bascule en ECH à quel moment exactement ?",
    "alfa-contract-lifecycle",
    [["dernière échéance facturée"], ["option de fin de bail traitée"]],
  ),
  fact(
    "fr-h16-alfa-eir-accounting-basis",
    "fr",
    "le revenu financier étalé au TIE dans alfa, ça répond à quelle logique comptable, quelle norme ?",
    "alfa-effective-interest-rate-income",
    [["coût amorti"], ["IFRS 9"]],
  ),
  fact(
    "fr-h16-alfa-category-code-reporting",
    "fr",
    "le code catégorie d'un bien dans alfa, à part le paramétrage il ressort quelque part dans les reportings ?",
    "alfa-asset-categories",
    [["exports réglementaires"], ["par type de bien"]],
  ),
  fact(
    "fr-h16-alfa-business-interruption-cover",
    "fr",
    "l'assurance pertes d'exploitation qu'on peut vendre avec un contrat dans alfa, elle vise quel genre de matos ?",
    "alfa-insurance-products",
    [["équipements médicaux"]],
  ),
  fact(
    "fr-h16-alfa-bordereau-validation",
    "fr",
    "le relevé des primes du mois pour l'assureur, je le valide dans quel écran d'alfa avant de lancer le paiement ?",
    "alfa-insurance-premium-bordereau",
    [["Assurances > Bordereaux"]],
  ),
  fact(
    "fr-h16-alfa-total-loss-balance-invoice",
    "fr",
    "VEI et pas de garantie perte financière : l'écart entre l'indemnité et l'encours, alfa le réclame au client sous quelle forme ?",
    "alfa-total-loss-settlement",
    [["facture de solde sinistre"]],
  ),
  fact(
    "fr-h16-alfa-extension-rent",
    "fr",
    "le client choisit de prolonger à la fin de son contrat, son loyer reste le même ou il baisse ?",
    "alfa-end-of-lease-options",
    [["mêmes conditions"], ["loyer réduit"]],
  ),
  fact(
    "fr-h16-alfa-auction-report",
    "fr",
    "on a écoulé un bien repris en salle des ventes, qu'est-ce que je dois importer dans alfa derrière ?",
    "alfa-remarketing-resale",
    [["procès-verbal d'adjudication"]],
  ),
  fact(
    "fr-h16-cbi-pool-co-owners",
    "fr",
    "CBI monté à plusieurs bailleurs avec un chef de file : l'immeuble appartient à qui au final ?",
    "credit-bail-immobilier",
    [["copropriétaires"], ["prorata de leur participation"]],
  ),
  fact(
    "fr-h16-personal-loan-prepayment-fee-caps",
    "fr",
    "prêt perso à taux fixe que le client solde en avance : l'indemnité max c'est combien, selon ce qui reste à courir ?",
    "pret-personnel",
    [["1 %"], ["0,5 %"]],
  ),
  fact(
    "fr-h16-pre-litigation-window",
    "fr",
    "dans le calendrier type du recouvrement, le précontentieux va de quel jour à quel jour de retard, et on y fait quoi ?",
    "recouvrement-calendrier-actions",
    [["J+60 à J+90"], ["Mise en demeure"]],
  ),
  fact(
    "fr-h16-rv-impairment-statutory",
    "fr",
    "en comptes sociaux, à partir de quand un loueur doit déprécier un matériel loué parce que l'occasion baisse ?",
    "valeurs-residuelles-risque-provision",
    [["valeur de marché attendue"], ["inférieure à la valeur nette comptable"]],
  ),
  fact(
    "fr-h16-price-grid-review",
    "fr",
    "à quel rythme faut-il réviser les grilles de tarification appliquées aux clients ?",
    "tarification-marge-cout-risque",
    [["au moins trimestrielle"], ["mouvement significatif des taux"]],
  ),
  fact(
    "fr-h16-car-addback-rental-length",
    "fr",
    "la réintégration fiscale sur les VP louées par une boîte, ça joue à partir de quelle durée de location ?",
    "fiscalite-preneur-loyers-reintegration",
    [["plus de trois mois"], ["39-4"]],
  ),
  fact(
    "fr-h16-lessor-operating-lease-entries",
    "fr",
    "chez le bailleur en IFRS 16, un contrat classé en location simple : le bien et les loyers sont traités comment ?",
    "comptabilite-credit-bail-bailleur",
    [["maintenu à l'actif"], ["linéaire"]],
  ),
  fact(
    "fr-h16-ai-act-in-force-date",
    "fr",
    "le règlement européen sur l'IA, il est entré en vigueur quand exactement ?",
    "ai-act-scoring-credit",
    [["1er août 2024"]],
  ),
  fact(
    "fr-h16-closed-loan-file-retention",
    "fr",
    "un crédit soldé, le contrat et les échanges de courrier on peut les conserver combien de temps côté RGPD ?",
    "reg-rgpd-credit-droits-conservation",
    [["5 ans"], ["2224"]],
  ),
  fact(
    "fr-h16-optional-insurance-cost-display",
    "fr",
    "crédit conso avec une assurance facultative : dans la pub et la fiche précontractuelle, son coût doit apparaître comment ?",
    "reg-assurance-emprunteur-lemoine",
    [["en euros et par mois"]],
  ),
  fact(
    "fr-h16-risk-turns-into-issue",
    "fr",
    "un risque noté dans le registre qui finit par arriver pour de vrai, il devient quoi ?",
    "registre-risques-projet",
    [["Transformation en problème"]],
  ),
  fact(
    "fr-h16-disagreement-beyond-scope",
    "fr",
    "un désaccord avec le client qui dépasse le périmètre de ma mission, je propose quoi pour trancher ?",
    "gestion-desaccords",
    [["arbitrage en comité de pilotage"]],
  ),
  fact(
    "fr-h16-alfa-config-error-spread",
    "fr",
    "si je me trompe dans le paramétrage d'un produit alfa, qu'est-ce que ça impacte ?",
    "alfa-parametrage-produits",
    [["se propage à tous les contrats créés ensuite"]],
  ),
  fact(
    "fr-h16-rfp-demo-scoring",
    "fr",
    "appel d'offres progiciel : les démos des éditeurs sur nos cas métier, c'est qui qui doit les noter ?",
    "selection-progiciel-rfp",
    [["utilisateurs clés"]],
  ),
  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h16-alfa-product-rv-settings",
    "fr",
    "l'onglet VR d'un produit dans alfa, on peut y régler quoi ?",
    "alfa-product-configuration",
    [["autorisée"], ["obligatoire"], ["plafonds"]],
  ),
  list(
    "fr-h16-alfa-workflow-branching",
    "fr",
    "dans un workflow alfa, les étapes s'enchaînent en fonction de quels critères ?",
    "alfa-workflow-configuration",
    [["montant"], ["produit"], ["score"], ["segment"]],
  ),
  list(
    "fr-h16-equipment-lease-lifecycle",
    "fr",
    "les grandes étapes d'un contrat de CBM, de la demande du client jusqu'à la sortie ?",
    "credit-bail-mobilier-fondamentaux",
    [
      ["étude du risque"],
      ["Commande au fournisseur"],
      ["procès-verbal de livraison"],
      ["facturation, avenants"],
      ["levée d'option, prolongation ou restitution"],
    ],
  ),
  list(
    "fr-h16-lld-included-services",
    "fr",
    "en LLD, qu'est-ce qu'on inclut souvent comme services dans le loyer ?",
    "lld-loa-comparatif",
    [["entretien"], ["assistance"], ["pneus"]],
  ),
  list(
    "fr-h16-lessor-data-for-fleet-taxes",
    "fr",
    "quelles infos le loueur doit transmettre à ses clients pour qu'ils calculent leurs taxes annuelles sur les voitures de société ?",
    "taxes-vehicules-societe",
    [["WLTP"], ["date de première immatriculation"], ["énergie"], ["périodes de mise à disposition"]],
  ),
  list(
    "fr-h16-ccd2-workstreams",
    "fr",
    "CCD2 : pour une société de crédit conso, ça déclenche quels chantiers concrets ?",
    "directive-credit-consommateurs",
    [
      ["parcours digitaux"],
      ["moteurs de décision"],
      ["documentation précontractuelle"],
      ["Formation des vendeurs"],
    ],
  ),
  list(
    "fr-h16-gdpr-general-duties",
    "fr",
    "RGPD sur notre outil de score : en dehors des bases légales, quelles obligations générales on doit tenir ?",
    "rgpd-credit-scoring",
    [["Registre des traitements"], ["AIPD"], ["sous-traitance"], ["72 heures"], ["un mois"]],
  ),
  list(
    "fr-h16-acpr-compliance-evidence",
    "fr",
    "pour montrer à l'ACPR que notre dispositif de conformité est crédible, on s'appuie sur quelles preuves ?",
    "acpr-supervision",
    [["comptes rendus de comité"], ["résultats de contrôles"], ["tableaux de bord"]],
  ),
  list(
    "fr-h16-aml-risk-mapping-axes",
    "fr",
    "la classification des risques de blanchiment, on la construit selon quels axes ?",
    "reg-lcb-ft-vigilance-tracfin",
    [["clients"], ["produits"], ["canaux de distribution"], ["pays"]],
  ),
  list(
    "fr-h16-post-go-live-watch",
    "fr",
    "juste après la bascule sur le nouveau progiciel, qu'est-ce qu'on surveille de près ?",
    "plan-bascule-go-live",
    [["premiers traitements batch"], ["premiers prélèvements"], ["première clôture mensuelle"]],
  ),
  list(
    "fr-h16-scrum-artefacts",
    "fr",
    "les artefacts scrum, c'est lesquels déjà ?",
    "scrum-contexte-bancaire",
    [["backlog produit"], ["backlog de sprint"], ["incrément"]],
  ),
  list(
    "fr-h16-credit-committee-key-figures",
    "fr",
    "pour mon passage en comité de crédit, quels chiffres clés je fais figurer dans le dossier ?",
    "presentation-comite-credit",
    [["montant"], ["durée"], ["produit"], ["garanties"], ["rentabilité"]],
  ),
  list(
    "fr-h16-workshop-materials",
    "fr",
    "je prépare un atelier avec les gestionnaires du back-office, quels supports concrets j'apporte ?",
    "animation-atelier-metier",
    [["cas chiffrés"], ["maquettes"], ["processus"]],
  ),
  // ── French, to decline: outside the domain ──
  abstain(
    "fr-h16-climbing-grade",
    "fr",
    "une voie d'escalade cotée 6a, c'est faisable pour quelqu'un qui débute en salle ?",
  ),
  abstain(
    "fr-h16-darning-stitch",
    "fr",
    "comment faire un point de reprise sur un pull en laine troué au coude ?",
  ),
  abstain(
    "fr-h16-fasting-blood-test",
    "fr",
    "prise de sang avec prélèvement à jeun : il faut rester combien d'heures sans manger avant ?",
  ),
  abstain("fr-h16-mayor-term", "fr", "le mandat d'un maire en France, il dure combien d'années ?"),
  abstain(
    "fr-h16-wedding-seating-plan",
    "fr",
    "des conseils pour faire le plan de table d'un mariage de 80 invités sans vexer personne ?",
  ),
  abstain(
    "fr-h16-lost-property-train",
    "fr",
    "j'ai oublié mon sac dans un TER, comment se passe la restitution aux objets trouvés ?",
  ),
  abstain("fr-h16-winter-sales-dates", "fr", "les soldes d'hiver commencent à quelle date cette année ?"),
  abstain(
    "fr-h16-brevet-oral-weight",
    "fr",
    "au brevet des collèges, l'épreuve orale pèse combien dans le barème total ?",
  ),
  // ── French, to decline: looks like the domain, but the knowledge cannot answer ──
  abstain(
    "fr-h16-luxembourg-car-lease-withdrawal",
    "fr",
    "au Luxembourg, un particulier qui prend une voiture en leasing a-t-il droit à un délai de rétractation ?",
  ),
  abstain(
    "fr-h16-mileage-scale-2028",
    "fr",
    "le barème kilométrique fiscal 2028 pour une voiture de 5 CV, il sera de combien par km ?",
  ),
  abstain("fr-h16-estr-today", "fr", "le €STR est à combien aujourd'hui, pour caler mon coût de refi ?"),
  abstain(
    "fr-h16-named-fleet-size",
    "fr",
    "combien de véhicules La Poste a-t-elle en LLD chez Ayvens en ce moment ?",
  ),
  abstain(
    "fr-h16-named-lessor-delegation-amounts",
    "fr",
    "quels montants de délégation par niveau applique Crédit Agricole Leasing & Factoring en interne ?",
  ),
  abstain(
    "fr-h16-named-sales-director-mobile",
    "fr",
    "tu aurais le numéro de portable du directeur commercial de Sogelease ?",
  ),
  abstain(
    "fr-h16-firm-alfa-training-days",
    "fr",
    "combien de jours de formation Alfa le cabinet a-t-il budgétés pour 2027 ?",
  ),
  // ── English, in the domain: facts ──
  fact(
    "en-h16-alfa-high-rv-tradeoff",
    "en",
    "if I bump up the RV on an alfa quote, what's the trade-off?",
    "alfa-balloon-residual-value",
    [["lowers the rental"], ["increases the risk"]],
  ),
  fact(
    "en-h16-alfa-finance-lease-books",
    "en",
    "alfa classes the deal as a finance lease: what happens to the asset on the lessor's books?",
    "alfa-ifrs16-lease-classification",
    [["derecognised"], ["net investment"]],
  ),
  fact(
    "en-h16-alfa-start-rental-menu",
    "en",
    "where do I click in alfa to put a signed lease into rental?",
    "alfa-contract-activation",
    [["Actions > Activate"]],
  ),
  fact(
    "en-h16-alfa-consumer-fee-vs-interest",
    "en",
    "consumer loan payoff in alfa: can the fee ever end up higher than the interest the customer would still have paid?",
    "alfa-consumer-early-repayment-rules",
    [["lower of the calculated indemnity and the interest"]],
  ),
  fact(
    "en-h16-alfa-offer-expiry",
    "en",
    "how long before an alfa offer lapses and I have to rerun the numbers?",
    "alfa-proposal-credit-decision",
    [["30 days"], ["OFFER_VALIDITY_DAYS"]],
  ),
  fact(
    "en-h16-alfa-amendment-rate-kept",
    "en",
    "stretching the term of a live deal through an amendment: does alfa reprice the remaining instalments?",
    "alfa-contract-amendment",
    [["keeping the original rate"], ["unless a new rate is entered"]],
  ),
  fact(
    "en-h16-alfa-payoff-simulation-menu",
    "en",
    "customer wants a figure to settle early, which alfa screen do I use to run the simulation?",
    "alfa-early-termination-quote",
    [["Early termination > Simulate"]],
  ),
  fact(
    "en-h16-alfa-master-envelope",
    "en",
    "fleet customer under a framework agreement in alfa: what eats into the overall ceiling?",
    "alfa-multi-asset-master-agreement",
    [["consumed by each activated schedule"]],
  ),
  fact(
    "en-h16-alfa-buyout-asset-status",
    "en",
    "customer bought the kit at lease end; after I validate the exercise in alfa, what status does the asset record show and does it stay on our books?",
    "alfa-purchase-option-exercise",
    [["Sold"], ["leaves the lessor's balance sheet"]],
  ),
  fact(
    "en-h16-insolvency-claim-filing",
    "en",
    "lessee's insolvency judgment just came out: who do we lodge our claim with, and by when?",
    "procedures-collectives-bailleur",
    [["creditors' representative"], ["two months"], ["BODACC"]],
  ),
  fact(
    "en-h16-debt-to-cashflow-years",
    "en",
    "SME debt divided by its CAF, in years: from what level is the debt too heavy?",
    "ratios-pme-seuils",
    [["financial debt / cash flow from operations"], ["4 to 5 years"]],
  ),
  fact(
    "en-h16-subparticipation-derecognition",
    "en",
    "only one lessor signs and the others just take a share of the risk: under IFRS 9, what lets the signatory derecognise its receivable?",
    "credit-bail-syndique-cofinancement",
    [["pass-through arrangement"], ["3.2.5"]],
  ),
  fact(
    "en-h16-leased-van-insurance-proof",
    "en",
    "leased van: apart from damage cover, what insurance is compulsory, and when do we need to see the certificate?",
    "assurance-bien-gap",
    [["third-party liability"], ["on delivery and at each annual renewal"]],
  ),
  fact(
    "en-h16-usury-breach-exposure",
    "en",
    "what's our exposure if an offer we issued turns out to be above the usury ceiling?",
    "taux-usure-controle",
    [["criminal penalties"], ["set off against the sums owed"]],
  ),
  fact(
    "en-h16-secci-timing-medium",
    "en",
    "when and in what form do we have to give the borrower the SECCI?",
    "reg-information-precontractuelle-fipen",
    [["in good time before the agreement is concluded"], ["durable medium"]],
  ),
  fact(
    "en-h16-output-floor-phasing",
    "en",
    "CRR3 floor on RWAs computed with internal models: what percentage applied in 2025 and what is the final level?",
    "reg-ratios-prudentiels-leasing",
    [["50%"], ["72.5%"]],
  ),
  fact(
    "en-h16-business-overdraft-usury-penalty",
    "en",
    "business overdraft priced above the usury ceiling: what sanction applies?",
    "reg-usure-fixation-categories",
    [["civil penalty only"], ["L313-5-2"]],
  ),
  fact(
    "en-h16-ficp-incident-retention",
    "en",
    "customer listed in the FICP for a repayment incident: how long does the listing stay?",
    "reg-solvabilite-ficp",
    [["5 years at most"], ["full payment"]],
  ),
  fact(
    "en-h16-charter-scope-change",
    "en",
    "project charter is signed off: how do we deal with a change of scope afterwards?",
    "note-de-cadrage",
    [["impact analysis"], ["steering committee decision"]],
  ),
  fact(
    "en-h16-user-story-format",
    "en",
    "what's the standard sentence template for writing a user story?",
    "projet-exigences-user-stories-leasing",
    [["As a [role]"], ["so that [benefit]"]],
  ),
  fact(
    "en-h16-expert-only-stance",
    "en",
    "on an assignment, what do I risk if I only ever play the expert?",
    "posture-consultant",
    [["loses the teams' buy-in"]],
  ),
  fact(
    "en-h16-steerco-decision-phrasing",
    "en",
    "how should I word the decisions I want the steerco to take?",
    "soft-animer-comite-pilotage",
    [["closed questions"]],
  ),
  fact(
    "en-h16-sbi-positive",
    "en",
    "does the SBI model work for praise too, or only for criticism?",
    "feedback-sbi",
    [["reinforcing a behaviour"]],
  ),
  // ── English, in the domain: lists and procedures ──
  list(
    "en-h16-alfa-asset-purchase-details",
    "en",
    "new asset record in alfa: which purchase details do I have to key in?",
    "alfa-asset-registration",
    [
      ["supplier and purchase invoice reference"],
      ["purchase price excluding VAT"],
      ["VAT rate"],
      ["delivery date"],
    ],
  ),
  list(
    "en-h16-pre-arrears-signals",
    "en",
    "before anyone actually misses a payment, which weak signals should collections pick up on?",
    "recouvrement-amiable-contentieux",
    [["rejected direct debits"], ["falling account flows"], ["behavioural score alerts"]],
  ),
  list(
    "en-h16-corporate-analysis-memo",
    "en",
    "done with the financials on a corporate borrower: what goes in my write-up?",
    "analyse-financiere-entreprise",
    [["strengths"], ["weaknesses"], ["identified risks"], ["reasoned recommendation"]],
  ),
  list(
    "en-h16-lemoine-lender-impacts",
    "en",
    "now that borrowers can switch their loan cover whenever they like, what does a lender have to put in place?",
    "assurance-emprunteur-lemoine",
    [["substitution process"], ["Annual information"], ["portfolio profitability"]],
  ),
  list(
    "en-h16-french-gaap-consolidated-finance-lease",
    "en",
    "client's group accounts under French GAAP: what makes a lease get treated like a finance lease there?",
    "comptabilite-credit-bail-preneur",
    [
      ["transfer of ownership appears highly probable"],
      ["most of the asset's life"],
      ["present value of the payments covers most of its value"],
    ],
  ),
  list(
    "en-h16-delegation-ladder",
    "en",
    "typical ladder of who can approve a credit, from the bottom to the top?",
    "comite-credit-delegations",
    [["Decision engine"], ["Analyst"], ["Head of credit"], ["Credit committee"], ["Management body"]],
  ),
  list(
    "en-h16-funding-cost-pitfalls",
    "en",
    "usual slip-ups when we build the refinancing cost into a price?",
    "cout-refinancement-adossement",
    [
      ["contract term instead of the average life"],
      ["cost of liquidity"],
      ["offers still open for acceptance"],
    ],
  ),
  list(
    "en-h16-ifrs16-client-expectations",
    "en",
    "since ifrs16 came in, how have corporate clients changed the way they look at our lease offers?",
    "ifrs16-preneurs-bailleurs",
    [["off-balance-sheet"], ["services"], ["flexibility"], ["Separating the lease and service components"]],
  ),
  list(
    "en-h16-critical-function-examples",
    "en",
    "give me typical examples of critical or important functions a lessor hands to a provider",
    "reg-externalisation-controle-interne",
    [["Lease contract administration"], ["collections"], ["hosting of the software package"]],
  ),
  list(
    "en-h16-test-case-types",
    "en",
    "writing the UAT test cases, which kinds of case do they need to cover?",
    "strategie-recette",
    [["nominal cases"], ["edge cases"], ["error cases"]],
  ),
  list(
    "en-h16-alfa-collections-module",
    "en",
    "what does the collections side of the Alfa Systems package take care of?",
    "alfa-systems-panorama",
    [["work queues"], ["dunning strategies"], ["repayment plans"]],
  ),
  list(
    "en-h16-decision-rule-documentation",
    "en",
    "what should we write down for each rule we add to the credit decision engine?",
    "moteurs-decision-scoring",
    [["purpose"], ["date"], ["author"], ["expected impact"]],
  ),
  // ── English, to decline: outside the domain ──
  abstain(
    "en-h16-jamestown-settlement",
    "en",
    "in what year was the Jamestown settlement founded in Virginia?",
  ),
  abstain("en-h16-ph-buffer", "en", "how do I make a pH 7 buffer solution for a school chemistry practical?"),
  abstain(
    "en-h16-school-principal-texas",
    "en",
    "what qualifications do I need to become a school principal in Texas?",
  ),
  abstain(
    "en-h16-eight-ball-black",
    "en",
    "in 8-ball pool, what happens if you pot the black before clearing your colours?",
  ),
  abstain(
    "en-h16-harry-potter-instalment",
    "en",
    "which Harry Potter instalment has the longest running time?",
  ),
  abstain("en-h16-bond-box-office", "en", "which James Bond film made the most at the box office?"),
  abstain("en-h16-imovie-credits", "en", "how do I add rolling end credits to a video in iMovie?"),
  // ── English, to decline: looks like the domain, but the knowledge cannot answer ──
  abstain(
    "en-h16-ireland-hire-purchase-handback",
    "en",
    "in Ireland, can a hire purchase customer hand the car back halfway through the agreement?",
  ),
  abstain(
    "en-h16-ev-benefit-in-kind-2029",
    "en",
    "what will the benefit-in-kind rate on electric company cars be in France in 2029?",
  ),
  abstain("en-h16-bund-yield-today", "en", "where is the 10-year Bund yield trading this morning?"),
  abstain(
    "en-h16-named-lessor-90-day-arrears",
    "en",
    "how many contracts does Leasecom have more than 90 days in arrears right now?",
  ),
  abstain(
    "en-h16-bdf-secretariat-phone",
    "en",
    "what's the direct phone number of the Banque de France over-indebtedness secretariat in Lille?",
  ),
  abstain(
    "en-h16-firm-travel-budget",
    "en",
    "what travel budget per consultant has the firm set for Alfa projects next year?",
  ),
  abstain(
    "en-h16-powercurve-maintenance-fee",
    "en",
    "what annual maintenance fee does Experian charge for PowerCurve, as a share of the licence?",
  ),
  abstain(
    "en-h16-named-lender-cost-of-risk",
    "en",
    "what cost of risk did Cofidis report in its 2025 annual results?",
  ),
];
