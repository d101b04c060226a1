// How evidence from the event log reaches skills of the taxonomy, and how much each piece weighs.
//
// - A deliverable reaches skills through its template's task type (deliverable_templates.task_type_id)
//   and that task type's skills (taxonomy_task_skills), each receiving weight × importance / 5.
// - A service launched reaches the skills of its category, and a completed training module the
//   skills of its track, through the two small tables below (skill ids of content/taxonomy.ts;
//   ids missing from the database are ignored).
// - A learning capsule marked done reaches its own skill (the event names it).

/** Evidence weight of each kind of achievement. */
export const EVIDENCE_WEIGHTS = {
  /** Multiplied by score / 100: an excellent deliverable weighs 3, a poor one less than 2. */
  deliverable_scored: 3,
  deliverable_completed: 2,
  microservice_used: 0.5,
  training_completed: 2,
  capsule_completed: 1.5,
} as const;

/** Skills exercised by using a service of each catalogue category. */
export const SERVICE_CATEGORY_SKILLS: Record<string, string[]> = {
  chatbot: ["parametrage-alfa", "ratios-capacite-remboursement"],
  platform: ["scoring-credit-conso", "sql-donnees"],
  solution: ["structuration-credit-bail", "lld-loa"],
  software: ["excel-modelisation", "ifrs-9-16"],
  regulation: ["kyc", "lcb-ft"],
  "soft-skills": ["negociation-commerciale", "gestion-situations-difficiles"],
  "project-mgmt": ["pilotage-projet", "migration-donnees"],
};

/** Skills taught by the modules of each training track. */
export const TRAINING_TRACK_SKILLS: Record<string, string[]> = {
  general: ["redaction-professionnelle", "rgpd", "conduite-changement"],
  credit: [
    "analyse-etats-financiers",
    "structuration-credit-bail",
    "scoring-credit-conso",
    "valeurs-residuelles",
  ],
  regulation: ["reglementation-credit-conso", "ifrs-9-16", "lcb-ft", "reporting-prudentiel"],
};

/** Evidence of the last 30 days counts as recent. */
export const RECENT_DAYS = 30;
