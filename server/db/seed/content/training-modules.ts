export type TrainingTrack = "general" | "credit" | "regulation";

export type TrainingModuleSeed = {
  id: string;
  track: TrainingTrack;
  order: number;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  /** Total duration in minutes. */
  duration: number;
  /** Number of lessons in the module. */
  moduleCount: number;
  points: number;
  status: "available" | "locked";
};

export const trainingTracks: {
  id: TrainingTrack;
  title: string;
  titleEn: string;
  certificateTitle: string;
  certificateTitleEn: string;
}[] = [
  {
    id: "general",
    title: "Formation générale",
    titleEn: "General training",
    certificateTitle: "Certification Consultant augmenté par l'IA",
    certificateTitleEn: "AI-Augmented Consultant Certification",
  },
  {
    id: "credit",
    title: "Spécialisation crédit",
    titleEn: "Credit specialisation",
    certificateTitle: "Certification Expert Crédit & Leasing",
    certificateTitleEn: "Credit & Leasing Expert Certification",
  },
  {
    id: "regulation",
    title: "Réglementation",
    titleEn: "Regulation",
    certificateTitle: "Certification Conformité & Réglementation financière",
    certificateTitleEn: "Financial Compliance & Regulation Certification",
  },
];

/** Modules ordered by track then order; the last one or two modules of each track are locked. */
export const trainingModules: TrainingModuleSeed[] = [
  // ---------------------------------------------------------------------------
  // General
  // ---------------------------------------------------------------------------
  {
    id: "gen-prise-en-main-praxis",
    track: "general",
    order: 1,
    title: "Prise en main de Praxis",
    titleEn: "Getting started with Praxis",
    description:
      "Découvrez le catalogue de services IA, la base de connaissances, le kanban et les livrables, et configurez votre espace de travail.",
    descriptionEn:
      "Discover the AI services catalogue, the knowledge base, the kanban board and deliverables, and set up your workspace.",
    duration: 45,
    moduleCount: 4,
    points: 50,
    status: "available",
  },
  {
    id: "gen-fondamentaux-ia-generative",
    track: "general",
    order: 2,
    title: "Fondamentaux de l'IA générative pour consultants",
    titleEn: "Generative AI fundamentals for consultants",
    description:
      "Comprendre le fonctionnement des grands modèles de langage, leurs forces, leurs limites (hallucinations, biais) et les cas d'usage pertinents en mission.",
    descriptionEn:
      "Understand how large language models work, their strengths and limits (hallucinations, bias) and the use cases that matter on assignments.",
    duration: 60,
    moduleCount: 6,
    points: 100,
    status: "available",
  },
  {
    id: "gen-redaction-prompts",
    track: "general",
    order: 3,
    title: "Rédiger des prompts efficaces",
    titleEn: "Writing effective prompts",
    description:
      "Structurer une demande (rôle, contexte, consignes, format attendu), fournir des exemples, itérer et vérifier les réponses sur des cas de crédit et de leasing.",
    descriptionEn:
      "Structure a request (role, context, instructions, expected format), provide examples, iterate and check answers on credit and leasing cases.",
    duration: 90,
    moduleCount: 8,
    points: 150,
    status: "available",
  },
  {
    id: "gen-protection-donnees-ia",
    track: "general",
    order: 4,
    title: "Protection des données et usage responsable de l'IA",
    titleEn: "Data protection and responsible AI use",
    description:
      "Quelles données peut-on confier à un outil d'IA ? Pseudonymisation, secret professionnel, confidentialité client et règles internes d'usage.",
    descriptionEn:
      "Which data can be shared with an AI tool? Pseudonymisation, professional secrecy, client confidentiality and internal usage rules.",
    duration: 60,
    moduleCount: 5,
    points: 120,
    status: "available",
  },
  {
    id: "gen-agents-ia-mission",
    track: "general",
    order: 5,
    title: "Concevoir un agent IA pour une mission",
    titleEn: "Designing an AI agent for an assignment",
    description:
      "Définir le besoin, sélectionner les sources de connaissance, paramétrer un agent, l'évaluer sur des cas de test et le partager sur la marketplace interne.",
    descriptionEn:
      "Define the need, select knowledge sources, configure an agent, evaluate it on test cases and share it on the internal marketplace.",
    duration: 120,
    moduleCount: 9,
    points: 200,
    status: "locked",
  },

  // ---------------------------------------------------------------------------
  // Credit
  // ---------------------------------------------------------------------------
  {
    id: "credit-analyse-entreprises",
    track: "credit",
    order: 1,
    title: "Analyse crédit des entreprises",
    titleEn: "Corporate credit analysis",
    description:
      "Lire une liasse fiscale, calculer les soldes intermédiaires de gestion, apprécier la structure financière et la capacité de remboursement d'une PME.",
    descriptionEn:
      "Read a French tax return package, compute intermediate management balances, assess the financial structure and repayment capacity of an SME.",
    duration: 120,
    moduleCount: 8,
    points: 150,
    status: "available",
  },
  {
    id: "credit-structuration-leasing",
    track: "credit",
    order: 2,
    title: "Structurer une opération de leasing",
    titleEn: "Structuring a leasing transaction",
    description:
      "Crédit-bail mobilier et immobilier, location financière, LLD et LOA : choisir le produit, construire l'échéancier, fixer la valeur résiduelle et les garanties.",
    descriptionEn:
      "Equipment and real-estate finance leases, operating leases, long-term rental and lease-purchase: choose the product, build the schedule, set the residual value and collateral.",
    duration: 150,
    moduleCount: 10,
    points: 200,
    status: "available",
  },
  {
    id: "credit-scoring-decision",
    track: "credit",
    order: 3,
    title: "Scoring et moteurs de décision",
    titleEn: "Scoring and decision engines",
    description:
      "Construire et lire une grille de score, mesurer sa performance (Gini, PSI), fixer les seuils et gouverner les règles d'un moteur de décision.",
    descriptionEn:
      "Build and read a scorecard, measure its performance (Gini, PSI), set cut-offs and govern the rules of a decision engine.",
    duration: 90,
    moduleCount: 7,
    points: 150,
    status: "available",
  },
  {
    id: "credit-recouvrement",
    track: "credit",
    order: 4,
    title: "Recouvrement et contentieux",
    titleEn: "Collections and litigation",
    description:
      "Segmenter les impayés, organiser les relances amiables, gérer le précontentieux, les procédures collectives et la reprise des biens loués.",
    descriptionEn:
      "Segment arrears, organise amicable reminders, handle pre-litigation, insolvency proceedings and repossession of leased assets.",
    duration: 90,
    moduleCount: 6,
    points: 120,
    status: "available",
  },
  {
    id: "credit-affacturage",
    track: "credit",
    order: 5,
    title: "Affacturage et financement du poste clients",
    titleEn: "Factoring and receivables finance",
    description:
      "Mécanismes de l'affacturage, offres notifiées, confidentielles et inversées, tarification et analyse du risque débiteurs.",
    descriptionEn:
      "How factoring works, disclosed, confidential and reverse factoring offers, pricing and debtor risk analysis.",
    duration: 60,
    moduleCount: 5,
    points: 100,
    status: "locked",
  },
  {
    id: "credit-valeur-residuelle-remarketing",
    track: "credit",
    order: 6,
    title: "Valeur résiduelle et remarketing",
    titleEn: "Residual value and remarketing",
    description:
      "Estimer et piloter les valeurs résiduelles, provisionner le risque de marché et organiser la revente des biens restitués.",
    descriptionEn:
      "Estimate and manage residual values, provision for market risk and organise the resale of returned assets.",
    duration: 120,
    moduleCount: 8,
    points: 200,
    status: "locked",
  },

  // ---------------------------------------------------------------------------
  // Regulation
  // ---------------------------------------------------------------------------
  {
    id: "reg-credit-consommation",
    track: "regulation",
    order: 1,
    title: "Crédit à la consommation : de la CCD à la CCD2",
    titleEn: "Consumer credit: from CCD to CCD2",
    description:
      "Information précontractuelle, évaluation de la solvabilité, droit de rétractation et nouveautés de la directive (UE) 2023/2225.",
    descriptionEn:
      "Pre-contractual information, creditworthiness assessment, right of withdrawal and what changes with Directive (EU) 2023/2225.",
    duration: 120,
    moduleCount: 9,
    points: 180,
    status: "available",
  },
  {
    id: "reg-taux-usure",
    track: "regulation",
    order: 2,
    title: "Taux d'usure et TAEG",
    titleEn: "Usury rate and APR",
    description:
      "Calculer un TAEG, connaître les catégories de seuils d'usure et mettre en place les contrôles automatisés dans les outils d'octroi.",
    descriptionEn:
      "Compute an APR, know the usury threshold categories and set up automated controls in origination tools.",
    duration: 60,
    moduleCount: 5,
    points: 100,
    status: "available",
  },
  {
    id: "reg-bale-crr3",
    track: "regulation",
    order: 3,
    title: "Bâle III finalisé et CRR3",
    titleEn: "Basel III finalisation and CRR3",
    description:
      "Exigences de fonds propres, approche standard révisée, output floor et effets sur la tarification des financements.",
    descriptionEn:
      "Capital requirements, the revised standardised approach, the output floor and their effect on loan and lease pricing.",
    duration: 150,
    moduleCount: 10,
    points: 250,
    status: "available",
  },
  {
    id: "reg-ifrs9-ifrs16",
    track: "regulation",
    order: 4,
    title: "IFRS 9 et IFRS 16",
    titleEn: "IFRS 9 and IFRS 16",
    description:
      "Provisionnement des pertes de crédit attendues en trois étapes et comptabilisation des contrats de location chez le preneur et le bailleur.",
    descriptionEn:
      "Three-stage expected credit loss provisioning and lease accounting for lessees and lessors.",
    duration: 180,
    moduleCount: 12,
    points: 300,
    status: "available",
  },
  {
    id: "reg-lcb-ft-kyc",
    track: "regulation",
    order: 5,
    title: "LCB-FT et connaissance client",
    titleEn: "AML/CFT and know your customer",
    description:
      "Approche par les risques, identification des bénéficiaires effectifs, vigilance renforcée, déclaration de soupçon et gel des avoirs.",
    descriptionEn:
      "Risk-based approach, beneficial owner identification, enhanced due diligence, suspicious activity reporting and asset freezes.",
    duration: 90,
    moduleCount: 7,
    points: 150,
    status: "locked",
  },
  {
    id: "reg-rgpd-dora",
    track: "regulation",
    order: 6,
    title: "RGPD et DORA : données et résilience",
    titleEn: "GDPR and DORA: data and resilience",
    description:
      "Bases légales et décisions automatisées dans le crédit, puis exigences DORA sur les incidents, les tests et les prestataires informatiques.",
    descriptionEn:
      "Legal bases and automated decisions in lending, then DORA requirements on incidents, testing and ICT third-party providers.",
    duration: 90,
    moduleCount: 8,
    points: 150,
    status: "locked",
  },
];
