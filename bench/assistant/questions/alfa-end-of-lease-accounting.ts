import type { ExamQuestion } from "../types";

/** Alfa documentation: end of lease, remarketing and accounting. */
export const alfaEndOfLeaseAccounting: ExamQuestion[] = [
  // ── alfa-end-of-lease-options ──
  {
    id: "fr-alfa-end-of-lease-choices",
    lang: "fr",
    kind: "list",
    question: "Quels choix propose-t-on au client à l'approche du terme de son contrat ?",
    facts: [["restitution"], ["levée de l'option d'achat"], ["prolongation"], ["renouvellement"]],
    sources: ["alfa-end-of-lease-options"],
  },
  {
    id: "fr-alfa-end-of-lease-notice",
    lang: "fr",
    kind: "fact",
    question: "Combien de jours avant la dernière échéance la lettre de fin de contrat est-elle envoyée ?",
    facts: [["90 jours"], ["EOL_NOTICE_DAYS"]],
    sources: ["alfa-end-of-lease-options"],
  },
  {
    id: "en-alfa-end-of-lease-choices",
    lang: "en",
    kind: "list",
    question: "What options does the end-of-contract letter give the customer?",
    facts: [["return"], ["exercise of the purchase option"], ["extension"], ["renewal"]],
    sources: ["alfa-end-of-lease-options"],
  },
  {
    id: "en-alfa-end-of-lease-default",
    lang: "en",
    kind: "fact",
    question: "The customer never answered before the end of the long-term rental: what happens by default?",
    facts: [["mandatory return"]],
    sources: ["alfa-end-of-lease-options"],
  },

  // ── alfa-asset-return-inspection ──
  {
    id: "fr-alfa-return-excess-mileage",
    lang: "fr",
    kind: "fact",
    question: "Comment calcule-t-on les kilomètres excédentaires facturés à la restitution ?",
    facts: [["kilométrage relevé"], ["kilométrage contractuel"], ["prix du kilomètre supplémentaire"]],
    sources: ["alfa-asset-return-inspection"],
  },
  {
    id: "en-alfa-return-dispute-period",
    lang: "en",
    kind: "fact",
    question: "How long does the customer have to dispute the return report before we invoice?",
    facts: [["15-day"], ["RETURN_DISPUTE_DAYS"]],
    sources: ["alfa-asset-return-inspection"],
  },
  {
    id: "en-alfa-return-charges",
    lang: "en",
    kind: "list",
    question: "What does Alfa charge for after the inspection of a returned car?",
    facts: [["refurbishment charges"], ["excess mileage"], ["missing items"]],
    sources: ["alfa-asset-return-inspection"],
  },

  // ── alfa-purchase-option-exercise ──
  {
    id: "fr-alfa-purchase-option-steps",
    lang: "fr",
    kind: "list",
    question: "Quelle est la séquence pour lever une option d'achat dans Alfa ?",
    facts: [
      ["facture de cession"],
      ["valider la levée"],
      ["certificat de cession"],
      ["solder les assurances"],
    ],
    sources: ["alfa-purchase-option-exercise"],
  },
  {
    id: "en-alfa-purchase-option-eol012",
    lang: "en",
    kind: "fact",
    question: "Can the customer buy the asset at the end if some rentals are still unpaid?",
    facts: [["EOL-012"], ["Arrears on the contract"]],
    sources: ["alfa-purchase-option-exercise"],
  },
  {
    id: "en-alfa-purchase-option-third-party",
    lang: "en",
    kind: "fact",
    question: "The lessee wants its director to buy the equipment instead: is that possible?",
    facts: [["third-party buyer"], ["AML/CFT"]],
    sources: ["alfa-purchase-option-exercise"],
  },

  // ── alfa-lease-extension-secondary-rental ──
  {
    id: "fr-alfa-secondary-rental",
    lang: "fr",
    kind: "fact",
    question: "C'est quoi un loyer secondaire et jusqu'à quand est-il facturé ?",
    facts: [["totalement amortis"], ["jusqu'à la restitution ou la cession"]],
    sources: ["alfa-lease-extension-secondary-rental"],
  },
  {
    id: "en-alfa-extension-ext003",
    lang: "en",
    kind: "fact",
    question: "Why did Alfa raise EXT-003 when I extended a finance lease?",
    facts: [["Reclassification to be reviewed"], ["new classification"]],
    sources: ["alfa-lease-extension-secondary-rental"],
  },
  {
    id: "en-alfa-extension-services",
    lang: "en",
    kind: "fact",
    question: "When a lease is extended, do the insurance and maintenance follow automatically?",
    facts: [["extended explicitly"], ["Renew services"]],
    sources: ["alfa-lease-extension-secondary-rental"],
  },

  // ── alfa-remarketing-resale ──
  {
    id: "fr-alfa-remarketing-channels",
    lang: "fr",
    kind: "list",
    question: "Par quels canaux peut-on revendre un bien restitué ou repris ?",
    facts: [["vente aux enchères"], ["marchand"], ["client final ou au personnel"], ["relocation"]],
    sources: ["alfa-remarketing-resale"],
  },
  {
    id: "en-alfa-remarketing-stock-age",
    lang: "en",
    kind: "fact",
    question: "What happens when a returned asset sits in the remarketing stock for a long time?",
    facts: [["90 days"], ["impairment test"]],
    sources: ["alfa-remarketing-resale"],
  },

  // ── alfa-gl-posting-engine ──
  {
    id: "fr-alfa-gl-acc215",
    lang: "fr",
    kind: "fact",
    question: "Rejet ACC-215 dans la comptabilité, l'écriture est-elle perdue ?",
    facts: [["Période comptable fermée"], ["première période ouverte"], ["AUTO_SHIFT"]],
    sources: ["alfa-gl-posting-engine"],
  },
  {
    id: "en-alfa-gl-acc201",
    lang: "en",
    kind: "fact",
    question: "Accounting rejection ACC-201: how do I fix it?",
    facts: [["Account not set up"], ["complete the scheme"]],
    sources: ["alfa-gl-posting-engine"],
  },
  {
    id: "en-alfa-gl-export-fields",
    lang: "en",
    kind: "list",
    question: "Which information does the GLEXPORT interface file carry for the ERP general ledger?",
    facts: [
      ["journal"],
      ["accounting date"],
      ["account"],
      ["analytical dimensions"],
      ["amount and currency"],
    ],
    sources: ["alfa-gl-posting-engine"],
  },

  // ── alfa-month-end-accruals ──
  {
    id: "fr-alfa-month-end-procedure",
    lang: "fr",
    kind: "list",
    question: "Quelle est la procédure de clôture mensuelle dans Alfa ?",
    facts: [["chaîne nocturne"], ["lancer ACCRUAL"], ["Balance par produit"], ["verrouiller la période"]],
    sources: ["alfa-month-end-accruals"],
  },
  {
    id: "en-alfa-month-end-reversal",
    lang: "en",
    kind: "fact",
    question: "When are the month-end accrued interest entries reversed?",
    facts: [["first day of the following month"]],
    sources: ["alfa-month-end-accruals"],
  },
  {
    id: "fr-alfa-month-end-gap",
    lang: "fr",
    kind: "fact",
    question: "d'ou vient le plus souvent un ecart de rapprochement gestion / compta a la cloture ?",
    facts: [["date de mise en service rétroactive"], ["régularisation manuelle"]],
    sources: ["alfa-month-end-accruals"],
  },

  // ── alfa-effective-interest-rate-income ──
  {
    id: "fr-alfa-eir-components",
    lang: "fr",
    kind: "list",
    question: "Quels frais et commissions entrent dans le TIE et sont étalés sur la durée ?",
    facts: [["frais de dossier"], ["commissions versées à l'apporteur"], ["subventions de taux"]],
    sources: ["alfa-effective-interest-rate-income"],
  },
  {
    id: "en-alfa-eir-early-termination",
    lang: "en",
    kind: "fact",
    question: "What happens to the fees not yet spread when the contract ends early?",
    facts: [["released in full"], ["termination date"]],
    sources: ["alfa-effective-interest-rate-income"],
  },
  {
    id: "en-alfa-eir-batch",
    lang: "en",
    kind: "fact",
    question: "Which batch spreads arrangement fees and dealer commissions, and where can I see the plan?",
    facts: [["EIRAMORT"], ["Spreading"]],
    sources: ["alfa-effective-interest-rate-income"],
  },

  // ── alfa-ifrs9-expected-credit-loss ──
  {
    id: "fr-alfa-ifrs9-stages",
    lang: "fr",
    kind: "list",
    question: "Comment Alfa affecte-t-il un contrat aux stades IFRS 9 ?",
    facts: [["pertes attendues à 12 mois"], ["plus de 30 jours"], ["plus de 90 jours"]],
    sources: ["alfa-ifrs9-expected-credit-loss"],
  },
  {
    id: "en-alfa-ifrs9-ecl-formula",
    lang: "en",
    kind: "fact",
    question:
      "How does the provisioning module compute the ECL amount and how often are its parameters updated?",
    facts: [["PD × LGD × EAD"], ["every quarter"]],
    sources: ["alfa-ifrs9-expected-credit-loss"],
  },

  // ── alfa-ifrs16-lease-classification ──
  {
    id: "fr-alfa-ifrs16-indicators",
    lang: "fr",
    kind: "list",
    question: "Sur quels indicateurs Alfa propose-t-il de classer un contrat en location-financement ?",
    facts: [
      ["transfert de propriété"],
      ["durée de vie économique"],
      ["valeur actualisée des loyers"],
      ["bien spécifique"],
    ],
    sources: ["alfa-ifrs16-lease-classification"],
  },
  {
    id: "en-alfa-ifrs16-dual-accounting",
    lang: "en",
    kind: "fact",
    question: "French statutory accounts keep crédit-bail as a rental: how does Alfa produce the IFRS view?",
    facts: [["restatement"], ["dual accounting"]],
    sources: ["alfa-ifrs16-lease-classification"],
  },
  {
    id: "en-alfa-ifrs16-operating-lease",
    lang: "en",
    kind: "fact",
    question: "Under an operating lease, how does the lessor account for the asset and the rentals?",
    facts: [["depreciated"], ["straight-line basis"]],
    sources: ["alfa-ifrs16-lease-classification"],
  },
  // ── English, further questions ──
  {
    id: "en-alfa-month-end-procedure",
    lang: "en",
    kind: "list",
    question: "What is the month-end closing procedure in Alfa?",
    facts: [["overnight chain"], ["run ACCRUAL"], ["Trial balance by product"], ["lock the period"]],
    sources: ["alfa-month-end-accruals"],
  },
];
