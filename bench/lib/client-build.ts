import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { repoRoot } from "./server";

const BUILD_TIMEOUT_MS = 10 * 60_000;

/**
 * Builds the production client into its own folder, `dist/client-bench`, when its sources changed
 * (a build elsewhere, by npm start or the browser tests, empties dist/client meanwhile). Returns the
 * folder, or throws with the end of the build's error output.
 */
export function benchClient(log: (line: string) => void): string {
  const clientDir = join(repoRoot, "dist", "client-bench");
  log(`building the client into ${relative(repoRoot, clientDir)} if its sources changed`);
  try {
    execFileSync(
      process.execPath,
      ["-e", "import('./scripts/build-if-stale.mjs').then(m=>m.buildIfStale())"],
      {
        cwd: repoRoot,
        env: { ...process.env, CLIENT_DIR: clientDir },
        stdio: ["ignore", "inherit", "pipe"],
        timeout: BUILD_TIMEOUT_MS,
      },
    );
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim().split("\n").slice(-15).join("\n");
    throw new Error(`the client build failed:\n${stderr || (err as Error).message}`);
  }
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(`${clientDir}/index.html is missing after the build`);
  }
  return clientDir;
}
