import type { ExamQuestion } from "../types";

/** Knowledge base, over-indebtedness, collections indicators, forbearance, insurance, claims and residual value articles. */
export const collectionsInsuranceResidualValues: ExamQuestion[] = [
  // ── surendettement-procedure ──
  {
    id: "fr-ki-over-indebtedness-steps",
    lang: "fr",
    kind: "list",
    question: "Comment se déroule une procédure de surendettement devant la commission ?",
    facts: [
      ["Dépôt du dossier"],
      ["Recevabilité"],
      ["Effets de la recevabilité"],
      ["Orientation"],
      ["Mise en œuvre"],
    ],
    sources: ["surendettement-procedure"],
  },
  {
    id: "fr-ki-over-indebtedness-challenge",
    lang: "fr",
    kind: "fact",
    question: "surendettement : delai pour un creancier pour contester la recevabilite ?",
    facts: [["15 jours"]],
    sources: ["surendettement-procedure"],
  },
  {
    id: "en-ki-over-indebtedness-lender-role",
    lang: "en",
    kind: "list",
    question:
      "What must the lender do once a borrower's over-indebtedness case has been declared admissible?",
    facts: [
      ["Stop all collection actions"],
      ["Declare its claims"],
      ["Review the draft plan"],
      ["flag it as forborne"],
      ["write off the amounts cancelled"],
    ],
    sources: ["surendettement-procedure"],
  },

  // ── kpi-recouvrement-passage-perte ──
  {
    id: "fr-ki-default-materiality",
    lang: "fr",
    kind: "fact",
    question: "Quand un client particulier est-il en défaut au sens du CRR ? Quel seuil de matérialité ?",
    facts: [["90 jours"], ["100 euros"], ["1 %"]],
    sources: ["kpi-recouvrement-passage-perte"],
  },
  {
    id: "en-ki-collections-flow-indicators",
    lang: "en",
    kind: "list",
    question: "Which flow indicators should we track on a portfolio in arrears?",
    facts: [["Roll rate"], ["Cure rate"], ["Arrears entry rate"], ["Vintage analysis"]],
    sources: ["kpi-recouvrement-passage-perte"],
  },

  // ── forbearance-client-difficulte ──
  {
    id: "fr-ki-forbearance-solutions",
    lang: "fr",
    kind: "list",
    question: "Quelles solutions proposer à un client de leasing en difficulté passagère ?",
    facts: [
      ["Report d'une ou plusieurs échéances"],
      ["Allongement de la durée"],
      ["Réduction temporaire des loyers"],
      ["Baisse du taux"],
      ["Restitution anticipée"],
    ],
    sources: ["forbearance-client-difficulte"],
  },
  {
    id: "en-ki-forbearance-probation",
    lang: "en",
    kind: "fact",
    question: "How long does a forborne exposure stay flagged before it can go back to normal?",
    facts: [["at least one year"], ["at least two years"]],
    sources: ["forbearance-client-difficulte"],
  },

  // ── assurance-emprunteur-lemoine ──
  {
    id: "fr-ki-insurance-delegation-rate",
    lang: "fr",
    kind: "fact",
    question: "Le client prend une assurance emprunteur externe : le prêteur peut-il augmenter son taux ?",
    facts: [["ne peut modifier le taux du crédit"], ["délégation"]],
    sources: ["assurance-emprunteur-lemoine"],
  },
  {
    id: "en-ki-insurance-right-to-be-forgotten",
    lang: "en",
    kind: "fact",
    question: "What is the right to be forgotten after cancer for borrower insurance?",
    facts: [["five years"], ["hepatitis C"]],
    sources: ["assurance-emprunteur-lemoine"],
  },

  // ── assurance-bien-gap ──
  {
    id: "fr-ki-gap-cover",
    lang: "fr",
    kind: "fact",
    question: "Que couvre exactement une garantie perte financière sur un véhicule en LOA ?",
    facts: [["l'indemnité de l'assurance dommages"], ["somme due au bailleur"]],
    sources: ["assurance-bien-gap"],
  },
  {
    id: "en-ki-gap-exclusions",
    lang: "en",
    kind: "list",
    question: "What does GAP insurance usually exclude?",
    facts: [["rents unpaid before the loss"], ["excesses"], ["repair costs"]],
    sources: ["assurance-bien-gap"],
  },

  // ── sinistre-vol-destruction-leasing ──
  {
    id: "fr-ki-total-loss-steps",
    lang: "fr",
    kind: "list",
    question: "Le véhicule loué a été volé : quelles sont les étapes du dossier jusqu'à la clôture ?",
    facts: [
      ["déclare le sinistre"],
      ["Plainte"],
      ["Expertise"],
      ["pas retrouvé"],
      ["calcul de l'indemnité de résiliation"],
      ["indemnité d'assurance par le bailleur"],
      ["montant restant dû"],
      ["cession de l'épave"],
    ],
    sources: ["sinistre-vol-destruction-leasing"],
  },
  {
    id: "en-ki-total-loss-vehicle-deadlines",
    lang: "en",
    kind: "fact",
    question:
      "A leased car is beyond economic repair: what are the deadlines for the insurer's offer and the lessor's answer?",
    facts: [["within 15 days of the report"], ["30 days to reply"]],
    sources: ["sinistre-vol-destruction-leasing"],
  },

  // ── valeurs-residuelles-fixation ──
  {
    id: "fr-ki-residual-value-sources",
    lang: "fr",
    kind: "list",
    question: "Sur quelles sources s'appuyer pour fixer une grille de valeurs résiduelles ?",
    facts: [
      ["Historique interne des reventes"],
      ["Cotes professionnelles"],
      ["ventes aux enchères"],
      ["Prévisions des constructeurs"],
      ["courbes de dépréciation"],
    ],
    sources: ["valeurs-residuelles-fixation"],
  },
  {
    id: "en-ki-residual-value-mistakes",
    lang: "en",
    kind: "list",
    question: "What are the common mistakes when setting residual values?",
    facts: [["commercial rent"], ["single grid"], ["refurbishment and selling costs"]],
    sources: ["valeurs-residuelles-fixation"],
  },

  // ── valeurs-residuelles-risque-provision ──
  {
    id: "fr-ki-residual-value-risk-mitigation",
    lang: "fr",
    kind: "list",
    question: "Comment réduire le risque de valeur résiduelle d'un portefeuille de LLD ?",
    facts: [
      ["Engagements de reprise"],
      ["Assurance de valeur résiduelle"],
      ["Valeurs prudentes"],
      ["Diversification"],
      ["revente anticipée"],
    ],
    sources: ["valeurs-residuelles-risque-provision"],
  },
  {
    id: "en-ki-residual-value-impairment-timing",
    lang: "en",
    kind: "fact",
    question:
      "Used car prices are falling: should we wait for the cars to come back before impairing residual values?",
    facts: [["as soon as the decline is known"]],
    sources: ["valeurs-residuelles-risque-provision"],
  },
  // ── English, further questions ──
  {
    id: "en-ki-over-indebtedness-imposed-measures",
    lang: "en",
    kind: "fact",
    question:
      "How long can measures imposed by the over-indebtedness commission last, and how long is there to challenge them?",
    facts: [["seven years at most"], ["within 30 days"]],
    sources: ["surendettement-procedure"],
  },
];
