import { z } from "zod";
import { taskPriorities, taskStatuses } from "../domain/kanban";
import { msg } from "./errors";

export { taskPriorities, taskStatuses };
export const taskStatus = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatus>;

export const taskPriority = z.enum(taskPriorities);
export type TaskPriority = z.infer<typeof taskPriority>;

/** Board roles (spec section 6): owner (Propriétaire), editor (Éditeur), viewer (Spectateur). */
export const boardRole = z.enum(["owner", "editor", "viewer"]);
export type BoardRole = z.infer<typeof boardRole>;
/** Invitations and role changes offer only these two (the owner is never given away). */
export const inviteRole = z.enum(["viewer", "editor"]);
export type InviteRole = z.infer<typeof inviteRole>;

export const DEFAULT_TASK_TYPE = "credit-evaluation";

export const TITLE_REQUIRED = msg("title_required");
export const EMAIL_REQUIRED = msg("invite_email_required");
export const EMAIL_INVALID = msg("invite_email_invalid");
/** The spec's "simple pattern": text, @, text, dot, text, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const title = z
  .string({ error: TITLE_REQUIRED })
  .trim()
  .min(1, TITLE_REQUIRED)
  .max(200, msg("title_too_long"));
const description = z.string().max(5000, msg("description_too_long"));
/** A date input gives "" when cleared: the spec turns an empty due date into null. */
const dueDate = z
  .union([z.iso.date(msg("due_date_invalid")), z.literal("")])
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));
const id = z.string().max(100);

export const createTaskBody = z.object({
  /** Sent by the spec's client; ignored, the creator is the session's user. */
  userId: z.string().max(100).optional(),
  /** Absent: the caller's own board. */
  boardId: id.optional(),
  title,
  description: description.default(""),
  status: taskStatus.default("todo"),
  priority: taskPriority.default("moderate"),
  assignedTo: id.nullish().transform((v) => v || null),
  dueDate: dueDate.transform((v) => v ?? null),
  taskType: z.string().trim().min(1).max(100).default(DEFAULT_TASK_TYPE),
});
export type CreateTaskInput = z.input<typeof createTaskBody>;
export type CreateTaskBody = z.output<typeof createTaskBody>;

/** The spec's partial update: only the fields present change. */
export const updateTaskBody = z.object({
  title: title.optional(),
  description: description.optional(),
  status: taskStatus.optional(),
  priority: taskPriority.optional(),
  assignedTo: id.nullish().transform((v) => (v === undefined ? undefined : v || null)),
  dueDate,
  taskType: z.string().trim().min(1).max(100).optional(),
});
export type UpdateTaskInput = z.input<typeof updateTaskBody>;
export type UpdateTaskBody = z.output<typeof updateTaskBody>;

/**
 * A drag-and-drop move: the target column and the neighbours the card was dropped between
 * (`afterId`: the card just above it, `beforeId`: the card just below). Neither: end of the column.
 */
export const moveTaskBody = z.object({
  status: taskStatus,
  afterId: id.nullish(),
  beforeId: id.nullish(),
});
export type MoveTaskBody = z.infer<typeof moveTaskBody>;

export const task = z.object({
  id: z.string(),
  /** Who created it. */
  userId: z.string().nullable(),
  boardId: z.string(),
  title: z.string(),
  description: z.string(),
  status: taskStatus,
  priority: taskPriority,
  assignedTo: z.string().nullable(),
  assigneeName: z.string().nullable(),
  dueDate: z.string().nullable(),
  taskType: z.string(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof task>;

export const tasksQuery = z.object({ boardId: id.optional() });

export const activityAction = z.enum(["created", "edited", "moved", "assigned"]);
export const taskActivity = z.object({
  id: z.string(),
  action: activityAction,
  userName: z.string().nullable(),
  /** created: {status}; edited: {fields}; moved: {from, to}; assigned: {assigneeName|null}. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TaskActivity = z.infer<typeof taskActivity>;

export const board = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  /** The caller's role on it. */
  role: boardRole,
  isOwn: z.boolean(),
});
export type Board = z.infer<typeof board>;

/** Spec "Collaborator": id, userId, email, role, userName, inviteAccepted. */
export const collaborator = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  role: boardRole,
  userName: z.string(),
  inviteAccepted: z.boolean(),
});
export type Collaborator = z.infer<typeof collaborator>;

/** Spec "Invitation": id, email, role, accepted, expiresAt. */
export const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: inviteRole,
  accepted: z.boolean(),
  expiresAt: z.string(),
  expired: z.boolean(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

/** An invitation addressed to the signed-in user. */
export const myInvitation = z.object({
  id: z.string(),
  boardId: z.string(),
  boardName: z.string(),
  ownerName: z.string(),
  invitedByName: z.string().nullable(),
  role: inviteRole,
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitation>;

export const inviteBody = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(254, EMAIL_INVALID)
    .regex(SIMPLE_EMAIL, EMAIL_INVALID),
  role: inviteRole.default("viewer"),
});
export type InviteInput = z.input<typeof inviteBody>;
export type InviteBody = z.output<typeof inviteBody>;

export const roleChangeBody = z.object({ role: inviteRole });

export const taskType = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /** The name is the French one, for an English reader (no English was given). */
  fallback: z.boolean().optional(),
});
export type TaskType = z.infer<typeof taskType>;

export const boardParams = z.object({ boardId: id });
export const taskParams = z.object({ taskId: id });
export const memberParams = z.object({ boardId: id, userId: id });
export const invitationParams = z.object({ boardId: id, invitationId: id });
export const myInvitationParams = z.object({ invitationId: id });

export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

/** A tab tells which board it shows (its event stream's id), so members see who has it open. */
export const presenceBody = z.object({ streamId: z.string().uuid() });
export const presenceParams = z.object({ streamId: z.string().uuid() });
/** The other members who have the board open in a tab now. */
export const boardPresence = z.array(z.object({ id: z.string(), name: z.string() }));
export type BoardPresence = z.infer<typeof boardPresence>;
