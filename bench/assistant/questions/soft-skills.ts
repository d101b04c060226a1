import type { ExamQuestion } from "../types";

/** Knowledge base, "Soft Skills": negotiation, committees, feedback, interviews, workshops, writing, posture. */
export const softSkills: ExamQuestion[] = [
  // ── negociation-raisonnee ──
  {
    id: "fr-ki-negotiation-principles",
    lang: "fr",
    kind: "list",
    question: "Quels sont les principes de la négociation raisonnée de Fisher et Ury ?",
    facts: [
      ["Séparer les personnes du problème"],
      ["Se concentrer sur les intérêts"],
      ["Inventer des options"],
      ["critères objectifs"],
    ],
    sources: ["negociation-raisonnee"],
  },
  {
    id: "fr-ki-negotiation-batna",
    lang: "fr",
    kind: "fact",
    question: "MESORE, ça veut dire quoi ?",
    facts: [["meilleure solution de rechange"], ["BATNA"]],
    sources: ["negociation-raisonnee"],
  },

  // ── presentation-comite-credit ──
  {
    id: "fr-ki-committee-structure",
    lang: "fr",
    kind: "list",
    question: "Comment structurer ma présentation d'un dossier devant le comité de crédit ?",
    facts: [["La demande"], ["La contrepartie"], ["L'analyse"], ["Les mitigants"], ["La recommandation"]],
    sources: ["presentation-comite-credit"],
  },
  {
    id: "fr-ki-committee-unknown-answer",
    lang: "fr",
    kind: "fact",
    question: "En comité, on me pose une question dont je n'ai pas la réponse : je fais quoi ?",
    facts: [["le dire et s'engager à revenir avec l'information"]],
    sources: ["presentation-comite-credit"],
  },

  // ── feedback-sbi ──
  {
    id: "fr-ki-feedback-sbi",
    lang: "fr",
    kind: "list",
    question: "Comment donner un feedback à un consultant junior avec la méthode SBI ?",
    facts: [["Situation"], ["Comportement"], ["Impact"]],
    sources: ["feedback-sbi"],
  },
  {
    id: "fr-ki-feedback-receiving",
    lang: "fr",
    kind: "list",
    question: "Et quand c'est moi qui reçois un feedback, quelle attitude avoir ?",
    facts: [["Écouter jusqu'au bout"], ["Poser des questions"], ["Remercier"], ["Décider ensuite"]],
    sources: ["feedback-sbi"],
  },

  // ── ecoute-active-entretien ──
  {
    id: "fr-ki-active-listening-techniques",
    lang: "fr",
    kind: "list",
    question: "Quelles techniques d'écoute active utiliser dans un entretien de découverte ?",
    facts: [["Questions ouvertes"], ["Relances"], ["Reformulation"], ["Silences"], ["Synthèse"]],
    sources: ["ecoute-active-entretien"],
  },
  {
    id: "fr-ki-active-listening-report",
    lang: "fr",
    kind: "fact",
    question: "sous combien de temps envoyer le compte rendu d'un entretien de decouverte ?",
    facts: [["48 heures"]],
    sources: ["ecoute-active-entretien"],
  },

  // ── animation-atelier-metier ──
  {
    id: "fr-ki-workshop-agenda",
    lang: "fr",
    kind: "list",
    question: "Quel déroulé suivre pour un atelier métier de deux heures ?",
    facts: [["Ouverture"], ["Contexte"], ["Travail"], ["Conclusion"]],
    sources: ["animation-atelier-metier"],
  },
  {
    id: "fr-ki-workshop-monopoly",
    lang: "fr",
    kind: "fact",
    question: "Un participant monopolise la parole pendant mon atelier, comment réagir ?",
    facts: [["solliciter un autre avis nommément"]],
    sources: ["animation-atelier-metier"],
  },

  // ── note-synthese-pyramide ──
  {
    id: "fr-ki-pyramid-scq",
    lang: "fr",
    kind: "list",
    question: "Comment introduire une note de synthèse avec la méthode SCQ ?",
    facts: [["Situation"], ["Complication"], ["Question"]],
    sources: ["note-synthese-pyramide"],
  },
  {
    id: "fr-ki-pyramid-structure",
    lang: "fr",
    kind: "fact",
    question: "Par quoi commencer une note pour un dirigeant, et combien d'arguments mettre au maximum ?",
    facts: [["commencer par la conclusion"], ["Trois arguments clés"]],
    sources: ["note-synthese-pyramide"],
  },

  // ── gestion-desaccords ──
  {
    id: "fr-ki-disagreement-steps",
    lang: "fr",
    kind: "list",
    question: "Je suis en désaccord avec le chef de projet côté client : quelle démarche suivre ?",
    facts: [["Choisir le moment"], ["Exposer les faits"], ["Écouter"], ["Chercher ensemble"], ["Conclure"]],
    sources: ["gestion-desaccords"],
  },
  {
    id: "fr-ki-disagreement-types",
    lang: "fr",
    kind: "list",
    question: "Sur quoi peut porter un désaccord dans un projet ?",
    facts: [["Sur les faits"], ["Sur les méthodes"], ["Sur les objectifs"], ["Sur les valeurs"]],
    sources: ["gestion-desaccords"],
  },

  // ── posture-consultant ──
  {
    id: "fr-ki-posture-alert-duty",
    lang: "fr",
    kind: "list",
    question: "Quels risques un consultant doit-il signaler au titre de son devoir d'alerte ?",
    facts: [
      ["non-conformité réglementaire"],
      ["dérive de planning ou de budget"],
      ["Risque opérationnel majeur"],
      ["informations erronées"],
    ],
    sources: ["posture-consultant"],
  },
  {
    id: "fr-ki-posture-minimise-risk",
    lang: "fr",
    kind: "fact",
    question: "Le client me demande d'adoucir un risque dans mon rapport, que faire ?",
    facts: [["Reformuler sans travestir"], ["escalader"]],
    sources: ["posture-consultant"],
  },

  // ── English ──
  {
    id: "en-ki-negotiation-principles",
    lang: "en",
    kind: "list",
    question: "What are the four principles of principled negotiation?",
    facts: [
      ["Separate the people from the problem"],
      ["Focus on interests"],
      ["Invent options"],
      ["objective criteria"],
    ],
    sources: ["negociation-raisonnee"],
  },
  {
    id: "en-ki-negotiation-written-agreement",
    lang: "en",
    kind: "fact",
    question: "After a negotiation with a client, how quickly should the agreement be confirmed in writing?",
    facts: [["within 24 hours"]],
    sources: ["negociation-raisonnee"],
  },
  {
    id: "en-ki-committee-structure",
    lang: "en",
    kind: "list",
    question: "How should I structure a five-minute presentation of a file to the credit committee?",
    facts: [
      ["The request"],
      ["The counterparty"],
      ["The analysis"],
      ["The mitigants"],
      ["The recommendation"],
    ],
    sources: ["presentation-comite-credit"],
  },
  {
    id: "en-ki-feedback-sbi",
    lang: "en",
    kind: "list",
    question: "What does SBI stand for when giving feedback?",
    facts: [["Situation"], ["Behaviour"], ["Impact"]],
    sources: ["feedback-sbi"],
  },
  {
    id: "en-ki-active-listening-funnel",
    lang: "en",
    kind: "list",
    question: "How does the questioning funnel work in a discovery interview?",
    facts: [["Broad questions"], ["Targeted questions"], ["Closed questions"], ["Final question"]],
    sources: ["ecoute-active-entretien"],
  },
  {
    id: "en-ki-workshop-preparation",
    lang: "en",
    kind: "fact",
    question: "When should the agenda of a business workshop be sent, and when are the minutes due?",
    facts: [["48 hours in advance"], ["within 24 hours"]],
    sources: ["animation-atelier-metier"],
  },
  {
    id: "en-ki-pyramid-structure",
    lang: "en",
    kind: "list",
    question: "What is the structure of a note written with the pyramid principle?",
    facts: [["main message"], ["Three key arguments"], ["supporting detail"]],
    sources: ["note-synthese-pyramide"],
  },
  {
    id: "en-ki-disagreement-steps",
    lang: "en",
    kind: "list",
    question: "I disagree with a colleague on the project: what approach should I take?",
    facts: [["Choose the moment"], ["Set out the facts"], ["Listen"], ["Look together"], ["Conclude"]],
    sources: ["gestion-desaccords"],
  },
  {
    id: "en-ki-posture-roles",
    lang: "en",
    kind: "list",
    question: "Which roles does a consultant have to balance on an assignment?",
    facts: [["Expert"], ["Facilitator"], ["Doer"]],
    sources: ["posture-consultant"],
  },
  // ── soft-animer-comite-pilotage ──
  {
    id: "fr-ki-steering-committee-agenda",
    lang: "fr",
    kind: "list",
    question: "Quel ordre du jour pour un comité de pilotage d'une heure ?",
    facts: [
      ["Rappel des décisions"],
      ["Météo globale"],
      ["Décisions à prendre"],
      ["Risques majeurs"],
      ["Synthèse des décisions"],
    ],
    sources: ["soft-animer-comite-pilotage"],
  },
  {
    id: "en-ki-steering-committee-timing",
    lang: "en",
    kind: "fact",
    question: "When should I send the steering committee deck, and the record of decisions afterwards?",
    facts: [["48 hours ahead"], ["within 24 hours"]],
    sources: ["soft-animer-comite-pilotage"],
  },

  // ── soft-email-client-reponse ──
  {
    id: "fr-ki-client-email-structure",
    lang: "fr",
    kind: "list",
    question: "Comment structurer un e-mail au client pour obtenir une réponse ?",
    facts: [["L'objet"], ["La demande"], ["Le contexte"], ["La suite"]],
    sources: ["soft-email-client-reponse"],
  },
  {
    id: "en-ki-client-email-follow-up",
    lang: "en",
    kind: "list",
    question: "The client hasn't answered my e-mail: how do I follow up without irritating them?",
    facts: [["same thread"], ["without reproach"], ["ten-minute call"], ["impact on the schedule"]],
    sources: ["soft-email-client-reponse"],
  },

  // ── soft-gerer-client-difficile ──
  {
    id: "fr-ki-difficult-client-desc",
    lang: "fr",
    kind: "list",
    question: "C'est quoi la méthode DESC pour poser des limites à un client ?",
    facts: [["Décrire"], ["Exprimer"], ["Spécifier"], ["Conséquences"]],
    sources: ["soft-gerer-client-difficile"],
  },
  {
    id: "en-ki-difficult-client-defuse",
    lang: "en",
    kind: "list",
    question: "An angry client calls about a failed batch: how do I defuse the situation?",
    facts: [["Let them talk"], ["Acknowledge"], ["Restate"], ["Commit"], ["Keep"]],
    sources: ["soft-gerer-client-difficile"],
  },

  // ── soft-gestion-temps-consultant ──
  {
    id: "fr-ki-time-eisenhower",
    lang: "fr",
    kind: "list",
    question: "Comment trier mes tâches avec la matrice d'Eisenhower ?",
    facts: [
      ["Important et urgent"],
      ["Important et non urgent"],
      ["Urgent et non important"],
      ["Ni urgent ni important"],
    ],
    sources: ["soft-gestion-temps-consultant"],
  },
  {
    id: "en-ki-time-pomodoro",
    lang: "en",
    kind: "fact",
    question: "How does the Pomodoro technique work?",
    facts: [["25 minutes"], ["5 minutes"]],
    sources: ["soft-gestion-temps-consultant"],
  },

  // ── soft-demo-logiciel ──
  {
    id: "fr-ki-demo-method",
    lang: "fr",
    kind: "list",
    question: "Quelle méthode suivre pour présenter chaque séquence d'une démo de progiciel ?",
    facts: [["Annoncer"], ["Montrer"], ["Résumer"]],
    sources: ["soft-demo-logiciel"],
  },
  {
    id: "en-ki-demo-fallback",
    lang: "en",
    kind: "list",
    question: "What fallback plan should I have for a live software demo?",
    facts: [["Screenshots"], ["second environment"], ["spare data set"]],
    sources: ["soft-demo-logiciel"],
  },

  // ── soft-atelier-distance ──
  {
    id: "fr-ki-remote-workshop-roles",
    lang: "fr",
    kind: "list",
    question: "Quels rôles répartir pour animer un atelier en visio ?",
    facts: [["Animateur"], ["Producteur"], ["Scribe"], ["Expert"]],
    sources: ["soft-atelier-distance"],
  },
  {
    id: "en-ki-remote-workshop-format",
    lang: "en",
    kind: "fact",
    question: "How long should a remote workshop session last, and with how many active participants?",
    facts: [["90 minutes at most"], ["Eight active participants"]],
    sources: ["soft-atelier-distance"],
  },

  // ── soft-storytelling-donnees ──
  {
    id: "fr-ki-storytelling-structure",
    lang: "fr",
    kind: "list",
    question: "Comment structurer le récit quand je présente des chiffres à un comité ?",
    facts: [["La situation"], ["La complication"], ["L'explication"], ["La recommandation"]],
    sources: ["soft-storytelling-donnees"],
  },
  {
    id: "en-ki-storytelling-charts",
    lang: "en",
    kind: "list",
    question: "Which chart should I use for which kind of data?",
    facts: [["line chart"], ["horizontal bars"], ["100% stacked bar"], ["reference line"], ["large numbers"]],
    sources: ["soft-storytelling-donnees"],
  },

  // ── soft-integration-equipe-client ──
  {
    id: "fr-ki-onboarding-30-60-90",
    lang: "fr",
    kind: "list",
    question: "J'arrive en mission chez un nouveau client : quel plan sur 30, 60 et 90 jours ?",
    facts: [["première contribution"], ["périmètre de bout en bout"], ["proposer des améliorations"]],
    sources: ["soft-integration-equipe-client"],
  },
  {
    id: "en-ki-onboarding-book",
    lang: "en",
    kind: "fact",
    question: "Which book does the 30-60-90 day onboarding plan come from?",
    facts: [["The First 90 Days"], ["Michael Watkins"]],
    sources: ["soft-integration-equipe-client"],
  },
  // ── English, further questions ──
  {
    id: "en-ki-committee-unknown-answer",
    lang: "en",
    kind: "fact",
    question: "A committee member asks me something I don't know. What should I do?",
    facts: [["say so and commit to coming back with the information"]],
    sources: ["presentation-comite-credit"],
  },
  {
    id: "en-ki-feedback-receiving",
    lang: "en",
    kind: "list",
    question: "How should I react when I receive feedback?",
    facts: [["Listen to the end"], ["Ask questions"], ["Say thank you"], ["decide what you will do"]],
    sources: ["feedback-sbi"],
  },
  {
    id: "en-ki-active-listening-minutes",
    lang: "en",
    kind: "fact",
    question: "How soon should the minutes of a discovery interview be sent?",
    facts: [["within 48 hours"]],
    sources: ["ecoute-active-entretien"],
  },
  {
    id: "en-ki-workshop-agenda",
    lang: "en",
    kind: "list",
    question: "What running order should a two-hour business workshop follow?",
    facts: [["Opening"], ["Context"], ["Work"], ["Conclusion"]],
    sources: ["animation-atelier-metier"],
  },
  {
    id: "en-ki-pyramid-scq",
    lang: "en",
    kind: "list",
    question: "How do I introduce a summary note with SCQ?",
    facts: [["Situation"], ["Complication"], ["Question"]],
    sources: ["note-synthese-pyramide"],
  },
  {
    id: "en-ki-disagreement-types",
    lang: "en",
    kind: "list",
    question: "What can a disagreement on a project be about?",
    facts: [["About facts"], ["About methods"], ["About objectives"], ["About values"]],
    sources: ["gestion-desaccords"],
  },
  {
    id: "en-ki-posture-alert-duty",
    lang: "en",
    kind: "list",
    question: "Which risks must a consultant flag under the duty to raise alerts?",
    facts: [
      ["regulatory non-compliance"],
      ["schedule or budget overrun"],
      ["Major operational risk"],
      ["incorrect information"],
    ],
    sources: ["posture-consultant"],
  },
];
