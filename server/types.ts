import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock, Config } from "./config";
import type { Db, DbKind } from "./db/client";
import type { AiProvider } from "./plugins/ai/engine";

export type SessionUser = { id: string; email: string; isDemo: boolean };

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
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
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
