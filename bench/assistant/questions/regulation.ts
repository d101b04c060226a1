import type { ExamQuestion } from "../types";

/** Knowledge base, "Réglementation": consumer credit, usury, prudential rules, IFRS, AML, data protection, DORA, AI Act. */
export const regulation: ExamQuestion[] = [
  // ── directive-credit-consommateurs ──
  {
    id: "fr-ki-consumer-credit-withdrawal",
    lang: "fr",
    kind: "fact",
    question: "délai de rétractation crédit conso ?",
    facts: [["14 jours"]],
    sources: ["directive-credit-consommateurs"],
    assistant: "expert",
  },
  {
    id: "fr-ki-ccd2-changes",
    lang: "fr",
    kind: "list",
    question: "Qu'est-ce que la CCD2 change pour les prêteurs ?",
    facts: [
      ["Champ élargi"],
      ["Solvabilité renforcée"],
      ["Décisions automatisées"],
      ["smartphone"],
      ["Pratiques interdites"],
    ],
    sources: ["directive-credit-consommateurs"],
    assistant: "expert",
  },
  {
    id: "fr-ki-ccd2-date",
    lang: "fr",
    kind: "fact",
    question: "Quelle directive remplace la 2008/48/CE et à partir de quand s'applique-t-elle ?",
    facts: [["2023/2225"], ["novembre 2026"]],
    sources: ["directive-credit-consommateurs"],
  },
  {
    id: "fr-ki-consumer-credit-obligations",
    lang: "fr",
    kind: "list",
    question:
      "Quelles sont aujourd'hui les obligations principales d'un prêteur en crédit à la consommation ?",
    facts: [
      ["Publicité"],
      ["FIPEN"],
      ["devoir de mise en garde"],
      ["Évaluation de la solvabilité"],
      ["Délai de rétractation"],
      ["Remboursement anticipé"],
    ],
    sources: ["directive-credit-consommateurs"],
  },

  // ── taux-usure-controle ──
  {
    id: "fr-ki-usury-threshold",
    lang: "fr",
    kind: "fact",
    question: "Comment est fixé le seuil de l'usure et à quel rythme est-il publié ?",
    facts: [["majoré d'un tiers"], ["chaque trimestre"]],
    sources: ["taux-usure-controle"],
    assistant: "expert",
  },
  {
    id: "fr-ki-usury-business-loans",
    lang: "fr",
    kind: "fact",
    question: "un pret a une SARL pour son activite est il soumis au taux d'usure ?",
    facts: [["ne sont pas soumis à l'usure"], ["découverts en compte"]],
    sources: ["taux-usure-controle"],
    assistant: "expert",
  },
  {
    id: "fr-ki-usury-controls",
    lang: "fr",
    kind: "list",
    question: "Quels contrôles mettre en place pour ne jamais émettre d'offre usuraire ?",
    facts: [
      ["Mise à jour des seuils"],
      ["Blocage automatique"],
      ["émises avant un changement de seuil"],
      ["Revue périodique des barèmes"],
      ["Piste d'audit"],
    ],
    sources: ["taux-usure-controle"],
  },

  // ── bale-3-crr3 ──
  {
    id: "fr-ki-capital-requirements",
    lang: "fr",
    kind: "list",
    question:
      "Quelles sont les exigences minimales de fonds propres CET1, Tier 1 et total, et le ratio de levier ?",
    facts: [["4,5 %"], ["6 %"], ["8 %"], ["3 %"]],
    sources: ["bale-3-crr3"],
  },
  {
    id: "fr-ki-crr3-output-floor",
    lang: "fr",
    kind: "fact",
    question: "Comment monte l'output floor de CRR3 dans le temps ?",
    facts: [["50 %"], ["72,5 %"], ["2030"]],
    sources: ["bale-3-crr3"],
    assistant: "expert",
  },
  {
    id: "fr-ki-crr3-finance-companies",
    lang: "fr",
    kind: "fact",
    question: "Une société de financement française est-elle soumise directement au CRR ?",
    facts: [["ne relèvent pas directement du CRR"], ["régime prudentiel national"]],
    sources: ["bale-3-crr3"],
  },

  // ── ifrs9-provisionnement ──
  {
    id: "fr-ki-ifrs9-stage2",
    lang: "fr",
    kind: "list",
    question: "Quels critères font passer un encours en stage 2 sous IFRS 9 ?",
    facts: [["Dégradation de la note"], ["plus de 30 jours d'impayés"], ["forbearance"]],
    sources: ["ifrs9-provisionnement"],
    assistant: "expert",
  },
  {
    id: "fr-ki-ifrs9-scenarios",
    lang: "fr",
    kind: "fact",
    question: "Comment les ECL sont-elles pondérées, et quelle option existe pour les créances de location ?",
    facts: [["scénarios macroéconomiques"], ["approche simplifiée"]],
    sources: ["ifrs9-provisionnement"],
  },

  // ── ifrs16-preneurs-bailleurs ──
  {
    id: "fr-ki-ifrs16-lessee-balance-sheet",
    lang: "fr",
    kind: "fact",
    question: "Sous IFRS 16, qu'est-ce que le preneur inscrit à son bilan ?",
    facts: [["droit d'utilisation"], ["dette locative"]],
    sources: ["ifrs16-preneurs-bailleurs"],
    assistant: "expert",
  },
  {
    id: "fr-ki-ifrs16-exemptions",
    lang: "fr",
    kind: "list",
    question: "exemptions ifrs 16 cote preneur ?",
    facts: [["12 mois ou moins"], ["faible valeur"]],
    sources: ["ifrs16-preneurs-bailleurs"],
  },

  // ── lcb-ft-kyc ──
  {
    id: "fr-ki-aml-beneficial-owner",
    lang: "fr",
    kind: "fact",
    question:
      "À partir de quelle détention une personne est-elle bénéficiaire effectif d'une société cliente ?",
    facts: [["25 %"]],
    sources: ["lcb-ft-kyc"],
    assistant: "expert",
  },
  {
    id: "fr-ki-aml-retention",
    lang: "fr",
    kind: "fact",
    question: "Combien de temps garder les pièces d'identité des clients après la fin de la relation ?",
    facts: [["cinq ans"]],
    sources: ["lcb-ft-kyc"],
    assistant: "expert",
  },
  {
    id: "fr-ki-aml-pillars",
    lang: "fr",
    kind: "list",
    question: "Sur quels piliers repose un dispositif LCB-FT ?",
    facts: [
      ["Classification des risques"],
      ["Connaissance client"],
      ["Surveillance des opérations"],
      ["Déclaration de soupçon"],
    ],
    sources: ["lcb-ft-kyc"],
  },
  {
    id: "fr-ki-aml-suspicion",
    lang: "fr",
    kind: "fact",
    question:
      "Un client rembourse son crédit-bail par anticipation avec des fonds d'un tiers inconnu : à qui faire une déclaration de soupçon ?",
    facts: [["Tracfin"]],
    sources: ["lcb-ft-kyc"],
  },

  // ── rgpd-credit-scoring ──
  {
    id: "fr-ki-gdpr-breach-notification",
    lang: "fr",
    kind: "fact",
    question: "En combien de temps notifier une violation de données à la CNIL ?",
    facts: [["72 heures"]],
    sources: ["rgpd-credit-scoring"],
    assistant: "expert",
  },
  {
    id: "fr-ki-gdpr-legal-bases",
    lang: "fr",
    kind: "list",
    question:
      "Sur quelles bases légales repose le traitement des données dans l'octroi et la gestion d'un crédit ?",
    facts: [["Exécution du contrat"], ["Obligation légale"], ["Intérêt légitime"], ["Consentement"]],
    sources: ["rgpd-credit-scoring"],
  },
  {
    id: "fr-ki-gdpr-schufa",
    lang: "fr",
    kind: "fact",
    question: "Qu'a jugé la CJUE dans l'affaire SCHUFA sur le scoring ?",
    facts: [["décembre 2023"], ["rôle déterminant"]],
    sources: ["rgpd-credit-scoring"],
    assistant: "expert",
  },

  // ── dora-resilience-operationnelle ──
  {
    id: "fr-ki-dora-date",
    lang: "fr",
    kind: "fact",
    question: "Depuis quand DORA s'applique-t-il ?",
    facts: [["17 janvier 2025"]],
    sources: ["dora-resilience-operationnelle"],
  },
  {
    id: "fr-ki-dora-incident-reports",
    lang: "fr",
    kind: "list",
    question: "Quels rapports et quels délais pour un incident informatique majeur sous DORA ?",
    facts: [["Notification initiale"], ["24 h après la détection"], ["72 h"], ["Dans le mois"]],
    sources: ["dora-resilience-operationnelle"],
    assistant: "expert",
  },
  {
    id: "fr-ki-dora-pillars",
    lang: "fr",
    kind: "list",
    question: "Quels sont les cinq piliers de DORA ?",
    facts: [
      ["Gestion du risque TIC"],
      ["notification des incidents"],
      ["Tests de résilience"],
      ["prestataires tiers TIC"],
      ["Partage d'informations"],
    ],
    sources: ["dora-resilience-operationnelle"],
  },

  // ── acpr-supervision ──
  {
    id: "fr-ki-acpr-missions",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les missions de l'ACPR ?",
    facts: [
      ["Agrément"],
      ["Contrôle prudentiel"],
      ["Protection de la clientèle"],
      ["LCB-FT"],
      ["Résolution"],
    ],
    sources: ["acpr-supervision"],
  },
  {
    id: "fr-ki-acpr-control-modes",
    lang: "fr",
    kind: "list",
    question: "Comment l'ACPR contrôle-t-elle un établissement, et quelles suites peut-elle donner ?",
    facts: [["Contrôle permanent"], ["Contrôle sur place"], ["lettre de suite"]],
    sources: ["acpr-supervision"],
    assistant: "expert",
  },

  // ── ai-act-scoring-credit ──
  {
    id: "fr-ki-ai-act-high-risk",
    lang: "fr",
    kind: "fact",
    question:
      "Le scoring de crédit est-il un système d'IA à haut risque, et quand les obligations s'appliquent-elles ?",
    facts: [["2024/1689"], ["août 2026"]],
    sources: ["ai-act-scoring-credit"],
    assistant: "expert",
  },
  {
    id: "fr-ki-ai-act-deployer",
    lang: "fr",
    kind: "list",
    question: "Quelles obligations pèsent sur la banque qui utilise un score d'octroi fondé sur l'IA ?",
    facts: [
      ["conformément à la notice"],
      ["contrôle humain"],
      ["conserver les journaux"],
      ["analyse d'impact sur les droits fondamentaux"],
      ["Informer les personnes concernées"],
    ],
    sources: ["ai-act-scoring-credit"],
  },
];
