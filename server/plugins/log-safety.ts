/**
 * What the log may hold of an error or a line: never a request's data. A failed query's message
 * carries its SQL parameters (a document's whole text, a user's input); only the error's kind, code
 * and the first line of its message are kept, and no line written exceeds 16 KB.
 */
export const MAX_LOG_LINE_BYTES = 16 * 1024;
const MAX_MESSAGE_CHARS = 500;

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };
type ErrorLike = { name?: string; message?: unknown; code?: unknown; cause?: unknown; stack?: string };

function firstLine(message: unknown): string {
  const text = String(message ?? "");
  // Drizzle: "Failed query: <sql>\nparams: <values>": the values go.
  const head = text.split(/\nparams:/)[0].split("\n")[0];
  return head.length > MAX_MESSAGE_CHARS ? `${head.slice(0, MAX_MESSAGE_CHARS)}…` : head;
}

/** An error as logged: kind, code, first line of the message, the cause's the same way, and the stack's frames. */
export function safeError(err: unknown, depth = 0): LoggedError {
  const e = (err ?? {}) as ErrorLike;
  const out: LoggedError = { type: e.name ?? typeof err, message: firstLine(e.message ?? err), stack: "" };
  if (typeof e.code === "string" || typeof e.code === "number") out.code = e.code;
  if (typeof e.stack === "string")
    out.stack = e.stack
      .split("\n")
      .filter((l) => l.trimStart().startsWith("at "))
      .slice(0, 12)
      .join("\n");
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1);
  if (!out.stack) delete (out as Partial<LoggedError>).stack;
  return out;
}

/** The last guard: a line longer than the limit is replaced by a short line that says so. */
export function capLogLine(line: string): string {
  if (line.length <= MAX_LOG_LINE_BYTES) return line;
  const field = (name: string) => line.match(new RegExp(`"${name}":(\\d+)`))?.[1];
  const msg = line.match(/"msg":"((?:[^"\\]|\\.){0,300})/)?.[1] ?? "";
  return `${JSON.stringify({
    level: Number(field("level") ?? 40),
    time: Number(field("time") ?? Date.now()),
    msg: `log line of ${line.length} characters cut: ${JSON.parse(`"${msg.replace(/\\$/, "")}"`)}`,
  })}\n`;
}
