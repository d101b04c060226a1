export type Answer = {
  status: number;
  headers: Headers;
  body: unknown;
  /** The `x-upstream` header of the round-robin proxy: which instance answered (null without proxy). */
  upstream: number | null;
};

/** A browser-like client of one base URL that keeps the session cookie between requests. */
export class Client {
  cookie = "";

  constructor(readonly base: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    opts: { headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<Answer> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...opts.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
    });
    this.keepCookie(res);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    const upstream = res.headers.get("x-upstream");
    return {
      status: res.status,
      headers: res.headers,
      body: parsed,
      upstream: upstream ? Number(upstream) : null,
    };
  }

  get = (path: string, opts?: { timeoutMs?: number }) => this.request("GET", path, undefined, opts);
  post = (path: string, body: unknown = {}, opts?: { timeoutMs?: number }) =>
    this.request("POST", path, body, opts);

  keepCookie(res: Response) {
    const session = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("praxis_session="));
    if (session) this.cookie = session === "praxis_session=" ? "" : session;
  }

  /** Registers a new account (the client is then signed in); returns its email and password. */
  async register(label = "ops") {
    const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@praxis.test`;
    const password = "ops-password-1";
    const res = await this.post("/api/auth/register", {
      email,
      password,
      firstName: "Camille",
      lastName: "Ops",
    });
    if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
    const user = (res.body as { user: { id: string } }).user;
    return { id: user.id, email, password, upstream: res.upstream };
  }

  login(email: string, password: string) {
    return this.post("/api/auth/login", { email, password });
  }

  /**
   * Asks the chat for a streamed reply; resolves with every server-sent event and the time
   * (Date.now()) at which the chunk carrying it arrived.
   */
  async streamChat(message: string, opts: { timeoutMs?: number; onEvent?: (e: SseEvent) => void } = {}) {
    const res = await fetch(`${this.base}/api/chat/alfa-coordinated/coordinate`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", cookie: this.cookie },
      body: JSON.stringify({ message }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    const upstream = res.headers.get("x-upstream");
    const events: SseEvent[] = [];
    if (!res.body) throw new Error(`the chat answered ${res.status} without a body`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    let chunks = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks++;
      const at = Date.now();
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1] ?? "message";
        const data = /^data: (.+)$/m.exec(block)?.[1];
        const parsed: SseEvent = { event, data: data ? JSON.parse(data) : null, at };
        events.push(parsed);
        opts.onEvent?.(parsed);
        end = buffer.indexOf("\n\n");
      }
    }
    return {
      status: res.status,
      contentType: res.headers.get("content-type"),
      upstream: upstream ? Number(upstream) : null,
      events,
      chunks,
    };
  }
}

export type SseEvent = { event: string; data: unknown; at: number };

/** Polls `check` until it returns true, or fails after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
