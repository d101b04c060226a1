import { z } from "zod";

/**
 * What the event stream (`GET /api/events`) tells a signed-in tab: small typed events, ids only.
 * The tab refetches what an event names; nothing here is a copy of data the user could not fetch.
 */
export const taskEventType = z.enum(["task.created", "task.updated", "task.moved", "task.deleted"]);
export const memberEventType = z.enum(["member.added", "member.removed", "member.role_changed"]);

export const liveEvent = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("ready"),
    /** This stream's id: a tab's own changes echo back with it unchanged. */
    streamId: z.string(),
  }),
  z.object({
    type: taskEventType,
    boardId: z.string(),
    taskId: z.string(),
    status: z.string(),
    position: z.number(),
  }),
  z.object({ type: memberEventType, boardId: z.string(), userId: z.string(), role: z.string() }),
  z.object({ type: z.literal("invitation.received"), boardId: z.string() }),
  z.object({ type: z.enum(["notification.created", "notification.read"]) }),
  z.object({ type: z.literal("moderation.changed"), queue: z.enum(["marketplace", "internal-marketplace"]) }),
  z.object({ type: z.literal("presence.changed"), boardId: z.string() }),
  z.object({ type: z.literal("session.ended") }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** The server's reasons to refuse or end a stream. */
export const LIVE_LIMITS = {
  /** Open streams per user and instance (tabs); one more is refused with 429. */
  streamsPerUser: 10,
  /** A comment line this often keeps proxies and browsers from closing an idle stream. */
  heartbeatMs: 20_000,
  /** What the browser waits before reconnecting after the server ends a stream. */
  retryMs: 2_000,
} as const;
