import type { ExamQuestion } from "../types";

/** Alfa documentation: contracts (lifecycle, activation, decision, amendments, transfers) and assets. */
export const alfaContractsAssets: ExamQuestion[] = [
  // ── alfa-contract-lifecycle ──
  {
    id: "fr-alfa-lifecycle-statuses",
    lang: "fr",
    kind: "list",
    question: "Par quels statuts passe un dossier dans Alfa, de la saisie commerciale jusqu'à la fin ?",
    facts: [["Proposition"], ["Acceptée"], ["Activée"], ["Résiliée"], ["Échue"]],
    sources: ["alfa-contract-lifecycle"],
  },
  {
    id: "fr-alfa-lifecycle-deactivation",
    lang: "fr",
    kind: "fact",
    question: "Un dossier est passé en ACT par erreur, est-ce que je peux le remettre en ACC ?",
    facts: [["Désactivation"], ["Back-office senior"], ["aucune facture"]],
    sources: ["alfa-contract-lifecycle"],
  },
  {
    id: "en-alfa-lifecycle-statuses",
    lang: "en",
    kind: "list",
    question: "Which statuses can a contract file have in Alfa from the proposal to the end?",
    facts: [["Proposal"], ["Accepted"], ["Activated"], ["Terminated"], ["Matured"]],
    sources: ["alfa-contract-lifecycle"],
  },
  {
    id: "en-alfa-lifecycle-cancel",
    lang: "en",
    kind: "fact",
    question: "Until when can a file still be cancelled, and what status does it get?",
    facts: [["has not been activated"], ["Cancelled"]],
    sources: ["alfa-contract-lifecycle"],
  },

  // ── alfa-contract-activation ──
  {
    id: "fr-alfa-activation-prerequisites",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les étapes préalables à l'activation d'un contrat de crédit-bail dans Alfa ?",
    facts: [
      ["procès-verbal de livraison"],
      ["au moins un actif enregistré"],
      ["mandat SEPA"],
      ["facture fournisseur rapprochée"],
    ],
    sources: ["alfa-contract-activation"],
  },
  {
    id: "fr-alfa-activation-act027",
    lang: "fr",
    kind: "fact",
    question: "erreur ACT-027 a la mise en loyer, comment corriger ?",
    facts: [["Date de mise en service antérieure à la date d'accord"], ["nouvelle décision de crédit"]],
    sources: ["alfa-contract-activation"],
  },
  {
    id: "en-alfa-activation-prerequisites",
    lang: "en",
    kind: "list",
    question: "What does Alfa check before it lets me activate a lease?",
    facts: [
      ["delivery acceptance certificate"],
      ["at least one asset registered"],
      ["SEPA mandate"],
      ["supplier invoice matched"],
    ],
    sources: ["alfa-contract-activation"],
  },
  {
    id: "en-alfa-activation-act012",
    lang: "en",
    kind: "fact",
    question: "I get ACT-012 when I try to start the rental. What should I do?",
    facts: [["Delivery certificate missing"], ["upload the certificate"]],
    sources: ["alfa-contract-activation"],
  },

  // ── alfa-proposal-credit-decision ──
  {
    id: "fr-alfa-credit-decision-outcomes",
    lang: "fr",
    kind: "list",
    question: "Quelles décisions peut rendre l'étude de crédit sur une proposition dans Alfa ?",
    facts: [["Accord"], ["Accord sous conditions"], ["Refus"], ["Ajourné"]],
    sources: ["alfa-proposal-credit-decision"],
  },
  {
    id: "fr-alfa-offer-validity",
    lang: "fr",
    kind: "fact",
    question: "validite d'une offre alfa ?",
    facts: [["30 jours"], ["OFFER_VALIDITY_DAYS"]],
    sources: ["alfa-proposal-credit-decision"],
  },
  {
    id: "en-alfa-credit-decision-delegation",
    lang: "en",
    kind: "fact",
    question: "What happens to a deal that is above my delegation level?",
    facts: [["credit committee"], ["150,000"]],
    sources: ["alfa-proposal-credit-decision"],
  },
  {
    id: "en-alfa-credit-decision-outcomes",
    lang: "en",
    kind: "list",
    question: "What are the possible outcomes when a proposal is submitted for review?",
    facts: [["Approved"], ["Approved with conditions"], ["Declined"], ["Deferred"]],
    sources: ["alfa-proposal-credit-decision"],
  },

  // ── alfa-contract-amendment ──
  {
    id: "fr-alfa-amendment-bank-details",
    lang: "fr",
    kind: "fact",
    question: "Mon client a changé de banque : comment modifier le RIB d'un contrat déjà activé ?",
    facts: [["Avenant non financier"], ["Créer un avenant"]],
    sources: ["alfa-contract-amendment"],
  },
  {
    id: "fr-alfa-amendment-avn004",
    lang: "fr",
    kind: "fact",
    question: "Que veut dire AVN-004 et comment je m'en sors ?",
    facts: [["Échéance déjà facturée dans la période modifiée"], ["date d'effet postérieure"]],
    sources: ["alfa-contract-amendment"],
  },
  {
    id: "en-alfa-amendment-extend-term",
    lang: "en",
    kind: "fact",
    question:
      "How do I extend the term of a contract that is already live, and from when is the schedule recalculated?",
    facts: [["Financial amendment"], ["next non-invoiced instalment"]],
    sources: ["alfa-contract-amendment"],
  },

  // ── alfa-contract-transfer ──
  {
    id: "fr-alfa-transfer-steps",
    lang: "fr",
    kind: "list",
    question:
      "Le client vend son fonds de commerce : quelles sont les étapes pour faire reprendre son contrat ?",
    facts: [
      ["Transfert de tiers"],
      ["étude de crédit complète"],
      ["date de transfert"],
      ["frais de transfert"],
      ["avenant tripartite"],
    ],
    sources: ["alfa-contract-transfer"],
  },
  {
    id: "en-alfa-transfer-steps",
    lang: "en",
    kind: "list",
    question: "Which steps do I follow in Alfa to hand a lease over to a new lessee?",
    facts: [
      ["Third-party transfer"],
      ["full credit review"],
      ["transfer date"],
      ["transfer fee"],
      ["three-party amendment"],
    ],
    sources: ["alfa-contract-transfer"],
  },
  {
    id: "en-alfa-transfer-trf009",
    lang: "en",
    kind: "fact",
    question: "Why does Alfa refuse the transfer with TRF-009?",
    facts: [["Arrears to be settled"], ["unpaid amounts"]],
    sources: ["alfa-contract-transfer"],
  },

  // ── alfa-asset-registration ──
  {
    id: "fr-alfa-asset-mandatory-fields",
    lang: "fr",
    kind: "list",
    question: "Quels champs dois-je obligatoirement remplir quand je crée un nouveau bien dans Alfa ?",
    facts: [
      ["catégorie d'actif"],
      ["marque, modèle"],
      ["numéro de série"],
      ["référence de la facture d'achat"],
      ["prix d'achat HT"],
      ["adresse d'installation"],
    ],
    sources: ["alfa-asset-registration"],
  },
  {
    id: "fr-alfa-asset-ast003",
    lang: "fr",
    kind: "fact",
    question: "AST-003 numero de serie deja finance : je peux forcer ?",
    facts: [["double financement"], ["service Risques"]],
    sources: ["alfa-asset-registration"],
  },
  {
    id: "en-alfa-asset-ast011",
    lang: "en",
    kind: "fact",
    question: "What does error AST-011 mean when I register a vehicle, and how long is a VIN?",
    facts: [["invalid format"], ["17-character"]],
    sources: ["alfa-asset-registration"],
  },

  // ── alfa-asset-categories ──
  {
    id: "fr-alfa-asset-category-max-term",
    lang: "fr",
    kind: "fact",
    question: "Sur combien de mois au maximum peut-on financer de l'informatique, et du matériel de TP ?",
    facts: [["60 mois"], ["84 mois"]],
    sources: ["alfa-asset-categories"],
  },
  {
    id: "fr-alfa-asset-category-parameters",
    lang: "fr",
    kind: "list",
    question: "Que paramètre-t-on pour chaque catégorie d'actif ?",
    facts: [
      ["durée maximale de financement"],
      ["courbe de valeur résiduelle"],
      ["méthode d'amortissement"],
      ["classification comptable"],
      ["produits d'assurance"],
    ],
    sources: ["alfa-asset-categories"],
  },
  {
    id: "en-alfa-asset-category-curve-change",
    lang: "en",
    kind: "fact",
    question: "If I change the residual value curve of a category, are existing contracts affected?",
    facts: [["only affects new quotes"], ["frozen at activation"]],
    sources: ["alfa-asset-categories"],
  },

  // ── alfa-multi-asset-master-agreement ──
  {
    id: "fr-alfa-master-agreement-mla021",
    lang: "fr",
    kind: "fact",
    question: "Blocage MLA-021 sur une nouvelle annexe d'une flotte, quelles solutions ?",
    facts: [["Plafond du contrat cadre dépassé"], ["extension d'enveloppe"], ["échéance d'une autre annexe"]],
    sources: ["alfa-multi-asset-master-agreement"],
  },
  {
    id: "en-alfa-master-agreement-substitution",
    lang: "en",
    kind: "fact",
    question: "Can I swap a faulty machine under a master agreement without changing the rental?",
    facts: [["Asset substitution"], ["like-for-like exchange"]],
    sources: ["alfa-multi-asset-master-agreement"],
  },

  // ── alfa-vehicle-registration-fines ──
  {
    id: "fr-alfa-fines-driver-designation",
    lang: "fr",
    kind: "fact",
    question: "delai pour designer le conducteur apres un PV en LLD ?",
    facts: [["45 jours"]],
    sources: ["alfa-vehicle-registration-fines"],
  },
  {
    id: "fr-alfa-mileage-overrun-alert",
    lang: "fr",
    kind: "fact",
    question:
      "À partir de quel écart sur les relevés kilométriques Alfa prévient-il le gestionnaire, et que lui propose-t-il ?",
    facts: [["10 %"], ["avenant de kilométrage"]],
    sources: ["alfa-vehicle-registration-fines"],
  },
  {
    id: "en-alfa-fines-no-driver",
    lang: "en",
    kind: "fact",
    question:
      "What happens to a speeding ticket when no driver is recorded on the long-term rental contract?",
    facts: [["re-invoiced to the customer"], ["FEE_FINE"]],
    sources: ["alfa-vehicle-registration-fines"],
  },

  // ── alfa-supplier-payment ──
  {
    id: "fr-alfa-supplier-payment-release",
    lang: "fr",
    kind: "fact",
    question: "Quand le concessionnaire est-il payé par Alfa ? Y a-t-il des exceptions ?",
    facts: [["après activation du contrat"], ["Partenaire agréé"]],
    sources: ["alfa-supplier-payment"],
  },
  {
    id: "en-alfa-supplier-payment-sup014",
    lang: "en",
    kind: "fact",
    question: "The supplier payment is stuck on SUP-014, why?",
    facts: [["Supplier IBAN not verified"], ["before any first transfer"]],
    sources: ["alfa-supplier-payment"],
  },
  {
    id: "en-alfa-supplier-invoice-disputed",
    lang: "en",
    kind: "fact",
    question: "Why is a supplier invoice in Disputed status and what is the matching tolerance?",
    facts: [["matching discrepancy"], ["€1"]],
    sources: ["alfa-supplier-payment"],
  },
  // ── English, further questions ──
  {
    id: "en-alfa-amendment-avn004",
    lang: "en",
    kind: "fact",
    question: "What does AVN-004 mean when I create an amendment?",
    facts: [
      ["Instalment already invoiced in the amended period"],
      ["effective date after the last invoice issued"],
    ],
    sources: ["alfa-contract-amendment"],
  },
  {
    id: "en-alfa-asset-ast003",
    lang: "en",
    kind: "fact",
    question: "Alfa says AST-003 on a new asset record. Can I force it?",
    facts: [["Serial number already financed"], ["Risk department"]],
    sources: ["alfa-asset-registration"],
  },
  {
    id: "en-alfa-asset-category-parameters",
    lang: "en",
    kind: "list",
    question: "What is configured for each asset category?",
    facts: [
      ["maximum financing term"],
      ["residual value curve"],
      ["depreciation method"],
      ["accounting classification code"],
      ["insurance products"],
    ],
    sources: ["alfa-asset-categories"],
  },
  {
    id: "en-alfa-fines-driver-designation",
    lang: "en",
    kind: "fact",
    question: "How long do we have to designate the driver after a traffic fine on a leased car?",
    facts: [["45-day"]],
    sources: ["alfa-vehicle-registration-fines"],
  },
];
