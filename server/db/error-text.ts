import { inspect } from "node:util";

/**
 * What went wrong, as text for a log line: an Error's message (with its cause's), a thrown
 * object's message, errno, code or status (PGlite's WASM runtime throws plain objects), else the value itself
 * written out, never "[object Object]".
 */
export function errorText(err: unknown): string {
  if (err instanceof Error) {
    const text = err.message || err.name;
    return err.cause === undefined ? text : `${text} (cause: ${errorText(err.cause)})`;
  }
  if (typeof err === "object" && err !== null) {
    const { name, message, ...fields } = err as Record<string, unknown>;
    if (typeof message === "string" && message) {
      const label = typeof name === "string" && name && !message.startsWith(name) ? `${name}: ` : "";
      return `${label}${message}`;
    }
    // Emscripten's file system throws { name: "ErrnoError", errno }, its runtime { name: "ExitStatus", status }.
    const found = (["errno", "code", "status"] as const).filter((k) => fields[k] !== undefined);
    if (found.length)
      return `${typeof name === "string" && name ? name : "error"} (${found.map((k) => `${k} ${String(fields[k])}`).join(", ")})`;
    return inspect(err, { depth: 2, breakLength: Number.POSITIVE_INFINITY });
  }
  return String(err);
}
