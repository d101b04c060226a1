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
  // ── English ──
  {
    id: "en-ki-charter-content",
    lang: "en",
    kind: "list",
    question: "What goes into a project charter?",
    facts: [
      ["Context and stakes"],
      ["objectives"],
      ["Scope"],
      ["deliverables"],
      ["Organisation"],
      ["High-level schedule"],
      ["Budget"],
      ["risks"],
      ["Success criteria"],
    ],
    sources: ["note-de-cadrage"],
  },
  {
    id: "en-ki-raci-rules",
    lang: "en",
    kind: "list",
    question: "What are the golden rules of a RACI matrix?",
    facts: [
      ["Only one A per row"],
      ["At least one R per row"],
      ["Too many Cs"],
      ["shared and kept up to date"],
    ],
    sources: ["gouvernance-raci"],
  },
  {
    id: "en-ki-steering-committee-frequency",
    lang: "en",
    kind: "fact",
    question: "How often does the steering committee meet, and the project committee?",
    facts: [["Monthly"], ["Weekly"]],
    sources: ["gouvernance-raci"],
  },
  {
    id: "en-ki-testing-exit-criteria",
    lang: "en",
    kind: "list",
    question: "What are typical exit criteria for acceptance testing?",
    facts: [
      ["100% of priority cases"],
      ["Open blocking defects"],
      ["approved workaround"],
      ["No unexplained difference"],
    ],
    sources: ["strategie-recette"],
  },
  {
    id: "en-ki-defect-severity",
    lang: "en",
    kind: "list",
    question: "Which severity levels do we use for defects found in UAT?",
    facts: [["Blocking"], ["Major"], ["Minor"], ["Cosmetic"]],
    sources: ["gestion-anomalies-recette"],
  },
  {
    id: "en-ki-adkar-steps",
    lang: "en",
    kind: "list",
    question: "What are the five stages of ADKAR?",
    facts: [["Awareness"], ["Desire"], ["Knowledge"], ["Ability"], ["Reinforcement"]],
    sources: ["conduite-changement-adkar"],
  },
  {
    id: "en-ki-scrum-done",
    lang: "en",
    kind: "fact",
    question: "How do you fit compliance into Scrum at a bank?",
    facts: [["definition of done"], ["sprint review"]],
    sources: ["scrum-contexte-bancaire"],
  },
  {
    id: "en-ki-cutover-steps",
    lang: "en",
    kind: "list",
    question: "What are the typical steps of a go-live weekend when replacing a leasing system?",
    facts: [
      ["Freeze of data entry"],
      ["Final batch runs"],
      ["Data migration and reconciliation"],
      ["Start-up of the interfaces"],
      ["Final go-live decision"],
      ["Opening to users"],
    ],
    sources: ["plan-bascule-go-live"],
  },
  {
    id: "en-ki-risk-responses",
    lang: "en",
    kind: "list",
    question: "What are the possible responses to a project risk?",
    facts: [["Avoid"], ["Reduce"], ["Transfer"], ["Accept"]],
    sources: ["registre-risques-projet"],
  },
  {
    id: "en-ki-estimate-forgotten",
    lang: "en",
    kind: "list",
    question: "What workloads are often forgotten when estimating an integration project?",
    facts: [
      ["Project management"],
      ["Acceptance testing and defect fixing"],
      ["Data migration"],
      ["Change management and training"],
      ["Hypercare"],
    ],
    sources: ["estimation-charges-integration"],
  },
  // ── projet-exigences-user-stories-leasing ──
  {
    id: "fr-ki-user-story-invest",
    lang: "fr",
    kind: "list",
    question: "Que veulent dire les critères INVEST d'une user story ?",
    facts: [
      ["Indépendante"],
      ["Négociable"],
      ["Valorisable"],
      ["Estimable"],
      ["Suffisamment petite"],
      ["Testable"],
    ],
    sources: ["projet-exigences-user-stories-leasing"],
  },
  {
    id: "en-ki-user-story-moscow",
    lang: "en",
    kind: "list",
    question: "How do we prioritise user stories with MoSCoW?",
    facts: [["must have"], ["should have"], ["could have"], ["won't have"]],
    sources: ["projet-exigences-user-stories-leasing"],
  },

  // ── projet-reconciliation-migration ──
  {
    id: "fr-ki-migration-reconciliation-levels",
    lang: "fr",
    kind: "list",
    question:
      "Quels contrôles de réconciliation faire, niveau par niveau, sur une migration de contrats de leasing ?",
    facts: [["Volumétrie"], ["Totaux financiers"], ["Contrat par contrat"], ["Comportement"], ["Comptable"]],
    sources: ["projet-reconciliation-migration"],
  },
  {
    id: "en-ki-migration-three-comparison-points",
    lang: "en",
    kind: "fact",
    question: "Why isn't comparing source and target enough to reconcile a migration?",
    facts: [["consistent on both sides"], ["general ledger balances"]],
    sources: ["projet-reconciliation-migration"],
  },

  // ── projet-repetition-bascule ──
  {
    id: "fr-ki-cutover-rehearsal-stages",
    lang: "fr",
    kind: "list",
    question: "Quelles répétitions prévoir avant la bascule vers le nouveau progiciel ?",
    facts: [["Répétition technique"], ["Répétition générale"], ["Répétition finale"]],
    sources: ["projet-repetition-bascule"],
  },
  {
    id: "en-ki-cutover-plan-ready",
    lang: "en",
    kind: "list",
    question: "When can the cutover plan be declared ready?",
    facts: [
      ["within the window"],
      ["Reconciliation within thresholds"],
      ["Rollback tested"],
      ["owner and a deputy"],
    ],
    sources: ["projet-repetition-bascule"],
  },

  // ── projet-hypercare ──
  {
    id: "fr-ki-hypercare-exit",
    lang: "fr",
    kind: "list",
    question: "Quels critères pour sortir de l'hypercare ?",
    facts: [
      ["Aucun incident bloquant"],
      ["clôture mensuelle réussie"],
      ["Stock de demandes"],
      ["transférées au support courant"],
    ],
    sources: ["projet-hypercare"],
  },
  {
    id: "en-ki-hypercare-daily-routines",
    lang: "en",
    kind: "list",
    question: "What are the daily routines during hypercare?",
    facts: [
      ["Review of the night's processing"],
      ["15-minute stand-up"],
      ["Triage of requests"],
      ["short bulletin"],
      ["End-of-day review"],
    ],
    sources: ["projet-hypercare"],
  },

  // ── projet-demandes-changement ──
  {
    id: "fr-ki-change-request-path",
    lang: "fr",
    kind: "list",
    question: "Quel circuit suit une demande de changement sur un projet de progiciel ?",
    facts: [
      ["Émission"],
      ["Enregistrement"],
      ["Analyse d'impact"],
      ["Décision"],
      ["Contractualisation"],
      ["Planification"],
      ["Clôture"],
    ],
    sources: ["projet-demandes-changement"],
  },
  {
    id: "en-ki-change-request-who-decides",
    lang: "en",
    kind: "fact",
    question: "Who decides on a change request that moves the go-live date?",
    facts: [["steering committee"]],
    sources: ["projet-demandes-changement"],
  },

  // ── projet-pilotage-fournisseurs-sla ──
  {
    id: "fr-ki-vendor-governance-levels",
    lang: "fr",
    kind: "list",
    question: "Quelles instances pour piloter un éditeur ou un intégrateur, et à quel rythme ?",
    facts: [["Opérationnelle"], ["Tactique"], ["Stratégique"]],
    sources: ["projet-pilotage-fournisseurs-sla"],
  },
  {
    id: "en-ki-vendor-service-levels",
    lang: "en",
    kind: "list",
    question: "Which service levels should we set with the software vendor?",
    facts: [
      ["Availability"],
      ["Response time"],
      ["Resolution or workaround time"],
      ["Batch window"],
      ["Delivery quality"],
    ],
    sources: ["projet-pilotage-fournisseurs-sla"],
  },

  // ── projet-donnees-test-anonymisation ──
  {
    id: "fr-ki-test-data-techniques",
    lang: "fr",
    kind: "list",
    question: "Quelles techniques pour anonymiser une copie de production utilisée en recette ?",
    facts: [
      ["Masquage"],
      ["Substitution cohérente"],
      ["Permutation"],
      ["Généralisation"],
      ["Décalage des dates"],
      ["Données synthétiques"],
    ],
    sources: ["projet-donnees-test-anonymisation"],
  },
  {
    id: "en-ki-test-data-pseudonymised",
    lang: "en",
    kind: "fact",
    question: "Is pseudonymised test data still covered by the GDPR?",
    facts: [["remains personal data"]],
    sources: ["projet-donnees-test-anonymisation"],
  },

  // ── projet-indicateurs-reporting ──
  {
    id: "fr-ki-earned-value",
    lang: "fr",
    kind: "list",
    question: "Quelles grandeurs compare la méthode de la valeur acquise ?",
    facts: [["Valeur planifiée"], ["Valeur acquise"], ["Coût réel"]],
    sources: ["projet-indicateurs-reporting"],
  },
  {
    id: "en-ki-watermelon-reporting",
    lang: "en",
    kind: "fact",
    question: "What is a watermelon project status?",
    facts: [["green on the outside, red on the inside"]],
    sources: ["projet-indicateurs-reporting"],
  },
];
