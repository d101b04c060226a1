import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const inputs = ["client", "shared", "vite.config.ts", "package-lock.json", "tsconfig.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds the client when the build is missing or older than its sources, so later starts are fast. */
export function buildIfStale(outDir = process.env.CLIENT_DIR ?? "dist/client") {
  const stamp = join(outDir, ".build-stamp");
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const newest = Math.max(...inputs.map(newestMtime));
  if (built && built >= newest) return;
  console.log("Building the client…");
  execFileSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn", "--outDir", resolve(outDir)],
    {
      stdio: "inherit",
    },
  );
  writeFileSync(stamp, new Date().toISOString());
}
