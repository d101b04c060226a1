// The app as the browser tests see it: a fresh embedded database, demo mode and an admin account,
// served by the compiled server on plain Node, as in production.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale, buildServerIfStale } from "./build-if-stale.mjs";

process.env.PORT ??= "5055";
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "praxis-e2e-"));
process.env.DEMO_PASSWORD ??= "demo-e2e";
process.env.ADMIN_EMAIL ??= "admin@praxis.test";
process.env.ADMIN_PASSWORD ??= "admin-e2e-password";
process.env.LOG_LEVEL ??= "warn";
// The browser suite signs up many accounts from one address.
process.env.SIGNUP_RATE_LIMIT ??= "1000";
// Each port builds into its own folders, so test runs in parallel never overwrite each other's build.
process.env.CLIENT_DIR ??= `dist/client-e2e-${process.env.PORT}`;

buildIfStale();
// The server build takes about a second (esbuild), against half a minute for the client's.
const server = buildServerIfStale(`dist/server-e2e-${process.env.PORT}`);
await import(pathToFileURL(join(server, "main.mjs")).href);
