import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AiError } from "./ai/engine";

/** An error with an HTTP status that the error handler sends as `{ message, code }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly headers: Record<string, string> = {},
    /** Per-field problems of a 400 (`{ path, code, message }`), sent with the message. */
    readonly issues?: { path: string; code: string; message: string }[],
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
  // "not queryable": a transaction's rollback on a connection that has just dropped.
  if (
    e?.message &&
    /Connection terminated|timeout exceeded when trying to connect|is not queryable/i.test(e.message)
  )
    return true;
  return e?.cause ? isDatabaseUnavailable(e.cause) : false;
}

/** The innermost cause's message: a failed query's own message carries its SQL and parameters. */
function rootMessage(err: unknown): string {
  const e = err as { message?: string; cause?: unknown };
  return e?.cause ? rootMessage(e.cause) : String(e?.message ?? err).slice(0, 300);
}

// PostgreSQL refusing a value that came with the request: a NUL character in text, a lone surrogate
// in JSON, text that is not a number, uuid or date, a value out of range or too long. The request
// is at fault, not the server.
const invalidInputCodes = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05"]);
const constraintAnswers: Record<string, { status: number; message: string; code: string }> = {
  "23503": { status: 404, message: "Un élément référencé par la requête est introuvable", code: "not_found" },
  "23505": { status: 409, message: "Cet élément existe déjà", code: "conflict" },
  // program_limit_exceeded: a text too long for a search vector, an index row or a field.
  "54000": { status: 413, message: "Le texte envoyé est trop long", code: "payload_too_large" },
};
/** The PostgreSQL error code, from the error or its causes, when `known` accepts it. */
function databaseCode(err: unknown, known: (code: string) => boolean, depth = 0): string | undefined {
  const e = err as { code?: unknown; cause?: unknown };
  if (typeof e?.code === "string" && known(e.code)) return e.code;
  return e?.cause && depth < 5 ? databaseCode(e.cause, known, depth + 1) : undefined;
}

/**
 * What reading a multipart body threw, as the client's error: a part over the limits is a 413, a
 * broken or truncated form a 400. Errors the route threw itself (415 for a lying file) pass through.
 */
export function multipartError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const e = err as { code?: string; statusCode?: number };
  if (e?.code === "FST_REQ_FILE_TOO_LARGE")
    return new HttpError(413, "Le fichier dépasse 10 Mo", "payload_too_large");
  if (e?.statusCode === 413)
    return new HttpError(413, "Le formulaire dépasse les limites autorisées", "payload_too_large");
  return badRequest("Le formulaire envoyé est mal formé", "invalid_multipart");
}

// Headers for answers sent before any hook runs (the security plugin never sees them).
const bareSecurityHeaders = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
};

/**
 * Requests Fastify refuses before routing (a path that is not valid percent-encoding, a path
 * parameter over 100 characters) get the API's error shape and security headers too.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return reply
    .code(status)
    .headers(bareSecurityHeaders)
    .send(
      status === 414
        ? { message: "L'adresse demandée est trop longue", code: "uri_too_long" }
        : { message: "L'adresse demandée est invalide", code: "bad_url" },
    );
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
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) });
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
    const inputCode = databaseCode(err, (code) => invalidInputCodes.has(code));
    if (inputCode) {
      // The code only: the query's parameters in the message are the request's data.
      req.log.warn(
        { code: inputCode, route: req.routeOptions.url },
        "database refused a value of the request",
      );
      return reply
        .code(400)
        .send({ message: "La requête contient une valeur non prise en charge", code: "invalid_input" });
    }
    const conflictCode = databaseCode(err, (code) => code in constraintAnswers);
    if (conflictCode) {
      // A reference to a row that does not exist, or a second copy of one that must be unique: the
      // services check what they expect; this answers what slipped past them without a 500.
      const answer = constraintAnswers[conflictCode];
      req.log.warn(
        { code: conflictCode, route: req.routeOptions.url },
        "database refused the request's data",
      );
      return reply.code(answer.status).send({ message: answer.message, code: answer.code });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: rootMessage(err) }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send({
        message: "Service momentanément indisponible, réessayez dans un instant",
        code: "db_unavailable",
      });
    }
    req.log.error({ err }, "unhandled error");
    return reply.code(500).send({ message: "Erreur interne du serveur", code: "internal" });
  });
}
