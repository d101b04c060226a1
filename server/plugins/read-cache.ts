import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAbortHookHandler,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from "fastify";
import type { App } from "../types";
import { AUTH_CHANNEL } from "./session-cache";

/** The channel on which the database announces, at commit, that data changed (migration 0025). */
export const DATA_CHANNEL = "praxis_data";

/** Bounds: entries, the size of one answer and of them all, and a re-read now and then all the same. */
const MAX_ENTRIES = 5_000;
const MAX_PAYLOAD_CHARS = 256 * 1024;
const MAX_TOTAL_CHARS = 64 * 1024 * 1024;
/** The safety net for what depends on the time of day (today's counters, roles in force). */
const MAX_AGE_MS = 60_000;

/** Headers a cached route may set besides its content type, kept with its answer. */
const KEPT_HEADERS = ["cache-control", "content-language", "etag", "last-modified", "vary"] as const;

/** Methods that never write: every other one may, and so ends every entry when it starts and ends. */
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type CachedAnswer = { payload: string; headers: Record<string, string> };

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route is a pure read of what the signed-in caller may see: its 200 answers are kept in
     * memory per user (plugins/read-cache.ts). Only for GET routes without side effects, streams or
     * files, whose answer depends on nothing but the caller, the URL, the reader's language and data.
     */
    cache?: boolean;
  }
}

/**
 * The signed-in users' answers to pure reads, per user, session access and language, so that a
 * read repeated while nothing changed does not query the database. One generation for the whole
 * instance: any change ends every entry. It changes when a write request starts and ends on this
 * instance, when the database announces a data change or an account change (any instance, any
 * code path, at commit) and when its notifications may have been missed; the cache then serves
 * nothing until they are heard again. An answer is kept only if no change happened while it was
 * being made (the generation of its start, like SessionCache.mark/set).
 */
export class ReadCache {
  /** In order of use, least recent first. */
  private entries = new Map<string, CachedAnswer & { cachedAt: number }>();
  private listening = false;
  private generation = 0;
  private chars = 0;

  get(key: string, now: number): CachedAnswer | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now - entry.cachedAt > MAX_AGE_MS || now < entry.cachedAt) {
      this.chars -= entry.payload.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** A marker to take before a read starts, for `set`. */
  mark() {
    return this.generation;
  }

  /** Keeps an answer, unless anything changed since `mark` or it is too large. */
  set(key: string, answer: CachedAnswer, mark: number, now: number) {
    if (!this.listening || mark !== this.generation) return;
    if (answer.payload.length > MAX_PAYLOAD_CHARS) return;
    this.remove(key);
    while (this.entries.size >= MAX_ENTRIES || this.chars + answer.payload.length > MAX_TOTAL_CHARS) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    this.entries.set(key, { ...answer, cachedAt: now });
    this.chars += answer.payload.length;
  }

  /** Something changed: every entry ends, and no read under way may fill the cache. */
  changed() {
    this.generation += 1;
    this.entries.clear();
    this.chars = 0;
  }

  /** An account notification (plugins/session-cache.ts): an ended session (`s:`) is the session cache's. */
  onAuthNotification(payload: string) {
    if (!payload.startsWith("s:")) this.changed();
  }

  onListening() {
    this.changed();
    this.listening = true;
  }

  onLost() {
    this.listening = false;
    this.changed();
  }

  get size() {
    return this.entries.size;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.payload.length;
  }
}

/**
 * The entry of a request: the caller, the session facts that change an answer (admin, demo), the
 * reader's language and the full URL with its query. No route that opts in reads another header.
 */
function keyOf(req: FastifyRequest) {
  const user = req.sessionUser!;
  return `${user.id}\u0000${user.isAdmin ? 1 : 0}${user.isDemo ? 1 : 0}\u0000${req.language}\u0000${req.url}`;
}

const pending = new WeakMap<FastifyRequest, { key: string; mark: number }>();

/**
 * Registers the cache: after the session, language and access plugins, so that an answer is served
 * only to a live session allowed to call the route, before the handler; compression still applies.
 */
export function registerReadCache(app: App) {
  const cache = new ReadCache();
  app.decorate("readCache", cache);
  app.databaseEvents.subscribe(DATA_CHANNEL, {
    onNotification: () => cache.changed(),
    onState: (listening) => (listening ? cache.onListening() : cache.onLost()),
  });
  app.databaseEvents.subscribe(AUTH_CHANNEL, { onNotification: (p) => cache.onAuthNotification(p) });

  const serve: preHandlerAsyncHookHandler = async (req, reply) => {
    if (req.method !== "GET" || !req.sessionUser) return;
    const key = keyOf(req);
    const hit = cache.get(key, app.clock.now().getTime());
    if (hit) {
      reply.headers(hit.headers);
      return reply.send(hit.payload);
    }
    pending.set(req, { key, mark: cache.mark() });
  };
  const keep: onSendHookHandler = async (req, reply, payload) => {
    const read = pending.get(req);
    if (!read) return payload;
    pending.delete(req);
    if (reply.statusCode !== 200 || typeof payload !== "string" || reply.hasHeader("set-cookie"))
      return payload;
    const type = reply.getHeader("content-type");
    if (typeof type !== "string") return payload;
    const headers: Record<string, string> = { "content-type": type };
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === "string") headers[name] = value;
    }
    cache.set(read.key, { payload, headers }, read.mark, app.clock.now().getTime());
    return payload;
  };

  // A write on this instance: before and after it.
  onWritingRoutes(app, () => cache.changed());
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (!(route.config as { cache?: boolean } | undefined)?.cache) return;
    if (methods.some((m) => m !== "GET" && m !== "HEAD"))
      throw new Error(`${methods.join(",")} ${route.url}: only GET routes may be cached (config.cache)`);
    if (!methods.includes("GET")) return;
    // After the app's hooks (session, access), before the route's own; the answer is kept before
    // the compression hook (a route hook too) turns it into a stream.
    route.preHandler = [serve, ...[route.preHandler ?? []].flat()];
    route.onSend = [keep, ...[route.onSend ?? []].flat()];
  });
}

/**
 * Calls `changed` before and after every request of a writing route registered from now on in this
 * context (no read under way keeps an answer from before the write, nor one that overlapped it; the
 * writer's next read sees it even before the database's notification arrives). Hooks of the writing
 * routes only: reads do not pay for them.
 */
export function onWritingRoutes(app: FastifyInstance, changed: () => void) {
  const beforeWrite: onRequestHookHandler = (_req, _reply, done) => {
    changed();
    done();
  };
  const afterWrite: onResponseHookHandler = (_req, _reply, done) => {
    changed();
    done();
  };
  const afterAbortedWrite: onRequestAbortHookHandler = (_req, done) => {
    changed();
    done();
  };
  app.addHook("onRoute", (route) => {
    if (![route.method].flat().some((m) => !READ_METHODS.has(m))) return;
    route.onRequest = [beforeWrite, ...[route.onRequest ?? []].flat()];
    route.onResponse = [afterWrite, ...[route.onResponse ?? []].flat()];
    route.onRequestAbort = [afterAbortedWrite, ...[route.onRequestAbort ?? []].flat()];
  });
}
