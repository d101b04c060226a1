import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildServerIfStale } from "../../scripts/build-if-stale.mjs";

export const repoRoot = join(import.meta.dirname, "..", "..");

/** Every variable `server/config.ts` reads: the caller's shell may set any of them, only ours count. */
export const APP_VARIABLES = [
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "DEMO_PASSWORD",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "AI_BASE_URL",
  "AI_API_KEY",
  "AI_MODEL_MINI",
  "AI_MODEL_FULL",
  "AI_TIMEOUT_MS",
  "SESSION_IDLE_MINUTES",
  "SESSION_ABSOLUTE_HOURS",
  "COOKIE_SECURE",
  "TRUST_PROXY",
  "SIGNUP_RATE_LIMIT",
  "LOG_LEVEL",
  "NODE_ENV",
  "CLIENT_DIR",
];

/** Every child still running is killed when the harness process exits, whatever the reason. */
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  hasExited: () => boolean;
  /** What the server wrote on stdout and stderr (the last 100 kB). */
  output: () => string;
  /** Polls GET /api/health until it answers 200; milliseconds since the spawn. */
  waitReady: (timeoutMs?: number) => Promise<number>;
  kill: (signal: NodeJS.Signals) => void;
  /** Sends SIGTERM and waits (bounded) for the exit, SIGKILL after the bound. */
  stop: (
    timeoutMs?: number,
  ) => Promise<{ shutdownMs: number; code: number | null; signal: string | null; timedOut: boolean }>;
};

export type LaunchOptions = {
  /** A PostgreSQL URL; the embedded database in `dataDir` when absent. */
  databaseUrl?: string;
  /** A fresh folder under the system temp folder when absent; the caller removes it. */
  dataDir?: string;
  port?: number;
  clientDir?: string;
  logLevel?: string;
  /** Any other variable of `server/config.ts`. */
  env?: Record<string, string>;
};

/**
 * Spawns the real server as production runs it, the compiled build on plain Node
 * (`node dist/server/main.mjs`, built first when its sources changed), and returns at once;
 * `waitReady` waits for it. No demo mode and no admin unless `env` asks for them.
 */
export async function launchServer(opts: LaunchOptions = {}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  // On PostgreSQL the folder is never opened: no need to make one.
  const dataDir =
    opts.dataDir ??
    (opts.databaseUrl ? join(tmpdir(), "praxis-ops-unused") : mkdtempSync(join(tmpdir(), "praxis-ops-")));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of APP_VARIABLES) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: opts.logLevel ?? "warn",
    NODE_ENV: "development",
    ...opts.env,
  });
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  if (opts.clientDir) env.CLIENT_DIR = opts.clientDir;
  const main = join(buildServerIfStale(), "main.mjs");
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-100_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let hasExited = false;
  const exited = new Promise<Exit>((resolve) => {
    child.once("exit", (code, signal) => {
      hasExited = true;
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const url = `http://127.0.0.1:${port}`;

  const waitReady = async (timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (hasExited) throw new Error(`the server exited during start-up:\n${log}`);
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${log}`);
      }
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  return {
    url,
    port,
    pid: child.pid ?? 0,
    dataDir,
    exited,
    hasExited: () => hasExited,
    output: () => log,
    waitReady,
    kill: (signal) => {
      if (!hasExited) child.kill(signal);
    },
    stop: async (timeoutMs = 10_000) => {
      const t0 = performance.now();
      if (!hasExited) child.kill("SIGTERM");
      const timer = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), timeoutMs).unref());
      const outcome = await Promise.race([exited, timer]);
      if (outcome === "timeout") {
        child.kill("SIGKILL");
        const after = await exited;
        return { shutdownMs: performance.now() - t0, ...after, timedOut: true };
      }
      return { shutdownMs: performance.now() - t0, ...outcome, timedOut: false };
    },
  };
}
