import type { ExamQuestion } from "../types";

/** Knowledge base, "Gestion de Projet": scoping, governance, testing, change, agile, go-live, risks, estimates. */
export const projectManagement: ExamQuestion[] = [
  // ── note-de-cadrage ──
  {
    id: "fr-ki-scoping-note-content",
    lang: "fr",
    kind: "list",
    question: "Que doit contenir une note de cadrage de projet ?",
    facts: [
      ["Contexte et enjeux"],
      ["Objectifs"],
      ["Périmètre"],
      ["Livrables"],
      ["Organisation"],
      ["Planning macro"],
      ["Budget"],
      ["Risques"],
      ["Critères de succès"],
    ],
    sources: ["note-de-cadrage"],
  },
  {
    id: "fr-ki-scoping-note-validation",
    lang: "fr",
    kind: "fact",
    question: "Qui valide la note de cadrage, et quand ?",
    facts: [["sponsor"], ["avant tout engagement de ressources"]],
    sources: ["note-de-cadrage"],
  },

  // ── gouvernance-raci ──
  {
    id: "fr-ki-raci-letters",
    lang: "fr",
    kind: "list",
    question: "Que signifient les lettres de la matrice RACI ?",
    facts: [["Responsible"], ["Accountable"], ["Consulted"], ["Informed"]],
    sources: ["gouvernance-raci"],
  },
  {
    id: "fr-ki-raci-single-a",
    lang: "fr",
    kind: "fact",
    question: "Combien de A peut-il y avoir par ligne dans un RACI ?",
    facts: [["Un seul A par ligne"]],
    sources: ["gouvernance-raci"],
  },
  {
    id: "fr-ki-governance-bodies",
    lang: "fr",
    kind: "list",
    question: "quelles instances de gouvernance pour un projet et a quelle frequence ?",
    facts: [["Comité stratégique"], ["Comité de pilotage"], ["Comité projet"], ["Points d'équipe"]],
    sources: ["gouvernance-raci"],
  },

  // ── strategie-recette ──
  {
    id: "fr-ki-testing-levels",
    lang: "fr",
    kind: "list",
    question: "Quels niveaux de tests prévoir dans la recette d'un progiciel ?",
    facts: [
      ["Tests unitaires"],
      ["Tests d'intégration"],
      ["VABF"],
      ["Tests de bout en bout"],
      ["Tests de performance"],
      ["VSR"],
    ],
    sources: ["strategie-recette"],
  },
  {
    id: "fr-ki-testing-exit-criteria",
    lang: "fr",
    kind: "fact",
    question:
      "Quels critères de sortie de recette retenir pour les cas prioritaires et les anomalies majeures ?",
    facts: [["100 % des cas prioritaires"], ["Contournement validé"]],
    sources: ["strategie-recette"],
  },

  // ── gestion-anomalies-recette ──
  {
    id: "fr-ki-defect-severity",
    lang: "fr",
    kind: "list",
    question: "Quels niveaux de gravité donner aux anomalies de recette ?",
    facts: [["Bloquante"], ["Majeure"], ["Mineure"], ["Cosmétique"]],
    sources: ["gestion-anomalies-recette"],
  },
  {
    id: "fr-ki-defect-lifecycle",
    lang: "fr",
    kind: "list",
    question: "Quel est le cycle de vie d'une anomalie ?",
    facts: [["Nouvelle"], ["Qualifiée"], ["Affectée"], ["Corrigée et livrée"], ["Retestée"], ["Close"]],
    sources: ["gestion-anomalies-recette"],
  },

  // ── conduite-changement-adkar ──
  {
    id: "fr-ki-adkar-steps",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les étapes du modèle ADKAR ?",
    facts: [["Awareness"], ["Desire"], ["Knowledge"], ["Ability"], ["Reinforcement"]],
    sources: ["conduite-changement-adkar"],
  },
  {
    id: "fr-ki-adkar-adoption",
    lang: "fr",
    kind: "list",
    question: "Comment mesurer l'adoption d'un nouvel outil par les utilisateurs ?",
    facts: [
      ["participation aux formations"],
      ["appels à l'assistance"],
      ["Délais de traitement"],
      ["Enquêtes de satisfaction"],
    ],
    sources: ["conduite-changement-adkar"],
  },

  // ── scrum-contexte-bancaire ──
  {
    id: "fr-ki-scrum-sprint",
    lang: "fr",
    kind: "fact",
    question: "Combien de temps dure un sprint Scrum ?",
    facts: [["2 à 4 semaines"]],
    sources: ["scrum-contexte-bancaire"],
  },
  {
    id: "fr-ki-scrum-banking-constraints",
    lang: "fr",
    kind: "list",
    question: "Quelles contraintes propres à une banque compliquent l'agilité ?",
    facts: [["Réglementation"], ["Progiciels"], ["Sécurité et conformité"], ["Comptabilité"]],
    sources: ["scrum-contexte-bancaire"],
  },

  // ── plan-bascule-go-live ──
  {
    id: "fr-ki-go-live-steps",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les étapes d'une bascule vers un nouveau progiciel de leasing ?",
    facts: [
      ["Gel des saisies"],
      ["Derniers traitements batch"],
      ["Migration des données"],
      ["Démarrage des interfaces"],
      ["Décision finale"],
      ["Ouverture aux utilisateurs"],
    ],
    sources: ["plan-bascule-go-live"],
  },
  {
    id: "fr-ki-go-live-rehearsals",
    lang: "fr",
    kind: "fact",
    question: "Combien de répétitions faire avant le go-live, et que se passe-t-il juste après ?",
    facts: [["deux répétitions générales"], ["Hypercare"]],
    sources: ["plan-bascule-go-live"],
  },

  // ── registre-risques-projet ──
  {
    id: "fr-ki-risk-responses",
    lang: "fr",
    kind: "list",
    question: "Quelles réponses apporter à un risque identifié sur le projet ?",
    facts: [["Éviter"], ["Réduire"], ["Transférer"], ["Accepter"]],
    sources: ["registre-risques-projet"],
  },
  {
    id: "fr-ki-risk-wording",
    lang: "fr",
    kind: "fact",
    question: "Comment bien formuler un risque dans le registre ?",
    facts: [["cause, événement et conséquence"]],
    sources: ["registre-risques-projet"],
  },

  // ── estimation-charges-integration ──
  {
    id: "fr-ki-estimate-methods",
    lang: "fr",
    kind: "list",
    question: "Quelles méthodes combiner pour estimer la charge d'un projet d'intégration ?",
    facts: [["analogie"], ["Analytique"], ["Paramétrique"], ["trois points"]],
    sources: ["estimation-charges-integration"],
  },
  {
    id: "fr-ki-estimate-project-management",
    lang: "fr",
    kind: "fact",
    question: "Quelle part de la charge prévoir pour le pilotage du projet ?",
    facts: [["10 à 15 %"]],
    sources: ["estimation-charges-integration"],
  },
];
