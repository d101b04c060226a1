import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AiError } from "./ai/engine";

/** An error with an HTTP status that the error handler sends as `{ message, code }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = "bad_request") => new HttpError(400, message, code);
export const unauthorized = (message = "Authentification requise", code = "unauthorized") =>
  new HttpError(401, message, code);
export const forbidden = (message = "Accès refusé", code = "forbidden") => new HttpError(403, message, code);
export const notFound = (what = "resource") =>
  new HttpError(404, "Ressource introuvable", `${what}_not_found`);
export const conflict = (message: string, code = "conflict") => new HttpError(409, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, "rate_limited", {
    "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

// Connection-level failures: the database is down or restarting, which the client can retry.
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOENT",
  "57P01",
  "57P03",
  "08006",
  "08001",
]);
function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown };
  if (e?.code && unavailableCodes.has(e.code)) return true;
  if (e?.message && /Connection terminated|timeout exceeded when trying to connect/i.test(e.message))
    return true;
  return e?.cause ? isDatabaseUnavailable(e.cause) : false;
}

/** One place turns every error into the API's JSON shape; no stack trace or SQL ever leaves. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: String(v.instancePath ?? "")
          .replace(/^\//, "")
          .replaceAll("/", "."),
        message: v.message ?? "Invalid input",
      }));
      return reply
        .code(400)
        .send({ message: issues[0]?.message ?? "Requête invalide", code: "validation", issues });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send({ message: err.message, code: err.code });
    }
    if (err instanceof AiError) {
      req.log.warn({ code: err.code }, err.message);
      return reply.code(err.code === "ai_timeout" ? 504 : 502).send({ message: err.message, code: err.code });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, "response did not match its schema");
      return reply.code(500).send({ message: "Erreur interne du serveur", code: "internal" });
    }
    switch (err.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return reply
          .code(400)
          .send({ message: "Le corps de la requête n'est pas un JSON valide", code: "invalid_json" });
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return reply
          .code(413)
          .send({ message: "La requête est trop volumineuse", code: "payload_too_large" });
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return reply
          .code(415)
          .send({ message: "Type de contenu non pris en charge", code: "unsupported_media_type" });
    }
    if (err.statusCode === 429) {
      return reply.code(429).send({ message: "Trop de requêtes, réessayez plus tard", code: "rate_limited" });
    }
    if (err.validation) {
      return reply.code(400).send({ message: err.message, code: "validation" });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ message: err.message, code: "bad_request" });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: err.message }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send({
        message: "Service momentanément indisponible, réessayez dans un instant",
        code: "db_unavailable",
      });
    }
    req.log.error({ err }, "unhandled error");
    return reply.code(500).send({ message: "Erreur interne du serveur", code: "internal" });
  });
}
