import { resolve } from "node:path";
import { z } from "zod";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  DEMO_PASSWORD: z.string().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).max(128).optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  /** Model names sent to the endpoint for the product's two models. */
  AI_MODEL_MINI: z.string().default("gpt-4o-mini"),
  AI_MODEL_FULL: z.string().default("gpt-4o"),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  NODE_ENV: z.string().default("development"),
  LOG_LEVEL: z.string().default("info"),
  /** Set to "true" behind a TLS-terminating proxy so cookies are marked Secure. */
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  /** Sign-ups and demo logins allowed per minute from one address. */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Where the built client is served from. */
  CLIENT_DIR: z.string().default("dist/client"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoPassword: string | undefined;
  admin: { email: string; password: string } | undefined;
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    models: { "gpt-4o-mini": string; "gpt-4o": string };
    firstByteTimeoutMs: number;
    idleTimeoutMs: number;
  };
  session: { idleMs: number; absoluteMs: number; cookieSecure: boolean };
  /** Failed logins tolerated per account and per address before 429. */
  /** Sign-in throttling (see `login` in modules/auth/service.ts and docs/deploy.md). */
  loginThrottle: {
    /** Failures on one account from one address before that pair is refused (429) for the window. */
    perPair: number;
    pairWindowMs: number;
    /** Failures on one account from all addresses after which each attempt on it is slowed. */
    accountSlowdownFrom: number;
    accountWindowMs: number;
    slowdownStepMs: number;
    maxSlowdownMs: number;
    /** Failures from one address after which accounts not signed in from it lately are refused. */
    perIp: number;
    ipWindowMs: number;
    /** How long a successful sign-in makes an address known for that account. */
    knownForMs: number;
  };
  /** Requests per minute per address on register and demo. */
  signupRateLimit: number;
  demoTtlMs: number;
  logLevel: string;
  trustProxy: boolean;
  clientDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new Error("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    demoPassword: e.DEMO_PASSWORD || undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      models: { "gpt-4o-mini": e.AI_MODEL_MINI, "gpt-4o": e.AI_MODEL_FULL },
      firstByteTimeoutMs: e.AI_TIMEOUT_MS,
      idleTimeoutMs: e.AI_TIMEOUT_MS,
    },
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === "true" : e.NODE_ENV === "production",
    },
    loginThrottle: {
      perPair: 5,
      pairWindowMs: 15 * 60_000,
      accountSlowdownFrom: 20,
      accountWindowMs: 15 * 60_000,
      slowdownStepMs: 500,
      maxSlowdownMs: 5_000,
      perIp: 30,
      ipWindowMs: 3 * 60_000,
      knownForMs: 30 * 24 * 3_600_000,
    },
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    demoTtlMs: 24 * 3_600_000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === "true",
    clientDir: resolve(e.CLIENT_DIR),
  };
}

/** The app's notion of "now", replaceable in tests to check expiry without waiting. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
