type ServiceSeed = {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  category: "chatbot" | "platform" | "solution" | "software" | "regulation" | "soft-skills" | "project-mgmt";
  color: string;
  icon: string;
  tags: string[];
  tagsEn: string[];
  usageCount: number;
  rating: number;
};

/** The 15 services of the catalogue (chatbot 3, platform 2, solution 1, software 3, regulation 2, soft-skills 2, project-mgmt 2). */
export const serviceSeed: ServiceSeed[] = [
  {
    id: "alfa-assistant",
    name: "Assistant Alfa",
    nameEn: "Alfa Assistant",
    description:
      "Chatbot expert de la plateforme de financement d'actifs Alfa : contrats, échéanciers, fin de bail, comptabilité et traitements batch, avec sources citées.",
    descriptionEn:
      "Expert chatbot for the Alfa asset-finance platform: contracts, schedules, end of lease, accounting and batch jobs, with cited sources.",
    category: "chatbot",
    color: "blue",
    icon: "bot",
    tags: ["Alfa", "leasing", "support"],
    tagsEn: ["Alfa", "leasing", "support"],
    usageCount: 1284,
    rating: 47,
  },
  {
    id: "credit-advisor-bot",
    name: "Conseiller Crédit Conso",
    nameEn: "Consumer Credit Advisor",
    description:
      "Répond aux questions des conseillers sur le crédit à la consommation : TAEG, délai de rétractation, fiche d'information précontractuelle, taux d'usure.",
    descriptionEn:
      "Answers advisers' questions on consumer credit: APR, withdrawal period, pre-contractual information sheet, usury rate.",
    category: "chatbot",
    color: "indigo",
    icon: "message-square",
    tags: ["crédit conso", "TAEG", "conformité"],
    tagsEn: ["consumer credit", "APR", "compliance"],
    usageCount: 932,
    rating: 45,
  },
  {
    id: "collections-bot",
    name: "Assistant Recouvrement",
    nameEn: "Collections Assistant",
    description:
      "Prépare les relances amiables, propose des plans d'apurement et rappelle les étapes du précontentieux pour les dossiers en impayé.",
    descriptionEn:
      "Drafts amicable reminders, proposes repayment plans and recalls the pre-litigation steps for files in arrears.",
    category: "chatbot",
    color: "amber",
    icon: "phone-call",
    tags: ["recouvrement", "impayés", "relance"],
    tagsEn: ["collections", "arrears", "reminders"],
    usageCount: 611,
    rating: 43,
  },
  {
    id: "scoring-platform",
    name: "Plateforme de Scoring",
    nameEn: "Scoring Platform",
    description:
      "Moteur de notation des demandes de financement (particuliers et professionnels) avec explication des variables et suivi des dérives du modèle.",
    descriptionEn:
      "Rating engine for financing applications (retail and business) with variable explanations and model drift monitoring.",
    category: "platform",
    color: "emerald",
    icon: "gauge",
    tags: ["scoring", "risque", "IA explicable"],
    tagsEn: ["scoring", "risk", "explainable AI"],
    usageCount: 845,
    rating: 46,
  },
  {
    id: "document-ai-platform",
    name: "Lecture Automatique des Pièces",
    nameEn: "Document Reading Platform",
    description:
      "Extraction des données des pièces justificatives (avis d'imposition, bulletins de salaire, liasses fiscales, factures de matériel) et contrôle de cohérence.",
    descriptionEn:
      "Data extraction from supporting documents (tax notices, payslips, tax returns, equipment invoices) with consistency checks.",
    category: "platform",
    color: "cyan",
    icon: "scan-text",
    tags: ["OCR", "KYC", "automatisation"],
    tagsEn: ["OCR", "KYC", "automation"],
    usageCount: 702,
    rating: 44,
  },
  {
    id: "leasing-origination-solution",
    name: "Parcours Leasing de Bout en Bout",
    nameEn: "End-to-End Leasing Journey",
    description:
      "Solution complète de la simulation à la mise en loyer : cotation, étude, signature électronique, livraison du matériel et activation du contrat dans Alfa.",
    descriptionEn:
      "Complete solution from quote to activation: pricing, credit review, e-signature, equipment delivery and contract activation in Alfa.",
    category: "solution",
    color: "violet",
    icon: "workflow",
    tags: ["leasing", "origination", "Alfa"],
    tagsEn: ["leasing", "origination", "Alfa"],
    usageCount: 388,
    rating: 48,
  },
  {
    id: "lease-pricing-software",
    name: "Calculateur de Loyers",
    nameEn: "Lease Pricing Calculator",
    description:
      "Calcule loyers, valeur résiduelle, premier loyer majoré et rentabilité d'une opération de crédit-bail ou de location longue durée.",
    descriptionEn:
      "Computes rents, residual value, increased first rent and profitability of a finance lease or long-term rental deal.",
    category: "software",
    color: "sky",
    icon: "calculator",
    tags: ["pricing", "LLD", "crédit-bail"],
    tagsEn: ["pricing", "long-term rental", "finance lease"],
    usageCount: 1096,
    rating: 46,
  },
  {
    id: "ifrs16-software",
    name: "Moteur IFRS 16",
    nameEn: "IFRS 16 Engine",
    description:
      "Produit les écritures IFRS 16 des contrats de location (droit d'utilisation, dette locative, intérêts) et les tableaux de rapprochement pour la clôture.",
    descriptionEn:
      "Produces IFRS 16 entries for lease contracts (right-of-use asset, lease liability, interest) and the reconciliation tables for closing.",
    category: "software",
    color: "teal",
    icon: "book-open-check",
    tags: ["IFRS 16", "comptabilité", "clôture"],
    tagsEn: ["IFRS 16", "accounting", "closing"],
    usageCount: 427,
    rating: 42,
  },
  {
    id: "portfolio-analytics-software",
    name: "Analyse de Portefeuille",
    nameEn: "Portfolio Analytics",
    description:
      "Tableaux de bord de l'encours, de la production et du coût du risque par marché, réseau apporteur et famille de matériel.",
    descriptionEn:
      "Dashboards of outstandings, new business and cost of risk by market, introducer network and asset family.",
    category: "software",
    color: "slate",
    icon: "chart-column",
    tags: ["reporting", "encours", "risque"],
    tagsEn: ["reporting", "outstandings", "risk"],
    usageCount: 519,
    rating: 41,
  },
  {
    id: "aml-kyc-regulation",
    name: "Contrôle LCB-FT / KYC",
    nameEn: "AML / KYC Screening",
    description:
      "Filtrage des clients et bénéficiaires effectifs contre les listes de sanctions, détection des PPE et génération de la fiche KYC.",
    descriptionEn:
      "Screens customers and beneficial owners against sanctions lists, flags PEPs and generates the KYC record.",
    category: "regulation",
    color: "red",
    icon: "shield-check",
    tags: ["LCB-FT", "KYC", "sanctions"],
    tagsEn: ["AML-CFT", "KYC", "sanctions"],
    usageCount: 764,
    rating: 45,
  },
  {
    id: "regulatory-watch",
    name: "Veille Réglementaire Crédit",
    nameEn: "Credit Regulatory Watch",
    description:
      "Synthèse hebdomadaire des évolutions réglementaires (directive crédit consommateurs, Bâle III/CRR3, taux d'usure, RGPD) et de leur impact métier.",
    descriptionEn:
      "Weekly summary of regulatory changes (consumer credit directive, Basel III/CRR3, usury rate, GDPR) and their business impact.",
    category: "regulation",
    color: "rose",
    icon: "scale",
    tags: ["réglementation", "CRR3", "usure"],
    tagsEn: ["regulation", "CRR3", "usury"],
    usageCount: 488,
    rating: 44,
  },
  {
    id: "negotiation-coach",
    name: "Coach Négociation Partenaires",
    nameEn: "Partner Negotiation Coach",
    description:
      "Entraînement aux négociations avec les concessionnaires et apporteurs d'affaires : mises en situation, objections fréquentes et retours personnalisés.",
    descriptionEn:
      "Practice negotiations with dealers and introducers: role plays, common objections and personal feedback.",
    category: "soft-skills",
    color: "orange",
    icon: "handshake",
    tags: ["négociation", "partenaires", "vente"],
    tagsEn: ["negotiation", "partners", "sales"],
    usageCount: 263,
    rating: 43,
  },
  {
    id: "client-communication-coach",
    name: "Communication Client Difficile",
    nameEn: "Difficult Client Conversations",
    description:
      "Aide à préparer les échanges sensibles (refus de financement, restructuration, sinistre) avec des formulations claires et empathiques.",
    descriptionEn:
      "Helps prepare sensitive conversations (financing refusal, restructuring, claim) with clear and empathetic wording.",
    category: "soft-skills",
    color: "pink",
    icon: "messages-square",
    tags: ["communication", "relation client"],
    tagsEn: ["communication", "customer relations"],
    usageCount: 301,
    rating: 44,
  },
  {
    id: "migration-planner",
    name: "Planificateur de Migration Alfa",
    nameEn: "Alfa Migration Planner",
    description:
      "Structure un projet de migration vers Alfa : lots, reprise des données de contrats, recette, bascule et plan de retour arrière.",
    descriptionEn:
      "Structures a migration project to Alfa: work packages, contract data migration, testing, cutover and rollback plan.",
    category: "project-mgmt",
    color: "lime",
    icon: "route",
    tags: ["migration", "Alfa", "recette"],
    tagsEn: ["migration", "Alfa", "acceptance testing"],
    usageCount: 214,
    rating: 42,
  },
  {
    id: "steering-report-assistant",
    name: "Rapport de Pilotage Projet",
    nameEn: "Project Steering Report",
    description:
      "Génère le rapport d'avancement hebdomadaire (météo, jalons, risques, décisions attendues) à partir du Kanban et des livrables.",
    descriptionEn:
      "Generates the weekly status report (health, milestones, risks, decisions needed) from the kanban board and deliverables.",
    category: "project-mgmt",
    color: "yellow",
    icon: "clipboard-list",
    tags: ["pilotage", "reporting", "COPIL"],
    tagsEn: ["steering", "reporting", "steering committee"],
    usageCount: 342,
    rating: 43,
  },
];
