// The reading process does not inherit the TypeScript loader the app runs under: register it, then
// load the reader.
import { register } from "tsx/esm/api";

// What a library prints while reading a document is not the app's log (and may quote the document).
for (const level of ["log", "info", "warn", "error", "debug", "trace", "dir"]) console[level] = () => {};
process.stdout.write = () => true;
process.stderr.write = () => true;

register();
await import("./extract-worker.ts");
