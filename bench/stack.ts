import { type BareServer, startBare } from "./lib/bare";
import { load } from "./lib/load";
import type { Benchmark } from "./lib/types";

/** Each piece of the app's plugin stack, added alone to a bare Fastify server (bench/lib/bare-server.mjs). */
const PIECES = ["none", "headers", "compress", "cookie", "rate-limit", "zod", "logger"] as const;
const ROUNDS = 3;
const DURATION_S = 3;
const CONNECTIONS = 20;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * What each plugin of the stack costs on its own: req/s of a constant GET with that piece only,
 * as a share of Fastify with nothing (rounds interleaved, medians, so a busy machine shifts all alike).
 */
export const stack: Benchmark = {
  name: "stack",
  description:
    "Cost of each plugin of the server stack alone (headers, compression, cookies, rate limit, zod, logger)",
  run: async (log) => {
    const servers: BareServer[] = [];
    try {
      for (const piece of PIECES) servers.push(await startBare(piece));
      const runs: Record<string, number[]> = Object.fromEntries(PIECES.map((p) => [p, []]));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, piece] of PIECES.entries()) {
          const f = await load({ url: servers[i].url, connections: CONNECTIONS, duration: DURATION_S });
          if (f.errors + f.non2xx + f.timeouts > 0) throw new Error(`${piece}: errors under load`);
          runs[piece].push(f.reqPerSec);
        }
        log(`round ${round + 1}: ${PIECES.map((p) => `${p} ${runs[p][round]}`).join(", ")}`);
      }
      const none = median(runs.none);
      const ratio = (p: string) => Math.round((median(runs[p]) / none) * 100) / 100;
      return [
        {
          variant: "stack",
          columns: ["piece", "req/s (median)", "÷ bare", "runs"],
          rows: PIECES.map((p) => [p, median(runs[p]), ratio(p), runs[p].join(" ")]),
          goals: [],
          figures: { rounds: ROUNDS, durationS: DURATION_S, connections: CONNECTIONS, runs },
          notes: [
            "headers: the app's security headers hook (plugins/security.ts) on a constant route",
            "zod: the response serialised through fastify-type-provider-zod, as every app route is",
            "logger: pino at level warn (the benchmark servers' level); info adds two lines per request",
          ],
        },
      ];
    } finally {
      for (const s of servers) await s.stop();
    }
  },
};
