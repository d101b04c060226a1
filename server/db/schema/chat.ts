import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export type StoredSource = { id: string; title: string; link: string };

/** streaming: being written; complete; stopped by the user; failed (the provider gave up). */
export type MessageState = "streaming" | "complete" | "stopped" | "failed";

export const chatThreads = pgTable(
  "chat_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** alfa: the Alfa platform assistant; expert: the regulation and practice expert page. */
    assistant: text("assistant").notNull().default("alfa"),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when deleted: hidden at once, restorable for a few seconds, then purged. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("chat_threads_user_idx").on(t.userId, t.assistant, t.updatedAt)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => chatThreads.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    sources: jsonb("sources").$type<StoredSource[]>().notNull().default([]),
    model: text("model"),
    /** A reply's state; a stopped or failed reply keeps the text written so far. */
    state: text("state").$type<MessageState>().notNull().default("complete"),
    /** Which engine wrote a reply: "local" (the built-in engine) or the configured model's name. */
    engine: text("engine"),
    tokensUsed: integer("tokens_used").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_thread_idx").on(t.threadId, t.createdAt)],
);
