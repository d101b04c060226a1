/**
 * Retrieval evaluation set for the Alfa corpus (`alfa-corpus.ts`): questions a consultant would ask,
 * each answered by one passage. About two thirds French, one third English; a few French questions
 * are written without accents on purpose to check accent-insensitive search.
 */

export type RetrievalCase = { question: string; lang: "fr" | "en"; expectedId: string };

export const retrievalCases: RetrievalCase[] = [
  // contracts
  {
    question: "Quels sont les statuts d'un contrat dans Alfa, de la proposition jusqu'à l'échéance ?",
    lang: "fr",
    expectedId: "alfa-contract-lifecycle",
  },
  {
    question: "J'ai l'erreur ACT-012 en voulant activer un dossier, que dois-je faire ?",
    lang: "fr",
    expectedId: "alfa-contract-activation",
  },
  {
    question:
      "What are the possible credit decision outcomes for a proposal, and what happens above my delegation level?",
    lang: "en",
    expectedId: "alfa-proposal-credit-decision",
  },
  {
    question: "Comment allonger la durée d'un contrat déjà activé avec un avenant ?",
    lang: "fr",
    expectedId: "alfa-contract-amendment",
  },
  {
    question: "How do I transfer a lease to a new lessee when the original customer sells the business?",
    lang: "en",
    expectedId: "alfa-contract-transfer",
  },

  // assets
  {
    question: "Que signifie l'erreur numero de serie deja finance sur la fiche actif ?",
    lang: "fr",
    expectedId: "alfa-asset-registration",
  },
  {
    question: "Ou parametrer la duree maximale de financement d'une categorie d'actif ?",
    lang: "fr",
    expectedId: "alfa-asset-categories",
  },
  {
    question: "How does the master agreement ceiling work when I add a new schedule?",
    lang: "en",
    expectedId: "alfa-multi-asset-master-agreement",
  },
  {
    question: "Dans quel délai Alfa fait-il la désignation du conducteur après un avis de contravention ?",
    lang: "fr",
    expectedId: "alfa-vehicle-registration-fines",
  },
  {
    question:
      "Pourquoi la facture du fournisseur est-elle bloquée en litige, et quand le décaissement a-t-il lieu ?",
    lang: "fr",
    expectedId: "alfa-supplier-payment",
  },

  // schedules-billing
  {
    question: "Quelle difference entre terme a echoir et terme echu dans l'echeancier ?",
    lang: "fr",
    expectedId: "alfa-payment-schedule-calculation",
  },
  {
    question: "How do I enter a residual value guaranteed by the dealer through a buy-back commitment?",
    lang: "en",
    expectedId: "alfa-balloon-residual-value",
  },
  {
    question: "Peut-on accorder une franchise ou des loyers saisonniers à un client agricole ?",
    lang: "fr",
    expectedId: "alfa-irregular-schedules",
  },
  {
    question: "Une facture est bloquée en BIL-101 dans le run de facturation, comment la débloquer ?",
    lang: "fr",
    expectedId: "alfa-billing-run-invoices",
  },
  {
    question: "Que se passe-t-il après un rejet de prélèvement SEPA avec le code AM04 ?",
    lang: "fr",
    expectedId: "alfa-sepa-direct-debit",
  },
  {
    question: "After how many months without any direct debit does a SEPA mandate lapse?",
    lang: "en",
    expectedId: "alfa-sepa-direct-debit",
  },

  // early-termination
  {
    question: "Combien de jours un devis de résiliation anticipée reste-t-il valable avant d'expirer ?",
    lang: "fr",
    expectedId: "alfa-early-termination-quote",
  },
  {
    question:
      "How is the settlement figure calculated for an early termination, including the termination fee?",
    lang: "en",
    expectedId: "alfa-settlement-figure-calculation",
  },
  {
    question: "Quel est le plafond légal de l'indemnité de remboursement anticipé sur un crédit conso ?",
    lang: "fr",
    expectedId: "alfa-consumer-early-repayment-rules",
  },
  {
    question: "Remboursement partiel : vaut-il mieux réduire la durée ou le montant de l'échéance ?",
    lang: "fr",
    expectedId: "alfa-partial-prepayment",
  },
  {
    question: "Executing the termination fails with 'Balance not covered', what should I do?",
    lang: "en",
    expectedId: "alfa-termination-execution-closure",
  },

  // insurance
  {
    question:
      "Quelles assurances proposer en option à la cotation, par exemple l'ADI ou le bris de machine ?",
    lang: "fr",
    expectedId: "alfa-insurance-products",
  },
  {
    question: "How is the monthly premium bordereau for the insurer produced?",
    lang: "en",
    expectedId: "alfa-insurance-premium-bordereau",
  },
  {
    question: "Quel delai pour declarer un sinistre vol, et peut-on geler les relances pendant l'expertise ?",
    lang: "fr",
    expectedId: "alfa-insurance-claim",
  },
  {
    question: "Véhicule volé jamais retrouvé : comment calculer la créance et clôturer pour sinistre total ?",
    lang: "fr",
    expectedId: "alfa-total-loss-settlement",
  },
  {
    question: "Le client n'a pas renvoyé son attestation d'assurance avant l'expiration, que fait Alfa ?",
    lang: "fr",
    expectedId: "alfa-insurance-certificate-tracking",
  },

  // collections
  {
    question: "Comment sont définies les tranches d'arriérés B1 à B4 dans les files de recouvrement ?",
    lang: "fr",
    expectedId: "alfa-collections-queues-buckets",
  },
  {
    question: "When is the formal notice letter sent in the dunning plan?",
    lang: "en",
    expectedId: "alfa-dunning-letters",
  },
  {
    question: "Que se passe-t-il quand une promesse de paiement n'est pas tenue par le client ?",
    lang: "fr",
    expectedId: "alfa-promise-to-pay",
  },
  {
    question: "Comment récupérer un véhicule en fourrière après une résiliation pour défaut ?",
    lang: "fr",
    expectedId: "alfa-repossession",
  },
  {
    question: "Dans quel délai déclarer la créance au mandataire judiciaire en cas de liquidation ?",
    lang: "fr",
    expectedId: "alfa-insolvency-write-off",
  },

  // end-of-lease
  {
    question: "Combien de jours avant le terme la lettre de fin de contrat est-elle envoyée au client ?",
    lang: "fr",
    expectedId: "alfa-end-of-lease-options",
  },
  {
    question: "Comment est calcule le kilometrage excedentaire lors de la restitution du vehicule ?",
    lang: "fr",
    expectedId: "alfa-asset-return-inspection",
  },
  {
    question: "What are the steps to exercise the purchase option and transfer ownership of the asset?",
    lang: "en",
    expectedId: "alfa-purchase-option-exercise",
  },
  {
    question: "Comment facturer un loyer secondaire quand le client garde le bien après le terme ?",
    lang: "fr",
    expectedId: "alfa-lease-extension-secondary-rental",
  },
  {
    question: "How is the gain or loss on the resale of returned assets calculated in remarketing?",
    lang: "en",
    expectedId: "alfa-remarketing-resale",
  },

  // accounting
  {
    question: "The GL export rejects entries with 'Account not set up': how do I fix the accounting scheme?",
    lang: "en",
    expectedId: "alfa-gl-posting-engine",
  },
  {
    question:
      "Comment sont calculés les intérêts courus et les produits constatés d'avance à la clôture du mois ?",
    lang: "fr",
    expectedId: "alfa-month-end-accruals",
  },
  {
    question: "Les commissions versées à l'apporteur sont-elles étalées au taux d'intérêt effectif ?",
    lang: "fr",
    expectedId: "alfa-effective-interest-rate-income",
  },
  {
    question: "Which triggers move a contract to stage 2 for IFRS 9 expected credit losses?",
    lang: "en",
    expectedId: "alfa-ifrs9-expected-credit-loss",
  },
  {
    question:
      "Comment Alfa classe-t-il un contrat en location-financement ou en location simple selon IFRS 16 ?",
    lang: "fr",
    expectedId: "alfa-ifrs16-lease-classification",
  },

  // api-batch
  {
    question: "Why does POST /api/v2/quotes return 422 PRICING_GRID_NOT_FOUND?",
    lang: "en",
    expectedId: "alfa-rest-api-quotes",
  },
  {
    question: "Quel scope OAuth faut-il pour lire les contrats via l'API, et que signifie une réponse 429 ?",
    lang: "fr",
    expectedId: "alfa-rest-api-contracts-customers",
  },
  {
    question: "Dans quel ordre s'exécutent les traitements de la chaîne batch de nuit ?",
    lang: "fr",
    expectedId: "alfa-overnight-batch-chain",
  },
  {
    question:
      "Un virement non affecte est parti en compte d'attente : comment le lettrer sur le bon contrat ?",
    lang: "fr",
    expectedId: "alfa-payment-allocation",
  },
  {
    question: "How do I restart a failed batch job from its checkpoint?",
    lang: "en",
    expectedId: "alfa-batch-monitoring-restart",
  },

  // configuration
  {
    question: "Comment créer une nouvelle version d'un produit LOA dans le paramétrage ?",
    lang: "fr",
    expectedId: "alfa-product-configuration",
  },
  {
    question: "Où définir le taux plancher et la commission apporteur dans les grilles tarifaires ?",
    lang: "fr",
    expectedId: "alfa-pricing-tables",
  },
  {
    question: "How do I configure workflow steps, SLA and escalation for credit approval?",
    lang: "en",
    expectedId: "alfa-workflow-configuration",
  },
  {
    question: "Erreur SEC-003 action non autorisée : est-ce un problème de rôle ou de périmètre ?",
    lang: "fr",
    expectedId: "alfa-user-roles-permissions",
  },
  {
    question: "Comment insérer une balise de fusion dans un modèle de courrier ?",
    lang: "fr",
    expectedId: "alfa-document-templates",
  },
];
