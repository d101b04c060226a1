import { z } from "zod";
import { type ErrorCode, msg } from "./errors";

export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "../domain/taxonomy";

/** Role levels 1 to 5 (spec: 1 Junior, 2 Confirmé, 3 Senior, 4 Expert, 5 Lead). */
export const ROLE_LEVELS = [1, 2, 3, 4, 5] as const;
export const skillLevels = ["beginner", "intermediate", "advanced"] as const;
export const skillLevel = z.enum(skillLevels, {
  message: msg("skill_level_invalid"),
});
export type SkillLevel = z.infer<typeof skillLevel>;

/** An integer on the 1–5 scale every level, proficiency, importance and expected level uses. */
const scale = (message: ErrorCode) => z.number({ message }).int(message).min(1, message).max(5, message);

const name = z
  .string({ message: msg("taxonomy_name_required") })
  .trim()
  .min(1, msg("taxonomy_name_required"))
  .max(120, msg("taxonomy_name_too_long"));
const category = z
  .string({ message: msg("category_required") })
  .trim()
  .min(1, msg("category_required"))
  .max(80, msg("category_too_long"));
// Blank descriptions are omitted by the client and stored as absent by the server.
const description = z.string().trim().max(1000, msg("taxonomy_description_too_long")).optional();
// English is optional: without it, English readers get the French, marked as such.
const nameEn = z.string().trim().max(120, msg("taxonomy_name_too_long")).optional();
const categoryEn = z.string().trim().max(80, msg("category_too_long")).optional();
const id = (message: ErrorCode) => z.string({ message }).trim().min(1, message).max(100);

// ---------- Entities ----------

/**
 * Texts of an element as stored, in both languages, for its edit form (the element's own `name`,
 * `description` and `category` are worded in the reader's language).
 */
export const storedTexts = z.object({
  name: z.string(),
  nameEn: z.string().optional(),
  description: z.string().optional(),
  descriptionEn: z.string().optional(),
  category: z.string().optional(),
  categoryEn: z.string().optional(),
});
export type StoredTexts = z.infer<typeof storedTexts>;

/** Served in the reader's language; `fallback`: an English reader gets the French name, none given. */
const worded = {
  name: z.string(),
  description: z.string().optional(),
  fallback: z.boolean().optional(),
  /** The description is French for an English reader. */
  descriptionFallback: z.boolean().optional(),
  stored: storedTexts,
};
const wordedCategory = {
  category: z.string(),
  /** The category is French for an English reader: none was given in English. */
  categoryFallback: z.boolean().optional(),
};

export const role = z.object({
  id: z.string(),
  ...worded,
  level: z.number().int(),
});
export type Role = z.infer<typeof role>;

export const skill = z.object({
  id: z.string(),
  ...worded,
  ...wordedCategory,
  level: skillLevel,
});
export type Skill = z.infer<typeof skill>;

export const taskType = z.object({
  id: z.string(),
  ...worded,
  ...wordedCategory,
  /** Minutes. */
  estimatedDuration: z.number().int().optional(),
});
export type TaskType = z.infer<typeof taskType>;

export const roleTask = z.object({
  id: z.string(),
  roleId: z.string(),
  taskTypeId: z.string(),
  roleName: z.string(),
  taskName: z.string(),
  proficiencyRequired: z.number().int(),
});
export type RoleTask = z.infer<typeof roleTask>;

export const taskSkill = z.object({
  id: z.string(),
  taskTypeId: z.string(),
  skillId: z.string(),
  taskName: z.string(),
  skillName: z.string(),
  importance: z.number().int(),
});
export type TaskSkill = z.infer<typeof taskSkill>;

export const roleSkill = z.object({
  id: z.string(),
  roleId: z.string(),
  skillId: z.string(),
  roleName: z.string(),
  skillName: z.string(),
  expectedLevel: z.number().int(),
});
export type RoleSkill = z.infer<typeof roleSkill>;

export const taxonomyMatrix = z.object({
  roles: z.array(role),
  skills: z.array(skill),
  taskTypes: z.array(taskType),
  roleTasks: z.array(roleTask),
  taskSkills: z.array(taskSkill),
  roleSkills: z.array(roleSkill),
});
export type TaxonomyMatrix = z.infer<typeof taxonomyMatrix>;

export const userAssignment = z.object({
  id: z.string(),
  email: z.string(),
  roleId: z.string(),
  /** The role's name, for lists (absent only if the role vanished). */
  roleName: z.string().optional(),
  assignedBy: z.string(),
  assignedAt: z.string().optional(),
  expiresAt: z.string().optional(),
  /** False once expiresAt has passed. */
  isActive: z.boolean(),
  /** No account has this e-mail yet: the role applies when it signs up (derived, never stored). */
  pending: z.boolean(),
});
export type UserAssignment = z.infer<typeof userAssignment>;

// ---------- What an element is linked to, before deleting it ----------

export const linkKinds = [
  "roleTask",
  "roleSkill",
  "taskSkill",
  "assignment",
  "capsule",
  "kanbanTask",
  "deliverableTemplate",
] as const;
export type LinkKind = (typeof linkKinds)[number];

/**
 * What deleting the element does to one kind of link: `blocks` (it cannot be deleted while they
 * exist: people hold the role, capsules or kanban tasks use it), `removed` (matrix associations,
 * removed with it when asked: `DELETE …?withLinks=true`), `kept` (deliverable templates stay and
 * lose their task type).
 */
export const linkEffect = z.enum(["blocks", "removed", "kept"]);

export const linkGroup = z.object({
  kind: z.enum(linkKinds),
  count: z.number().int(),
  effect: linkEffect,
  /** The first 20, named; kanban tasks are only counted (they are users' work, on their boards). */
  items: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type LinkGroup = z.infer<typeof linkGroup>;

export const entityLinks = z.object({
  kind: z.enum(["role", "skill", "taskType"]),
  id: z.string(),
  name: z.string(),
  /** free: nothing holds it; withLinks: only associations, removed with it; blocked: see `blocks`. */
  deletion: z.enum(["free", "withLinks", "blocked"]),
  /** Only the kinds it has (count > 0). */
  links: z.array(linkGroup),
});
export type EntityLinks = z.infer<typeof entityLinks>;

export const deleteQuery = z.object({
  /** Also remove the element's matrix associations, in the same transaction. */
  withLinks: z.enum(["true", "false"]).optional(),
});

// ---------- Requests ----------

export const roleBody = z.object({
  name,
  nameEn,
  description,
  descriptionEn: description,
  level: scale(msg("level_invalid")).default(1),
});
export type RoleBody = z.input<typeof roleBody>;

export const skillBody = z.object({
  name,
  nameEn,
  description,
  descriptionEn: description,
  category,
  categoryEn,
  level: skillLevel.default("beginner"),
});
export type SkillBody = z.input<typeof skillBody>;

const durationMessage = msg("duration_invalid");
export const taskTypeBody = z.object({
  name,
  nameEn,
  description,
  descriptionEn: description,
  category,
  categoryEn,
  estimatedDuration: z
    .number({ message: durationMessage })
    .int(durationMessage)
    .positive(durationMessage)
    .max(100_000, durationMessage)
    .optional(),
});
export type TaskTypeBody = z.input<typeof taskTypeBody>;

export const roleTaskBody = z.object({
  roleId: id(msg("role_required")),
  taskTypeId: id(msg("task_type_required")),
  proficiencyRequired: scale(msg("proficiency_invalid")),
});
export type RoleTaskBody = z.input<typeof roleTaskBody>;

export const taskSkillBody = z.object({
  taskTypeId: id(msg("task_type_required")),
  skillId: id(msg("skill_required")),
  importance: scale(msg("importance_invalid")),
});
export type TaskSkillBody = z.input<typeof taskSkillBody>;

export const roleSkillBody = z.object({
  roleId: id(msg("role_required")),
  skillId: id(msg("skill_required")),
  expectedLevel: scale(msg("expected_level_invalid")),
});
export type RoleSkillBody = z.input<typeof roleSkillBody>;

export const assignmentEmail = z
  .string({ message: msg("email_required") })
  .trim()
  .toLowerCase()
  .min(1, msg("email_required"))
  .max(254, msg("email_invalid"))
  .email(msg("email_invalid"));

/** An ISO date (yyyy-mm-dd, the whole day included) or date-time; blank means no expiry. */
export const expiresAtField = z
  .string()
  .trim()
  .max(40, msg("expiry_invalid"))
  .refine((v) => v === "" || !Number.isNaN(Date.parse(v)), msg("expiry_invalid"))
  .optional();

export const assignmentBody = z.object({
  email: assignmentEmail,
  roleId: id(msg("role_required")),
  assignedBy: z
    .string({ message: msg("assigned_by_required") })
    .trim()
    .min(1, msg("assigned_by_required"))
    .max(254, msg("assigned_by_too_long")),
  expiresAt: expiresAtField,
});
export type AssignmentBody = z.input<typeof assignmentBody>;

/** Characters of CSV text sent as JSON ({ csv }) rather than as the file itself. */
export const IMPORT_MAX_CHARS = 500_000;

/** Text sent as JSON; the admin screen sends the file's bytes instead (text/csv). */
export const importBody = z.object({
  csv: z.string().min(1, msg("csv_empty")).max(IMPORT_MAX_CHARS, msg("csv_too_large")),
});
export type ImportBody = z.input<typeof importBody>;

export const importLineCodes = [
  "created",
  "renewed",
  "pending_account",
  "email_required",
  "invalid_email",
  "role_required",
  "unknown_role",
  "invalid_expiry",
  "past_expiry",
  "already_assigned",
  "duplicate_line",
  "assigned_by_too_long",
  "malformed_line",
] as const;
export type ImportLineCode = (typeof importLineCodes)[number];

/** One line's verdict: created (or renewed), pending (no account yet) or rejected, and why. */
export const importLine = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  status: z.enum(["created", "pending", "rejected"]),
  code: z.enum(importLineCodes),
  message: z.string(),
  /** What the message refers to: the unknown role, or the earlier line of a duplicate. */
  value: z.string().optional(),
});
export type ImportLine = z.infer<typeof importLine>;

export const importResult = z.object({
  encoding: z.enum(["utf-8", "utf-8-bom", "utf-16le", "utf-16be", "windows-1252"]),
  delimiter: z.enum([";", ",", "\t"]),
  /** Data lines read (the header excluded). */
  total: z.number().int(),
  /** Assignments in force for existing accounts (renewals included). */
  created: z.number().int(),
  /** Assignments kept for e-mails without an account yet. */
  pending: z.number().int(),
  rejected: z.number().int(),
  /** Every line, in file order. */
  lines: z.array(importLine),
});
export type ImportResult = z.infer<typeof importResult>;

export const resetPasswordBody = z.object({
  email: z
    .string({ message: msg("email_invalid") })
    .trim()
    .toLowerCase()
    .max(254, msg("email_invalid"))
    .email(msg("email_invalid")),
  newPassword: z
    .string({ message: msg("password_too_short") })
    .min(6, msg("password_too_short"))
    .max(128, msg("password_too_long")),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const taxonomyIdParam = z.object({ id: z.string().min(1).max(100) });
