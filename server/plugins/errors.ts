import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { frenchText } from "../../shared/contracts/error-texts";
import { type ErrorCode, isErrorCode, type NotFoundSubject } from "../../shared/contracts/errors";
import { AiError, type AiErrorCode } from "./ai/engine";

/** The `code` an error may carry: a registered one, or the AI provider's (a 5xx of the assistant). */
export type ServerErrorCode = ErrorCode | AiErrorCode;

export interface HttpErrorOptions {
  headers?: Record<string, string>;
  /** Per-field problems of a 400 (`{ path, code, message }`), sent with the message. */
  issues?: { path: string; code: string; message: string; limit?: number }[];
  /** Generated text naming the request's data, where the catalogue's text would be vaguer. */
  message?: string;
}

/**
 * An error with an HTTP status that the error handler sends as `{ message, code }`: the code is
 * registered in shared/contracts/errors.ts, the message is its French text from the catalogue.
 */
export class HttpError extends Error {
  readonly headers: Record<string, string>;
  readonly issues?: HttpErrorOptions["issues"];

  constructor(
    readonly statusCode: number,
    readonly code: ServerErrorCode,
    options: HttpErrorOptions = {},
  ) {
    super(options.message ?? frenchText(code as ErrorCode));
    this.headers = options.headers ?? {};
    this.issues = options.issues;
  }
}

export const httpError = (status: number, code: ErrorCode, options?: HttpErrorOptions) =>
  new HttpError(status, code, options);
export const badRequest = (code: ErrorCode) => new HttpError(400, code);
export const unauthorized = (code: ErrorCode = "unauthorized") => new HttpError(401, code);
export const forbidden = (code: ErrorCode = "forbidden") => new HttpError(403, code);
export const notFound = (subject: NotFoundSubject) => new HttpError(404, `${subject}_not_found`);
export const conflict = (code: ErrorCode, options?: HttpErrorOptions) => new HttpError(409, code, options);
export const tooManyRequests = (code: ErrorCode, retryAfterSeconds: number) =>
  new HttpError(429, code, {
    headers: { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/**
 * A zod verdict as the API's 400: each issue's code is its rule's registered code (the contract's
 * `msg(...)`), or `invalid_value` for zod's own wording; messages are the codes' French texts.
 */
export function validationError(issues: readonly { path: PropertyKey[] | string; message?: string }[]) {
  const worded = issues.map((issue) => {
    const code: ErrorCode = isErrorCode(issue.message) ? issue.message : "invalid_value";
    const path = typeof issue.path === "string" ? issue.path : issue.path.map(String).join(".");
    return { path, code, message: frenchText(code) };
  });
  return new HttpError(400, "validation", {
    message: worded[0]?.message ?? frenchText("validation"),
    issues: worded,
  });
}

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
const constraintAnswers: Record<string, { status: number; code: ErrorCode }> = {
  "23503": { status: 404, code: "reference_not_found" },
  "23505": { status: 409, code: "already_exists" },
  // program_limit_exceeded: a text too long for a search vector, an index row or a field.
  "54000": { status: 413, code: "text_too_long" },
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
  if (e?.code === "FST_REQ_FILE_TOO_LARGE") return new HttpError(413, "file_too_large");
  if (e?.statusCode === 413) return new HttpError(413, "form_too_large");
  return badRequest("invalid_multipart");
}

/** The API's error body for a registered code: `{ message, code }`, the message in French. */
export const answer = (code: ErrorCode) => ({ message: frenchText(code), code });

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
    .send(answer(status === 414 ? "uri_too_long" : "bad_url"));
}

/** One place turns every error into the API's JSON shape; no stack trace or SQL ever leaves. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const refused = validationError(
        err.validation.map((v) => ({
          path: String(v.instancePath ?? "")
            .replace(/^\//, "")
            .replaceAll("/", "."),
          message: v.message,
        })),
      );
      return reply.code(400).send({ message: refused.message, code: refused.code, issues: refused.issues });
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
      return reply.code(500).send(answer("internal"));
    }
    switch (err.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return reply.code(400).send(answer("invalid_json"));
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return reply.code(413).send(answer("payload_too_large"));
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return reply.code(415).send(answer("unsupported_media_type"));
    }
    if (err.statusCode === 429) {
      return reply.code(429).send(answer("rate_limited"));
    }
    if (err.validation) {
      return reply.code(400).send(answer("validation"));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(answer("bad_request"));
    }
    const inputCode = databaseCode(err, (code) => invalidInputCodes.has(code));
    if (inputCode) {
      // The code only: the query's parameters in the message are the request's data.
      req.log.warn(
        { code: inputCode, route: req.routeOptions.url },
        "database refused a value of the request",
      );
      return reply.code(400).send(answer("invalid_input"));
    }
    const conflictCode = databaseCode(err, (code) => code in constraintAnswers);
    if (conflictCode) {
      // A reference to a row that does not exist, or a second copy of one that must be unique: the
      // services check what they expect; this answers what slipped past them without a 500.
      const refusal = constraintAnswers[conflictCode];
      req.log.warn(
        { code: conflictCode, route: req.routeOptions.url },
        "database refused the request's data",
      );
      return reply.code(refusal.status).send(answer(refusal.code));
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: rootMessage(err) }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send(answer("db_unavailable"));
    }
    req.log.error({ err }, "unhandled error");
    return reply.code(500).send(answer("internal"));
  });
}
