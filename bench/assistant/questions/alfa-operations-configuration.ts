import type { ExamQuestion } from "../types";

/** Alfa documentation: APIs, overnight batches, payment allocation and configuration. */
export const alfaOperationsConfiguration: ExamQuestion[] = [
  // ── alfa-rest-api-quotes ──
  {
    id: "fr-alfa-api-quote-expired",
    lang: "fr",
    kind: "fact",
    question: "L'API de cotation me renvoie 409 QUOTE_EXPIRED, pourquoi ?",
    facts: [["plus de 30 jours"]],
    sources: ["alfa-rest-api-quotes"],
  },
  {
    id: "en-alfa-api-quote-fields",
    lang: "en",
    kind: "list",
    question: "Which fields must a dealer portal send in the JSON body to create a quote through the API?",
    facts: [
      ["productCode"],
      ["assetCategory"],
      ["assetPrice"],
      ["termMonths"],
      ["paymentFrequency"],
      ["dealerId"],
    ],
    sources: ["alfa-rest-api-quotes"],
  },
  {
    id: "en-alfa-api-idempotency",
    lang: "en",
    kind: "fact",
    question: "How do we avoid creating the same quote twice when the portal retries after a timeout?",
    facts: [["Idempotency-Key"]],
    sources: ["alfa-rest-api-quotes"],
  },

  // ── alfa-rest-api-contracts-customers ──
  {
    id: "fr-alfa-api-token",
    lang: "fr",
    kind: "fact",
    question: "Quelle authentification utilise l'API de consultation et combien de temps dure le jeton ?",
    facts: [["OAuth 2.0"], ["client credentials"], ["60 minutes"]],
    sources: ["alfa-rest-api-contracts-customers"],
  },
  {
    id: "en-alfa-api-insufficient-scope",
    lang: "en",
    kind: "fact",
    question: "The contracts API answers 403 INSUFFICIENT_SCOPE: is our password wrong?",
    facts: [["scope is missing"], ["not a password problem"]],
    sources: ["alfa-rest-api-contracts-customers"],
  },
  {
    id: "en-alfa-api-rate-limit",
    lang: "en",
    kind: "fact",
    question: "What rate limit and page size does the read API enforce?",
    facts: [["100 requests per minute"], ["200 items"], ["429"]],
    sources: ["alfa-rest-api-contracts-customers"],
  },

  // ── alfa-overnight-batch-chain ──
  {
    id: "fr-alfa-batch-chain-order",
    lang: "fr",
    kind: "list",
    question: "Dans quel ordre s'enchaînent les traitements de la chaîne de nuit ?",
    facts: [
      ["BANKIMP"],
      ["PAYALLOC"],
      ["DDREJ"],
      ["BILRUN"],
      ["DDGEN"],
      ["COLLQ"],
      ["ACCRUAL"],
      ["GLEXPORT"],
    ],
    sources: ["alfa-overnight-batch-chain"],
  },
  {
    id: "en-alfa-batch-chain-order",
    lang: "en",
    kind: "list",
    question: "In what order do the end-of-day jobs run?",
    facts: [
      ["BANKIMP"],
      ["PAYALLOC"],
      ["DDREJ"],
      ["BILRUN"],
      ["DDGEN"],
      ["COLLQ"],
      ["ACCRUAL"],
      ["GLEXPORT"],
    ],
    sources: ["alfa-overnight-batch-chain"],
  },
  {
    id: "en-alfa-batch-incomplete-chain",
    lang: "en",
    kind: "fact",
    question: "Screens show the 'Incomplete chain' banner this morning, what does it mean?",
    facts: [["processing date"], ["stays blocked"]],
    sources: ["alfa-overnight-batch-chain"],
  },
  {
    id: "fr-alfa-batch-window",
    lang: "fr",
    kind: "fact",
    question: "fenetre batch standard alfa ?",
    facts: [["21 h à 5 h"]],
    sources: ["alfa-overnight-batch-chain"],
  },

  // ── alfa-payment-allocation ──
  {
    id: "fr-alfa-payment-allocation-order",
    lang: "fr",
    kind: "list",
    question: "Dans quel ordre un encaissement est-il imputé sur les factures ouvertes ?",
    facts: [
      ["frais de recouvrement et de rejet"],
      ["intérêts de retard"],
      ["primes d'assurance"],
      ["loyers et échéances"],
      ["excédent"],
    ],
    sources: ["alfa-payment-allocation"],
  },
  {
    id: "en-alfa-payment-unmatched",
    lang: "en",
    kind: "fact",
    question: "What happens to an incoming payment that can't be matched to any invoice?",
    facts: [["suspense account"], ["Unallocated"], ["30 days"]],
    sources: ["alfa-payment-allocation"],
  },
  {
    id: "fr-alfa-payment-lettrage",
    lang: "fr",
    kind: "fact",
    question: "Comment fonctionne le lettrage d'un virement que le batch n'a pas su affecter ?",
    facts: [["compte d'attente"], ["Non affectés"], ["répartit sur plusieurs contrats"]],
    sources: ["alfa-payment-allocation"],
  },

  // ── alfa-batch-monitoring-restart ──
  {
    id: "fr-alfa-batch-bat001",
    lang: "fr",
    kind: "fact",
    question: "BAT-001 « Traitement déjà en cours » alors que rien ne tourne, que faire ?",
    facts: [["verrou"], ["rôle Exploitation"]],
    sources: ["alfa-batch-monitoring-restart"],
  },
  {
    id: "en-alfa-batch-restart",
    lang: "en",
    kind: "fact",
    question: "How do I rerun a failed job without reprocessing the files already handled?",
    facts: [["Restart from checkpoint"], ["500 files"]],
    sources: ["alfa-batch-monitoring-restart"],
  },
  {
    id: "en-alfa-batch-bat030",
    lang: "en",
    kind: "fact",
    question: "What can we do about BAT-030 batch window exceeded?",
    facts: [["BATCH_THREADS"], ["non-critical jobs"]],
    sources: ["alfa-batch-monitoring-restart"],
  },

  // ── alfa-product-configuration ──
  {
    id: "fr-alfa-product-tabs",
    lang: "fr",
    kind: "list",
    question: "Quels onglets faut-il renseigner quand on crée un produit financier dans Alfa ?",
    facts: [
      ["Général"],
      ["Durées et périodicités"],
      ["Valeur résiduelle"],
      ["Frais"],
      ["Fin de contrat"],
      ["Comptabilité"],
    ],
    sources: ["alfa-product-configuration"],
  },
  {
    id: "en-alfa-product-cfg008",
    lang: "en",
    kind: "fact",
    question: "Why can't I deactivate an old product (CFG-008)?",
    facts: [["Product used by an active grid"], ["open pricing grid"]],
    sources: ["alfa-product-configuration"],
  },
  {
    id: "en-alfa-product-versioning",
    lang: "en",
    kind: "fact",
    question: "If I change a product's fees, do the contracts already signed pick up the change?",
    facts: [["new version"], ["version in force when they were signed"]],
    sources: ["alfa-product-configuration"],
  },

  // ── alfa-pricing-tables ──
  {
    id: "fr-alfa-pricing-cell",
    lang: "fr",
    kind: "list",
    question: "Que définit-on dans chaque cellule d'une grille tarifaire Alfa ?",
    facts: [["taux client"], ["taux plancher"], ["commission apporteur"], ["subventions de taux"]],
    sources: ["alfa-pricing-tables"],
  },
  {
    id: "en-alfa-pricing-approval",
    lang: "en",
    kind: "fact",
    question: "Who approves a newly imported pricing grid before it is published?",
    facts: [["second user"], ["four-eyes principle"]],
    sources: ["alfa-pricing-tables"],
  },

  // ── alfa-workflow-configuration ──
  {
    id: "fr-alfa-workflow-credit-review",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les étapes du workflow d'étude de crédit dans Alfa ?",
    facts: [
      ["contrôle automatique des pièces"],
      ["analyste crédit"],
      ["niveau de délégation compétent"],
      ["passage en comité"],
    ],
    sources: ["alfa-workflow-configuration"],
  },
  {
    id: "en-alfa-workflow-sla",
    lang: "en",
    kind: "fact",
    question: "What happens when a workflow task goes past its target time?",
    facts: [["escalated to the team leader"], ["shown in red"]],
    sources: ["alfa-workflow-configuration"],
  },
  {
    id: "en-alfa-workflow-new-version",
    lang: "en",
    kind: "fact",
    question: "I published a new workflow version: do files already in progress switch to it?",
    facts: [["started after its publication"], ["old version"]],
    sources: ["alfa-workflow-configuration"],
  },

  // ── alfa-user-roles-permissions ──
  {
    id: "fr-alfa-roles-segregation",
    lang: "fr",
    kind: "list",
    question: "Quelles règles de séparation des tâches Alfa impose-t-il ?",
    facts: [
      ["ne peut pas la valider lui-même"],
      ["Administrateur ne peut valider aucune opération"],
      ["créer un fournisseur et valider son paiement"],
    ],
    sources: ["alfa-user-roles-permissions"],
  },
  {
    id: "en-alfa-roles-sec003",
    lang: "en",
    kind: "fact",
    question: "A user with the right role gets SEC-003. What should I check?",
    facts: [["Action not allowed in this scope"], ["branch assigned to the user"]],
    sources: ["alfa-user-roles-permissions"],
  },
  {
    id: "en-alfa-roles-inactive",
    lang: "en",
    kind: "fact",
    question: "After how long are inactive Alfa accounts disabled, and how often are permissions reviewed?",
    facts: [["90 days"], ["quarterly"]],
    sources: ["alfa-user-roles-permissions"],
  },

  // ── alfa-document-templates ──
  {
    id: "fr-alfa-templates-doc019",
    lang: "fr",
    kind: "fact",
    question: "Erreur DOC-019 en générant un courrier, d'où ça vient ?",
    facts: [["Balise inconnue"], ["dictionnaire de données"]],
    sources: ["alfa-document-templates"],
  },
  {
    id: "en-alfa-templates-good-practice",
    lang: "en",
    kind: "list",
    question: "What are the good practices when maintaining document templates?",
    facts: [["Preview on file"], ["keep the previous version"], ["conditional blocks"]],
    sources: ["alfa-document-templates"],
  },
  // ── English, further questions ──
  {
    id: "en-alfa-payment-allocation-order",
    lang: "en",
    kind: "list",
    question: "In what order is an incoming payment allocated to open items?",
    facts: [
      ["collection and return fees"],
      ["late-payment interest"],
      ["insurance premiums"],
      ["rentals and instalments"],
      ["surplus"],
    ],
    sources: ["alfa-payment-allocation"],
  },
];
