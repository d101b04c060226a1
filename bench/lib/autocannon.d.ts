// autocannon ships no types; only what bench/lib/load.ts uses.
declare module "autocannon" {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number } & Record<
    `p${string}`,
    number
  >;
  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram & { totalCount: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    "2xx": number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    overallRate?: number;
    workers?: number;
  };
  type Instance = Promise<Result> & { stop: () => void };
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
