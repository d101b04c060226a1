import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../../test/fake-openai";
import { AiError, engineOf, type GenerateInput } from "./engine";
import { localProvider } from "./local-provider";
import { type OpenAiOptions, openaiProvider, retryAfterMs } from "./openai-provider";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const input = (over: Partial<GenerateInput> = {}): GenerateInput => ({
  messages: [{ role: "user", content: "Comment activer un contrat ?" }],
  model: "gpt-4o-mini",
  language: "fr",
  persona: "alfa",
  context: [
    {
      id: "p1",
      title: "Activation du contrat",
      text: "Le contrat passe au statut Activé.",
      link: "/knowledge?item=p1",
      rank: 1,
      matched: 2,
    },
  ],
  ...over,
});

/** A provider whose small model is `model` on the fake endpoint. */
const on = (model: string, over: OpenAiOptions = {}) =>
  openaiProvider({
    baseUrl: fake.baseUrl,
    apiKey: "sk-test-0123456789",
    models: { "gpt-4o-mini": model },
    ...over,
  });

async function collect(iter: AsyncIterable<string>) {
  let text = "";
  for await (const c of iter) text += c;
  return text;
}

/** Runs a generation to its end; returns the text received and the error it ended with, if any. */
async function attempt(model: string, over: OpenAiOptions = {}, signal?: AbortSignal) {
  let text = "";
  const usage = { tokens: 0 };
  try {
    for await (const c of on(model, over).generate(input({ signal }), usage)) text += c;
    return { text, usage, error: undefined };
  } catch (error) {
    return { text, usage, error: error as AiError };
  }
}

const requestsFor = (model: string) => fake.requests.filter((r) => r.body.model === model).length;

describe("OpenAI-compatible provider", () => {
  it("streams the reply, maps the model name and sends the retrieved passages", async () => {
    const provider = on("local-mini");
    const usage = { tokens: 0 };
    expect(await collect(provider.generate(input(), usage))).toBe("Réponse du modèle [1]");
    expect(usage.tokens).toBe(7);
    const last = fake.requests.at(-1)!;
    expect(last.authorization).toBe("Bearer sk-test-0123456789");
    expect(last.body.model).toBe("local-mini");
    expect(last.body.stream).toBe(true);
    expect(last.body.messages[0].role).toBe("system");
    expect(last.body.messages[0].content).toContain("[1] Activation du contrat");
    expect(last.body.messages.at(-1)).toEqual({ role: "user", content: "Comment activer un contrat ?" });
  });

  it("names its engine by the model it sends; the local engine is 'local'", () => {
    expect(engineOf(on("mistral-small"), "gpt-4o-mini")).toBe("mistral-small");
    expect(engineOf(on("mistral-small"), "gpt-4o")).toBe("gpt-4o");
    expect(engineOf(localProvider(), "gpt-4o")).toBe("local");
  });

  it("reads a plain JSON answer from an endpoint that does not stream", async () => {
    const { text, usage, error } = await attempt("json-model");
    expect(error).toBeUndefined();
    expect(text).toBe("Réponse JSON [1]");
    expect(usage.tokens).toBe(5);
  });

  it("reads a stream without usage (a role-only first chunk), estimating the tokens", async () => {
    const { text, usage, error } = await attempt("no-usage-model");
    expect(error).toBeUndefined();
    expect(text).toBe("Sans usage");
    expect(usage.tokens).toBeGreaterThan(0);
  });

  it("reads CRLF line ends and events cut anywhere across chunks, skipping reasoning", async () => {
    const { text, usage, error } = await attempt("crlf-model");
    expect(error).toBeUndefined();
    expect(text).toBe("Ligne coupée");
    expect(usage.tokens).toBe(3);
  });

  it("fails with the partial text when the stream carries an error event", async () => {
    const { text, error } = await attempt("error-mid-model");
    expect(text).toBe("Début de réponse");
    expect(error).toBeInstanceOf(AiError);
    expect(error?.code).toBe("ai_interrupted");
    expect(error?.detail).toContain("The server had an error");
  });

  it("fails when the connection closes before the end of the stream", async () => {
    const { text, error } = await attempt("drop-model");
    expect(text).toBe("Début de réponse");
    expect(error?.code).toBe("ai_interrupted");
  });

  it("refuses an empty reply", async () => {
    const { error } = await attempt("empty-model");
    expect(error?.code).toBe("ai_bad_response");
  });

  it("waits as long as Retry-After asks after a 429, then answers", async () => {
    const before = requestsFor("busy-once-model");
    const started = Date.now();
    const { text, error } = await attempt("busy-once-model");
    expect(error).toBeUndefined();
    expect(text).toBe("Réponse du modèle [1]");
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(requestsFor("busy-once-model") - before).toBe(2);
  });

  it("gives up as busy after its bounded retries", async () => {
    const before = requestsFor("busy-model");
    const { error } = await attempt("busy-model", { maxRetries: 3 });
    expect(error?.code).toBe("ai_busy");
    expect(error?.message).toBe("Le service d'IA est très sollicité. Réessayez dans un instant.");
    expect(error?.status).toBe(429);
    expect(requestsFor("busy-model") - before).toBe(4);
  });

  it("gives up at once when the endpoint asks for a wait longer than allowed", async () => {
    const before = requestsFor("busy-long-model");
    const started = Date.now();
    const { error } = await attempt("busy-long-model");
    expect(error?.code).toBe("ai_busy");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(requestsFor("busy-long-model") - before).toBe(1);
    expect(error?.detail).toContain("retry-after 120000 ms");
  });

  it("does not retry a quota refusal, which waiting cannot fix", async () => {
    const before = requestsFor("quota-model");
    const { error } = await attempt("quota-model");
    expect(error?.code).toBe("ai_unavailable");
    expect(requestsFor("quota-model") - before).toBe(1);
    expect(error?.detail).toContain("exceeded your current quota");
  });

  it("tells a refused key (401) and a refused access (403) apart from a network fault", async () => {
    const unauthorized = (await attempt("unauthorized-model")).error;
    expect(unauthorized?.code).toBe("ai_auth");
    expect(unauthorized?.status).toBe(401);
    // The cause is for an administrator's log; the key it quotes never is.
    expect(unauthorized?.detail).toContain("HTTP 401");
    expect(unauthorized?.detail).toContain("Incorrect API key provided");
    expect(unauthorized?.detail).not.toContain("0123456789");
    expect(unauthorized?.message).not.toContain("401");
    const forbidden = (await attempt("forbidden-model")).error;
    expect(forbidden?.code).toBe("ai_auth");
    expect(forbidden?.status).toBe(403);
    expect(forbidden?.detail).toContain("does not have access");
  });

  it("turns a server error into ai_unavailable: 500 at once, 503 after retries", async () => {
    const before = requestsFor("fail-model");
    const failed = (await attempt("fail-model")).error;
    expect(failed).toBeInstanceOf(AiError);
    expect(failed?.code).toBe("ai_unavailable");
    expect(failed?.detail).toContain("HTTP 500");
    expect(failed?.detail).toContain("boom");
    expect(requestsFor("fail-model") - before).toBe(1);

    const beforeBusy = requestsFor("unavailable-model");
    const unavailable = (await attempt("unavailable-model", { retryBaseMs: 10 })).error;
    expect(unavailable?.code).toBe("ai_unavailable");
    expect(unavailable?.status).toBe(503);
    expect(requestsFor("unavailable-model") - beforeBusy).toBe(3);
  });

  it("times out before the first byte, and between two chunks", async () => {
    const silent = await attempt("slow-model", { firstByteTimeoutMs: 300 });
    expect(silent.error?.code).toBe("ai_timeout");
    expect(silent.error?.message).toBe("Le service d'IA n'a pas répondu à temps.");

    const headersOnly = await attempt("silent-stream-model", { idleTimeoutMs: 300 });
    expect(headersOnly.error?.code).toBe("ai_timeout");

    const stalled = await attempt("stall-model", { idleTimeoutMs: 300 });
    expect(stalled.text).toBe("Réponse ");
    expect(stalled.error?.code).toBe("ai_timeout");
    expect(stalled.error?.message).toBe("Le service d'IA ne répond plus.");
  });

  it("stops quietly when the caller aborts, mid-stream or while waiting to retry", async () => {
    // Stopped once the first chunk has come (a timer could fire before it on a loaded machine).
    const mid = new AbortController();
    let text = "";
    for await (const c of on("slow-stream-model").generate(input({ signal: mid.signal }), { tokens: 0 })) {
      text += c;
      mid.abort();
    }
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toBe("Réponse lente du modèle [1]");

    // Stopped once the endpoint has been asked (its 429 asks for a 1 s wait), however long that took.
    const waiting = new AbortController();
    const before = requestsFor("busy-once-model");
    let abortedAt = 0;
    const asked = vi
      .waitFor(() => expect(requestsFor("busy-once-model")).toBeGreaterThan(before), {
        timeout: 5000,
        interval: 5,
      })
      .then(() => new Promise((resolve) => setTimeout(resolve, 50)))
      .then(() => {
        abortedAt = Date.now();
        waiting.abort();
      });
    const retry = await attempt("busy-once-model", {}, waiting.signal);
    await asked;
    // Either the 429 came (and the wait was cut short) or the stream had started: no error either way.
    expect(retry.error).toBeUndefined();
    expect(Date.now() - abortedAt).toBeLessThan(500);
  });

  it("reports an unreachable endpoint", async () => {
    const provider = openaiProvider({ baseUrl: "http://127.0.0.1:9/v1", firstByteTimeoutMs: 2000 });
    const err = await collect(provider.generate(input())).catch((e) => e);
    expect(err.code).toBe("ai_unavailable");
    expect(err.message).toBe("Le service d'IA est injoignable.");
  });

  it("reads Retry-After in seconds, as a date, and retry-after-ms", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs(new Headers({ "retry-after": "2" }), now)).toBe(2000);
    expect(retryAfterMs(new Headers({ "retry-after": "0.5" }), now)).toBe(500);
    expect(retryAfterMs(new Headers({ "retry-after": "Thu, 01 Jan 2026 00:00:03 GMT" }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ "retry-after-ms": "250", "retry-after": "9" }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ "retry-after": "bientôt" }), now)).toBeUndefined();
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });
});
