import type { ExamQuestion } from "../types";

/** Alfa documentation: schedules, billing, direct debits and early termination. */
export const alfaBillingTermination: ExamQuestion[] = [
  // ── alfa-payment-schedule-calculation ──
  {
    id: "fr-alfa-schedule-timing",
    lang: "fr",
    kind: "fact",
    question: "Quelle difference entre terme a echoir et terme echu ?",
    facts: [["début de période"], ["fin de période"]],
    sources: ["alfa-payment-schedule-calculation"],
  },
  {
    id: "en-alfa-schedule-rounding",
    lang: "en",
    kind: "fact",
    question: "Where do rounding differences end up in a payment schedule?",
    facts: [["last instalment"], ["ROUNDING_MODE"]],
    sources: ["alfa-payment-schedule-calculation"],
  },
  {
    id: "en-alfa-schedule-in-advance",
    lang: "en",
    kind: "fact",
    question: "Are finance lease rentals usually due in advance or in arrears, and what about loans?",
    facts: [["start of the period"], ["common for loans"]],
    sources: ["alfa-payment-schedule-calculation"],
  },

  // ── alfa-balloon-residual-value ──
  {
    id: "fr-alfa-residual-value-forms",
    lang: "fr",
    kind: "list",
    question: "Sous quelles formes la valeur résiduelle apparaît-elle selon le produit financé ?",
    facts: [["option d'achat"], ["ballon"], ["VR non garantie"]],
    sources: ["alfa-balloon-residual-value"],
  },
  {
    id: "fr-alfa-residual-value-prc030",
    lang: "fr",
    kind: "fact",
    question: "Alfa refuse ma valeur résiduelle avec PRC-030, pourquoi et qui peut déroger ?",
    facts: [["VR hors grille"], ["plafond de la catégorie"], ["comité"]],
    sources: ["alfa-balloon-residual-value"],
  },
  {
    id: "en-alfa-residual-value-buyback",
    lang: "en",
    kind: "fact",
    question: "How do I record that the dealer will buy the asset back at the end of the lease?",
    facts: [["RV guarantor"], ["Buy-back commitments"]],
    sources: ["alfa-balloon-residual-value"],
  },

  // ── alfa-irregular-schedules ──
  {
    id: "fr-alfa-irregular-profiles",
    lang: "fr",
    kind: "list",
    question: "Quels profils d'échéancier autres que les loyers constants peut-on choisir en cotation ?",
    facts: [["Premier loyer majoré"], ["Franchise"], ["Paliers"], ["Saisonnier"], ["Libre"]],
    sources: ["alfa-irregular-schedules"],
  },
  {
    id: "en-alfa-irregular-profiles",
    lang: "en",
    kind: "list",
    question: "A farmer wants rentals that are not level: which schedule profiles can I offer?",
    facts: [["Increased first rental"], ["Payment holiday"], ["Stepped"], ["Seasonal"], ["Free-form"]],
    sources: ["alfa-irregular-schedules"],
  },
  {
    id: "en-alfa-payment-holiday-length",
    lang: "en",
    kind: "fact",
    question: "How long can a payment holiday last, and what is paid during a partial one?",
    facts: [["6 months"], ["interest only"]],
    sources: ["alfa-irregular-schedules"],
  },
  {
    id: "fr-alfa-irregular-sch017",
    lang: "fr",
    kind: "fact",
    question: "SCH-017 sur un échéancier saisonnier ?",
    facts: [["Rendement inférieur au plancher"], ["taux plancher"]],
    sources: ["alfa-irregular-schedules"],
  },

  // ── alfa-billing-run-invoices ──
  {
    id: "fr-alfa-billing-lead-days",
    lang: "fr",
    kind: "fact",
    question: "Combien de jours avant l'échéance les factures de loyer partent-elles ?",
    facts: [["15 jours"], ["BILLING_LEAD_DAYS"]],
    sources: ["alfa-billing-run-invoices"],
  },
  {
    id: "fr-alfa-billing-cancel-invoice",
    lang: "fr",
    kind: "fact",
    question: "J'ai émis une facture erronée, est-ce que je peux la supprimer ?",
    facts: [["ne peut jamais être supprimée"], ["facture rectificative"]],
    sources: ["alfa-billing-run-invoices"],
  },
  {
    id: "en-alfa-billing-run-steps",
    lang: "en",
    kind: "list",
    question: "What does the nightly billing run do for each invoice?",
    facts: [["groups instalments"], ["calculates VAT"], ["sequential number"], ["produces the PDF"]],
    sources: ["alfa-billing-run-invoices"],
  },
  {
    id: "en-alfa-billing-bil115",
    lang: "en",
    kind: "fact",
    question: "invoice blocked BIL-115, what's wrong?",
    facts: [["VAT rate not configured"]],
    sources: ["alfa-billing-run-invoices"],
  },

  // ── alfa-sepa-direct-debit ──
  {
    id: "fr-alfa-sepa-am04",
    lang: "fr",
    kind: "fact",
    question: "Que fait Alfa après un rejet de prélèvement AM04 ?",
    facts: [["représentation automatique"], ["J+7"], ["une seule fois"]],
    sources: ["alfa-sepa-direct-debit"],
  },
  {
    id: "fr-alfa-sepa-mandate-statuses",
    lang: "fr",
    kind: "list",
    question: "Quels sont les statuts possibles d'un mandat de prélèvement ?",
    facts: [["En attente de signature"], ["Actif"], ["Révoqué"], ["Caduc"]],
    sources: ["alfa-sepa-direct-debit"],
  },
  {
    id: "en-alfa-sepa-prenotification",
    lang: "en",
    kind: "fact",
    question: "How long before the debit must the customer get the pre-notification?",
    facts: [["14 calendar days"]],
    sources: ["alfa-sepa-direct-debit"],
  },
  {
    id: "en-alfa-sepa-md06",
    lang: "en",
    kind: "fact",
    question: "A direct debit came back as MD06. What does it mean and how is it handled?",
    facts: [["refund requested by the debtor"], ["8 weeks"], ["manually"]],
    sources: ["alfa-sepa-direct-debit"],
  },

  // ── alfa-early-termination-quote ──
  {
    id: "fr-alfa-termination-quote-validity",
    lang: "fr",
    kind: "fact",
    question: "Combien de temps est valable un devis de solde anticipé, et s'il est payé après ?",
    facts: [["10 jours"], ["QUOTE_VALIDITY"], ["recalculer"]],
    sources: ["alfa-early-termination-quote"],
  },
  {
    id: "en-alfa-termination-quote-inputs",
    lang: "en",
    kind: "list",
    question: "What do I have to enter to simulate an early settlement for a customer?",
    facts: [["requested settlement date"], ["reason"], ["what happens to the asset"]],
    sources: ["alfa-early-termination-quote"],
  },
  {
    id: "en-alfa-termination-quote-direct-debit",
    lang: "en",
    kind: "fact",
    question:
      "Does the quote for settling a contract early post anything in the accounts, and what about the next direct debit?",
    facts: [["no accounting effect"], ["suspend the next direct debit"]],
    sources: ["alfa-early-termination-quote"],
  },

  // ── alfa-settlement-figure-calculation ──
  {
    id: "fr-alfa-settlement-components",
    lang: "fr",
    kind: "list",
    question: "De quoi se compose le montant de solde d'une fin anticipée ?",
    facts: [
      ["Impayés"],
      ["Capital restant dû"],
      ["Indemnité de résiliation"],
      ["Valeur résiduelle"],
      ["TVA"],
    ],
    sources: ["alfa-settlement-figure-calculation"],
  },
  {
    id: "en-alfa-settlement-components",
    lang: "en",
    kind: "list",
    question: "The customer disputes the payoff amount: what is it made up of?",
    facts: [["Arrears"], ["Outstanding principal"], ["Termination fee"], ["Residual value"], ["VAT"]],
    sources: ["alfa-settlement-figure-calculation"],
  },
  {
    id: "fr-alfa-settlement-details-button",
    lang: "fr",
    kind: "fact",
    question: "Comment justifier au client le montant de solde qu'il conteste ?",
    facts: [["Détail du calcul"]],
    sources: ["alfa-settlement-figure-calculation"],
  },

  // ── alfa-consumer-early-repayment-rules ──
  {
    id: "fr-alfa-consumer-prepayment-caps",
    lang: "fr",
    kind: "list",
    question: "Quels plafonds Alfa applique-t-il à l'indemnité de remboursement anticipé d'un crédit conso ?",
    facts: [["1 %"], ["0,5 %"], ["10 000 €"]],
    sources: ["alfa-consumer-early-repayment-rules"],
  },
  {
    id: "en-alfa-consumer-prepayment-caps",
    lang: "en",
    kind: "list",
    question: "What are the legal caps on the early repayment fee for a consumer loan?",
    facts: [["1%"], ["0.5%"], ["10,000"]],
    sources: ["alfa-consumer-early-repayment-rules"],
  },
  {
    id: "en-alfa-consumer-loa-caps",
    lang: "en",
    kind: "fact",
    question: "Do these early repayment caps also apply to an individual on a lease with purchase option?",
    facts: [["contract terms"]],
    sources: ["alfa-consumer-early-repayment-rules"],
  },

  // ── alfa-partial-prepayment ──
  {
    id: "fr-alfa-partial-prepayment-options",
    lang: "fr",
    kind: "list",
    question: "Après un remboursement partiel, quelles options de recalcul ai-je ?",
    facts: [["Réduction de la durée"], ["Réduction de l'échéance"], ["Imputation sur le ballon"]],
    sources: ["alfa-partial-prepayment"],
  },
  {
    id: "fr-alfa-partial-prepayment-lld",
    lang: "fr",
    kind: "fact",
    question: "Peut-on faire un remboursement partiel sur une LLD ?",
    facts: [["n'existe pas en LLD"]],
    sources: ["alfa-partial-prepayment"],
  },
  {
    id: "en-alfa-partial-prepayment-minimum",
    lang: "en",
    kind: "fact",
    question: "Is there a minimum amount for a partial prepayment by a business customer?",
    facts: [["MIN_PARTIAL_PREPAY"], ["10%"], ["Amount below minimum"]],
    sources: ["alfa-partial-prepayment"],
  },

  // ── alfa-termination-execution-closure ──
  {
    id: "fr-alfa-termination-execution-steps",
    lang: "fr",
    kind: "list",
    question: "Que fait Alfa quand j'exécute une résiliation anticipée ?",
    facts: [
      ["annulation des échéances futures"],
      ["facture de résiliation"],
      ["lettrage du règlement"],
      ["révocation du mandat SEPA"],
      ["sortie d'actif"],
      ["passage du contrat au statut"],
    ],
    sources: ["alfa-termination-execution-closure"],
  },
  {
    id: "en-alfa-termination-etp021",
    lang: "en",
    kind: "fact",
    question: "Execution of the termination is refused with ETP-021. Why?",
    facts: [["Balance not covered"], ["€5 tolerance"]],
    sources: ["alfa-termination-execution-closure"],
  },
  {
    id: "en-alfa-termination-termclose",
    lang: "en",
    kind: "list",
    question: "What does the TERMCLOSE batch do once a termination is executed?",
    facts: [["release of guarantees"], ["cancellation of attached insurance"], ["release letter"]],
    sources: ["alfa-termination-execution-closure"],
  },
];
