// Deliverable templates ('Mes Livrables') with the rules used by the quality score,
// and sample deliverables (one good, one poor per template) used by the scoring tests.
import type { QualityRules } from "../../../modules/quality/rules";

export type TemplateField = {
  /** Short or long text, an amount in euros, a percentage, a whole number, a date or a choice. */
  type: "text" | "textarea" | "amount" | "percentage" | "integer" | "date" | "select";
  label: string;
  labelEn: string;
  required: boolean;
  placeholder?: string;
  placeholderEn?: string;
  rows?: number;
  options?: { value: string; label: string; labelEn: string }[];
  /** Bounds of a number. */
  min?: number;
  max?: number;
  /** Longest text accepted. */
  maxLength?: number;
};

export type TemplateSeed = {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  category: string;
  categoryEn: string;
  format: "docx" | "json";
  fields: { properties: Record<string, TemplateField> };
  rules: QualityRules;
};

const decisionOptions = [
  { value: "favorable", label: "Favorable", labelEn: "Favourable" },
  {
    value: "favorable-sous-conditions",
    label: "Favorable sous conditions",
    labelEn: "Favourable subject to conditions",
  },
  { value: "defavorable", label: "Défavorable", labelEn: "Unfavourable" },
];

export const deliverableTemplates: TemplateSeed[] = [
  {
    id: "note-credit-comite",
    name: "Note de crédit pour comité",
    nameEn: "Credit committee memo",
    description:
      "Note d'analyse présentée au comité de crédit : contrepartie, financement demandé, analyse financière, risques, garanties et recommandation.",
    descriptionEn:
      "Analysis memo submitted to the credit committee: counterparty, requested financing, financial analysis, risks, collateral and recommendation.",
    category: "Analyse crédit",
    categoryEn: "Credit analysis",
    format: "docx",
    fields: {
      properties: {
        emprunteur: {
          type: "text",
          label: "Emprunteur (raison sociale)",
          labelEn: "Borrower (company name)",
          required: true,
          placeholder: "Ex. : Transports Vialis SAS",
          placeholderEn: "e.g. Transports Vialis SAS",
        },
        montantDemande: {
          type: "amount",
          label: "Montant demandé (€)",
          labelEn: "Amount requested (€)",
          required: true,
          min: 1,
          placeholder: "Ex. : 2 400 000",
          placeholderEn: "e.g. 2,400,000",
        },
        typeFinancement: {
          type: "select",
          label: "Type de financement",
          labelEn: "Financing type",
          required: true,
          options: [
            {
              value: "credit-bail-mobilier",
              label: "Crédit-bail mobilier",
              labelEn: "Equipment finance lease",
            },
            {
              value: "credit-bail-immobilier",
              label: "Crédit-bail immobilier",
              labelEn: "Real estate finance lease",
            },
            { value: "location-financiere", label: "Location financière", labelEn: "Operating lease" },
            { value: "pret-amortissable", label: "Prêt amortissable", labelEn: "Amortising loan" },
            {
              value: "ligne-court-terme",
              label: "Ligne de financement court terme",
              labelEn: "Short-term credit line",
            },
          ],
        },
        dureeMois: {
          type: "integer",
          label: "Durée (mois)",
          labelEn: "Term (months)",
          required: true,
          min: 1,
          max: 360,
          placeholder: "Ex. : 60",
          placeholderEn: "e.g. 60",
        },
        dateComite: { type: "date", label: "Date du comité", labelEn: "Committee date", required: false },
        analyseFinanciere: {
          type: "textarea",
          label: "Analyse financière",
          labelEn: "Financial analysis",
          required: true,
          rows: 8,
          placeholder: "Activité, rentabilité, structure financière, capacité de remboursement…",
          placeholderEn: "Business, profitability, financial structure, repayment capacity…",
        },
        garanties: {
          type: "textarea",
          label: "Garanties et sûretés",
          labelEn: "Guarantees and collateral",
          required: false,
          rows: 4,
          placeholder: "Cautions, engagement de reprise, nantissement, dépôt de garantie…",
          placeholderEn: "Guarantees, buy-back commitment, pledge, security deposit…",
        },
        risquesIdentifies: {
          type: "textarea",
          label: "Risques identifiés et facteurs d'atténuation",
          labelEn: "Identified risks and mitigating factors",
          required: true,
          rows: 5,
        },
        recommandation: {
          type: "select",
          label: "Recommandation",
          labelEn: "Recommendation",
          required: true,
          options: decisionOptions,
        },
      },
    },
    rules: {
      minLengths: { emprunteur: 3, analyseFinanciere: 500, garanties: 50, risquesIdentifies: 150 },
      expectedTerms: [
        {
          field: "analyseFinanciere",
          terms: ["chiffre d'affaires", "EBE", "fonds propres", "endettement", "capacité de remboursement"],
          termsEn: ["revenue", "EBITDA", "equity", "debt", "repayment capacity"],
        },
        { field: "risquesIdentifies", terms: ["risque", "atténuation"], termsEn: ["risk", "mitigation"] },
        { field: "garanties", terms: ["caution"], termsEn: ["guarantee"] },
      ],
      expectedSections: [
        {
          field: "analyseFinanciere",
          sections: ["Activité", "Rentabilité", "Structure financière", "Capacité de remboursement"],
          sectionsEn: ["Business", "Profitability", "Financial structure", "Repayment capacity"],
        },
      ],
      amountFields: ["montantDemande"],
      dateFields: ["dateComite"],
    },
  },
  {
    id: "analyse-credit-bail",
    name: "Analyse de dossier de crédit-bail",
    nameEn: "Lease application analysis",
    description:
      "Analyse d'une demande de crédit-bail mobilier : matériel financé, conditions de l'opération, qualité du bien et du preneur, avis.",
    descriptionEn:
      "Analysis of an equipment lease application: financed asset, deal terms, quality of the asset and of the lessee, opinion.",
    category: "Leasing",
    categoryEn: "Leasing",
    format: "docx",
    fields: {
      properties: {
        client: {
          type: "text",
          label: "Client (preneur)",
          labelEn: "Customer (lessee)",
          required: true,
          placeholder: "Raison sociale",
          placeholderEn: "Company name",
        },
        materielFinance: {
          type: "text",
          label: "Matériel financé et fournisseur",
          labelEn: "Financed equipment and supplier",
          required: true,
          placeholder: "Ex. : centre d'usinage 5 axes — fournisseur…",
          placeholderEn: "e.g. 5-axis machining centre — supplier…",
        },
        montantHT: {
          type: "amount",
          label: "Montant financé HT (€)",
          labelEn: "Financed amount excl. VAT (€)",
          required: true,
          min: 1,
          placeholder: "Ex. : 185 000",
          placeholderEn: "e.g. 185,000",
        },
        dureeMois: {
          type: "select",
          label: "Durée",
          labelEn: "Term",
          required: true,
          options: [
            { value: "24", label: "24 mois", labelEn: "24 months" },
            { value: "36", label: "36 mois", labelEn: "36 months" },
            { value: "48", label: "48 mois", labelEn: "48 months" },
            { value: "60", label: "60 mois", labelEn: "60 months" },
            { value: "72", label: "72 mois", labelEn: "72 months" },
            { value: "84", label: "84 mois", labelEn: "84 months" },
          ],
        },
        valeurResiduelle: {
          type: "amount",
          label: "Option d'achat / valeur résiduelle (€)",
          labelEn: "Purchase option / residual value (€)",
          required: false,
          placeholder: "Ex. : 1 850",
          placeholderEn: "e.g. 1,850",
        },
        loyerMensuel: {
          type: "amount",
          label: "Loyer mensuel HT (€)",
          labelEn: "Monthly rent excl. VAT (€)",
          required: true,
          min: 1,
          placeholder: "Ex. : 3 466,07",
          placeholderEn: "e.g. 3,466.07",
        },
        analyseMateriel: {
          type: "textarea",
          label: "Analyse du matériel",
          labelEn: "Equipment analysis",
          required: false,
          rows: 5,
          placeholder: "Usage, durée de vie économique, marché secondaire, obsolescence…",
          placeholderEn: "Use, economic life, secondary market, obsolescence…",
        },
        analyseClient: {
          type: "textarea",
          label: "Analyse du client",
          labelEn: "Customer analysis",
          required: true,
          rows: 6,
          placeholder: "Présentation, situation financière, comportement bancaire…",
          placeholderEn: "Overview, financial position, banking behaviour…",
        },
        avis: {
          type: "select",
          label: "Avis de l'analyste",
          labelEn: "Analyst's opinion",
          required: true,
          options: decisionOptions,
        },
      },
    },
    rules: {
      minLengths: { client: 3, materielFinance: 15, analyseMateriel: 200, analyseClient: 350 },
      expectedTerms: [
        {
          field: "analyseMateriel",
          terms: ["marché secondaire", "obsolescence", "durée de vie"],
          termsEn: ["secondary market", "obsolescence", "useful life"],
        },
        {
          field: "analyseClient",
          terms: ["chiffre d'affaires", "EBE", "endettement", "incident"],
          termsEn: ["revenue", "EBITDA", "debt", "incident"],
        },
      ],
      expectedSections: [
        {
          field: "analyseClient",
          sections: ["Présentation", "Situation financière", "Comportement bancaire"],
          sectionsEn: ["Overview", "Financial position", "Banking behaviour"],
        },
      ],
      amountFields: ["montantHT", "valeurResiduelle", "loyerMensuel"],
    },
  },
  {
    id: "compte-rendu-comite-credit",
    name: "Compte rendu de comité de crédit",
    nameEn: "Credit committee minutes",
    description:
      "Procès-verbal d'un comité de crédit : participants, dossiers examinés, décisions, conditions suspensives et actions.",
    descriptionEn:
      "Minutes of a credit committee: attendees, files reviewed, decisions, conditions precedent and follow-up actions.",
    category: "Gouvernance",
    categoryEn: "Governance",
    format: "docx",
    fields: {
      properties: {
        dateComite: { type: "date", label: "Date du comité", labelEn: "Committee date", required: true },
        typeComite: {
          type: "select",
          label: "Type de comité",
          labelEn: "Committee type",
          required: true,
          options: [
            { value: "engagements", label: "Comité des engagements", labelEn: "Credit approval committee" },
            { value: "risques", label: "Comité des risques", labelEn: "Risk committee" },
            {
              value: "recouvrement",
              label: "Comité recouvrement et contentieux",
              labelEn: "Collections and litigation committee",
            },
            {
              value: "nouveaux-produits",
              label: "Comité nouveaux produits",
              labelEn: "New products committee",
            },
          ],
        },
        participants: {
          type: "textarea",
          label: "Participants",
          labelEn: "Attendees",
          required: true,
          rows: 4,
          placeholder: "Nom, fonction ; préciser président, rapporteurs et excusés",
          placeholderEn: "Name, position; state the chair, presenters and apologies",
        },
        deroulement: {
          type: "textarea",
          label: "Déroulement du comité",
          labelEn: "Committee proceedings",
          required: true,
          rows: 8,
          placeholder: "Ordre du jour, dossiers examinés, décisions, actions",
          placeholderEn: "Agenda, files reviewed, decisions, actions",
        },
        conditionsSuspensives: {
          type: "textarea",
          label: "Conditions suspensives",
          labelEn: "Conditions precedent",
          required: false,
          rows: 4,
        },
        montantTotalAccorde: {
          type: "amount",
          label: "Montant total accordé (€)",
          labelEn: "Total amount approved (€)",
          required: true,
          placeholder: "Ex. : 2 720 000",
          placeholderEn: "e.g. 2,720,000",
        },
        prochainComite: {
          type: "date",
          label: "Prochain comité",
          labelEn: "Next committee",
          required: false,
        },
        statut: {
          type: "select",
          label: "Statut du compte rendu",
          labelEn: "Minutes status",
          required: false,
          options: [
            { value: "provisoire", label: "Provisoire", labelEn: "Draft" },
            { value: "valide", label: "Validé par le président", labelEn: "Approved by the chair" },
            { value: "diffuse", label: "Diffusé", labelEn: "Circulated" },
          ],
        },
      },
    },
    rules: {
      minLengths: { participants: 60, deroulement: 600, conditionsSuspensives: 80 },
      expectedTerms: [
        {
          field: "deroulement",
          terms: ["quorum", "rapporteur", "accord"],
          termsEn: ["quorum", "presenter", "approval"],
        },
        { field: "conditionsSuspensives", terms: ["préalable", "levée"], termsEn: ["prior to", "satisfied"] },
      ],
      expectedSections: [
        {
          field: "deroulement",
          sections: ["Ordre du jour", "Dossiers examinés", "Décisions", "Actions"],
          sectionsEn: ["Agenda", "Files reviewed", "Decisions", "Actions"],
        },
      ],
      amountFields: ["montantTotalAccorde"],
      dateFields: ["dateComite", "prochainComite"],
    },
  },
  {
    id: "fiche-kyc-lcb-ft",
    name: "Fiche KYC / LCB-FT",
    nameEn: "KYC / AML-CFT form",
    description:
      "Fiche de connaissance client d'une personne morale : identification, bénéficiaires effectifs, origine des fonds, niveau de risque et mesures de vigilance.",
    descriptionEn:
      "Know-your-customer form for a legal entity: identification, beneficial owners, source of funds, risk level and due-diligence measures.",
    category: "Conformité",
    categoryEn: "Compliance",
    format: "json",
    fields: {
      properties: {
        raisonSociale: { type: "text", label: "Raison sociale", labelEn: "Company name", required: true },
        siren: {
          type: "text",
          label: "Numéro SIREN",
          labelEn: "SIREN number",
          required: true,
          maxLength: 11,
          placeholder: "9 chiffres",
          placeholderEn: "9 digits",
        },
        beneficiairesEffectifs: {
          type: "textarea",
          label: "Bénéficiaires effectifs",
          labelEn: "Beneficial owners",
          required: true,
          rows: 4,
          placeholder:
            "Nom, date de naissance, pourcentage du capital et des droits de vote, mode de contrôle",
          placeholderEn: "Name, date of birth, share of capital and voting rights, means of control",
        },
        activiteOrigineFonds: {
          type: "textarea",
          label: "Activité et origine des fonds",
          labelEn: "Business and source of funds",
          required: true,
          rows: 5,
        },
        paysExposition: {
          type: "text",
          label: "Pays d'activité et d'exposition",
          labelEn: "Countries of business and exposure",
          required: false,
          placeholder: "Ex. : France, Belgique",
          placeholderEn: "e.g. France, Belgium",
        },
        ppe: {
          type: "select",
          label: "Personne politiquement exposée",
          labelEn: "Politically exposed person",
          required: true,
          options: [
            { value: "non", label: "Aucune PPE identifiée", labelEn: "No PEP identified" },
            { value: "oui-dirigeant", label: "Oui, un dirigeant", labelEn: "Yes, a director" },
            {
              value: "oui-beneficiaire",
              label: "Oui, un bénéficiaire effectif",
              labelEn: "Yes, a beneficial owner",
            },
          ],
        },
        niveauRisque: {
          type: "select",
          label: "Niveau de risque LCB-FT",
          labelEn: "AML-CFT risk level",
          required: true,
          options: [
            {
              value: "faible",
              label: "Faible — vigilance simplifiée",
              labelEn: "Low — simplified due diligence",
            },
            {
              value: "standard",
              label: "Standard — vigilance normale",
              labelEn: "Standard — standard due diligence",
            },
            {
              value: "eleve",
              label: "Élevé — vigilance renforcée",
              labelEn: "High — enhanced due diligence",
            },
          ],
        },
        mesuresVigilance: {
          type: "textarea",
          label: "Mesures de vigilance appliquées",
          labelEn: "Due-diligence measures applied",
          required: true,
          rows: 5,
        },
        dateRevue: {
          type: "date",
          label: "Date de la prochaine revue",
          labelEn: "Next review date",
          required: true,
        },
      },
    },
    rules: {
      minLengths: {
        raisonSociale: 3,
        siren: 9,
        beneficiairesEffectifs: 80,
        activiteOrigineFonds: 150,
        mesuresVigilance: 120,
      },
      expectedTerms: [
        {
          field: "beneficiairesEffectifs",
          terms: ["capital", "droits de vote"],
          termsEn: ["capital", "voting rights"],
        },
        {
          field: "activiteOrigineFonds",
          terms: ["activité", "origine des fonds"],
          termsEn: ["business", "source of funds"],
        },
        {
          field: "mesuresVigilance",
          terms: ["gel des avoirs", "vigilance", "justificatif"],
          termsEn: ["asset freeze", "due diligence", "supporting document"],
        },
      ],
      dateFields: ["dateRevue"],
    },
  },
  {
    id: "proposition-commerciale-leasing",
    name: "Proposition commerciale leasing",
    nameEn: "Leasing commercial proposal",
    description:
      "Offre de financement adressée à un client : objet, formule (crédit-bail, LLD, LOA, location financière), loyers, services inclus et argumentaire.",
    descriptionEn:
      "Financing offer sent to a customer: purpose, product (finance lease, long-term rental, lease with purchase option, operating lease), rentals, included services and sales pitch.",
    category: "Commercial",
    categoryEn: "Sales",
    format: "docx",
    fields: {
      properties: {
        client: {
          type: "text",
          label: "Client",
          labelEn: "Customer",
          required: true,
          placeholder: "Raison sociale",
          placeholderEn: "Company name",
        },
        objetFinancement: {
          type: "textarea",
          label: "Objet du financement",
          labelEn: "Purpose of the financing",
          required: true,
          rows: 4,
          placeholder: "Nature, quantité et usage des biens financés",
          placeholderEn: "Type, quantity and use of the financed assets",
        },
        formule: {
          type: "select",
          label: "Formule proposée",
          labelEn: "Proposed product",
          required: true,
          options: [
            { value: "credit-bail", label: "Crédit-bail", labelEn: "Finance lease" },
            { value: "lld", label: "Location longue durée (LLD)", labelEn: "Long-term rental (LTR)" },
            {
              value: "loa",
              label: "Location avec option d'achat (LOA)",
              labelEn: "Lease with purchase option (LPO)",
            },
            { value: "location-financiere", label: "Location financière", labelEn: "Operating lease" },
          ],
        },
        montantFinance: {
          type: "amount",
          label: "Montant financé HT (€)",
          labelEn: "Financed amount excl. VAT (€)",
          required: true,
          min: 1,
          placeholder: "Ex. : 562 500",
          placeholderEn: "e.g. 562,500",
        },
        duree: {
          type: "integer",
          label: "Durée (mois)",
          labelEn: "Term (months)",
          required: true,
          min: 1,
          max: 360,
          placeholder: "Ex. : 48",
          placeholderEn: "e.g. 48",
        },
        loyerMensuel: {
          type: "amount",
          label: "Loyer mensuel HT (€)",
          labelEn: "Monthly rent excl. VAT (€)",
          required: true,
          min: 1,
          placeholder: "Ex. : 10 335",
          placeholderEn: "e.g. 10,335",
        },
        servicesInclus: {
          type: "textarea",
          label: "Services inclus",
          labelEn: "Included services",
          required: false,
          rows: 4,
          placeholder: "Entretien, assistance, assurance, gestion des sinistres…",
          placeholderEn: "Maintenance, assistance, insurance, claims handling…",
        },
        argumentaire: {
          type: "textarea",
          label: "Argumentaire",
          labelEn: "Sales pitch",
          required: true,
          rows: 6,
          placeholder: "Votre besoin, notre solution, vos avantages",
          placeholderEn: "Your need, our solution, your benefits",
        },
        validiteOffre: {
          type: "date",
          label: "Offre valable jusqu'au",
          labelEn: "Offer valid until",
          required: true,
        },
      },
    },
    rules: {
      minLengths: { client: 3, objetFinancement: 80, servicesInclus: 60, argumentaire: 400 },
      expectedTerms: [
        {
          field: "argumentaire",
          terms: ["loyer", "trésorerie", "fin de contrat"],
          termsEn: ["rent", "cash flow", "end of contract"],
        },
        {
          field: "servicesInclus",
          terms: ["entretien", "assistance"],
          termsEn: ["maintenance", "assistance"],
        },
      ],
      expectedSections: [
        {
          field: "argumentaire",
          sections: ["Votre besoin", "Notre solution", "Vos avantages"],
          sectionsEn: ["Your need", "Our solution", "Your benefits"],
        },
      ],
      amountFields: ["montantFinance", "loyerMensuel"],
      dateFields: ["validiteOffre"],
    },
  },
  {
    id: "rapport-avancement-projet",
    name: "Rapport d'avancement projet",
    nameEn: "Project status report",
    description:
      "Rapport périodique pour le comité de pilotage : météo, avancement, risques, budget consommé, prochain jalon et décisions attendues.",
    descriptionEn:
      "Periodic report for the steering committee: status, progress, risks, budget spent, next milestone and decisions required.",
    category: "Gestion de projet",
    categoryEn: "Project management",
    format: "docx",
    fields: {
      properties: {
        projet: { type: "text", label: "Projet", labelEn: "Project", required: true },
        periode: {
          type: "text",
          label: "Période couverte",
          labelEn: "Period covered",
          required: true,
          placeholder: "Ex. : Sprint 14 — du 03/03/2025 au 14/03/2025",
          placeholderEn: "e.g. Sprint 14 — from 03/03/2025 to 14/03/2025",
        },
        meteo: {
          type: "select",
          label: "Météo du projet",
          labelEn: "Project status",
          required: true,
          options: [
            { value: "vert", label: "Vert — sous contrôle", labelEn: "Green — under control" },
            { value: "orange", label: "Orange — vigilance", labelEn: "Amber — watch closely" },
            { value: "rouge", label: "Rouge — arbitrage nécessaire", labelEn: "Red — decision needed" },
          ],
        },
        avancementGlobal: {
          type: "percentage",
          label: "Avancement global (%)",
          labelEn: "Overall progress (%)",
          required: false,
          min: 0,
          max: 100,
          placeholder: "Ex. : 65",
          placeholderEn: "e.g. 65",
        },
        avancement: {
          type: "textarea",
          label: "Avancement",
          labelEn: "Progress",
          required: true,
          rows: 8,
          placeholder: "Réalisé, en cours, à venir",
          placeholderEn: "Done, in progress, coming next",
        },
        risquesPoints: {
          type: "textarea",
          label: "Risques et points d'attention",
          labelEn: "Risks and points of attention",
          required: true,
          rows: 5,
        },
        budgetConsomme: {
          type: "amount",
          label: "Budget consommé à date (€)",
          labelEn: "Budget spent to date (€)",
          required: false,
          placeholder: "Ex. : 412 500",
          placeholderEn: "e.g. 412,500",
        },
        prochainJalon: { type: "text", label: "Prochain jalon", labelEn: "Next milestone", required: false },
        dateProchainJalon: {
          type: "date",
          label: "Date du prochain jalon",
          labelEn: "Next milestone date",
          required: false,
        },
        decisionsAttendues: {
          type: "textarea",
          label: "Décisions attendues du comité",
          labelEn: "Decisions required from the committee",
          required: false,
          rows: 4,
        },
      },
    },
    rules: {
      minLengths: { projet: 5, avancement: 450, risquesPoints: 150, decisionsAttendues: 60 },
      expectedTerms: [
        {
          field: "avancement",
          terms: ["%", "livrable", "planning"],
          termsEn: ["%", "deliverable", "schedule"],
        },
        {
          field: "risquesPoints",
          terms: ["risque", "impact", "action"],
          termsEn: ["risk", "impact", "action"],
        },
        { field: "decisionsAttendues", terms: ["comité"], termsEn: ["committee"] },
      ],
      expectedSections: [
        {
          field: "avancement",
          sections: ["Réalisé", "En cours", "À venir"],
          sectionsEn: ["Done", "In progress", "Coming next"],
        },
      ],
      amountFields: ["budgetConsomme"],
      dateFields: ["dateProchainJalon"],
    },
  },
];

export const sampleDeliverables: {
  templateId: string;
  name: string;
  data: Record<string, string>;
  quality: "good" | "poor";
}[] = [
  // ── Note de crédit pour comité ─────────────────────────────────────────────
  {
    templateId: "note-credit-comite",
    name: "Note de crédit — Transports Vialis — renouvellement de flotte 2025",
    quality: "good",
    data: {
      emprunteur: "Transports Vialis SAS",
      montantDemande: "2 400 000 €",
      typeFinancement: "credit-bail-mobilier",
      dureeMois: "60",
      dateComite: "14/03/2025",
      analyseFinanciere: [
        "Activité : transporteur routier régional (frigorifique et messagerie), 212 salariés, 140 tracteurs. Chiffre d'affaires 2023 de 48,6 M€, en hausse de 7,3 % (45,3 M€ en 2022), porté par deux contrats pluriannuels avec la grande distribution qui représentent 31 % de l'activité.",
        "Rentabilité : EBE de 5,8 M€, soit 11,9 % du chiffre d'affaires, supérieur à la médiane du secteur (9 %). Résultat net de 1,4 M€ après une hausse maîtrisée du coût du gazole.",
        "Structure financière : fonds propres de 9,2 M€ ; dette financière nette de 14,1 M€ après retraitement des crédits-baux en cours. Gearing de 1,5x et endettement net / EBE de 2,4x, porté à 2,8x après l'opération, sous notre seuil de politique de 3,5x.",
        "Capacité de remboursement : CAF de 4,3 M€ pour un service de la dette existant de 2,9 M€ par an. Les nouveaux loyers représentent 0,54 M€ par an (45,0 k€ par mois) ; le ratio de couverture du service de la dette passe de 1,48 à 1,25, au-dessus du minimum de 1,20.",
      ].join("\n"),
      garanties:
        "Caution solidaire de la holding Vialis Participations à hauteur de 30 % de l'encours, soit 720 000 €. Engagement de reprise du concessionnaire à 35 % de la valeur d'origine à 60 mois. Dépôt de garantie d'un loyer.",
      risquesIdentifies:
        "Risque de concentration clients (31 % du chiffre d'affaires sur deux donneurs d'ordre) : atténuation par l'échéance des contrats en 2027, au-delà de la moitié du financement. Risque de valeur résiduelle sur les tracteurs : atténuation par l'engagement de reprise du concessionnaire. Risque de hausse du coût du carburant : clause d'indexation gazole présente dans 85 % des contrats clients.",
      recommandation: "favorable-sous-conditions",
    },
  },
  {
    templateId: "note-credit-comite",
    name: "Note crédit Vialis",
    quality: "poor",
    data: {
      emprunteur: "Vialis",
      montantDemande: "environ 2 M",
      typeFinancement: "credit-bail-mobilier",
      analyseFinanciere:
        "Bonne société, le chiffre d'affaires augmente. Rentable. Pas de problème particulier.",
      risquesIdentifies: "Peu de risques.",
      recommandation: "",
    },
  },

  // ── Analyse de dossier de crédit-bail ──────────────────────────────────────
  {
    templateId: "analyse-credit-bail",
    name: "Analyse crédit-bail — Menuiserie Dufresne — centre d'usinage CN",
    quality: "good",
    data: {
      client: "Menuiserie Dufresne et Fils SARL",
      materielFinance:
        "Centre d'usinage à commande numérique 5 axes neuf — fournisseur Ouest Machines Bois (Cholet), livraison prévue le 15/04/2025",
      montantHT: "185 000 €",
      dureeMois: "60",
      valeurResiduelle: "1 850 €",
      loyerMensuel: "3 466,07 €",
      analyseMateriel:
        "Matériel standard de la menuiserie industrielle, d'une durée de vie économique de 10 à 12 ans, supérieure à la durée du contrat. Le marché secondaire est liquide : les centres de 5 ans se revendent entre 40 et 50 % de leur prix neuf auprès des marchands spécialisés. Risque d'obsolescence modéré, l'évolution technologique portant surtout sur le logiciel de pilotage, mis à jour par le fournisseur. Option d'achat fixée à 1 % du prix HT, soit 1 850 €.",
      analyseClient: [
        "Présentation : entreprise familiale créée en 1987 à Cholet, 38 salariés, fabrication de menuiseries bois et mixtes pour les promoteurs et les particuliers. Dirigeant en place depuis 2011, succession préparée avec son fils, directeur de production.",
        "Situation financière : chiffre d'affaires 2023 de 6,2 M€ (+4,0 %), EBE de 680 k€ (11,0 %), résultat net de 245 k€. Fonds propres de 1,9 M€ et endettement financier de 1,1 M€, soit 1,6 fois l'EBE. Les loyers du nouveau contrat (41,6 k€ par an) représentent 6 % de l'EBE.",
        "Comportement bancaire : client de la banque depuis 2009, aucun incident de paiement sur les deux contrats de crédit-bail précédents, soldés à leur terme. Cotation Banque de France 4+.",
      ].join("\n"),
      avis: "favorable",
    },
  },
  {
    templateId: "analyse-credit-bail",
    name: "Crédit-bail Dufresne",
    quality: "poor",
    data: {
      client: "Dufresne",
      materielFinance: "une machine",
      montantHT: "",
      dureeMois: "60",
      analyseClient: "Client connu, bon dossier.",
    },
  },

  // ── Compte rendu de comité de crédit ──────────────────────────────────────
  {
    templateId: "compte-rendu-comite-credit",
    name: "CR comité des engagements du 14/03/2025",
    quality: "good",
    data: {
      dateComite: "14/03/2025",
      typeComite: "engagements",
      participants:
        "Hélène Marchand, directrice des engagements (présidente) ; Karim Benali, responsable des risques ; Sophie Lemaire, directrice commerciale entreprises ; Julien Roux, chargé d'affaires crédit-bail (rapporteur) ; Camille Petit, analyste risques (rapporteuse). Excusé : Marc Fontaine, directeur financier.",
      deroulement: [
        "Ordre du jour : examen de trois demandes de financement hors délégation régionale et point sur les dossiers sous surveillance.",
        "Dossiers examinés : (1) Transports Vialis SAS, crédit-bail mobilier de 2 400 000 € sur 60 mois pour 16 tracteurs routiers (rapporteur : Julien Roux) ; (2) Boulangeries Keravel SAS, crédit-bail de 320 000 € sur 48 mois pour une ligne de cuisson (rapporteuse : Camille Petit) ; (3) SARL Ozanne Paysage, location financière de 95 000 € sur 36 mois (rapporteuse : Camille Petit). Le quorum est atteint (5 membres sur 6).",
        "Décisions : accord pour Transports Vialis (2 400 000 €) sous les conditions suspensives ci-dessous ; accord pour Boulangeries Keravel (320 000 €) avec caution personnelle du dirigeant à hauteur de 50 % ; ajournement du dossier Ozanne Paysage dans l'attente des comptes 2024 certifiés. Montant total accordé : 2 720 000 €.",
        "Actions : Julien Roux transmet les conditions à Transports Vialis avant le 21/03/2025 ; Camille Petit relance Ozanne Paysage pour une nouvelle présentation au comité du 11/04/2025 ; Karim Benali met à jour la liste des dossiers sous surveillance.",
      ].join("\n"),
      conditionsSuspensives:
        "Transports Vialis : signature préalable de l'acte de caution de Vialis Participations (720 000 €) et réception de l'engagement de reprise du concessionnaire. La levée des conditions est vérifiée par le back-office avant toute mise en loyer.",
      montantTotalAccorde: "2 720 000 €",
      prochainComite: "11/04/2025",
      statut: "valide",
    },
  },
  {
    templateId: "compte-rendu-comite-credit",
    name: "CR comité mars",
    quality: "poor",
    data: {
      dateComite: "mars",
      typeComite: "engagements",
      participants: "L'équipe habituelle.",
      deroulement: "On a vu plusieurs dossiers. Deux sont passés, un est reporté.",
      montantTotalAccorde: "",
    },
  },

  // ── Fiche KYC / LCB-FT ────────────────────────────────────────────────────
  {
    templateId: "fiche-kyc-lcb-ft",
    name: "Fiche KYC — Transports Vialis SAS",
    quality: "good",
    data: {
      raisonSociale: "Transports Vialis SAS",
      siren: "823 456 785",
      beneficiairesEffectifs:
        "Laurent Vial, né le 12/06/1968, détient indirectement 62 % du capital et des droits de vote via la holding Vialis Participations SAS. Claire Vial, née le 03/09/1971, détient indirectement 38 % du capital et des droits de vote via la même holding. Registre des bénéficiaires effectifs consulté le 03/03/2025, informations concordantes.",
      activiteOrigineFonds:
        "Activité de transport routier de marchandises (code NAF 49.41A) exercée depuis 2003 en Pays de la Loire et en Bretagne, avec une clientèle de chargeurs français identifiés. Origine des fonds : loyers réglés par prélèvement SEPA depuis le compte professionnel ouvert dans une banque française ; dépôt de garantie financé par la trésorerie d'exploitation, cohérente avec les comptes 2023 certifiés.",
      paysExposition: "France",
      ppe: "non",
      niveauRisque: "standard",
      mesuresVigilance:
        "Vigilance normale : vérification du Kbis de moins de trois mois, des statuts et des pièces d'identité des dirigeants et bénéficiaires effectifs ; filtrage des noms sur les listes de gel des avoirs (UE, ONU, DG Trésor) sans correspondance ; justificatif de domiciliation bancaire obtenu. Revue périodique à 3 ans ou en cas d'événement déclencheur.",
      dateRevue: "14/03/2028",
    },
  },
  {
    templateId: "fiche-kyc-lcb-ft",
    name: "KYC Vialis",
    quality: "poor",
    data: {
      raisonSociale: "Vialis",
      siren: "8234",
      beneficiairesEffectifs: "Les dirigeants.",
      activiteOrigineFonds: "Transport.",
      niveauRisque: "faible",
    },
  },

  // ── Proposition commerciale leasing ──────────────────────────────────────
  {
    templateId: "proposition-commerciale-leasing",
    name: "Proposition LLD — Lebrun Express — 15 fourgons électriques",
    quality: "good",
    data: {
      client: "Lebrun Express SAS",
      objetFinancement:
        "Location longue durée de 15 fourgons utilitaires électriques de 12 m³ (autonomie WLTP de 400 km) destinés aux tournées de livraison urbaine de Nantes et d'Angers, en remplacement de 15 véhicules diesel arrivant en fin de contrat.",
      formule: "lld",
      montantFinance: "562 500 €",
      duree: "48",
      loyerMensuel: "10 335 €",
      servicesInclus:
        "Entretien et pièces d'usure, pneumatiques, assistance 24 h/24 avec véhicule de remplacement, gestion des sinistres et des amendes, carte de recharge et installation de 15 bornes au dépôt.",
      argumentaire: [
        "Votre besoin : renouveler votre flotte avant l'entrée en vigueur de la zone à faibles émissions nantaise, sans immobiliser de trésorerie et avec un budget mensuel connu à l'avance.",
        "Notre solution : une LLD de 48 mois et 30 000 km par an, soit un loyer de 689 € HT par véhicule (576 € de part financière et 113 € de prestations), 10 335 € HT par mois pour les 15 fourgons, valeur résiduelle garantie par nos soins.",
        "Vos avantages : aucun apport, un loyer fixe et entièrement déductible, aucun risque de revente en fin de contrat et un interlocuteur unique pour l'entretien et les sinistres. Votre trésorerie reste disponible pour votre développement.",
      ].join("\n"),
      validiteOffre: "30/04/2025",
    },
  },
  {
    templateId: "proposition-commerciale-leasing",
    name: "Offre Lebrun",
    quality: "poor",
    data: {
      client: "Lebrun",
      objetFinancement: "Des camionnettes.",
      formule: "lld",
      loyerMensuel: "à voir",
      argumentaire: "Notre offre est la meilleure du marché, signez vite.",
    },
  },

  // ── Rapport d'avancement projet ───────────────────────────────────────────
  {
    templateId: "rapport-avancement-projet",
    name: "Rapport d'avancement — Migration crédit-bail vers Alfa — sprint 14",
    quality: "good",
    data: {
      projet: "Migration du portefeuille crédit-bail vers la plateforme Alfa",
      periode: "Sprint 14 — du 03/03/2025 au 14/03/2025",
      meteo: "orange",
      avancement: [
        "Réalisé : exécution du lot de reprise n° 3 : 48 212 contrats migrés sur 48 530, soit 99,3 % ; encours réconcilié à 0,02 % près avec le système source. Livrable « cahier de recette comptable » validé par la direction financière. Avancement global du projet : 62 %.",
        "En cours : analyse des 318 contrats rejetés (échéanciers à paliers et avenants multiples) ; paramétrage des frais de fin de contrat ; formation de 12 utilisateurs clés du back-office.",
        "À venir : répétition générale de bascule (dry run n° 2) le 28/04/2025, puis recette de non-régression des traitements batch de fin de mois. Le planning de bascule définitive au 02/06/2025 est maintenu sous réserve du dry run.",
      ].join("\n"),
      risquesPoints:
        "Risque n° 1 : correction des 318 rejets non terminée avant le dry run — impact : décalage possible de deux semaines de la bascule. Action : renfort de deux consultants Alfa à partir du 17/03/2025. Risque n° 2 : disponibilité réduite des utilisateurs clés pendant la clôture trimestrielle — action : planning de formation décalé au 07/04/2025.",
      budgetConsomme: "412 500 €",
      prochainJalon: "Répétition générale de bascule (dry run n° 2)",
      dateProchainJalon: "28/04/2025",
      decisionsAttendues:
        "Le comité de pilotage doit valider le renfort de deux consultants (38 000 €, dans la réserve pour aléas) et confirmer le gel fonctionnel de l'ancien système à partir du 15/05/2025.",
    },
  },
  {
    templateId: "rapport-avancement-projet",
    name: "Point projet",
    quality: "poor",
    data: {
      projet: "Alfa",
      periode: "",
      meteo: "vert",
      avancement: "Ça avance bien, quelques soucis sur la reprise.",
      budgetConsomme: "ok",
    },
  },
];
