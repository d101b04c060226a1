// `npm start`: build the client if needed, then run the server (migrations and seed run at start).
import { register } from "tsx/esm/api";
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
register();
await import("../server/main.ts");
