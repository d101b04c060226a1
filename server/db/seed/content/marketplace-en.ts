// The English of the marketplaces' seed content (content/marketplace.ts): what Praxis provides is
// read in both languages. Proper names of products stay as their makers wrote them.

export type ExternalItemEnglish = { name: string; description: string; product: string; tags: string[] };

/** The partner solutions, by id. */
export const externalItemsEn: Record<string, ExternalItemEnglish> = {
  "ext-copilote-note-credit": {
    name: "Credit Memo Copilot",
    description:
      "Agent that drafts a first version of the credit memo from the tax returns and the application: key management balances, ratios, points of attention and an outline of the recommendation.",
    product: "Corporate lending",
    tags: ["credit memo", "committee", "SMEs", "generative AI"],
  },
  "ext-spreading-liasses": {
    name: "Automated spreading of tax returns",
    description:
      "API that reads French corporate tax returns (forms 2050 to 2059, PDF or EDI-TDFC), restates the items and returns the balance sheet, income statement and ratios in a standard format.",
    product: "Financial analysis",
    tags: ["financial analysis", "tax return", "API", "OCR"],
  },
  "ext-screening-kyc-entreprises": {
    name: "Corporate KYC Screening",
    description:
      "Real-time checks of companies and their beneficial owners: official registers, asset-freeze lists, PEPs and adverse media.",
    product: "Customer onboarding",
    tags: ["KYC", "AML/CFT", "asset freeze", "PEP", "API"],
  },
  "ext-suivi-covenants": {
    name: "Covenant monitoring",
    description:
      "Monitoring of financial covenants on structured financings: collection of accounts, ratio calculation, breach alerts and a history for the committee.",
    product: "Structured finance",
    tags: ["covenants", "structured finance", "alerts", "risk"],
  },
  "ext-pack-comite-credit": {
    name: "Credit committee pack",
    description:
      "Word and PowerPoint templates for the credit memo, the agenda and the committee minutes, with standard outlines and delegation statements.",
    product: "Credit governance",
    tags: ["committee", "templates", "governance"],
  },
  "ext-boite-outils-corep-finrep": {
    name: "COREP / FINREP toolkit",
    description:
      "A set of consistency checks, mapping tables and reconciliation sheets to make prudential returns reliable.",
    product: "Regulatory reporting",
    tags: ["COREP", "FINREP", "reporting", "ACPR", "controls"],
  },
  "ext-agent-alertes-lcb-ft": {
    name: "AML/CFT alert analysis agent",
    description:
      "Agent that pre-qualifies transaction monitoring alerts, gathers the customer's context and proposes a reasoned conclusion to the compliance analyst.",
    product: "Compliance",
    tags: ["AML/CFT", "alerts", "compliance", "generative AI"],
  },
  "ext-predicteur-vr-vo": {
    name: "Used-vehicle residual value predictor",
    description:
      "Model that forecasts vehicles' resale value by trim, term and mileage, fed by used-car market transactions.",
    product: "Car long-term rental",
    tags: ["residual value", "long-term rental", "used vehicle", "data"],
  },
  "ext-assistant-fi-concession": {
    name: "Dealership F&I assistant",
    description:
      "Conversational agent for dealership sales staff: compares loans, leases with purchase option and long-term rental, calculates monthly payments and answers customers' questions.",
    product: "Car lease with purchase option",
    tags: ["dealership", "lease with purchase option", "F&I", "sales staff"],
  },
  "ext-simulateur-tco-flotte": {
    name: "Electric fleet TCO simulator",
    description:
      "Workbook that calculates the total cost of ownership of a combustion or electric fleet: rentals, energy, taxes, benefits in kind and charging points.",
    product: "Business long-term rental",
    tags: ["TCO", "fleet", "electric vehicle", "simulator"],
  },
  "ext-expertise-restitution-photo": {
    name: "Photo-based return inspection",
    description:
      "Image analysis service that detects and prices the damage on a returned vehicle according to the contract's fair wear and tear scale.",
    product: "End of long-term rental",
    tags: ["end of contract", "vehicle return", "computer vision", "refurbishment costs"],
  },
  "ext-portail-partenaires-constructeur": {
    name: "Manufacturer partner portal",
    description:
      "White-label portal for a manufacturer's network: quotes, application entry, approval tracking and dealer commissions.",
    product: "Captive finance",
    tags: ["captive", "portal", "dealers", "vendor", "white label"],
  },
  "ext-modeles-offres-loa": {
    name: "Compliant lease offer templates",
    description:
      "Pre-contract lease-with-purchase-option offers, standard European consumer credit information sheets (FIPEN) and rental schedules compliant with the French Consumer Code, updated at every regulatory change.",
    product: "Consumer lease with purchase option",
    tags: ["lease with purchase option", "FIPEN", "compliance", "templates"],
  },
  "ext-diagnostic-batterie-ve": {
    name: "EV battery diagnostics",
    description:
      "Estimates the state of health of an electric vehicle's battery from telematics data, for more reliable trade-ins and resale.",
    product: "Used EV remarketing",
    tags: ["electric vehicle", "battery", "remarketing", "telematics"],
  },
  "ext-conseiller-assurance-emprunteur": {
    name: "Borrower insurance adviser",
    description:
      "Agent that explains death, disability and job-loss cover, checks that third-party policies offer equivalent cover and prepares the duty-to-advise record.",
    product: "Borrower insurance",
    tags: ["borrower insurance", "duty to advise", "third-party policy", "generative AI"],
  },
  "ext-tarification-gap": {
    name: "GAP and financial loss pricing",
    description:
      "API that prices financial loss (GAP) insurance attached to leases and long-term rentals, by vehicle, term and first rental.",
    product: "Financial loss insurance",
    tags: ["GAP", "financial loss", "pricing", "API"],
  },
  "ext-pack-assurance-materiel": {
    name: "Equipment insurance pack for finance leases",
    description:
      "Turnkey machinery breakdown and theft insurance for financed equipment: pricing, subscription built into the contract and claims handling.",
    product: "Machinery breakdown insurance",
    tags: ["machinery breakdown", "finance lease", "equipment", "subscription"],
  },
  "ext-agent-tri-sinistres": {
    name: "Claims triage agent",
    description:
      "Agent that reads claim notifications, checks the cover of the leased equipment and routes the file to the right handler with a summary.",
    product: "Claims management",
    tags: ["claims", "triage", "generative AI", "handling"],
  },
  "ext-kit-ipid-dda": {
    name: "IPID and IDD document kit",
    description:
      "Templates of standard insurance product information documents (IPID) and of demands-and-needs statements compliant with the Insurance Distribution Directive.",
    product: "Insurance distribution",
    tags: ["IPID", "IDD", "insurance distribution", "templates"],
  },
  "ext-tableau-bord-attachement": {
    name: "Attachment rate dashboard",
    description:
      "Dashboard template that tracks the attachment rate of optional insurance by network, product and salesperson, with targets and compliance alerts.",
    product: "Optional insurance",
    tags: ["attachment rate", "performance management", "optional insurance", "dashboard"],
  },
  "ext-gestion-resiliations": {
    name: "Insurance cancellation management",
    description:
      "Suite that processes insurance cancellation and substitution requests: checks of the legal deadlines, letters and update of the financing contract.",
    product: "Borrower insurance",
    tags: ["cancellation", "substitution", "borrower insurance", "workflow"],
  },
  "ext-score-octroi-conso": {
    name: "Consumer credit approval score",
    description:
      "Ready-to-use risk score for point-of-sale loans and personal loans, explaining the main factors of the decision.",
    product: "Consumer credit",
    tags: ["scoring", "consumer credit", "credit approval", "explainability"],
  },
  "ext-revenus-open-banking": {
    name: "Open banking income analysis",
    description:
      "Categorises the applicant's bank transactions (with their consent) to work out income, expenses and disposable income in a few seconds.",
    product: "Revolving credit",
    tags: ["open banking", "PSD2", "income", "disposable income", "API"],
  },
  "ext-voicebot-relance": {
    name: "Early collections voicebot",
    description:
      "Voice agent that calls customers after a first missed payment, offers an online payment or a promise to pay and transfers sensitive cases to an adviser.",
    product: "Early-stage collections",
    tags: ["collections", "voicebot", "missed payments", "promise to pay"],
  },
  "ext-generateur-fipen": {
    name: "FIPEN generator",
    description:
      "Configurable templates of the standard European consumer credit information sheet (FIPEN), with APR calculation and a usury rate check.",
    product: "Consumer credit",
    tags: ["FIPEN", "APR", "usury rate", "consumer credit"],
  },
  "ext-kit-paiement-fractionne": {
    name: "Split payment kit",
    description:
      "A complete foundation to launch a pay-in-3 or pay-in-4 offer with merchants: customer journey, scoring, contracts and reporting.",
    product: "Split payment",
    tags: ["split payment", "BNPL", "e-commerce", "merchants"],
  },
  "ext-detection-fragilite": {
    name: "Financial vulnerability detection",
    description:
      "Agent that spots signs of financial vulnerability (payment incidents, repeated overdrafts) and suggests suitable support measures to the adviser before a payment is missed.",
    product: "Vulnerable customers",
    tags: ["vulnerable customers", "prevention", "over-indebtedness", "AI"],
  },
  "ext-widget-credit-ecommerce": {
    name: "E-commerce credit widget",
    description:
      "Point-of-sale loan simulation component to embed in an online shop, with automatic legal notices and the application handed over to the lender.",
    product: "Point-of-sale loan",
    tags: ["e-commerce", "point-of-sale loan", "simulator", "legal notices"],
  },
};

/** The seeded colleagues' solutions, by id (a colleague's own contribution keeps their words). */
export const internalItemsEn: Record<string, { name: string; description: string; tags: string[] }> = {
  "int-grille-analyse-credit-bail": {
    name: "SME finance lease analysis grid",
    description:
      "Workbook for analysing an SME finance lease application: restatements, ratios, repayment capacity and a summary ready to paste into the committee memo.",
    tags: ["finance lease", "SMEs", "financial analysis", "committee", "Excel"],
  },
  "int-agent-note-credit": {
    name: "Credit memo writer",
    description:
      "AI agent trained on our committee-approved memos: it proposes an outline, drafts the financial sections from the figures entered and flags inconsistencies.",
    tags: ["credit memo", "committee", "generative AI", "writing", "summary", "ratios"],
  },
  "int-specs-fonctionnelles-loa": {
    name: "Functional specification template for leases with purchase option",
    description:
      "Specification outline for a lease-with-purchase-option product: customer journey, rental calculation rules, handling of the purchase option and the related test cases.",
    tags: ["lease with purchase option", "specifications", "business rules"],
  },
  "int-kit-entree-relation-entreprise": {
    name: "Corporate onboarding kit",
    description:
      "Checklists, letter templates and a KYC form to onboard a corporate customer without back-and-forth with compliance.",
    tags: ["KYC", "AML/CFT", "beneficial owners", "checklist", "asset freeze"],
  },
  "int-agent-regles-gestion": {
    name: "Business rules extractor",
    description:
      "Agent that reads general terms and conditions and internal procedures and extracts their business rules as a table ready for specifications.",
    tags: ["business rules", "generative AI", "specifications"],
  },
  "int-api-calcul-loyers": {
    name: "Rental calculation API",
    description:
      "Microservice that calculates rentals, rates and payment schedules (in advance or in arrears, step payments, residual value); tested against the schedules produced by Alfa.",
    tags: ["API", "rentals", "finance lease", "TypeScript", "payment schedule"],
  },
  "int-enrichissement-siren": {
    name: "SIREN / INSEE enrichment",
    description:
      "Service that completes a counterparty record from its SIREN number: company name, address, NAF code, headcount and directors, with caching.",
    tags: ["SIREN", "INSEE", "counterparties", "API"],
  },
  "int-controle-taeg-usure": {
    name: "APR and usury rate check",
    description:
      "Microservice that calculates the APR with the regulatory actuarial method and compares it with the usury threshold published for the credit category.",
    tags: ["APR", "usury rate", "consumer credit", "API", "compliance"],
  },
  "int-agent-relecture-scripts-alfa": {
    name: "Alfa script reviewer",
    description:
      "AI agent that reviews Alfa customisation scripts, flags known bad practices and proposes commented fixes.",
    tags: ["Alfa", "code review", "generative AI"],
  },
  "int-kit-tests-api-financement": {
    name: "Automated test kit for financing APIs",
    description:
      "Test collections, anonymised data sets and a CI pipeline to test the quotation, decision and contract activation APIs.",
    tags: ["testing", "API", "CI", "data sets", "anonymisation"],
  },
  "int-support-copil": {
    name: "Steering committee deck",
    description:
      "Steering committee presentation template: status, progress by work package, budget, major risks and decisions needed, in the group's colours.",
    tags: ["steering committee", "governance", "reporting"],
  },
  "int-kit-demarrage-projet-progiciel": {
    name: "Software package project starter kit",
    description:
      "Project charter, RACI, standard plan, risk register and budget outline to launch a financing software project in two weeks.",
    tags: ["project scoping", "RACI", "planning", "risks", "budget", "project charter"],
  },
  "int-agent-rapport-avancement": {
    name: "Progress report assistant",
    description:
      "Agent that consolidates the Kanban board, budget tracking and the risk register to write the weekly progress report.",
    tags: ["reporting", "Kanban", "generative AI", "progress report"],
  },
  "int-registre-risques-projet": {
    name: "Project risk register",
    description:
      "Ready-to-use register with a probability / impact matrix, action plans, owners and a history of reviews.",
    tags: ["risks", "register", "Excel"],
  },
  "int-agregateur-meteo-projets": {
    name: "Project status aggregator",
    description:
      "Service that collects the status and indicators of every project in the portfolio and feeds the management dashboard.",
    tags: ["project portfolio", "status", "dashboard", "API", "PMO"],
  },
  "int-kit-migration-alfa": {
    name: "Alfa migration kit",
    description:
      "Mapping of contracts, counterparties and payment schedules, SQL reconciliation scripts and a standard cutover plan, drawn from three successful migrations.",
    tags: ["Alfa", "migration", "mapping", "reconciliation", "SQL", "cutover"],
  },
  "int-reconciliation-source-cible": {
    name: "Source / target reconciliation",
    description:
      "Microservice that compares volumes, outstandings and instalments between the legacy system and Alfa, and produces a discrepancy report by contract.",
    tags: ["reconciliation", "migration", "controls", "API"],
  },
  "int-cahier-recette-alfa": {
    name: "Alfa finance lease acceptance test book",
    description:
      "More than 240 test cases covering the life cycle of a finance lease contract in Alfa: activation, amendments, missed payments, end of contract and accounting.",
    tags: ["Alfa", "acceptance testing", "test cases", "finance lease", "regression testing"],
  },
  "int-agent-diagnostic-batch-alfa": {
    name: "Alfa batch diagnostics",
    description:
      "Agent that analyses the logs of Alfa batch jobs, identifies the likely cause of a rejection and proposes the recovery procedure.",
    tags: ["Alfa", "batch", "operations", "generative AI", "support"],
  },
  "int-connecteur-sepa": {
    name: "SEPA direct debit connector",
    description:
      "Connector that generates SEPA direct debit files from the instalments due, processes returned unpaid debits and updates the contracts.",
    tags: ["SEPA", "direct debits", "missed payments", "interfaces"],
  },
};

/** The seeded solutions' subcategories (a colleague's own contribution keeps the words they chose). */
export const subcategoriesEn: Record<string, string> = {
  "Analyse crédit": "Credit analysis",
  Spécifications: "Specifications",
  Conformité: "Compliance",
  "Calculs financiers": "Financial calculations",
  "Données tiers": "Third-party data",
  "Qualité de code": "Code quality",
  Tests: "Testing",
  Gouvernance: "Governance",
  Cadrage: "Project scoping",
  Reporting: "Reporting",
  Risques: "Risks",
  Migration: "Migration",
  Recette: "Acceptance testing",
  Exploitation: "Operations",
  Interfaces: "Interfaces",
};

/** The communities, by id. */
export const communitiesEn: Record<string, { name: string; description?: string }> = {
  "communaute-alfa": {
    name: "Alfa Community",
    description:
      "Consultants, integrators and key users of the Alfa platform: configuration, migrations, batches and lessons learned.",
  },
  "data-scoring": {
    name: "Data & Scoring",
    description: "Scoring models, residual values, SQL and data visualisation in the service of risk.",
  },
  "pmo-leasing": {
    name: "Leasing PMO",
    description: "Tools, templates and good practice for managing leasing and credit projects.",
  },
  "reglementation-conformite": {
    name: "Regulation & Compliance",
    description: "Regulatory watch, AML/CFT, customer protection and prudential reporting.",
  },
  "club-analystes-credit": {
    name: "Credit Analysts' Club",
    description: "Analysts share cases, analysis grids and feedback from credit committees.",
  },
  "mobilite-captives": {
    name: "Mobility & Captives",
    description:
      "Long-term rental, leases with purchase option, dealer network financing and fleet electrification.",
  },
  "ia-generative": { name: "Generative AI day to day" },
};
