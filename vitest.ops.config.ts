import { defineConfig } from "vitest/config";

/**
 * Operations checks (`ops/`): the real server started as a child process, on PGlite or PostgreSQL.
 * OPS_SUITE picks a part: `embedded` (no PostgreSQL needed), `postgres` (the ops/postgres-*.test.ts
 * files), `soak` (the long ops/*.soak.test.ts ones); unset, every quick one (`npm run test:ops`).
 */
const suite = process.env.OPS_SUITE ?? "quick";
const include = {
  quick: ["ops/*.test.ts"],
  embedded: ["ops/*.test.ts"],
  postgres: ["ops/postgres-*.test.ts"],
  soak: ["ops/*.soak.test.ts"],
}[suite];
if (!include) throw new Error(`OPS_SUITE must be embedded, postgres or soak, not ${suite}`);
const exclude = {
  quick: ["ops/*.soak.test.ts"],
  embedded: ["ops/*.soak.test.ts", "ops/postgres-*.test.ts"],
  postgres: [],
  soak: [],
}[suite];

export default defineConfig({
  test: {
    include,
    exclude: exclude ?? [],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Each file starts servers of its own. The two PostgreSQL files spend much of their time waiting
    // (an outage, a start behind an advisory lock): they run side by side; the others one at a time.
    fileParallelism: suite === "postgres",
    maxWorkers: suite === "postgres" ? 2 : 1,
    reporters: process.env.REPORT_DIR ? ["default", "json"] : ["default"],
    outputFile: process.env.REPORT_DIR
      ? { json: `${process.env.REPORT_DIR}/vitest-ops-${suite}.json` }
      : undefined,
  },
});
