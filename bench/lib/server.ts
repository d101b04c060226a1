import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const repoRoot = join(import.meta.dirname, "..", "..");

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
const APP_VARIABLES = [
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "DEMO_PASSWORD",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "AI_BASE_URL",
  "AI_API_KEY",
  "SESSION_IDLE_MINUTES",
  "SESSION_ABSOLUTE_HOURS",
  "COOKIE_SECURE",
  "TRUST_PROXY",
  "LOG_LEVEL",
  "NODE_ENV",
  "CLIENT_DIR",
];

/** Every child still running is killed if the harness exits early (error, Ctrl-C). */
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping (a PostgreSQL pass may leave a praxis_bench_* database behind)`);
    process.exit(130);
  });
}

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

export type RunningServer = {
  url: string;
  pid: number;
  dataDir: string;
  /** Milliseconds from spawn to the first 200 of GET /api/health. */
  startMs: number;
  /** Sends SIGTERM and waits (bounded) for the exit: time taken and exit code. */
  stop: () => Promise<{ shutdownMs: number; code: number | null; signal: string | null; timedOut: boolean }>;
  /** What the server wrote on stderr/stdout (LOG_LEVEL=warn keeps it short), for error messages. */
  output: () => string;
};

/**
 * Starts the real server (`node --import tsx server/main.ts`) with a fresh embedded data folder,
 * or on `databaseUrl`. No demo mode and no admin: only migrations and the reference seed.
 */
export async function startServer(
  opts: { databaseUrl?: string; dataDir?: string; clientDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), "praxis-bench-"));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The caller's shell may set any of the app's variables (CI sets DATABASE_URL): only ours count.
  for (const name of APP_VARIABLES) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "development",
  });
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  if (opts.clientDir) env.CLIENT_DIR = opts.clientDir;
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (hasExited) throw new Error(`the server exited during start-up:\n${log}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${log}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const startMs = performance.now() - started;

  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    startMs,
    output: () => log,
    stop: async () => {
      const t0 = performance.now();
      if (!hasExited) child.kill("SIGTERM");
      const timer = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), STOP_TIMEOUT_MS).unref());
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

/** Removes a data folder made by startServer (only ones under the system temp folder). */
export function removeDataDir(dir: string) {
  if (dir.startsWith(join(tmpdir(), "praxis-bench-"))) rmSync(dir, { recursive: true, force: true });
}

export type Account = { userId: string; cookie: string; email: string; password: string };

/** Registers a new account through the API; returns its id and the `praxis_session` cookie. */
export async function register(url: string): Promise<Account> {
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@praxis.test`;
  const password = "bench-password-1";
  const res = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, firstName: "Camille", lastName: "Bench" }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json()) as { user?: { id?: string }; message?: string };
  if (res.status !== 201 || !body.user?.id) {
    throw new Error(`register answered ${res.status}: ${JSON.stringify(body)}`);
  }
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("praxis_session="));
  if (!session) throw new Error("register set no praxis_session cookie");
  return { userId: body.user.id, cookie: session, email, password };
}

/** GET with an optional cookie, bounded; the body parsed as JSON (null when it is not). */
export async function getJson(url: string, cookie?: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(15_000) });
  return { status: res.status, body: await res.json().catch(() => null) };
}
