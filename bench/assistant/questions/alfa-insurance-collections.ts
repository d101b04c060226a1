import type { ExamQuestion } from "../types";

/** Alfa documentation: insurance and collections. */
export const alfaInsuranceCollections: ExamQuestion[] = [
  // ── alfa-insurance-products ──
  {
    id: "fr-alfa-insurance-products",
    lang: "fr",
    kind: "list",
    question: "Quelles assurances peut-on proposer en option lors d'une cotation Alfa ?",
    facts: [["ADI"], ["Perte financière"], ["Bris de machine"], ["Pertes d'exploitation"]],
    sources: ["alfa-insurance-products"],
  },
  {
    id: "en-alfa-insurance-pending",
    lang: "en",
    kind: "fact",
    question: "Why does an insurance enrolment stay Pending on a large contract?",
    facts: [["health questionnaire"], ["exposure threshold"]],
    sources: ["alfa-insurance-products"],
  },
  {
    id: "en-alfa-insurance-products",
    lang: "en",
    kind: "list",
    question: "Which optional insurance covers can be sold with a contract?",
    facts: [["Credit life"], ["Financial loss"], ["Machinery breakdown"], ["Business interruption"]],
    sources: ["alfa-insurance-products"],
  },

  // ── alfa-insurance-premium-bordereau ──
  {
    id: "fr-alfa-insurance-premium-methods",
    lang: "fr",
    kind: "list",
    question: "Comment peut être calculée la prime d'assurance facturée avec le loyer ?",
    facts: [["taux sur capital initial"], ["taux sur capital restant dû"], ["forfait mensuel"]],
    sources: ["alfa-insurance-premium-bordereau"],
  },
  {
    id: "en-alfa-insurance-bordereau",
    lang: "en",
    kind: "fact",
    question: "What does INSBORD produce every month, and what is deducted before paying the insurer?",
    facts: [["premium bordereau"], ["brokerage commission"]],
    sources: ["alfa-insurance-premium-bordereau"],
  },
  {
    id: "fr-alfa-insurance-ins044",
    lang: "fr",
    kind: "fact",
    question: "Anomalie INS-044 sur le bordereau : que faire des primes impayées ?",
    facts: [["Prime facturée non encaissée"], ["suspension de la garantie"]],
    sources: ["alfa-insurance-premium-bordereau"],
  },

  // ── alfa-insurance-claim ──
  {
    id: "fr-alfa-claim-statuses",
    lang: "fr",
    kind: "list",
    question: "Quels statuts prend un dossier sinistre dans Alfa ?",
    facts: [["Déclaré"], ["En expertise"], ["Accepté"], ["Refusé"], ["Indemnisé"], ["Clos"]],
    sources: ["alfa-insurance-claim"],
  },
  {
    id: "fr-alfa-claim-theft-deadline",
    lang: "fr",
    kind: "fact",
    question:
      "Vol d'un véhicule : sous quel délai déclarer le sinistre avant l'avertissement de déclaration tardive ?",
    facts: [["2 jours ouvrés"]],
    sources: ["alfa-insurance-claim"],
  },
  {
    id: "en-alfa-claim-freeze",
    lang: "en",
    kind: "fact",
    question: "Can I stop collection reminders while an insurance claim is being investigated?",
    facts: [["Collections freeze"], ["without stopping billing"]],
    sources: ["alfa-insurance-claim"],
  },

  // ── alfa-total-loss-settlement ──
  {
    id: "fr-alfa-total-loss-gap",
    lang: "fr",
    kind: "fact",
    question:
      "Véhicule économiquement irréparable : que couvre la garantie perte financière, et sans elle qui paie la différence ?",
    facts: [["écart entre la valeur vénale et l'encours"], ["reste due par le client"]],
    sources: ["alfa-total-loss-settlement"],
  },
  {
    id: "en-alfa-total-loss-receivable",
    lang: "en",
    kind: "list",
    question: "How is the claim receivable calculated when a financed car is stolen and never found?",
    facts: [["arrears"], ["outstanding principal"], ["residual value"]],
    sources: ["alfa-total-loss-settlement"],
  },
  {
    id: "en-alfa-total-loss-clm017",
    lang: "en",
    kind: "fact",
    question: "CLM-017 on a total loss file: what should I do?",
    facts: [["Payout not allocated"], ["suspense account"]],
    sources: ["alfa-total-loss-settlement"],
  },

  // ── alfa-insurance-certificate-tracking ──
  {
    id: "fr-alfa-certificate-reminders",
    lang: "fr",
    kind: "list",
    question: "Comment Alfa relance-t-il un client dont l'attestation d'assurance expire ?",
    facts: [["J-30"], ["Attestations manquantes"], ["mise en demeure"]],
    sources: ["alfa-insurance-certificate-tracking"],
  },
  {
    id: "en-alfa-certificate-forced",
    lang: "en",
    kind: "fact",
    question: "The lessee never sent a new insurance certificate: what can we do?",
    facts: [["force-placed insurance"], ["INS_FORCED"]],
    sources: ["alfa-insurance-certificate-tracking"],
  },
  {
    id: "en-alfa-certificate-ins052",
    lang: "en",
    kind: "fact",
    question: "What does INS-052 mean on an external insurance certificate?",
    facts: [["Non-compliant beneficiary"], ["endorsement"]],
    sources: ["alfa-insurance-certificate-tracking"],
  },

  // ── alfa-collections-queues-buckets ──
  {
    id: "fr-alfa-collections-buckets",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les tranches d'arriérés par défaut dans le recouvrement Alfa ?",
    facts: [["1 à 30 jours"], ["31 à 60 jours"], ["61 à 90 jours"], ["plus de 90 jours"]],
    sources: ["alfa-collections-queues-buckets"],
  },
  {
    id: "fr-alfa-collections-priority",
    lang: "fr",
    kind: "fact",
    question: "dans ma file de recouvrement, comment les dossiers sont tries ?",
    facts: [["score de priorité"], ["promesses non tenues"]],
    sources: ["alfa-collections-queues-buckets"],
  },
  {
    id: "en-alfa-collections-buckets",
    lang: "en",
    kind: "list",
    question: "What are the default arrears buckets B1 to B4?",
    facts: [["1 to 30 days"], ["31 to 60 days"], ["61 to 90 days"], ["over 90 days"]],
    sources: ["alfa-collections-queues-buckets"],
  },

  // ── alfa-dunning-letters ──
  {
    id: "fr-alfa-dunning-plan",
    lang: "fr",
    kind: "list",
    question: "Quel est le plan de relance standard pour un client professionnel en impayé ?",
    facts: [["J+5"], ["J+15"], ["J+30"], ["J+45"]],
    sources: ["alfa-dunning-letters"],
  },
  {
    id: "en-alfa-dunning-plan",
    lang: "en",
    kind: "list",
    question: "What reminders does a business customer get after an unpaid instalment, and when?",
    facts: [["D+5"], ["D+15"], ["D+30"], ["D+45"]],
    sources: ["alfa-dunning-letters"],
  },
  {
    id: "en-alfa-dunning-not-sent",
    lang: "en",
    kind: "fact",
    question: "Why was no reminder letter sent for a small unpaid amount?",
    facts: [["dunning threshold"], ["€15"]],
    sources: ["alfa-dunning-letters"],
  },

  // ── alfa-promise-to-pay ──
  {
    id: "fr-alfa-promise-grace",
    lang: "fr",
    kind: "fact",
    question: "Jusqu'à quand les relances sont-elles suspendues après une promesse de paiement ?",
    facts: [["date promise"], ["3 jours"]],
    sources: ["alfa-promise-to-pay"],
  },
  {
    id: "fr-alfa-repayment-plan-lapse",
    lang: "fr",
    kind: "fact",
    question: "Une mensualité du plan d'apurement n'est pas payée : que se passe-t-il ?",
    facts: [["caduc"], ["niveau atteint avant sa signature"]],
    sources: ["alfa-promise-to-pay"],
  },
  {
    id: "en-alfa-promise-broken",
    lang: "en",
    kind: "fact",
    question: "When do I need my team leader's approval to record a new promise to pay?",
    facts: [["two broken promises"]],
    sources: ["alfa-promise-to-pay"],
  },

  // ── alfa-repossession ──
  {
    id: "fr-alfa-repossession-steps",
    lang: "fr",
    kind: "list",
    question: "Comment se déroule la récupération d'un bien après une résiliation pour défaut ?",
    facts: [["commissaire de justice"], ["injonction"], ["procès-verbal"], ["vente aux enchères"]],
    sources: ["alfa-repossession"],
  },
  {
    id: "en-alfa-repossession-shortfall",
    lang: "en",
    kind: "fact",
    question: "After selling a repossessed asset, how is the shortfall billed to the customer worked out?",
    facts: [["repossession, storage and sale costs"], ["net price"]],
    sources: ["alfa-repossession"],
  },
  {
    id: "en-alfa-repossession-rep010",
    lang: "en",
    kind: "fact",
    question: "REP-010 on a repossession file?",
    facts: [["Asset impounded"], ["vehicle pound"]],
    sources: ["alfa-repossession"],
  },

  // ── alfa-insolvency-write-off ──
  {
    id: "fr-alfa-insolvency-claim-deadline",
    lang: "fr",
    kind: "fact",
    question: "client en redressement judiciaire : delai pour declarer la creance ?",
    facts: [["deux mois"], ["BODACC"]],
    sources: ["alfa-insolvency-write-off"],
  },
  {
    id: "en-alfa-insolvency-freeze",
    lang: "en",
    kind: "fact",
    question: "What does Alfa do on the customer's contracts as soon as I flag insolvency proceedings?",
    facts: [["freezes reminders and direct debits"]],
    sources: ["alfa-insolvency-write-off"],
  },
  {
    id: "en-alfa-insolvency-write-off",
    lang: "en",
    kind: "fact",
    question: "How do I write off a receivable that can't be recovered, and what entries are passed?",
    facts: [["Write off"], ["release of the provision"], ["VAT adjustment"]],
    sources: ["alfa-insolvency-write-off"],
  },
  // ── English, further questions ──
  {
    id: "en-alfa-insurance-premium-methods",
    lang: "en",
    kind: "list",
    question: "How can the insurance premium billed with the rental be calculated?",
    facts: [["rate on initial principal"], ["rate on outstanding principal"], ["flat monthly amount"]],
    sources: ["alfa-insurance-premium-bordereau"],
  },
  {
    id: "en-alfa-claim-statuses",
    lang: "en",
    kind: "list",
    question: "What statuses does an insurance claim file go through?",
    facts: [["Reported"], ["Under assessment"], ["Accepted"], ["Rejected"], ["Paid"], ["Closed"]],
    sources: ["alfa-insurance-claim"],
  },
  {
    id: "en-alfa-collections-priority",
    lang: "en",
    kind: "fact",
    question: "How are the files sorted within my collections queue?",
    facts: [["priority score"], ["broken promises"]],
    sources: ["alfa-collections-queues-buckets"],
  },
  {
    id: "en-alfa-repayment-plan-lapse",
    lang: "en",
    kind: "fact",
    question: "What happens if one payment of a repayment plan is missed?",
    facts: [["lapses"], ["level reached before it was signed"]],
    sources: ["alfa-promise-to-pay"],
  },
];
