import type { ChatModel } from "../../../shared/domain/tokens";
import { estimateTokens } from "../../../shared/domain/tokens";
import { AiError, type AiMessage, type AiProvider, type GenerateInput, pause, type Usage } from "./engine";

export type OpenAiOptions = {
  baseUrl?: string;
  apiKey?: string;
  /** Model names to send for the two models the product offers. */
  models?: Partial<Record<ChatModel, string>>;
  /** Time allowed until the first byte, and between two chunks. */
  firstByteTimeoutMs?: number;
  idleTimeoutMs?: number;
  /** Retries after a 429, 502, 503 or 504, before any of the reply has come (default 2). */
  maxRetries?: number;
  /** First back-off delay when the endpoint gives no Retry-After, doubled at each retry (default 1 s). */
  retryBaseMs?: number;
  /** Longest wait before one retry (default 10 s): an endpoint asking for more is busy at once. */
  maxRetryWaitMs?: number;
};

const personas = {
  alfa: {
    fr: "Tu es l'assistant expert de la plateforme de financement d'actifs Alfa, pour des consultants en crédit et leasing.",
    en: "You are the expert assistant for the Alfa asset-finance platform, for credit and leasing consultants.",
  },
  expert: {
    fr: "Tu es un expert de la réglementation et des pratiques du crédit et du leasing (crédit à la consommation, taux d'usure, Bâle/CRR, IFRS 16, LCB-FT, RGPD).",
    en: "You are an expert in credit and leasing regulation and practice (consumer credit, usury rate, Basel/CRR, IFRS 16, AML/KYC, GDPR).",
  },
  assessor: {
    fr: "Tu évalues la qualité de livrables de consultants en crédit et leasing.",
    en: "You assess the quality of deliverables written by credit and leasing consultants.",
  },
};

/** The system prompt: persona, the retrieved passages numbered for citation, and the rules. */
export function systemPrompt(input: GenerateInput): string {
  const fr = input.language === "fr";
  const sources = input.context.map((p, i) => `[${i + 1}] ${p.title}\n${p.text}`).join("\n\n");
  return [
    personas[input.persona][input.language],
    fr
      ? "Réponds en français, en markdown, uniquement à partir des sources ci-dessous, en citant [n]. Si elles ne couvrent pas la question, dis-le simplement."
      : "Answer in English, in markdown, only from the sources below, citing [n]. If they do not cover the question, say so plainly.",
    sources
      ? `${fr ? "Sources" : "Sources"}:\n\n${sources}`
      : fr
        ? "Aucune source trouvée."
        : "No source found.",
  ].join("\n\n");
}

const messages = {
  firstByte: "Le service d'IA n'a pas répondu à temps.",
  idle: "Le service d'IA ne répond plus.",
  unreachable: "Le service d'IA est injoignable.",
  unavailable: "Le service d'IA est indisponible pour le moment.",
  busy: "Le service d'IA est très sollicité. Réessayez dans un instant.",
  auth: "Le service d'IA refuse l'accès à Praxis. Un administrateur doit vérifier sa configuration.",
  interrupted: "Le service d'IA a interrompu sa réponse.",
  unreadable: "Le service d'IA a envoyé une réponse illisible.",
  empty: "Le service d'IA a envoyé une réponse vide.",
};

// What an endpoint says about a failure may quote the credentials it was given ("Incorrect API key
// provided: sk-ab***yz"): those go before anything reaches a log.
function redact(text: string, apiKey?: string): string {
  let out = text;
  if (apiKey && apiKey.length >= 4) out = out.split(apiKey).join("[redacted]");
  return out
    .replace(/\b(sk|pk|rk|key)-[\w*.-]{4,}/gi, "[redacted]")
    .replace(/Bearer\s+\S+/gi, "Bearer [redacted]")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
}

/** The endpoint's own explanation in an error body ({ error: { message } }, { error }, { message }). */
function explanation(raw: string): { message: string; code?: string } {
  try {
    const body = JSON.parse(raw);
    const error = body?.error ?? body;
    if (typeof error === "string") return { message: error };
    return {
      message: String(error?.message ?? body?.message ?? raw),
      code:
        typeof error?.code === "string"
          ? error.code
          : typeof error?.type === "string"
            ? error.type
            : undefined,
    };
  } catch {
    return { message: raw };
  }
}

/** The first few kilobytes of a body, within `ms`: enough for an error's explanation. */
async function readSome(res: Response, ms: number, limit = 8192): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  try {
    while (text.length < limit) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<{ done: true; value?: undefined }>((resolve) => {
        timer = setTimeout(() => resolve({ done: true }), left);
      });
      const { done, value } = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // A body that breaks off still says what it said so far.
  } finally {
    reader.cancel().catch(() => {});
  }
  return text.slice(0, limit);
}

/** How long the endpoint asks to wait: `retry-after-ms`, or `retry-after` in seconds or as a date. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number(headers.get("retry-after-ms"));
  if (headers.get("retry-after-ms") && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get("retry-after")?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

type SseEvent = { event: string; data: string };

/**
 * Reads a server-sent event stream (LF, CRLF or CR line ends, events split anywhere across chunks),
 * yielding each event's joined `data` lines. Time between two chunks is bounded by `idleTimeoutMs`.
 * `raw` collects the body until a first event comes, for an endpoint that answers with plain JSON.
 */
async function* sseEvents(
  body: ReadableStream<Uint8Array>,
  idleTimeoutMs: number,
  raw: { text: string; keep: boolean },
  signal?: AbortSignal,
): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "message";
  let data: string[] = [];
  const line = function* (text: string): Generator<SseEvent> {
    if (text === "") {
      if (data.length) yield { event, data: data.join("\n") };
      event = "message";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? "" : text.slice(colon + 1).replace(/^ /, "");
    if (field === "data") data.push(value);
    else if (field === "event") event = value;
  };
  try {
    while (true) {
      let timer: NodeJS.Timeout | undefined;
      const idle = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new AiError(messages.idle, "ai_timeout", {
                detail: `no data from the endpoint for ${idleTimeoutMs} ms`,
              }),
            ),
          idleTimeoutMs,
        );
      });
      const { value, done } = await Promise.race([reader.read(), idle]).finally(() => clearTimeout(timer));
      if (signal?.aborted) return;
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      if (raw.keep && raw.text.length < 4_000_000) raw.text += text;
      buffer += text;
      // A CR at the very end may be the first half of a CRLF: it waits for the next chunk.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? "";
      for (const l of lines) yield* line(l);
    }
    buffer += decoder.decode();
    for (const l of buffer.split(/\r\n|\r|\n/)) yield* line(l);
    yield* line("");
  } finally {
    reader.cancel().catch(() => {});
  }
}

type Completion = {
  choices?: {
    delta?: { content?: string | null };
    message?: { content?: string | null };
    finish_reason?: string | null;
  }[];
  usage?: { completion_tokens?: number };
  error?: unknown;
};

/** Any OpenAI-compatible Chat Completions endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp), streamed. */
export function openaiProvider(opts: OpenAiOptions): AiProvider {
  const base = (opts.baseUrl ?? "").replace(/\/+$/, "");
  const host = (() => {
    try {
      return new URL(base).host;
    } catch {
      return "endpoint";
    }
  })();
  const firstByte = opts.firstByteTimeoutMs ?? 30_000;
  const idle = opts.idleTimeoutMs ?? 30_000;
  const maxRetries = opts.maxRetries ?? 2;
  const retryBase = opts.retryBaseMs ?? 1000;
  const maxRetryWait = opts.maxRetryWaitMs ?? 10_000;
  const modelName = (model: GenerateInput["model"]) => opts.models?.[model] ?? model;
  const clean = (text: string) => redact(text, opts.apiKey);

  /** One request, bounded until its response headers arrive; undefined when the caller stopped. */
  async function send(input: GenerateInput, body: string): Promise<Response | undefined> {
    // Bounds the wait for the response only: the reply then streams as long as chunks keep coming
    // (`idle` between two). A signal given to fetch also aborts the body, so this one is disarmed.
    const firstByteTimeout = new AbortController();
    const timer = setTimeout(() => firstByteTimeout.abort(), firstByte);
    const timeout = firstByteTimeout.signal;
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    try {
      return await fetch(`${base}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream, application/json",
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body,
        signal,
      });
    } catch (err) {
      if (input.signal?.aborted) return undefined;
      if (timeout.aborted) {
        throw new AiError(messages.firstByte, "ai_timeout", {
          detail: `no response from ${host} within ${firstByte} ms`,
        });
      }
      const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
      throw new AiError(messages.unreachable, "ai_unavailable", {
        detail: `${host} unreachable: ${clean(cause?.code ?? cause?.message ?? (err as Error).message)}`,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  /** The response of the first attempt that is not refused for a passing reason (429, 502–504). */
  async function respond(input: GenerateInput, body: string): Promise<Response | undefined> {
    for (let attempt = 0; ; attempt++) {
      const res = await send(input, body);
      if (!res || res.ok) return res;
      const transient = res.status === 429 || res.status === 502 || res.status === 503 || res.status === 504;
      const said = explanation(await readSome(res, Math.min(idle, 5000)));
      // "insufficient_quota" comes as a 429 too, but waiting will not fix a billing matter.
      const quota = said.code === "insufficient_quota";
      const asked = retryAfterMs(res.headers);
      const wait = asked ?? retryBase * 2 ** attempt * (0.8 + Math.random() * 0.4);
      if (transient && !quota && attempt < maxRetries && wait <= maxRetryWait) {
        await pause(wait, input.signal);
        if (input.signal?.aborted) return undefined;
        continue;
      }
      const detail = `HTTP ${res.status} from ${host} (model ${modelName(input.model)}, attempt ${attempt + 1}${
        asked !== undefined ? `, retry-after ${Math.round(asked)} ms` : ""
      }): ${clean(said.message) || res.statusText}`;
      if (res.status === 401 || res.status === 403) {
        throw new AiError(messages.auth, "ai_auth", { detail, status: res.status });
      }
      if (res.status === 429 && !quota) {
        throw new AiError(messages.busy, "ai_busy", { detail, status: res.status });
      }
      throw new AiError(messages.unavailable, "ai_unavailable", { detail, status: res.status });
    }
  }

  return {
    name: "openai",
    engineLabel: modelName,
    async *generate(input: GenerateInput, usage?: Usage) {
      const messages_: AiMessage[] = [
        { role: "system", content: systemPrompt(input) },
        ...input.messages.filter((m) => m.role !== "system"),
      ];
      const body = JSON.stringify({
        model: modelName(input.model),
        messages: messages_,
        stream: true,
        stream_options: { include_usage: true },
        temperature: 0.3,
        max_tokens: input.model === "gpt-4o" ? 4000 : 1500,
      });
      const res = await respond(input, body);
      if (!res) return;
      if (!res.body)
        throw new AiError(messages.empty, "ai_bad_response", { detail: `empty body from ${host}` });

      let text = "";
      let reported = 0;
      let finished = false;
      let events = 0;
      const raw = { text: "", keep: true };
      const fail = (code: "ai_interrupted" | "ai_bad_response", detail: string) =>
        new AiError(code === "ai_interrupted" ? messages.interrupted : messages.unreadable, code, {
          detail: `${detail} (model ${modelName(input.model)}, ${text.length} characters received)`,
        });
      try {
        for await (const { event, data } of sseEvents(res.body, idle, raw, input.signal)) {
          events++;
          raw.keep = false;
          if (data.trim() === "[DONE]") {
            finished = true;
            break;
          }
          let chunk: Completion;
          try {
            chunk = JSON.parse(data);
          } catch {
            if (event === "error") throw fail("ai_interrupted", `error event from ${host}: ${clean(data)}`);
            throw fail("ai_bad_response", `unreadable event from ${host}`);
          }
          if (chunk.error || event === "error") {
            throw fail(
              "ai_interrupted",
              `error in the stream from ${host}: ${clean(explanation(data).message)}`,
            );
          }
          if (chunk.usage?.completion_tokens) reported = chunk.usage.completion_tokens;
          const choice = chunk.choices?.[0];
          const piece = choice?.delta?.content ?? choice?.message?.content;
          if (piece) {
            text += piece;
            yield piece;
          }
          if (choice?.finish_reason) finished = true;
        }
      } catch (err) {
        // The caller stopped: the body's read fails with an AbortError, which is no fault.
        if (input.signal?.aborted) return;
        if (err instanceof AiError) throw err;
        throw fail("ai_interrupted", `the connection to ${host} broke: ${clean((err as Error).message)}`);
      }
      if (input.signal?.aborted) return;
      if (events === 0) {
        // Not a stream: an endpoint that ignores `stream` answers with one JSON completion.
        const json = raw.text.trim();
        let completion: Completion;
        try {
          completion = JSON.parse(json);
        } catch {
          throw fail("ai_bad_response", `neither a stream nor JSON from ${host}`);
        }
        if (completion.error) {
          throw fail("ai_interrupted", `error from ${host}: ${clean(explanation(json).message)}`);
        }
        const content = completion.choices?.[0]?.message?.content ?? "";
        if (content) {
          text = content;
          yield content;
        }
        reported = completion.usage?.completion_tokens ?? 0;
        finished = true;
      }
      if (!finished) throw fail("ai_interrupted", `the stream from ${host} ended before its end mark`);
      if (!text.trim()) {
        throw new AiError(messages.empty, "ai_bad_response", {
          detail: `the reply from ${host} had no text (model ${modelName(input.model)})`,
        });
      }
      if (usage) usage.tokens = reported || estimateTokens(text);
    },
  };
}
