import type { SessionUser } from "../types";

export type CachedSession = {
  user: SessionUser;
  /** Epoch milliseconds, as stored in the sessions table. */
  createdAt: number;
  lastSeenAt: number;
};

/** The channel on which the database announces ended sessions and changed accounts. */
export const AUTH_CHANNEL = "praxis_auth";

/** Bounds: the sessions of a few thousand users, and a re-read now and then all the same. */
const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 5 * 60_000;

/**
 * The live sessions this instance has read, so that a signed-in request does not query the
 * database for its session. It serves only while the database's notifications are heard
 * (db/listen.ts): a session deleted by any instance (logout, password reset, expiry, demo purge)
 * or an account changed is forgotten when its transaction commits, and a lost notification
 * connection empties and disables the cache until it is back.
 */
export class SessionCache {
  private entries = new Map<string, CachedSession & { cachedAt: number }>();
  private listening = false;
  /** Bumped by every forget: a read that started before it must not fill the cache. */
  private generation = 0;

  get(tokenHash: string, now: number): CachedSession | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(tokenHash);
    if (entry && now - entry.cachedAt > MAX_AGE_MS) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** A marker to take before reading a session from the database, for `set`. */
  mark() {
    return this.generation;
  }

  /** Keeps a session read from the database, unless something was forgotten since `mark`. */
  set(tokenHash: string, session: CachedSession, mark: number, now: number) {
    if (!this.listening || mark !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { ...session, cachedAt: now });
  }

  touch(tokenHash: string, lastSeenAt: number) {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.lastSeenAt = lastSeenAt;
  }

  forgetToken(tokenHash: string) {
    this.generation += 1;
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string) {
    this.generation += 1;
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
  }

  /** A notification from the database: `s:<token hash>` or `u:<user id>`. */
  onNotification(payload: string) {
    if (payload.startsWith("s:")) this.forgetToken(payload.slice(2));
    else if (payload.startsWith("u:")) this.forgetUser(payload.slice(2));
    else this.clear();
  }

  onListening() {
    this.clear();
    this.listening = true;
  }

  onLost() {
    this.listening = false;
    this.clear();
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
