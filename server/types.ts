import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Language } from "../shared/domain/language";
import type { Clock, Config } from "./config";
import type { Database, Db, DbKind } from "./db/client";
import type { AiProvider } from "./plugins/ai/engine";
import type { DatabaseEvents } from "./plugins/database-events";
import type { ReadCache } from "./plugins/read-cache";
import type { SessionCache } from "./plugins/session-cache";

/** The account of a live session, with whether it has the admin permission (`admin_access`). */
export type SessionUser = { id: string; email: string; isDemo: boolean; isAdmin: boolean };

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    /** The connection itself (pool and kind), for what the query builder does not do: LISTEN. */
    database: Database;
    sessionCache: SessionCache;
    /** The signed-in users' answers to pure reads (plugins/read-cache.ts). */
    readCache: ReadCache;
    databaseEvents: DatabaseEvents;
    config: Config;
    clock: Clock;
    ai: AiProvider;
  }
  interface FastifyContextConfig {
    /** The route writes to a space other users see: demo visitors get 403 (plugins/session.ts). */
    sharedWrite?: boolean;
  }
  interface FastifyRequest {
    /** Set by the session plugin when the request carries a live session. */
    sessionUser: SessionUser | null;
    sessionTokenHash: string | null;
    /** The reader's language, from Accept-Language (plugins/language.ts). */
    readonly language: Language;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
