// Reference taxonomy for the admin matrix (roles, skills, task types and their associations).
// Ids are stable kebab-case keys: other seed files (learning capsules, kanban) refer to them.

export type RoleSeed = {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  level: 1 | 2 | 3 | 4 | 5;
};
export type SkillSeed = {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  category: string;
  categoryEn: string;
  level: "beginner" | "intermediate" | "advanced";
};
export type TaskTypeSeed = {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  category: string;
  categoryEn: string;
  estimatedDuration: number;
};

/** Role levels: 1 Junior, 2 Confirmé, 3 Senior, 4 Expert, 5 Lead. */
export const roles: RoleSeed[] = [
  {
    id: "analyste-credit-junior",
    name: "Analyste crédit junior",
    nameEn: "Junior credit analyst",
    description:
      "Instruit les demandes de financement des PME et des professionnels : collecte des liasses fiscales, retraitement des bilans, calcul des ratios et première proposition d'avis.",
    descriptionEn:
      "Processes financing requests from SMEs and self-employed professionals: gathers tax returns, restates balance sheets, computes ratios and drafts a first recommendation.",
    level: 1,
  },
  {
    id: "gestionnaire-back-office-leasing",
    name: "Gestionnaire back-office leasing",
    nameEn: "Leasing back-office officer",
    description:
      "Assure la mise en loyer des contrats de crédit-bail et de LLD, les avenants, les fins de contrat et les levées d'option dans le progiciel de gestion.",
    descriptionEn:
      "Activates finance lease and long-term rental contracts, and handles amendments, contract ends and purchase option exercises in the lease management system.",
    level: 2,
  },
  {
    id: "charge-affaires-credit-bail",
    name: "Chargé d'affaires crédit-bail",
    nameEn: "Finance lease account manager",
    description:
      "Développe un portefeuille d'entreprises et de partenaires fournisseurs, structure les opérations de crédit-bail mobilier et de location financière, et défend ses dossiers en comité.",
    descriptionEn:
      "Develops a portfolio of corporate clients and vendor partners, structures equipment finance lease and operating lease deals, and defends them before the credit committee.",
    level: 2,
  },
  {
    id: "analyste-risques",
    name: "Analyste risques",
    nameEn: "Risk analyst",
    description:
      "Contre-analyse les dossiers présentés en comité, attribue la notation interne, suit la sinistralité du portefeuille et alerte sur les concentrations.",
    descriptionEn:
      "Provides the second opinion on files presented to committee, assigns the internal rating, monitors portfolio losses and flags concentrations.",
    level: 3,
  },
  {
    id: "data-analyst-scoring",
    name: "Data analyst scoring",
    nameEn: "Credit scoring data analyst",
    description:
      "Construit et surveille les grilles de score d'octroi du crédit à la consommation et de la LOA automobile : stabilité, pouvoir discriminant, back-testing.",
    descriptionEn:
      "Builds and monitors the application scorecards for consumer credit and car leases with purchase option: stability, discriminatory power, back-testing.",
    level: 3,
  },
  {
    id: "consultant-alfa",
    name: "Consultant Alfa",
    nameEn: "Alfa consultant",
    description:
      "Paramètre la plateforme de financement d'actifs Alfa (produits, échéanciers, fiscalité, comptabilité, traitements batch) et accompagne les équipes métier en recette.",
    descriptionEn:
      "Configures the Alfa asset finance platform (products, schedules, tax, accounting, batch processing) and supports business teams through acceptance testing.",
    level: 3,
  },
  {
    id: "consultant-pmo",
    name: "Consultant PMO",
    nameEn: "PMO consultant",
    description:
      "Anime la gouvernance des projets SI d'une société de financement : planning, suivi budgétaire, registre des risques, comités de pilotage et reporting.",
    descriptionEn:
      "Runs the governance of a finance company's IT projects: planning, budget tracking, risk register, steering committees and reporting.",
    level: 2,
  },
  {
    id: "chef-projet-si",
    name: "Chef de projet SI",
    nameEn: "IT project manager",
    description:
      "Pilote les projets de transformation du système d'information crédit et leasing : migration de progiciel, reprise de données, recette et bascule.",
    descriptionEn:
      "Leads transformation projects of the credit and leasing information system: software migration, data conversion, acceptance testing and cutover.",
    level: 4,
  },
  {
    id: "responsable-recouvrement",
    name: "Responsable recouvrement",
    nameEn: "Head of collections",
    description:
      "Encadre le recouvrement amiable et précontentieux, définit les stratégies de relance par segment et arbitre les plans d'apurement et les restitutions de matériel.",
    descriptionEn:
      "Manages amicable and pre-litigation collections, sets reminder strategies by segment and decides on repayment plans and equipment returns.",
    level: 4,
  },
  {
    id: "responsable-conformite",
    name: "Responsable conformité",
    nameEn: "Head of compliance",
    description:
      "Garantit le respect des obligations LCB-FT, de protection de la clientèle et de reporting réglementaire ; interlocuteur de l'ACPR et de TRACFIN.",
    descriptionEn:
      "Ensures compliance with AML/CFT, customer protection and regulatory reporting obligations; the contact person for the ACPR and TRACFIN.",
    level: 4,
  },
  {
    id: "directeur-engagements",
    name: "Directeur des engagements",
    nameEn: "Chief credit officer",
    description:
      "Préside le comité de crédit, fixe la politique de risque et les délégations, et arbitre les dossiers hors délégation et les dérogations.",
    descriptionEn:
      "Chairs the credit committee, sets the risk policy and delegated authorities, and rules on files beyond delegation and on exceptions.",
    level: 5,
  },
];

export const skills: SkillSeed[] = [
  // Analyse financière
  {
    id: "analyse-etats-financiers",
    name: "Analyse des états financiers",
    nameEn: "Financial statement analysis",
    description:
      "Lire et retraiter un bilan et un compte de résultat : soldes intermédiaires de gestion, retraitement du crédit-bail, qualité des fonds propres.",
    descriptionEn:
      "Read and restate a balance sheet and an income statement: intermediate management balances, restatement of leases, quality of equity.",
    category: "Analyse financière",
    categoryEn: "Financial analysis",
    level: "intermediate",
  },
  {
    id: "ratios-capacite-remboursement",
    name: "Ratios et capacité de remboursement",
    nameEn: "Ratios and repayment capacity",
    description:
      "Calculer et interpréter les ratios clés (endettement net / EBE, gearing, couverture du service de la dette) et le taux d'effort d'un particulier.",
    descriptionEn:
      "Compute and interpret the key ratios (net debt / EBITDA, gearing, debt service coverage) and an individual's debt-to-income ratio.",
    category: "Analyse financière",
    categoryEn: "Financial analysis",
    level: "beginner",
  },
  {
    id: "flux-tresorerie-previsionnels",
    name: "Flux de trésorerie prévisionnels",
    nameEn: "Cash flow forecasting",
    description:
      "Construire un plan de financement et un tableau de flux prévisionnel, tester la sensibilité du BFR et des investissements.",
    descriptionEn:
      "Build a financing plan and a cash flow forecast, and test the sensitivity of working capital and capital expenditure.",
    category: "Analyse financière",
    categoryEn: "Financial analysis",
    level: "advanced",
  },
  {
    id: "notation-interne",
    name: "Notation interne et cotation du risque",
    nameEn: "Internal rating and risk grading",
    description:
      "Attribuer une note de contrepartie, estimer probabilité de défaut et perte en cas de défaut, et comprendre l'effet sur les fonds propres.",
    descriptionEn:
      "Assign a counterparty rating, estimate probability of default and loss given default, and understand the effect on capital requirements.",
    category: "Analyse financière",
    categoryEn: "Financial analysis",
    level: "advanced",
  },
  {
    id: "scoring-credit-conso",
    name: "Scoring crédit à la consommation",
    nameEn: "Consumer credit scoring",
    description:
      "Comprendre les grilles de score d'octroi, les variables socio-démographiques et bancaires, les seuils de décision et leur suivi.",
    descriptionEn:
      "Understand application scorecards, socio-demographic and banking variables, cut-offs and their monitoring.",
    category: "Analyse financière",
    categoryEn: "Financial analysis",
    level: "intermediate",
  },
  // Leasing
  {
    id: "structuration-credit-bail",
    name: "Structuration de crédit-bail mobilier",
    nameEn: "Equipment finance lease structuring",
    description:
      "Monter une opération de crédit-bail : assiette, premier loyer majoré, périodicité, option d'achat, terme à échoir ou échu.",
    descriptionEn:
      "Set up a finance lease: financed amount, increased first rent, payment frequency, purchase option, payments in advance or in arrears.",
    category: "Leasing",
    categoryEn: "Leasing",
    level: "intermediate",
  },
  {
    id: "valeurs-residuelles",
    name: "Gestion des valeurs résiduelles",
    nameEn: "Residual value management",
    description:
      "Fixer et suivre les valeurs résiduelles par famille d'actifs, mesurer le risque de marché de l'occasion et les dépréciations.",
    descriptionEn:
      "Set and monitor residual values by asset family, measure used-equipment market risk and impairments.",
    category: "Leasing",
    categoryEn: "Leasing",
    level: "advanced",
  },
  {
    id: "lld-loa",
    name: "LLD et location avec option d'achat",
    nameEn: "Long-term rental and lease with purchase option",
    description:
      "Connaître les mécanismes de la location longue durée et de la LOA : kilométrage, prestations incluses, frais de remise en état.",
    descriptionEn:
      "Know how long-term rental and leases with purchase option work: mileage, included services, reconditioning charges.",
    category: "Leasing",
    categoryEn: "Leasing",
    level: "beginner",
  },
  {
    id: "financement-vendor",
    name: "Financement vendor et captives",
    nameEn: "Vendor finance and captives",
    description:
      "Animer les partenariats avec constructeurs, distributeurs et concessionnaires : accords cadres, subventions de taux, rétrocessions.",
    descriptionEn:
      "Manage partnerships with manufacturers, distributors and dealers: framework agreements, rate subsidies, commissions.",
    category: "Leasing",
    categoryEn: "Leasing",
    level: "intermediate",
  },
  {
    id: "fin-de-contrat-remarketing",
    name: "Fin de contrat et remarketing",
    nameEn: "End of lease and remarketing",
    description:
      "Gérer levées d'option, prolongations, restitutions, expertises de l'état du matériel et revente sur le marché secondaire.",
    descriptionEn:
      "Handle purchase option exercises, extensions, returns, equipment condition inspections and resale on the secondary market.",
    category: "Leasing",
    categoryEn: "Leasing",
    level: "intermediate",
  },
  // Réglementation
  {
    id: "kyc",
    name: "Connaissance client (KYC)",
    nameEn: "Know your customer (KYC)",
    description:
      "Identifier et vérifier le client personne morale ou physique, collecter les justificatifs et tenir le dossier à jour.",
    descriptionEn:
      "Identify and verify corporate and individual customers, collect supporting documents and keep the file up to date.",
    category: "Réglementation",
    categoryEn: "Regulation",
    level: "beginner",
  },
  {
    id: "lcb-ft",
    name: "Lutte contre le blanchiment (LCB-FT)",
    nameEn: "Anti-money laundering (AML/CFT)",
    description:
      "Appliquer l'approche par les risques, repérer les opérations atypiques, filtrer les listes de gel des avoirs et rédiger une déclaration de soupçon.",
    descriptionEn:
      "Apply the risk-based approach, detect unusual transactions, screen asset-freeze lists and write a suspicious activity report.",
    category: "Réglementation",
    categoryEn: "Regulation",
    level: "intermediate",
  },
  {
    id: "ifrs-9-16",
    name: "IFRS 9 et IFRS 16",
    nameEn: "IFRS 9 and IFRS 16",
    description:
      "Comprendre le provisionnement des pertes attendues (stages 1, 2, 3) et le traitement des contrats de location chez le preneur et le bailleur.",
    descriptionEn:
      "Understand expected credit loss provisioning (stages 1, 2, 3) and lease accounting for lessees and lessors.",
    category: "Réglementation",
    categoryEn: "Regulation",
    level: "advanced",
  },
  {
    id: "reglementation-credit-conso",
    name: "Réglementation du crédit à la consommation",
    nameEn: "Consumer credit regulation",
    description:
      "Maîtriser le Code de la consommation : FIPEN, TAEG, taux d'usure, délai de rétractation, consultation du FICP.",
    descriptionEn:
      "Master the French Consumer Code: pre-contractual information sheet (FIPEN), APR, usury rate, withdrawal period, FICP register check.",
    category: "Réglementation",
    categoryEn: "Regulation",
    level: "intermediate",
  },
  {
    id: "reporting-prudentiel",
    name: "Reporting prudentiel COREP / FINREP",
    nameEn: "COREP / FINREP prudential reporting",
    description:
      "Produire et contrôler les états réglementaires transmis à l'ACPR : exigences en fonds propres, grands risques, informations financières.",
    descriptionEn:
      "Produce and check the regulatory returns sent to the ACPR: capital requirements, large exposures, financial information.",
    category: "Réglementation",
    categoryEn: "Regulation",
    level: "advanced",
  },
  {
    id: "rgpd",
    name: "Protection des données (RGPD)",
    nameEn: "Data protection (GDPR)",
    description:
      "Appliquer les principes de minimisation, de durée de conservation et d'information des personnes dans les traitements de crédit.",
    descriptionEn:
      "Apply data minimisation, retention periods and information of data subjects in credit processing.",
    category: "Réglementation",
    categoryEn: "Regulation",
    level: "beginner",
  },
  // Outils
  {
    id: "parametrage-alfa",
    name: "Paramétrage de la plateforme Alfa",
    nameEn: "Alfa platform configuration",
    description:
      "Configurer produits, modèles d'échéanciers, règles fiscales et schémas comptables dans Alfa, et analyser les traitements batch.",
    descriptionEn:
      "Configure products, schedule templates, tax rules and accounting schemes in Alfa, and analyse batch processing.",
    category: "Outils",
    categoryEn: "Tools",
    level: "advanced",
  },
  {
    id: "excel-modelisation",
    name: "Excel avancé et modélisation financière",
    nameEn: "Advanced Excel and financial modelling",
    description:
      "Construire des calculateurs de loyers, des tableaux d'amortissement et des modèles de rentabilité fiables et documentés.",
    descriptionEn:
      "Build reliable, documented rent calculators, amortisation tables and profitability models.",
    category: "Outils",
    categoryEn: "Tools",
    level: "intermediate",
  },
  {
    id: "sql-donnees",
    name: "SQL et exploitation des données",
    nameEn: "SQL and data analysis",
    description:
      "Interroger les bases contrats et comptables, réconcilier des volumétries et produire des extractions pour le pilotage des risques.",
    descriptionEn:
      "Query contract and accounting databases, reconcile volumes and produce extracts for risk management.",
    category: "Outils",
    categoryEn: "Tools",
    level: "intermediate",
  },
  {
    id: "outils-recouvrement",
    name: "Outils de recouvrement",
    nameEn: "Collections tools",
    description:
      "Utiliser les workflows de relance, la numérotation automatique, les scénarios SMS et courrier et le suivi des promesses de paiement.",
    descriptionEn:
      "Use reminder workflows, automatic dialling, text and letter campaigns and promise-to-pay tracking.",
    category: "Outils",
    categoryEn: "Tools",
    level: "beginner",
  },
  {
    id: "tests-recette",
    name: "Tests et recette applicative",
    nameEn: "Software testing and acceptance",
    description:
      "Écrire des cas de test métier, exécuter une campagne de recette, qualifier et suivre les anomalies jusqu'à la clôture.",
    descriptionEn:
      "Write business test cases, run an acceptance campaign, and qualify and track defects until they are closed.",
    category: "Outils",
    categoryEn: "Tools",
    level: "intermediate",
  },
  // Soft skills
  {
    id: "negociation-commerciale",
    name: "Négociation commerciale",
    nameEn: "Sales negotiation",
    description:
      "Défendre les conditions de l'offre (taux, durée, garanties), traiter les objections et conclure avec les clients et les partenaires.",
    descriptionEn:
      "Defend the terms of the offer (rate, term, guarantees), handle objections and close with clients and partners.",
    category: "Soft skills",
    categoryEn: "Soft skills",
    level: "intermediate",
  },
  {
    id: "redaction-professionnelle",
    name: "Rédaction professionnelle",
    nameEn: "Business writing",
    description:
      "Rédiger des notes claires, argumentées et concises : structure, chiffres vérifiés, conclusion actionnable.",
    descriptionEn:
      "Write clear, reasoned and concise notes: structure, checked figures, an actionable conclusion.",
    category: "Soft skills",
    categoryEn: "Soft skills",
    level: "beginner",
  },
  {
    id: "presentation-comite",
    name: "Présentation en comité",
    nameEn: "Presenting to committee",
    description:
      "Présenter un dossier en quelques minutes, anticiper les questions du comité et défendre une recommandation.",
    descriptionEn:
      "Present a file in a few minutes, anticipate the committee's questions and defend a recommendation.",
    category: "Soft skills",
    categoryEn: "Soft skills",
    level: "intermediate",
  },
  {
    id: "gestion-situations-difficiles",
    name: "Gestion des situations difficiles",
    nameEn: "Handling difficult situations",
    description:
      "Conduire un entretien de recouvrement avec un débiteur en difficulté, désamorcer un conflit et trouver une solution amiable.",
    descriptionEn:
      "Conduct a collections conversation with a debtor in difficulty, defuse a conflict and find an amicable solution.",
    category: "Soft skills",
    categoryEn: "Soft skills",
    level: "intermediate",
  },
  // Gestion de projet
  {
    id: "methodes-agiles",
    name: "Méthodes agiles",
    nameEn: "Agile methods",
    description:
      "Travailler en Scrum ou en Kanban : backlog, user stories, cérémonies, tableau de flux et limites d'en-cours.",
    descriptionEn:
      "Work in Scrum or Kanban: backlog, user stories, ceremonies, flow board and work-in-progress limits.",
    category: "Gestion de projet",
    categoryEn: "Project management",
    level: "beginner",
  },
  {
    id: "pilotage-projet",
    name: "Pilotage de projet",
    nameEn: "Project management",
    description:
      "Planifier, suivre le budget et les jalons, tenir un registre des risques et préparer un comité de pilotage.",
    descriptionEn:
      "Plan, track budget and milestones, keep a risk register and prepare a steering committee.",
    category: "Gestion de projet",
    categoryEn: "Project management",
    level: "intermediate",
  },
  {
    id: "conduite-changement",
    name: "Conduite du changement",
    nameEn: "Change management",
    description:
      "Analyser les impacts d'un nouveau progiciel sur les équipes, former les utilisateurs clés et accompagner l'adoption.",
    descriptionEn:
      "Analyse the impact of a new software package on teams, train key users and support adoption.",
    category: "Gestion de projet",
    categoryEn: "Project management",
    level: "advanced",
  },
  {
    id: "migration-donnees",
    name: "Migration de données",
    nameEn: "Data migration",
    description:
      "Concevoir la reprise des contrats, échéanciers et tiers d'un ancien système : mapping, règles de transformation, réconciliation.",
    descriptionEn:
      "Design the conversion of contracts, schedules and third parties from a legacy system: mapping, transformation rules, reconciliation.",
    category: "Gestion de projet",
    categoryEn: "Project management",
    level: "advanced",
  },
];

export const taskTypes: TaskTypeSeed[] = [
  {
    id: "credit-evaluation",
    name: "Évaluation de crédit",
    nameEn: "Credit assessment",
    description:
      "Analyser la situation financière d'une contrepartie, mesurer sa capacité de remboursement et formuler un avis motivé sur la demande de financement.",
    descriptionEn:
      "Analyse a counterparty's financial position, measure its repayment capacity and give a reasoned opinion on the financing request.",
    category: "Analyse crédit",
    categoryEn: "Credit analysis",
    estimatedDuration: 240,
  },
  {
    id: "credit-committee-prep",
    name: "Préparation du comité de crédit",
    nameEn: "Credit committee preparation",
    description:
      "Rédiger la note de crédit, réunir les pièces, préparer la présentation et les réponses aux questions probables du comité.",
    descriptionEn:
      "Write the credit memo, gather the documents, and prepare the presentation and answers to the committee's likely questions.",
    category: "Analyse crédit",
    categoryEn: "Credit analysis",
    estimatedDuration: 150,
  },
  {
    id: "leasing-structuring",
    name: "Structuration d'une opération de crédit-bail",
    nameEn: "Finance lease structuring",
    description:
      "Définir l'assiette, la durée, les loyers, l'option d'achat et les garanties d'une opération de crédit-bail mobilier adaptée au besoin du client.",
    descriptionEn:
      "Define the financed amount, term, rents, purchase option and guarantees of an equipment finance lease that fits the client's need.",
    category: "Leasing",
    categoryEn: "Leasing",
    estimatedDuration: 180,
  },
  {
    id: "residual-value-setting",
    name: "Fixation des valeurs résiduelles",
    nameEn: "Residual value setting",
    description:
      "Proposer des grilles de valeurs résiduelles par famille de matériel et par durée à partir des historiques de revente.",
    descriptionEn: "Propose residual value grids by equipment family and term, based on resale history.",
    category: "Leasing",
    categoryEn: "Leasing",
    estimatedDuration: 120,
  },
  {
    id: "end-of-lease-processing",
    name: "Traitement de fin de contrat",
    nameEn: "End-of-lease processing",
    description:
      "Gérer la levée d'option, la prolongation ou la restitution du bien, facturer les éventuels frais de remise en état et clôturer le contrat.",
    descriptionEn:
      "Handle the purchase option exercise, extension or return of the asset, invoice any reconditioning charges and close the contract.",
    category: "Back-office",
    categoryEn: "Back office",
    estimatedDuration: 45,
  },
  {
    id: "commercial-proposal",
    name: "Rédaction d'une proposition commerciale",
    nameEn: "Writing a commercial proposal",
    description:
      "Formaliser une offre de financement (crédit-bail, LLD, LOA, location financière) avec loyers, services inclus et argumentaire.",
    descriptionEn:
      "Formalise a financing offer (finance lease, long-term rental, lease with purchase option, operating lease) with rents, included services and a sales pitch.",
    category: "Commercial",
    categoryEn: "Sales",
    estimatedDuration: 120,
  },
  {
    id: "dealer-onboarding",
    name: "Entrée en relation d'un partenaire vendor",
    nameEn: "Vendor partner onboarding",
    description:
      "Qualifier un distributeur ou un concessionnaire, collecter ses pièces KYC et négocier l'accord cadre de financement.",
    descriptionEn:
      "Qualify a distributor or dealer, collect its KYC documents and negotiate the financing framework agreement.",
    category: "Commercial",
    categoryEn: "Sales",
    estimatedDuration: 180,
  },
  {
    id: "kyc-review",
    name: "Revue KYC / LCB-FT",
    nameEn: "KYC / AML review",
    description:
      "Vérifier l'identité du client et de ses bénéficiaires effectifs, l'origine des fonds, le filtrage des listes et fixer le niveau de vigilance.",
    descriptionEn:
      "Verify the identity of the customer and its beneficial owners, the source of funds and list screening, and set the due diligence level.",
    category: "Conformité",
    categoryEn: "Compliance",
    estimatedDuration: 90,
  },
  {
    id: "regulatory-report",
    name: "Production d'un reporting réglementaire",
    nameEn: "Regulatory report production",
    description:
      "Extraire, contrôler et réconcilier les données d'un état COREP, FINREP ou d'un questionnaire ACPR avant transmission.",
    descriptionEn:
      "Extract, check and reconcile the data of a COREP or FINREP return or an ACPR questionnaire before submission.",
    category: "Conformité",
    categoryEn: "Compliance",
    estimatedDuration: 360,
  },
  {
    id: "collections-follow-up",
    name: "Suivi des impayés",
    nameEn: "Arrears follow-up",
    description:
      "Relancer les clients en retard de paiement, négocier un plan d'apurement et décider du passage en précontentieux.",
    descriptionEn:
      "Chase customers in arrears, negotiate a repayment plan and decide on referral to pre-litigation.",
    category: "Recouvrement",
    categoryEn: "Collections",
    estimatedDuration: 60,
  },
  {
    id: "portfolio-review",
    name: "Revue de portefeuille",
    nameEn: "Portfolio review",
    description:
      "Analyser l'évolution des encours, des notes, des impayés et des concentrations d'un portefeuille, et proposer des actions.",
    descriptionEn:
      "Analyse how a portfolio's outstandings, ratings, arrears and concentrations evolve, and propose actions.",
    category: "Risques",
    categoryEn: "Risk",
    estimatedDuration: 300,
  },
  {
    id: "scoring-model-monitoring",
    name: "Suivi de performance d'un modèle de score",
    nameEn: "Scorecard performance monitoring",
    description:
      "Mesurer la stabilité de la population, le pouvoir discriminant (Gini) et le taux de défaut par classe de score d'une grille d'octroi.",
    descriptionEn:
      "Measure population stability, discriminatory power (Gini) and default rate by score band of an application scorecard.",
    category: "Risques",
    categoryEn: "Risk",
    estimatedDuration: 240,
  },
  {
    id: "alfa-configuration",
    name: "Paramétrage d'un produit dans Alfa",
    nameEn: "Configuring a product in Alfa",
    description:
      "Créer ou modifier un produit financier dans Alfa : modèle d'échéancier, frais, fiscalité, règles comptables, puis le tester.",
    descriptionEn:
      "Create or change a financial product in Alfa: schedule template, fees, tax, accounting rules, then test it.",
    category: "Systèmes d'information",
    categoryEn: "Information systems",
    estimatedDuration: 480,
  },
  {
    id: "migration-testing",
    name: "Tests de migration de données",
    nameEn: "Data migration testing",
    description:
      "Exécuter un lot de reprise, réconcilier les volumes et les montants avec le système source et qualifier les écarts.",
    descriptionEn:
      "Run a conversion batch, reconcile volumes and amounts with the source system and qualify the differences.",
    category: "Systèmes d'information",
    categoryEn: "Information systems",
    estimatedDuration: 420,
  },
  {
    id: "project-status-report",
    name: "Rapport d'avancement projet",
    nameEn: "Project status report",
    description:
      "Consolider l'avancement, la météo, le budget consommé, les risques et les décisions attendues pour le comité de pilotage.",
    descriptionEn:
      "Consolidate progress, status, budget spent, risks and decisions needed for the steering committee.",
    category: "Gestion de projet",
    categoryEn: "Project management",
    estimatedDuration: 90,
  },
];

/** Required proficiency on a 1–5 scale. */
export const roleTasks: { roleId: string; taskTypeId: string; proficiencyRequired: number }[] = [
  { roleId: "analyste-credit-junior", taskTypeId: "credit-evaluation", proficiencyRequired: 2 },
  { roleId: "analyste-credit-junior", taskTypeId: "credit-committee-prep", proficiencyRequired: 1 },
  { roleId: "analyste-credit-junior", taskTypeId: "kyc-review", proficiencyRequired: 2 },
  { roleId: "analyste-credit-junior", taskTypeId: "leasing-structuring", proficiencyRequired: 1 },

  {
    roleId: "gestionnaire-back-office-leasing",
    taskTypeId: "end-of-lease-processing",
    proficiencyRequired: 3,
  },
  { roleId: "gestionnaire-back-office-leasing", taskTypeId: "kyc-review", proficiencyRequired: 2 },
  { roleId: "gestionnaire-back-office-leasing", taskTypeId: "collections-follow-up", proficiencyRequired: 2 },
  { roleId: "gestionnaire-back-office-leasing", taskTypeId: "migration-testing", proficiencyRequired: 1 },

  { roleId: "charge-affaires-credit-bail", taskTypeId: "leasing-structuring", proficiencyRequired: 4 },
  { roleId: "charge-affaires-credit-bail", taskTypeId: "commercial-proposal", proficiencyRequired: 4 },
  { roleId: "charge-affaires-credit-bail", taskTypeId: "dealer-onboarding", proficiencyRequired: 3 },
  { roleId: "charge-affaires-credit-bail", taskTypeId: "credit-evaluation", proficiencyRequired: 3 },
  { roleId: "charge-affaires-credit-bail", taskTypeId: "credit-committee-prep", proficiencyRequired: 3 },

  { roleId: "analyste-risques", taskTypeId: "credit-evaluation", proficiencyRequired: 4 },
  { roleId: "analyste-risques", taskTypeId: "portfolio-review", proficiencyRequired: 4 },
  { roleId: "analyste-risques", taskTypeId: "credit-committee-prep", proficiencyRequired: 3 },
  { roleId: "analyste-risques", taskTypeId: "residual-value-setting", proficiencyRequired: 3 },

  { roleId: "data-analyst-scoring", taskTypeId: "scoring-model-monitoring", proficiencyRequired: 4 },
  { roleId: "data-analyst-scoring", taskTypeId: "portfolio-review", proficiencyRequired: 3 },
  { roleId: "data-analyst-scoring", taskTypeId: "regulatory-report", proficiencyRequired: 2 },

  { roleId: "consultant-alfa", taskTypeId: "alfa-configuration", proficiencyRequired: 4 },
  { roleId: "consultant-alfa", taskTypeId: "migration-testing", proficiencyRequired: 3 },
  { roleId: "consultant-alfa", taskTypeId: "end-of-lease-processing", proficiencyRequired: 3 },
  { roleId: "consultant-alfa", taskTypeId: "leasing-structuring", proficiencyRequired: 2 },

  { roleId: "consultant-pmo", taskTypeId: "project-status-report", proficiencyRequired: 4 },
  { roleId: "consultant-pmo", taskTypeId: "migration-testing", proficiencyRequired: 2 },

  { roleId: "chef-projet-si", taskTypeId: "project-status-report", proficiencyRequired: 5 },
  { roleId: "chef-projet-si", taskTypeId: "migration-testing", proficiencyRequired: 4 },
  { roleId: "chef-projet-si", taskTypeId: "alfa-configuration", proficiencyRequired: 3 },

  { roleId: "responsable-recouvrement", taskTypeId: "collections-follow-up", proficiencyRequired: 5 },
  { roleId: "responsable-recouvrement", taskTypeId: "portfolio-review", proficiencyRequired: 3 },
  { roleId: "responsable-recouvrement", taskTypeId: "end-of-lease-processing", proficiencyRequired: 3 },

  { roleId: "responsable-conformite", taskTypeId: "kyc-review", proficiencyRequired: 5 },
  { roleId: "responsable-conformite", taskTypeId: "regulatory-report", proficiencyRequired: 5 },
  { roleId: "responsable-conformite", taskTypeId: "dealer-onboarding", proficiencyRequired: 3 },

  { roleId: "directeur-engagements", taskTypeId: "credit-committee-prep", proficiencyRequired: 5 },
  { roleId: "directeur-engagements", taskTypeId: "credit-evaluation", proficiencyRequired: 5 },
  { roleId: "directeur-engagements", taskTypeId: "portfolio-review", proficiencyRequired: 5 },
  { roleId: "directeur-engagements", taskTypeId: "residual-value-setting", proficiencyRequired: 4 },
];

/** Importance of a skill for a task type on a 1–5 scale; every task type has 2 to 4 skills. */
export const taskSkills: { taskTypeId: string; skillId: string; importance: number }[] = [
  { taskTypeId: "credit-evaluation", skillId: "analyse-etats-financiers", importance: 5 },
  { taskTypeId: "credit-evaluation", skillId: "ratios-capacite-remboursement", importance: 5 },
  { taskTypeId: "credit-evaluation", skillId: "flux-tresorerie-previsionnels", importance: 4 },
  { taskTypeId: "credit-evaluation", skillId: "notation-interne", importance: 3 },

  { taskTypeId: "credit-committee-prep", skillId: "presentation-comite", importance: 5 },
  { taskTypeId: "credit-committee-prep", skillId: "redaction-professionnelle", importance: 4 },
  { taskTypeId: "credit-committee-prep", skillId: "analyse-etats-financiers", importance: 4 },
  { taskTypeId: "credit-committee-prep", skillId: "notation-interne", importance: 3 },

  { taskTypeId: "leasing-structuring", skillId: "structuration-credit-bail", importance: 5 },
  { taskTypeId: "leasing-structuring", skillId: "valeurs-residuelles", importance: 4 },
  { taskTypeId: "leasing-structuring", skillId: "excel-modelisation", importance: 3 },

  { taskTypeId: "residual-value-setting", skillId: "valeurs-residuelles", importance: 5 },
  { taskTypeId: "residual-value-setting", skillId: "excel-modelisation", importance: 4 },
  { taskTypeId: "residual-value-setting", skillId: "fin-de-contrat-remarketing", importance: 3 },

  { taskTypeId: "end-of-lease-processing", skillId: "fin-de-contrat-remarketing", importance: 5 },
  { taskTypeId: "end-of-lease-processing", skillId: "lld-loa", importance: 3 },
  { taskTypeId: "end-of-lease-processing", skillId: "parametrage-alfa", importance: 2 },

  { taskTypeId: "commercial-proposal", skillId: "negociation-commerciale", importance: 4 },
  { taskTypeId: "commercial-proposal", skillId: "lld-loa", importance: 4 },
  { taskTypeId: "commercial-proposal", skillId: "redaction-professionnelle", importance: 4 },
  { taskTypeId: "commercial-proposal", skillId: "financement-vendor", importance: 3 },

  { taskTypeId: "dealer-onboarding", skillId: "financement-vendor", importance: 5 },
  { taskTypeId: "dealer-onboarding", skillId: "kyc", importance: 4 },
  { taskTypeId: "dealer-onboarding", skillId: "negociation-commerciale", importance: 3 },

  { taskTypeId: "kyc-review", skillId: "kyc", importance: 5 },
  { taskTypeId: "kyc-review", skillId: "lcb-ft", importance: 5 },
  { taskTypeId: "kyc-review", skillId: "rgpd", importance: 2 },

  { taskTypeId: "regulatory-report", skillId: "reporting-prudentiel", importance: 5 },
  { taskTypeId: "regulatory-report", skillId: "sql-donnees", importance: 4 },
  { taskTypeId: "regulatory-report", skillId: "ifrs-9-16", importance: 3 },

  { taskTypeId: "collections-follow-up", skillId: "gestion-situations-difficiles", importance: 5 },
  { taskTypeId: "collections-follow-up", skillId: "outils-recouvrement", importance: 4 },
  { taskTypeId: "collections-follow-up", skillId: "reglementation-credit-conso", importance: 3 },
  { taskTypeId: "collections-follow-up", skillId: "negociation-commerciale", importance: 3 },

  { taskTypeId: "portfolio-review", skillId: "notation-interne", importance: 5 },
  { taskTypeId: "portfolio-review", skillId: "ifrs-9-16", importance: 4 },
  { taskTypeId: "portfolio-review", skillId: "sql-donnees", importance: 3 },
  { taskTypeId: "portfolio-review", skillId: "excel-modelisation", importance: 3 },

  { taskTypeId: "scoring-model-monitoring", skillId: "scoring-credit-conso", importance: 5 },
  { taskTypeId: "scoring-model-monitoring", skillId: "sql-donnees", importance: 4 },
  { taskTypeId: "scoring-model-monitoring", skillId: "notation-interne", importance: 3 },

  { taskTypeId: "alfa-configuration", skillId: "parametrage-alfa", importance: 5 },
  { taskTypeId: "alfa-configuration", skillId: "structuration-credit-bail", importance: 3 },
  { taskTypeId: "alfa-configuration", skillId: "tests-recette", importance: 3 },

  { taskTypeId: "migration-testing", skillId: "migration-donnees", importance: 5 },
  { taskTypeId: "migration-testing", skillId: "tests-recette", importance: 5 },
  { taskTypeId: "migration-testing", skillId: "sql-donnees", importance: 4 },
  { taskTypeId: "migration-testing", skillId: "parametrage-alfa", importance: 3 },

  { taskTypeId: "project-status-report", skillId: "pilotage-projet", importance: 5 },
  { taskTypeId: "project-status-report", skillId: "redaction-professionnelle", importance: 4 },
  { taskTypeId: "project-status-report", skillId: "methodes-agiles", importance: 3 },
  { taskTypeId: "project-status-report", skillId: "conduite-changement", importance: 2 },
];

/** Expected level of a skill for a role on a 1–5 scale. */
export const roleSkills: { roleId: string; skillId: string; expectedLevel: number }[] = [
  { roleId: "analyste-credit-junior", skillId: "analyse-etats-financiers", expectedLevel: 2 },
  { roleId: "analyste-credit-junior", skillId: "ratios-capacite-remboursement", expectedLevel: 3 },
  { roleId: "analyste-credit-junior", skillId: "kyc", expectedLevel: 2 },
  { roleId: "analyste-credit-junior", skillId: "redaction-professionnelle", expectedLevel: 2 },
  { roleId: "analyste-credit-junior", skillId: "excel-modelisation", expectedLevel: 2 },

  { roleId: "gestionnaire-back-office-leasing", skillId: "fin-de-contrat-remarketing", expectedLevel: 3 },
  { roleId: "gestionnaire-back-office-leasing", skillId: "lld-loa", expectedLevel: 3 },
  { roleId: "gestionnaire-back-office-leasing", skillId: "parametrage-alfa", expectedLevel: 2 },
  { roleId: "gestionnaire-back-office-leasing", skillId: "kyc", expectedLevel: 2 },
  { roleId: "gestionnaire-back-office-leasing", skillId: "outils-recouvrement", expectedLevel: 2 },

  { roleId: "charge-affaires-credit-bail", skillId: "structuration-credit-bail", expectedLevel: 4 },
  { roleId: "charge-affaires-credit-bail", skillId: "negociation-commerciale", expectedLevel: 4 },
  { roleId: "charge-affaires-credit-bail", skillId: "financement-vendor", expectedLevel: 3 },
  { roleId: "charge-affaires-credit-bail", skillId: "analyse-etats-financiers", expectedLevel: 3 },
  { roleId: "charge-affaires-credit-bail", skillId: "presentation-comite", expectedLevel: 3 },
  { roleId: "charge-affaires-credit-bail", skillId: "lld-loa", expectedLevel: 3 },

  { roleId: "analyste-risques", skillId: "analyse-etats-financiers", expectedLevel: 4 },
  { roleId: "analyste-risques", skillId: "notation-interne", expectedLevel: 4 },
  { roleId: "analyste-risques", skillId: "flux-tresorerie-previsionnels", expectedLevel: 4 },
  { roleId: "analyste-risques", skillId: "ifrs-9-16", expectedLevel: 3 },
  { roleId: "analyste-risques", skillId: "valeurs-residuelles", expectedLevel: 3 },

  { roleId: "data-analyst-scoring", skillId: "scoring-credit-conso", expectedLevel: 5 },
  { roleId: "data-analyst-scoring", skillId: "sql-donnees", expectedLevel: 4 },
  { roleId: "data-analyst-scoring", skillId: "notation-interne", expectedLevel: 3 },
  { roleId: "data-analyst-scoring", skillId: "rgpd", expectedLevel: 3 },

  { roleId: "consultant-alfa", skillId: "parametrage-alfa", expectedLevel: 5 },
  { roleId: "consultant-alfa", skillId: "structuration-credit-bail", expectedLevel: 3 },
  { roleId: "consultant-alfa", skillId: "tests-recette", expectedLevel: 4 },
  { roleId: "consultant-alfa", skillId: "migration-donnees", expectedLevel: 3 },
  { roleId: "consultant-alfa", skillId: "sql-donnees", expectedLevel: 3 },

  { roleId: "consultant-pmo", skillId: "pilotage-projet", expectedLevel: 4 },
  { roleId: "consultant-pmo", skillId: "methodes-agiles", expectedLevel: 3 },
  { roleId: "consultant-pmo", skillId: "redaction-professionnelle", expectedLevel: 3 },
  { roleId: "consultant-pmo", skillId: "excel-modelisation", expectedLevel: 3 },

  { roleId: "chef-projet-si", skillId: "pilotage-projet", expectedLevel: 5 },
  { roleId: "chef-projet-si", skillId: "migration-donnees", expectedLevel: 4 },
  { roleId: "chef-projet-si", skillId: "conduite-changement", expectedLevel: 4 },
  { roleId: "chef-projet-si", skillId: "tests-recette", expectedLevel: 4 },
  { roleId: "chef-projet-si", skillId: "parametrage-alfa", expectedLevel: 3 },

  { roleId: "responsable-recouvrement", skillId: "gestion-situations-difficiles", expectedLevel: 5 },
  { roleId: "responsable-recouvrement", skillId: "outils-recouvrement", expectedLevel: 4 },
  { roleId: "responsable-recouvrement", skillId: "reglementation-credit-conso", expectedLevel: 4 },
  { roleId: "responsable-recouvrement", skillId: "fin-de-contrat-remarketing", expectedLevel: 3 },

  { roleId: "responsable-conformite", skillId: "lcb-ft", expectedLevel: 5 },
  { roleId: "responsable-conformite", skillId: "kyc", expectedLevel: 5 },
  { roleId: "responsable-conformite", skillId: "reporting-prudentiel", expectedLevel: 4 },
  { roleId: "responsable-conformite", skillId: "rgpd", expectedLevel: 4 },
  { roleId: "responsable-conformite", skillId: "reglementation-credit-conso", expectedLevel: 4 },

  { roleId: "directeur-engagements", skillId: "notation-interne", expectedLevel: 5 },
  { roleId: "directeur-engagements", skillId: "analyse-etats-financiers", expectedLevel: 5 },
  { roleId: "directeur-engagements", skillId: "presentation-comite", expectedLevel: 5 },
  { roleId: "directeur-engagements", skillId: "ifrs-9-16", expectedLevel: 4 },
  { roleId: "directeur-engagements", skillId: "valeurs-residuelles", expectedLevel: 4 },
];
