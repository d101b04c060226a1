import autocannon, { type Context, type Options } from "autocannon";
import { percentile } from "./latency";

export type LoadFigures = {
  url: string;
  connections: number;
  durationS: number;
  requests: number;
  reqPerSec: number;
  /** Latencies in ms (autocannon's histogram has a 1 ms resolution). */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

/** One bounded autocannon run (default 20 connections for 10 s). */
export async function load(opts: Options): Promise<LoadFigures> {
  const connections = opts.connections ?? 20;
  const duration = opts.duration ?? 10;
  const instance = autocannon({ connections, duration, timeout: 10, ...opts });
  // autocannon stops itself after `duration`; this guards against a run that never ends.
  const guard = setTimeout(() => instance.stop(), (duration + 20) * 1000);
  try {
    const r = await instance;
    return {
      url: new URL(opts.url).pathname,
      connections,
      durationS: r.duration,
      requests: r.requests.total,
      reqPerSec: Math.round(r.requests.total / r.duration),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
    };
  } finally {
    clearTimeout(guard);
  }
}

export type MeasuredFigures = LoadFigures & {
  /** Every response counts here (autocannon's own histogram keeps only the 2xx). */
  p95Ms: number;
  /** Answers by status code, e.g. { "200": 5120, "404": 2 }. */
  statusCodes: Record<string, number>;
  /** Answers that `expected` refused (by default: anything but 2xx). */
  unexpected: number;
  /** Status and start of the body of the first unexpected answer, to say what went wrong. */
  firstUnexpected: string | null;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * One bounded autocannon run that times every answer itself (sub-millisecond, any status) and
 * counts answers by status. Meant for `requests` sequences that build each request
 * (`setupRequest`), such as the routes of bench/lib/traffic.ts.
 */
export async function measure(
  opts: Options & {
    /** Whether an answer is right; `context` is the one of the request it answers. */
    expected?: (status: number, context: Context) => boolean;
  },
): Promise<MeasuredFigures> {
  const { expected = (s: number) => s >= 200 && s < 300, ...rest } = opts;
  const connections = rest.connections ?? 20;
  const duration = rest.duration ?? 10;
  let firstUnexpected: string | null = null;
  // Keeps the body of the first unexpected answer: a 400's message says which field was wrong.
  const requests = rest.requests?.map((r) => ({
    ...r,
    onResponse: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, unknown>,
    ) => {
      if (!expected(status, context) && firstUnexpected === null) {
        firstUnexpected = `${String(context.step ?? "")} ${status} ${body.slice(0, 300)}`.trim();
      }
      r.onResponse?.(status, body, context, headers);
    },
  }));
  const instance = autocannon({ connections, duration, timeout: 10, ...rest, requests });
  const times: number[] = [];
  let unexpected = 0;
  instance.on("response", (client, status, _bytes, ms) => {
    times.push(ms);
    if (!expected(status, client.requestIterator.context)) unexpected++;
  });
  const guard = setTimeout(() => instance.stop(), (duration + 20) * 1000);
  try {
    const r = await instance;
    times.sort((a, b) => a - b);
    const statusCodes: Record<string, number> = {};
    for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = count;
    return {
      url: new URL(rest.url).pathname,
      connections,
      durationS: r.duration,
      requests: times.length,
      reqPerSec: Math.round(times.length / r.duration),
      p50Ms: round2(percentile(times, 50)),
      p95Ms: round2(percentile(times, 95)),
      p99Ms: round2(percentile(times, 99)),
      maxMs: round2(times[times.length - 1] ?? Number.NaN),
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      statusCodes,
      unexpected,
      firstUnexpected,
    };
  } finally {
    clearTimeout(guard);
  }
}
