import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema/auth";
import { hasAdminAccess } from "../modules/auth/service";
import type { App, SessionUser } from "../types";
import { forbidden } from "./errors";
import { AUTH_CHANNEL, type CachedSession, SessionCache } from "./session-cache";

export const SESSION_COOKIE = "praxis_session";
export const DEMO_COOKIE = "demo_mode";

// Refresh last_seen_at at most this often: idle expiry needs minutes, not a write per request.
const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a new session (a fresh token every login, so a planted cookie is useless). */
export async function createSession(db: Db, userId: string, now: Date) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now });
  return token;
}

export async function destroySession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes sessions past their idle or absolute lifetime. */
export async function purgeExpiredSessions(db: Db, config: Config, now: Date) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now.getTime() - config.session.idleMs)),
        lt(sessions.createdAt, new Date(now.getTime() - config.session.absoluteMs)),
      ),
    );
}

export function setSessionCookie(app: App, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: app.config.session.cookieSecure,
    maxAge: Math.floor(app.config.session.absoluteMs / 1000),
  });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  reply.clearCookie(DEMO_COOKIE, { path: "/" });
}

async function loadSession(
  app: App,
  token: string,
): Promise<{ user: SessionUser; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const now = app.clock.now().getTime();
  const { idleMs, absoluteMs } = app.config.session;
  const alive = (s: CachedSession) => now - s.lastSeenAt <= idleMs && now - s.createdAt <= absoluteMs;
  const cached = app.sessionCache.get(tokenHash, now);
  // A cached session that looks expired is read again: another instance may have seen it since.
  if (cached && alive(cached)) {
    if (now - cached.lastSeenAt > TOUCH_EVERY_MS) await touch(app, tokenHash, now);
    return { user: cached.user, tokenHash };
  }
  const mark = app.sessionCache.mark();
  const [row] = await app.db
    .select({
      id: users.id,
      email: users.email,
      isDemo: users.isDemo,
      isAdmin: hasAdminAccess(users.id),
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const session: CachedSession = {
    user: { id: row.id, email: row.email, isDemo: row.isDemo, isAdmin: row.isAdmin },
    createdAt: row.createdAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  };
  if (!alive(session)) {
    await endSession(app, tokenHash);
    return null;
  }
  if (now - session.lastSeenAt > TOUCH_EVERY_MS) {
    await touch(app, tokenHash, now);
    session.lastSeenAt = now;
  }
  app.sessionCache.set(tokenHash, session, mark, now);
  return { user: session.user, tokenHash };
}

async function touch(app: App, tokenHash: string, now: number) {
  await app.db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.tokenHash, tokenHash));
  app.sessionCache.touch(tokenHash, now);
}

/** Ends one session: deleted, and forgotten by this instance at once (others hear it). */
export async function endSession(app: App, tokenHash: string) {
  // Before: a read already under way cannot fill the cache. After: nor one that began meanwhile.
  app.sessionCache.forgetToken(tokenHash);
  await destroySession(app.db, tokenHash);
  app.sessionCache.forgetToken(tokenHash);
}

/** Reads the session cookie of every API request into `req.sessionUser`. */
export function registerSessions(app: App) {
  app.decorate("sessionCache", new SessionCache());
  app.databaseEvents.subscribe(AUTH_CHANNEL, {
    onNotification: (payload) => app.sessionCache.onNotification(payload),
    onState: (listening) => (listening ? app.sessionCache.onListening() : app.sessionCache.onLost()),
  });
  app.decorateRequest("sessionUser", null);
  app.decorateRequest("sessionTokenHash", null);
  // A callback hook: a request without a session cookie (health checks, the sign-in page) goes on
  // at once, without the promise an async hook costs on every request.
  app.addHook("preHandler", (req, _reply, done) => {
    const header = req.headers.cookie;
    if (!header) return done();
    const token = app.parseCookie(header)[SESSION_COOKIE];
    if (!token || token.length > 100) return done();
    loadSession(app, token).then((session) => {
      if (session) {
        req.sessionUser = session.user;
        req.sessionTokenHash = session.tokenHash;
      }
      // Demo visitors keep to their sandbox: a route that writes to a space other users see says so.
      done(req.sessionUser?.isDemo && req.routeOptions.config?.sharedWrite ? demoReadOnly() : undefined);
    }, done);
  });
}

/** The answer to a demo visitor's write to a shared space (knowledge, marketplaces, communities). */
export const demoReadOnly = () => forbidden("demo_read_only");
