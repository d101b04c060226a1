import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const clientInputs = ["client", "shared", "vite.config.ts", "package-lock.json", "tsconfig.json"];
const serverInputs = ["server", "shared", "package-lock.json", "tsconfig.json", "scripts/build-server.mjs"];

/** The newest change under `path`: a folder counts too, so a deleted or renamed file is a change. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

/**
 * Runs `fn` holding a lock on `outDir`, so two processes started together (test files, instances on
 * one copy of the code) do not build into the same folder at once. A lock left by a dead process is
 * taken over.
 */
function withLock(outDir, fn) {
  const lock = `${outDir}.lock`;
  mkdirSync(dirname(lock), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
      let holder = 0;
      try {
        holder = Number(readFileSync(join(lock, "pid"), "utf8"));
      } catch {
        // being created or removed: look again
      }
      // No pid after ten seconds: its maker died between creating the lock and writing the pid.
      const orphan =
        !holder && Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 10_000;
      if ((holder && !alive(holder)) || orphan) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is still held after 10 minutes`);
      else sleep(200);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Runs `build` when `outDir` has no build newer than its inputs. The stamp takes the time the build
 * started, so a source saved during a build makes the next call build again.
 */
function buildWhenStale(outDir, inputs, label, build) {
  const stamp = join(outDir, ".build-stamp");
  const fresh = () => {
    const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
    return built > 0 && built >= Math.max(...inputs.map((input) => newestMtime(join(root, input))));
  };
  if (fresh()) return;
  withLock(outDir, () => {
    if (fresh()) return;
    const started = new Date();
    console.log(`Building the ${label}…`);
    build();
    writeFileSync(stamp, started.toISOString());
    utimesSync(stamp, started, started);
  });
}

/** Builds the client when the build is missing or older than its sources, so later starts are fast. */
export function buildIfStale(outDir = process.env.CLIENT_DIR ?? "dist/client") {
  const out = resolve(outDir);
  buildWhenStale(out, clientInputs, "client", () =>
    execFileSync(
      process.execPath,
      [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn", "--outDir", out],
      { cwd: root, stdio: "inherit" },
    ),
  );
}

/**
 * Compiles the server (scripts/build-server.mjs) when the build is missing or older than its
 * sources; returns the folder, whose `main.mjs` plain Node runs.
 */
export function buildServerIfStale(outDir = join(root, "dist/server")) {
  const out = resolve(outDir);
  buildWhenStale(out, serverInputs, "server", () =>
    execFileSync(process.execPath, [join(root, "scripts/build-server.mjs"), out], {
      cwd: root,
      stdio: "inherit",
    }),
  );
  return out;
}
