// `npm start`: build the client and the server when their sources changed, then run the compiled
// server on plain Node, in this process (migrations and seed run at start).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale, buildServerIfStale } from "./build-if-stale.mjs";

buildIfStale();
const server = buildServerIfStale();
await import(pathToFileURL(join(server, "main.mjs")).href);
