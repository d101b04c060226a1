import {
  boolean,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { taxonomyTaskTypes } from "./taxonomy";

export const kanbanBoards = pgTable("kanban_boards", {
  id: uuid("id").primaryKey().defaultRandom(),
  ownerId: uuid("owner_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who may use a board: owner, editor or viewer (the owner has a row too). */
export const kanbanMembers = pgTable(
  "kanban_members",
  {
    boardId: uuid("board_id")
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("kanban_members_pair").on(t.boardId, t.userId),
    index("kanban_members_user_idx").on(t.userId),
  ],
);

export const kanbanInvitations = pgTable(
  "kanban_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    boardId: uuid("board_id")
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    accepted: boolean("accepted").notNull().default(false),
    declined: boolean("declined").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("kanban_invitations_email_idx").on(t.email),
    index("kanban_invitations_board_idx").on(t.boardId),
  ],
);

export const kanbanTasks = pgTable(
  "kanban_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    boardId: uuid("board_id")
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: "cascade" }),
    /** Who created it. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").notNull().default("todo"),
    priority: text("priority").notNull().default("moderate"),
    assignedTo: uuid("assigned_to").references(() => users.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }),
    taskType: text("task_type")
      .notNull()
      .default("credit-evaluation")
      .references(() => taxonomyTaskTypes.id, { onDelete: "restrict" }),
    /** Order within its column: fractional, so a move writes one row. */
    position: doublePrecision("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("kanban_tasks_board_idx").on(t.boardId, t.status, t.position)],
);

/** Who created, moved, edited or assigned a task, and when. */
export const kanbanTaskActivity = pgTable(
  "kanban_task_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => kanbanTasks.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("kanban_task_activity_task_idx").on(t.taskId, t.createdAt)],
);

/**
 * Which board each open tab shows (modules/live), so members see who else has it open. Written by
 * whichever instance gets the request, refreshed by the instance holding the tab's stream; a row
 * not refreshed for a minute (its instance gone) no longer counts.
 */
export const kanbanPresence = pgTable(
  "kanban_presence",
  {
    streamId: uuid("stream_id").primaryKey(),
    boardId: uuid("board_id")
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("kanban_presence_board_idx").on(t.boardId)],
);
