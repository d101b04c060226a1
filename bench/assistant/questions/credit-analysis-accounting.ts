import type { ExamQuestion } from "../types";

/** Knowledge base, credit analysis and leasing accounting articles (SME ratios, retail budget, Banque de France files, checklists, delegations, early warning, lessor and lessee accounting). */
export const creditAnalysisAccounting: ExamQuestion[] = [
  // ── ratios-pme-seuils ──
  {
    id: "fr-ki-sme-dscr",
    lang: "fr",
    kind: "fact",
    question: "Quel DSCR attendre d'une PME et comment le calcule-t-on ?",
    facts: [["CAF + frais financiers"], ["au moins 1,2"]],
    sources: ["ratios-pme-seuils"],
  },
  {
    id: "fr-ki-sme-payment-terms",
    lang: "fr",
    kind: "fact",
    question: "delai de paiement clients maximum legal ?",
    facts: [["60 jours"], ["45 jours fin de mois"], ["L441-10"]],
    sources: ["ratios-pme-seuils"],
  },
  {
    id: "en-ki-sme-gearing",
    lang: "en",
    kind: "fact",
    question: "What gearing is comfortable for an SME, and from what level should I be cautious?",
    facts: [["Below 1"], ["caution above 1.5"]],
    sources: ["ratios-pme-seuils"],
  },
  {
    id: "en-ki-sme-cessation-payments",
    lang: "en",
    kind: "fact",
    question:
      "The company can no longer pay its debts as they fall due: how long does the manager have to file?",
    facts: [["45 days"], ["L631-4"]],
    sources: ["ratios-pme-seuils"],
  },

  // ── budget-particulier-reste-a-vivre ──
  {
    id: "fr-ki-retail-hcsf-cap",
    lang: "fr",
    kind: "fact",
    question: "Quel est le taux d'effort maximum en crédit immobilier imposé par le HCSF ?",
    facts: [["35 %"], ["assurance comprise"], ["20 %"]],
    sources: ["budget-particulier-reste-a-vivre"],
  },
  {
    id: "fr-ki-retail-budget-method",
    lang: "fr",
    kind: "list",
    question: "Comment analyser le budget d'un particulier qui demande un crédit ?",
    facts: [
      ["Collecter et justifier"],
      ["Neutraliser les revenus non pérennes"],
      ["Calculer le taux d'effort"],
      ["Consulter le FICP"],
      ["Comparer aux seuils"],
    ],
    sources: ["budget-particulier-reste-a-vivre"],
  },
  {
    id: "en-ki-retail-consumer-cap",
    lang: "en",
    kind: "fact",
    question: "Is there a legal maximum debt-to-income ratio for consumer loans in France?",
    facts: [["no legal cap"]],
    sources: ["budget-particulier-reste-a-vivre"],
  },
  {
    id: "en-ki-retail-residual-income",
    lang: "en",
    kind: "fact",
    question: "How do I compute a household's residual income (reste à vivre)?",
    facts: [["loan instalments + rent + fixed charges"]],
    sources: ["budget-particulier-reste-a-vivre"],
  },

  // ── cotation-banque-de-france-ficp-fcc ──
  {
    id: "fr-ki-bdf-rating-p",
    lang: "fr",
    kind: "fact",
    question:
      "Que signifie une cote P à la Banque de France, et à partir de quel chiffre d'affaires les comptes sont-ils analysés ?",
    facts: [["procédure collective"], ["750 000 euros"]],
    sources: ["cotation-banque-de-france-ficp-fcc"],
  },
  {
    id: "fr-ki-ficp-duration",
    lang: "fr",
    kind: "fact",
    question: "Combien de temps reste-t-on inscrit au FICP pour un incident de remboursement ?",
    facts: [["cinq ans"], ["paiement intégral"]],
    sources: ["cotation-banque-de-france-ficp-fcc"],
  },
  {
    id: "en-ki-fcc-content",
    lang: "en",
    kind: "list",
    question: "What does the Banque de France central cheque register record?",
    facts: [["cheque payment incidents"], ["court bans"], ["withdraw a bank card"]],
    sources: ["cotation-banque-de-france-ficp-fcc"],
  },
  {
    id: "en-ki-ficp-consultation",
    lang: "en",
    kind: "fact",
    question: "When is it mandatory to check the FICP?",
    facts: [["before granting consumer credit"], ["every year before renewing revolving credit"]],
    sources: ["cotation-banque-de-france-ficp-fcc"],
  },

  // ── dossier-credit-checklist ──
  {
    id: "fr-ki-file-checks",
    lang: "fr",
    kind: "list",
    question: "Quels contrôles doivent être tracés dans un dossier de crédit ou de leasing ?",
    facts: [
      ["Consultation de la cotation Banque de France"],
      ["Calcul des ratios financiers"],
      ["Contrôle du TAEG"],
      ["Cohérence du prix du bien"],
      ["pouvoirs du signataire"],
      ["Avis risque"],
    ],
    sources: ["dossier-credit-checklist"],
  },
  {
    id: "fr-ki-file-kbis",
    lang: "fr",
    kind: "fact",
    question: "Le Kbis fourni doit dater de moins de combien ?",
    facts: [["moins de trois mois"]],
    sources: ["dossier-credit-checklist"],
  },
  {
    id: "en-ki-file-drawdown-documents",
    lang: "en",
    kind: "list",
    question: "Which documents must be in the file before the lease is put in place?",
    facts: [
      ["Signed contract"],
      ["Delivery certificate"],
      ["SEPA direct debit mandate"],
      ["Certificate of insurance"],
      ["registre des sûretés mobilières"],
    ],
    sources: ["dossier-credit-checklist"],
  },

  // ── comite-credit-delegations ──
  {
    id: "fr-ki-large-exposures",
    lang: "fr",
    kind: "fact",
    question: "Quelle est la limite grands risques sur un client ou un groupe de clients liés ?",
    facts: [["25 %"], ["fonds propres de catégorie 1"], ["article 395"]],
    sources: ["comite-credit-delegations"],
  },
  {
    id: "fr-ki-committee-functioning",
    lang: "fr",
    kind: "list",
    question: "Comment doit fonctionner un comité de crédit ?",
    facts: [
      ["Ordre du jour"],
      ["Quorum vérifié"],
      ["Décision motivée"],
      ["Procès-verbal signé"],
      ["conditions suspensives"],
    ],
    sources: ["comite-credit-delegations"],
  },
  {
    id: "en-ki-delegation-criteria",
    lang: "en",
    kind: "list",
    question: "What criteria decide which delegation level a credit file goes to?",
    facts: [
      ["group of connected clients"],
      ["Risk level"],
      ["Type of product"],
      ["Exceptions to the credit policy"],
      ["Special status"],
    ],
    sources: ["comite-credit-delegations"],
  },
  {
    id: "en-ki-delegation-mistakes",
    lang: "en",
    kind: "list",
    question: "What are the usual mistakes made with credit delegations?",
    facts: [["Splitting an application"], ["commitments of related companies"], ["conditional approval"]],
    sources: ["comite-credit-delegations"],
  },

  // ── signaux-alerte-precoce ──
  {
    id: "fr-ki-watch-list-steps",
    lang: "fr",
    kind: "list",
    question: "Comment organiser une liste de surveillance des contrats à risque ?",
    facts: [
      ["indicateurs et leurs seuils"],
      ["Affecter chaque alerte"],
      ["Décider d'une action"],
      ["Revoir la note interne"],
      ["comité des risques"],
    ],
    sources: ["signaux-alerte-precoce"],
  },
  {
    id: "fr-ki-early-warning-reference",
    lang: "fr",
    kind: "fact",
    question: "Quel texte impose d'avoir des indicateurs d'alerte précoce et une watch list ?",
    facts: [["EBA/GL/2020/06"]],
    sources: ["signaux-alerte-precoce"],
  },
  {
    id: "en-ki-early-warning-effectiveness",
    lang: "en",
    kind: "list",
    question: "How do we measure whether our early warning indicators work?",
    facts: [["Detection rate"], ["Average time between alert and default"], ["False alert rate"]],
    sources: ["signaux-alerte-precoce"],
  },
  {
    id: "en-ki-early-warning-first-step",
    lang: "en",
    kind: "fact",
    question: "An early warning alert fired on a customer. What should be done first?",
    facts: [["call the customer"]],
    sources: ["signaux-alerte-precoce"],
  },

  // ── comptabilite-credit-bail-bailleur ──
  {
    id: "fr-ki-lessor-latent-reserve",
    lang: "fr",
    kind: "fact",
    question: "C'est quoi la réserve latente d'un crédit-bailleur ?",
    facts: [["encours financier"], ["valeur nette comptable"]],
    sources: ["comptabilite-credit-bail-bailleur"],
  },
  {
    id: "fr-ki-lessor-consolidated",
    lang: "fr",
    kind: "fact",
    question:
      "En comptes consolidés aux normes françaises, comment le bailleur présente-t-il ses contrats de crédit-bail ?",
    facts: [["2020-01"], ["sous forme de prêts"]],
    sources: ["comptabilite-credit-bail-bailleur"],
  },
  {
    id: "en-ki-lessor-finance-lease-situations",
    lang: "en",
    kind: "list",
    question: "Under IFRS 16, which situations normally make a lease a finance lease for the lessor?",
    facts: [
      ["transfer of ownership"],
      ["purchase option at a price sufficiently below fair value"],
      ["major part of the asset's economic life"],
      ["substantially all of the asset's fair value"],
      ["so specialised"],
    ],
    sources: ["comptabilite-credit-bail-bailleur"],
  },
  {
    id: "en-ki-lessor-statutory-regulation",
    lang: "en",
    kind: "fact",
    question:
      "Which ANC regulation governs the statutory accounts of leasing companies, and how is the asset treated there?",
    facts: [["2014-07"], ["depreciated"]],
    sources: ["comptabilite-credit-bail-bailleur"],
  },

  // ── comptabilite-credit-bail-preneur ──
  {
    id: "fr-ki-lessee-accounts",
    lang: "fr",
    kind: "fact",
    question:
      "Dans quels comptes le preneur passe-t-il ses redevances de crédit-bail mobilier et immobilier ?",
    facts: [["6122"], ["6125"]],
    sources: ["comptabilite-credit-bail-preneur"],
  },
  {
    id: "fr-ki-lessee-data-from-lessor",
    lang: "fr",
    kind: "list",
    question: "Quelles données le bailleur doit-il fournir à ses clients pour leur comptabilité ?",
    facts: [
      ["échéancier détaillé"],
      ["ventilation entre loyer financier et prestations"],
      ["taux implicite"],
      ["données annuelles nécessaires à l'annexe"],
      ["39-4 du CGI"],
    ],
    sources: ["comptabilite-credit-bail-preneur"],
  },
  {
    id: "en-ki-lessee-french-consolidated",
    lang: "en",
    kind: "fact",
    question:
      "Can a lessee still keep its finance leases off balance sheet in French GAAP consolidated accounts?",
    facts: [["2020-01"], ["on the balance sheet"]],
    sources: ["comptabilite-credit-bail-preneur"],
  },
  {
    id: "en-ki-lessee-first-rent",
    lang: "en",
    kind: "fact",
    question: "How does the lessee treat a larger first rental in its statutory accounts?",
    facts: [["prepaid expense"]],
    sources: ["comptabilite-credit-bail-preneur"],
  },
  // ── English, further questions ──
  {
    id: "en-ki-file-checks",
    lang: "en",
    kind: "list",
    question: "Which checks must be recorded in a credit or leasing file?",
    facts: [
      ["Banque de France rating"],
      ["financial ratios"],
      ["APR against the usury ceiling"],
      ["asset price with the market"],
      ["signatory's authority"],
      ["Risk opinion"],
    ],
    sources: ["dossier-credit-checklist"],
  },
];
