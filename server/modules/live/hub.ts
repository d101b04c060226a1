import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { LIVE_LIMITS, type LiveEvent } from "../../../shared/contracts/live";
import type { SessionUser } from "../../types";

export type Stream = {
  id: string;
  user: SessionUser;
  /** The session the stream was opened with: it ends with it. */
  tokenHash: string;
  isAdmin: boolean;
  raw: ServerResponse;
};

/** What the database announced (migration 0014), before the access check. */
export type Announcement =
  | {
      type: "task.created" | "task.updated" | "task.moved" | "task.deleted";
      boardId: string;
      taskId: string;
      status: string;
      position: number;
    }
  | {
      type: "member.added" | "member.removed" | "member.role_changed";
      boardId: string;
      userId: string;
      role: string;
    }
  | { type: "invitation.received"; boardId: string; email: string }
  | { type: "notification.created" | "notification.read"; userId: string }
  | { type: "moderation.changed"; queue: "marketplace" | "internal-marketplace" }
  | { type: "presence.changed"; boardId: string };

const encode = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The open event streams of this instance, by user, and the fan-out of each announcement to the
 * streams that may see it. Board events go to the board's members as the database lists them when
 * the event arrives, so a removed member stops receiving at once.
 */
export class LiveHub {
  private byUser = new Map<string, Set<Stream>>();
  private heartbeat: NodeJS.Timeout;

  constructor(
    private boardMembers: (boardId: string) => Promise<string[]>,
    /** Tabs closed on this instance, and (every heartbeat) tabs still open: presence follows. */
    private presence: {
      closed: (streamIds: string[]) => Promise<void>;
      open: (streamIds: string[]) => Promise<void>;
    } = {
      closed: async () => {},
      open: async () => {},
    },
  ) {
    this.heartbeat = setInterval(() => this.beat(), LIVE_LIMITS.heartbeatMs);
    this.heartbeat.unref();
  }

  streamsOf(userId: string) {
    return this.byUser.get(userId)?.size ?? 0;
  }

  open(user: SessionUser, tokenHash: string, isAdmin: boolean, raw: ServerResponse): Stream {
    const stream: Stream = { id: randomUUID(), user, tokenHash, isAdmin, raw };
    const set = this.byUser.get(user.id) ?? new Set();
    set.add(stream);
    this.byUser.set(user.id, set);
    raw.on("close", () => this.remove(stream));
    // The retry delay, a first line that goes through buffering proxies, and the stream's id.
    raw.write(`retry: ${LIVE_LIMITS.retryMs}\n: connected\n\n`);
    this.send(stream, { type: "ready", streamId: stream.id });
    return stream;
  }

  private remove(stream: Stream) {
    const set = this.byUser.get(stream.user.id);
    if (!set?.delete(stream)) return;
    if (set.size === 0) this.byUser.delete(stream.user.id);
    this.presence.closed([stream.id]).catch(() => {});
  }

  private ids() {
    const ids: string[] = [];
    for (const set of this.byUser.values()) for (const s of set) ids.push(s.id);
    return ids;
  }

  private send(stream: Stream, event: LiveEvent) {
    if (!stream.raw.writableEnded) stream.raw.write(encode(event));
  }

  private sendToUser(userId: string, event: LiveEvent) {
    for (const stream of this.byUser.get(userId) ?? []) this.send(stream, event);
  }

  private beat() {
    for (const set of this.byUser.values())
      for (const s of set) if (!s.raw.writableEnded) s.raw.write(": ♥\n\n");
  }

  /** Delivers one announcement to the streams allowed to see it. */
  async deliver(a: Announcement) {
    if (this.byUser.size === 0) return;
    switch (a.type) {
      case "task.created":
      case "task.updated":
      case "task.moved":
      case "task.deleted": {
        const event: LiveEvent = {
          type: a.type,
          boardId: a.boardId,
          taskId: a.taskId,
          status: a.status,
          position: a.position,
        };
        for (const userId of await this.boardMembers(a.boardId)) this.sendToUser(userId, event);
        return;
      }
      case "presence.changed":
        for (const userId of await this.boardMembers(a.boardId))
          this.sendToUser(userId, { type: a.type, boardId: a.boardId });
        return;
      case "member.added":
      case "member.removed":
      case "member.role_changed": {
        const event: LiveEvent = { type: a.type, boardId: a.boardId, userId: a.userId, role: a.role };
        const members = new Set(await this.boardMembers(a.boardId));
        // The member concerned hears it too (removed: no longer on the list).
        members.add(a.userId);
        for (const userId of members) this.sendToUser(userId, event);
        return;
      }
      case "invitation.received": {
        const email = a.email.toLowerCase();
        for (const set of this.byUser.values())
          for (const s of set)
            if (s.user.email.toLowerCase() === email) this.send(s, { type: a.type, boardId: a.boardId });
        return;
      }
      case "notification.created":
      case "notification.read":
        this.sendToUser(a.userId, { type: a.type });
        return;
      case "moderation.changed":
        for (const set of this.byUser.values())
          for (const s of set) if (s.isAdmin) this.send(s, { type: a.type, queue: a.queue });
        return;
    }
  }

  /** A session ended (logout, password reset, expiry, demo purge): its streams are told and closed. */
  endSession(tokenHash: string) {
    for (const set of this.byUser.values())
      for (const s of set)
        if (s.tokenHash === tokenHash) {
          this.send(s, { type: "session.ended" });
          s.raw.end();
        }
  }

  /** Closes every stream (shutdown): browsers reconnect to another instance. */
  async closeAll() {
    const ids = this.ids();
    for (const set of this.byUser.values()) for (const s of set) s.raw.end();
    this.byUser.clear();
    await this.presence.closed(ids).catch(() => {});
  }

  stop() {
    clearInterval(this.heartbeat);
  }
}
