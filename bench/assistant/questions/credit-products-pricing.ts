import type { ExamQuestion } from "../types";

/** Knowledge base, leasing and credit products, pricing, collections and recovery articles. */
export const creditProductsPricing: ExamQuestion[] = [
  // ── loa-particuliers ──
  {
    id: "fr-ki-loa-default-cap",
    lang: "fr",
    kind: "fact",
    question: "LOA particulier en défaut : à quoi est plafonnée l'indemnité que le bailleur peut réclamer ?",
    facts: [["valeur actualisée des loyers non échus"], ["valeur de vente du bien restitué"], ["L312-40"]],
    sources: ["loa-particuliers"],
  },
  {
    id: "en-ki-loa-buyer-offer",
    lang: "en",
    kind: "fact",
    question: "A defaulting LOA customer brings us a buyer for the car after termination: what rule applies?",
    facts: [["Within 30 days of termination"], ["amount of the refused offer"]],
    sources: ["loa-particuliers"],
  },

  // ── lld-entreprises-services ──
  {
    id: "fr-ki-lld-services",
    lang: "fr",
    kind: "list",
    question: "Quels services sont couramment inclus dans une LLD pour une flotte d'entreprise ?",
    facts: [
      ["Entretien et réparations"],
      ["Pneumatiques"],
      ["véhicule de remplacement"],
      ["gestion des sinistres"],
      ["contraventions"],
      ["Cartes carburant"],
    ],
    sources: ["lld-entreprises-services"],
  },
  {
    id: "en-ki-lld-lessor-risks",
    lang: "en",
    kind: "fact",
    question: "Which two risks does a contract hire company carry on each vehicle?",
    facts: [["residual value"], ["actual cost of services"]],
    sources: ["lld-entreprises-services"],
  },

  // ── location-financiere-risques ──
  {
    id: "fr-ki-operating-rental-not-credit",
    lang: "fr",
    kind: "fact",
    question: "La location financière sans option d'achat, c'est une opération de crédit ?",
    facts: [["ce n'est pas une opération de crédit"], ["L313-1"]],
    sources: ["location-financiere-risques"],
  },
  {
    id: "fr-ki-operating-rental-interdependence",
    lang: "fr",
    kind: "fact",
    question:
      "Le contrat de maintenance du fournisseur est résilié : que devient la location financière liée ?",
    facts: [["17 mai 2013"], ["interdépendants"], ["caduque"]],
    sources: ["location-financiere-risques"],
  },
  {
    id: "en-ki-operating-rental-legal-risks",
    lang: "en",
    kind: "list",
    question: "What are the legal risks of a location financière for the lessor?",
    facts: [["Interdependence of contracts"], ["very small businesses"], ["Unbalanced clauses"]],
    sources: ["location-financiere-risques"],
  },

  // ── credit-affecte-location-vente ──
  {
    id: "fr-ki-hire-purchase-ownership",
    lang: "fr",
    kind: "fact",
    question: "En location-vente, à quel moment le client devient-il propriétaire ?",
    facts: [["paiement du dernier loyer"], ["sans option à lever"]],
    sources: ["credit-affecte-location-vente"],
  },
  {
    id: "en-ki-linked-credit-sale-cancelled",
    lang: "en",
    kind: "fact",
    question: "The sale behind a consumer's linked credit is cancelled. What happens to the loan?",
    facts: [["automatically entails that of the credit"], ["L312-55"]],
    sources: ["credit-affecte-location-vente"],
  },

  // ── pret-personnel ──
  {
    id: "fr-ki-personal-loan-default",
    lang: "fr",
    kind: "list",
    question: "Comment se déroule la défaillance d'un emprunteur sur un prêt personnel ?",
    facts: [
      ["Relances amiables"],
      ["Mise en demeure préalable"],
      ["Déchéance du terme"],
      ["8 % du capital restant dû"],
      ["deux ans du premier incident"],
    ],
    sources: ["pret-personnel"],
  },
  {
    id: "en-ki-personal-loan-default-fee",
    lang: "en",
    kind: "fact",
    question:
      "After acceleration of a personal loan, what compensation can the lender claim, and how long does it have to sue?",
    facts: [["8% of the outstanding principal"], ["two years"]],
    sources: ["pret-personnel"],
  },

  // ── credit-renouvelable ──
  {
    id: "fr-ki-revolving-repayment-period",
    lang: "fr",
    kind: "fact",
    question:
      "En combien de temps maximum doit être remboursée chaque utilisation d'un crédit renouvelable ?",
    facts: [["36 mois"], ["3 000 euros"], ["60 mois"]],
    sources: ["credit-renouvelable"],
  },
  {
    id: "en-ki-revolving-lender-duties",
    lang: "en",
    kind: "list",
    question: "What must a lender do when it sells and renews revolving credit?",
    facts: [
      ["amortising credit"],
      ["every year before renewal"],
      ["Reduce the available amount"],
      ["commercial advantage"],
      ["usury ceiling"],
    ],
    sources: ["credit-renouvelable"],
  },

  // ── cession-bail-leaseback ──
  {
    id: "fr-ki-leaseback-analysis",
    lang: "fr",
    kind: "list",
    question: "Un client veut faire une cession-bail de son entrepôt : que doit analyser le financeur ?",
    facts: [
      ["expertise indépendante"],
      ["Solvabilité du preneur"],
      ["Qualité du bien"],
      ["Situation juridique"],
      ["période suspecte"],
    ],
    sources: ["cession-bail-leaseback"],
  },
  {
    id: "en-ki-leaseback-ifrs16-sale",
    lang: "en",
    kind: "fact",
    question: "Under IFRS 16, is a sale and leaseback with a repurchase option a sale?",
    facts: [["generally prevents the transfer from being a sale"], ["B66"]],
    sources: ["cession-bail-leaseback"],
  },

  // ── credit-bail-syndique-cofinancement ──
  {
    id: "fr-ki-syndication-forms",
    lang: "fr",
    kind: "list",
    question: "Comment plusieurs financeurs peuvent-ils se partager un gros dossier de crédit-bail ?",
    facts: [["Pool de crédit-bailleurs"], ["Sous-participation"], ["Cofinancement"], ["Garantie d'un tiers"]],
    sources: ["credit-bail-syndique-cofinancement"],
  },
  {
    id: "en-ki-syndication-decisions",
    lang: "en",
    kind: "fact",
    question: "In a leasing pool agreement, how are decisions on the term or the rents taken?",
    facts: [["unanimity for essential changes"], ["qualified majority"]],
    sources: ["credit-bail-syndique-cofinancement"],
  },

  // ── financement-stocks-floor-plan ──
  {
    id: "fr-ki-floor-plan-sold-out-of-trust",
    lang: "fr",
    kind: "fact",
    question: "floor plan : c'est quoi le sold out of trust ?",
    facts: [["vendus mais non remboursés"], ["principal risque de fraude"]],
    sources: ["financement-stocks-floor-plan"],
  },
  {
    id: "en-ki-floor-plan-mechanics",
    lang: "en",
    kind: "list",
    question: "How does floor plan financing of a dealer's stock work, step by step?",
    facts: [
      ["lender pays the manufacturer"],
      ["credit line"],
      ["Interest accrues"],
      ["dealer repays"],
      ["curtailments"],
    ],
    sources: ["financement-stocks-floor-plan"],
  },

  // ── leasing-vehicules-electriques ──
  {
    id: "fr-ki-ev-fleet-tax",
    lang: "fr",
    kind: "fact",
    question:
      "Combien coûte la taxe incitative par véhicule manquant pour une flotte qui ne verdit pas assez ?",
    facts: [["2 000 €"], ["4 000 €"], ["5 000 €"]],
    sources: ["leasing-vehicules-electriques"],
  },
  {
    id: "en-ki-ev-residual-value-risks",
    lang: "en",
    kind: "list",
    question: "Why is the residual value of an electric car harder to set?",
    facts: [
      ["technological progress"],
      ["Price cuts on new vehicles"],
      ["public incentives"],
      ["Lack of resale history"],
    ],
    sources: ["leasing-vehicules-electriques"],
  },
  {
    id: "en-ki-ev-bonus-replaced",
    lang: "en",
    kind: "fact",
    question: "What replaced the bonus écologique for electric cars, and since when?",
    facts: [["1 July 2025"], ["energy savings certificates"]],
    sources: ["leasing-vehicules-electriques"],
  },

  // ── calcul-loyer-leasing ──
  {
    id: "fr-ki-lease-rent-example",
    lang: "fr",
    kind: "fact",
    question:
      "Matériel à 100 000 € HT, 60 loyers mensuels, 6 % l'an, VR de 2 % : quel loyer à terme à échoir ?",
    facts: [["1 895,14 €"]],
    sources: ["calcul-loyer-leasing"],
  },
  {
    id: "en-ki-lease-rent-in-advance",
    lang: "en",
    kind: "fact",
    question: "Why is a lease rent paid in advance lower than the same rent paid in arrears?",
    facts: [["one period earlier"]],
    sources: ["calcul-loyer-leasing"],
  },

  // ── taeg-calcul-composantes ──
  {
    id: "fr-ki-apr-included-costs",
    lang: "fr",
    kind: "list",
    question: "Quels coûts entrent dans le calcul du TAEG ?",
    facts: [
      ["Intérêts"],
      ["Frais de dossier"],
      ["Commissions"],
      ["assurance emprunteur"],
      ["Frais de garantie"],
      ["tenue d'un compte"],
    ],
    sources: ["taeg-calcul-composantes"],
  },
  {
    id: "en-ki-apr-excluded-costs",
    lang: "en",
    kind: "list",
    question: "Which costs are left out of the APR?",
    facts: [["late-payment penalties"], ["pays anyway"], ["Optional insurance"]],
    sources: ["taeg-calcul-composantes"],
  },

  // ── cout-refinancement-adossement ──
  {
    id: "fr-ki-funding-cost-steps",
    lang: "fr",
    kind: "list",
    question: "Comment calculer le coût de refinancement d'un contrat de leasing à taux fixe ?",
    facts: [["durée moyenne pondérée"], ["taux de swap"], ["marge de liquidité"], ["réserves de liquidité"]],
    sources: ["cout-refinancement-adossement"],
  },
  {
    id: "en-ki-funding-ftp",
    lang: "en",
    kind: "fact",
    question: "What is the FTP rate and who charges it to the business line?",
    facts: [["funds transfer pricing"], ["treasury"]],
    sources: ["cout-refinancement-adossement"],
  },

  // ── tarification-marge-cout-risque ──
  {
    id: "fr-ki-pricing-building-blocks",
    lang: "fr",
    kind: "list",
    question: "De quelles briques se compose le taux proposé au client ?",
    facts: [
      ["Coût de refinancement"],
      ["Coût du risque"],
      ["Coûts opérationnels"],
      ["Coûts d'apport"],
      ["Rémunération des fonds propres"],
      ["Marge commerciale"],
    ],
    sources: ["tarification-marge-cout-risque"],
  },
  {
    id: "en-ki-pricing-raroc",
    lang: "en",
    kind: "fact",
    question: "How is RAROC calculated?",
    facts: [["funding cost"], ["operating costs"], ["expected loss"], ["allocated capital"]],
    sources: ["tarification-marge-cout-risque"],
  },
  {
    id: "en-ki-pricing-expected-loss-vs-ifrs9",
    lang: "en",
    kind: "fact",
    question: "Is the expected loss used in pricing the same as the IFRS 9 provision?",
    facts: [["full cycle"]],
    sources: ["tarification-marge-cout-risque"],
  },

  // ── recouvrement-calendrier-actions ──
  {
    id: "fr-ki-collections-time-limits",
    lang: "fr",
    kind: "list",
    question: "Quels délais pour agir en recouvrement selon le type de créance ?",
    facts: [["deux ans du premier incident"], ["prescription de deux ans"], ["cinq ans"], ["dix ans"]],
    sources: ["recouvrement-calendrier-actions"],
  },
  {
    id: "en-ki-collections-costs-without-title",
    lang: "en",
    kind: "fact",
    question: "Can we charge our collection costs to the debtor before we have an enforceable title?",
    facts: [["remain payable by the creditor"], ["L111-8"]],
    sources: ["recouvrement-calendrier-actions"],
  },

  // ── restitution-revendication-bien-loue ──
  {
    id: "fr-ki-recovery-court-routes",
    lang: "fr",
    kind: "list",
    question: "Le locataire refuse de rendre le matériel : quelles voies judiciaires pour le récupérer ?",
    facts: [["Injonction de délivrer"], ["Référé"], ["Saisie-appréhension"], ["abus de confiance"]],
    sources: ["restitution-revendication-bien-loue"],
  },
  {
    id: "en-ki-recovery-registered-contract",
    lang: "en",
    kind: "fact",
    question:
      "The lessee is in insolvency proceedings and our lease was registered: do we have to bring a reclaim?",
    facts: [["need not bring a reclaim"], ["L624-10"]],
    sources: ["restitution-revendication-bien-loue"],
  },
  // ── English, further questions ──
  {
    id: "en-ki-operating-rental-not-credit",
    lang: "en",
    kind: "fact",
    question: "Is a location financière without purchase option a credit transaction?",
    facts: [["not a credit transaction"], ["L313-1"]],
    sources: ["location-financiere-risques"],
  },
];
