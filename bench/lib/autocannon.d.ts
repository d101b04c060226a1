// autocannon ships no types; only what bench/lib/load.ts and bench/soak.ts use.
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
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
    "2xx": number;
  };
  /** The request being built: `setupRequest` returns it changed, or null to restart the sequence. */
  export type RawRequest = {
    method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };
  /** Per-connection scratch space, reset each time the connection starts the sequence again. */
  export type Context = Record<string, unknown>;
  export type Request = RawRequest & {
    setupRequest?: (req: RawRequest, context: Context) => RawRequest | null | undefined;
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, unknown>) => void;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: RawRequest["method"];
    body?: string;
    overallRate?: number;
    workers?: number;
    /** Each connection goes through these in order, then starts again with a fresh context. */
    requests?: Request[];
    initialContext?: Context;
    idReplacement?: boolean;
  };
  /** The connection a response came from; its iterator holds the context of the sequence. */
  export type Client = { requestIterator: { context: Context } };
  type Instance = Promise<Result> & {
    stop: () => void;
    on(event: "response", fn: (client: Client, status: number, bytes: number, ms: number) => void): void;
    on(event: "reqError", fn: (err: Error) => void): void;
    on(event: "tick", fn: (counts: { counter: number; bytes: number }) => void): void;
  };
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
