// The app as the browser tests see it: a fresh embedded database, demo mode and an admin account.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { register } from "tsx/esm/api";
import { buildIfStale } from "./build-if-stale.mjs";

process.env.PORT ??= "5055";
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "praxis-e2e-"));
process.env.DEMO_PASSWORD ??= "demo-e2e";
process.env.ADMIN_EMAIL ??= "admin@praxis.test";
process.env.ADMIN_PASSWORD ??= "admin-e2e-password";
process.env.LOG_LEVEL ??= "warn";
// The browser suite signs up many accounts from one address.
process.env.SIGNUP_RATE_LIMIT ??= "1000";
// Each port builds into its own folder, so test runs in parallel never overwrite each other's build.
process.env.CLIENT_DIR ??= `dist/client-e2e-${process.env.PORT}`;

buildIfStale();
register();
await import("../server/main.ts");
