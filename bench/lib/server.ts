import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, launchServer, repoRoot } from "../../ops/lib/server";
import type { FreshDatabase } from "./postgres";

export { freePort, repoRoot };

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping (a PostgreSQL pass may leave a praxis_bench_* database behind)`);
    process.exit(130);
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
 * Starts the real server (the compiled build, `node dist/server/main.mjs`: see `ops/lib/server.ts`) with a fresh
 * embedded data folder, or on `databaseUrl`. No demo mode and no admin: only migrations and the
 * reference seed.
 */
export async function startServer(
  opts: { databaseUrl?: string; dataDir?: string; clientDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const server = await launchServer({
    env: opts.env,
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir ?? mkdtempSync(join(tmpdir(), "praxis-bench-")),
    clientDir: opts.clientDir,
  });
  const startMs = await server.waitReady(START_TIMEOUT_MS);
  return {
    url: server.url,
    pid: server.pid,
    dataDir: server.dataDir,
    startMs,
    output: server.output,
    stop: () => server.stop(STOP_TIMEOUT_MS),
  };
}

/** Removes a data folder made by startServer (only ones under the system temp folder). */
export function removeDataDir(dir: string) {
  if (dir.startsWith(join(tmpdir(), "praxis-bench-"))) rmSync(dir, { recursive: true, force: true });
}

/** After one run: stops its server, removes its data directory and drops its database (each if any). */
export async function cleanUpRun(
  { server, dataDir, fresh }: { server?: RunningServer; dataDir?: string; fresh?: FreshDatabase },
  log: (line: string) => void,
) {
  if (server) await server.stop().catch(() => {});
  if (dataDir) removeDataDir(dataDir);
  if (fresh) {
    await fresh.drop().then(
      () => log(`dropped database ${fresh.name}`),
      (e: Error) => log(`could not drop ${fresh.name}: ${e.message}`),
    );
  }
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

export type ProcessSample = { rssMb: number; cpuSeconds: number };

/**
 * Resident memory and CPU time (user + system) of a process, from /proc (Linux); null when the
 * process is gone or /proc is not there.
 */
export function processSample(pid: number): ProcessSample | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rssKb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    if (!Number.isFinite(rssKb) || !Number.isFinite(ticks)) return null;
    return { rssMb: Math.round((rssKb / 1024) * 10) / 10, cpuSeconds: ticks / CLOCK_TICKS };
  } catch {
    return null;
  }
}

/** USER_HZ: 100 on every Linux platform Node supports. */
const CLOCK_TICKS = 100;
