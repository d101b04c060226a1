import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
      "@": fileURLToPath(new URL("./client", import.meta.url)),
    },
  },
  test: {
    include: ["server/**/*.test.ts", "shared/**/*.test.ts", "client/**/*.test.ts"],
    globalSetup: ["server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // CI collects a JSON report per pass for its closing summary.
    reporters: process.env.REPORT_DIR ? ["default", "json"] : ["default"],
    outputFile: process.env.REPORT_DIR
      ? { json: `${process.env.REPORT_DIR}/vitest-${process.env.VITEST_REPORT ?? "pglite"}.json` }
      : undefined,
  },
});
