import autocannon, { type Options } from "autocannon";

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
