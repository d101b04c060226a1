import type { ChatModel } from "../../../shared/domain/tokens";
import { estimateTokens } from "../../../shared/domain/tokens";
import { AiError, type AiMessage, type AiProvider, type GenerateInput, type Usage } from "./engine";

export type OpenAiOptions = {
  baseUrl?: string;
  apiKey?: string;
  /** Model names to send for the two models the product offers. */
  models?: Partial<Record<ChatModel, string>>;
  /** Time allowed until the first byte, and between two chunks. */
  firstByteTimeoutMs?: number;
  idleTimeoutMs?: number;
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

/** Reads `data:` lines of a server-sent event stream. */
async function* sseData(body: ReadableStream<Uint8Array>, idleTimeoutMs: number, signal?: AbortSignal) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    while (true) {
      let timer: NodeJS.Timeout | undefined;
      const idle = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new AiError("Le service d'IA ne répond plus.", "ai_timeout")),
          idleTimeoutMs,
        );
      });
      const { value, done } = await Promise.race([reader.read(), idle]).finally(() => clearTimeout(timer));
      if (done) break;
      if (signal?.aborted) return;
      buffer += decoder.decode(value, { stream: true });
      let nl = buffer.indexOf("\n");
      while (nl >= 0) {
        const line = buffer.slice(0, nl).trim();
        buffer = buffer.slice(nl + 1);
        if (line.startsWith("data:")) yield line.slice(5).trim();
        nl = buffer.indexOf("\n");
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/** Any OpenAI-compatible Chat Completions endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp), streamed. */
export function openaiProvider(opts: OpenAiOptions): AiProvider {
  const base = (opts.baseUrl ?? "").replace(/\/+$/, "");
  const firstByte = opts.firstByteTimeoutMs ?? 30_000;
  const idle = opts.idleTimeoutMs ?? 30_000;
  return {
    name: "openai",
    async *generate(input: GenerateInput, usage?: Usage) {
      const messages: AiMessage[] = [
        { role: "system", content: systemPrompt(input) },
        ...input.messages.filter((m) => m.role !== "system"),
      ];
      // Bounds the wait for the response only: the reply then streams as long as chunks keep coming
      // (`idle` between two). A signal given to fetch also aborts the body, so this one is disarmed.
      const firstByteTimeout = new AbortController();
      const timer = setTimeout(() => firstByteTimeout.abort(), firstByte);
      const timeout = firstByteTimeout.signal;
      const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
      let res: Response;
      try {
        res = await fetch(`${base}/chat/completions`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: opts.models?.[input.model] ?? input.model,
            messages,
            stream: true,
            temperature: 0.3,
            max_tokens: input.model === "gpt-4o" ? 4000 : 1500,
          }),
          signal,
        });
      } catch {
        if (input.signal?.aborted) return;
        if (timeout.aborted) throw new AiError("Le service d'IA n'a pas répondu à temps.", "ai_timeout");
        throw new AiError("Le service d'IA est injoignable.", "ai_unavailable");
      } finally {
        clearTimeout(timer);
      }
      if (!res.ok || !res.body) {
        throw new AiError(`Le service d'IA a refusé la demande (HTTP ${res.status}).`, "ai_unavailable");
      }
      let text = "";
      let reported = 0;
      for await (const data of sseData(res.body, idle, input.signal)) {
        if (data === "[DONE]") break;
        let chunk: { choices?: { delta?: { content?: string } }[]; usage?: { completion_tokens?: number } };
        try {
          chunk = JSON.parse(data);
        } catch {
          throw new AiError("Le service d'IA a envoyé une réponse illisible.", "ai_bad_response");
        }
        if (chunk.usage?.completion_tokens) reported = chunk.usage.completion_tokens;
        const piece = chunk.choices?.[0]?.delta?.content;
        if (piece) {
          text += piece;
          yield piece;
        }
      }
      if (usage) usage.tokens = reported || estimateTokens(text);
    },
  };
}
