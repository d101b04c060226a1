/** Nearest-rank percentile of an ascending list (NaN when empty). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;

const round = (n: number) => Math.round(n * 100) / 100;

export type Latencies = {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  reqPerSec: number;
};

/** Latency percentiles and throughput of timed requests made over `wallMs`. */
export function summarise(samples: number[], wallMs: number): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
    reqPerSec: Math.round((samples.length / wallMs) * 1000),
  };
}
