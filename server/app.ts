import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerClient } from "./client-page";
import { type Clock, type Config, systemClock } from "./config";
import type { Database } from "./db/client";
import { adminUsersRoutes } from "./modules/admin-users/routes";
import { analyticsRoutes } from "./modules/analytics/routes";
import { purgeExpiredDemos } from "./modules/auth/demo";
import { authRoutes } from "./modules/auth/routes";
import { purgeOldFailures } from "./modules/auth/service";
import { chatRoutes } from "./modules/chat/routes";
import { competencyRoutes } from "./modules/competency/routes";
import { contextualRoutes } from "./modules/contextual/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { deliverablesRoutes } from "./modules/deliverables/routes";
import { healthRoutes } from "./modules/health/routes";
import { internalMarketplaceRoutes } from "./modules/internal-marketplace/routes";
import { kanbanRoutes } from "./modules/kanban/routes";
import { knowledgeRoutes } from "./modules/knowledge/routes";
import { learningRoutes } from "./modules/learning/routes";
import { liveRoutes } from "./modules/live/routes";
import { marketplaceRoutes } from "./modules/marketplace/routes";
import { notificationsRoutes } from "./modules/notifications/routes";
import { qualityRoutes } from "./modules/quality/routes";
import { searchRoutes } from "./modules/search/routes";
import { servicesRoutes } from "./modules/services/routes";
import { taxonomyRoutes } from "./modules/taxonomy/routes";
import { trainingRoutes } from "./modules/training/routes";
import { registerAccess } from "./plugins/access";
import { type AiProvider, createAiProvider } from "./plugins/ai/engine";
import { registerDatabaseEvents } from "./plugins/database-events";
import { frameworkErrors, registerErrorHandling } from "./plugins/errors";
import { registerLanguage } from "./plugins/language";
import { capLogLine, safeError } from "./plugins/log-safety";
import { registerOpenApi } from "./plugins/openapi";
import { registerReadCache } from "./plugins/read-cache";
import { requestLogger } from "./plugins/request-logger";
import { registerSecurity } from "./plugins/security";
import { purgeExpiredSessions, registerSessions } from "./plugins/session";
import type { App } from "./types";

export type BuildOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** The AI provider; by default chosen from the configuration (local unless AI_BASE_URL is set). */
  ai?: AiProvider;
  logger?: boolean;
  /** Sends the log to this stream instead of stdout (turns logging on; tests read what is logged). */
  logStream?: { write: (line: string) => void };
  /** Called for every route as it is added (tests enumerate the API from it). */
  onRoute?: (route: { method: string | string[]; url: string; schema?: unknown; config?: unknown }) => void;
  /** Periodic clean-up of expired sessions and demo accounts (off in tests). */
  maintenance?: boolean;
};

const MAINTENANCE_EVERY_MS = 10 * 60_000;

export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger || opts.logStream
        ? {
            level: config.logLevel,
            // Credentials wherever a log call might put them: headers, bodies (one level deep too).
            redact: {
              paths: [
                "req.headers.cookie",
                "req.headers.authorization",
                "res.headers['set-cookie']",
                "headers.cookie",
                "headers.authorization",
                "headers['set-cookie']",
                "*.headers.cookie",
                "*.headers.authorization",
                "*.headers['set-cookie']",
                "password",
                "newPassword",
                "*.password",
                "*.newPassword",
              ],
              remove: true,
            },
            // Errors without their query parameters or bodies, and no line over 16 KB.
            serializers: { err: (err) => safeError(err) },
            hooks: { streamWrite: capLogLine },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          }
        : false,
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  if (opts.onRoute) app.addHook("onRoute", opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", database.db);
  app.decorate("database", database);
  app.decorate("dbKind", database.kind);
  app.decorate("config", config);
  app.decorate("clock", opts.clock ?? systemClock);
  app.decorate("ai", opts.ai ?? createAiProvider(config));

  registerErrorHandling(app);
  // Streamed chat replies are hijacked and so never buffered by compression. Request bodies are
  // never sent compressed (the client sends JSON and forms as they are): no decompression hook.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    globalDecompression: false,
  });
  // Cookies are written by the plugin and read by the session hook only (plugins/session.ts), which
  // parses the header when there is one: no parsing hook on every request.
  await app.register(cookie, { hook: false });
  await app.register(rateLimit, { global: false });
  await registerSecurity(app, { trustProxy: config.trustProxy });
  await registerOpenApi(app);
  registerDatabaseEvents(app);
  registerSessions(app);
  registerLanguage(app);
  registerAccess(app);
  registerReadCache(app);

  // Every module of the API, in one list.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(dashboardRoutes);
  await app.register(notificationsRoutes);
  await app.register(servicesRoutes);
  await app.register(chatRoutes);
  await app.register(contextualRoutes);
  await app.register(knowledgeRoutes);
  await app.register(trainingRoutes);
  await app.register(deliverablesRoutes);
  await app.register(qualityRoutes);
  await app.register(analyticsRoutes);
  await app.register(competencyRoutes);
  await app.register(marketplaceRoutes);
  await app.register(internalMarketplaceRoutes);
  await app.register(taxonomyRoutes);
  await app.register(adminUsersRoutes);
  await app.register(kanbanRoutes);
  await app.register(learningRoutes);
  await app.register(liveRoutes);
  await app.register(searchRoutes);

  app.get("/api/docs", { config: { access: "public" }, schema: { hide: true } }, async () => app.swagger());

  registerClient(app, config.clientDir);

  if (opts.maintenance) {
    const run = async () => {
      const now = app.clock.now();
      try {
        await purgeExpiredSessions(app.db, config, now);
        await purgeExpiredDemos(app.db, now);
        await purgeOldFailures(app.db, config, now);
      } catch (err) {
        app.log.warn({ err }, "maintenance failed");
      }
    };
    const timer = setInterval(run, MAINTENANCE_EVERY_MS);
    timer.unref();
    app.addHook("onReady", run);
    app.addHook("onClose", async () => clearInterval(timer));
  }
  return app;
}
