import type { Language } from "../../../shared/domain/language";
import type { ChatModel } from "../../../shared/domain/tokens";
import type { Config } from "../../config";
import { localProvider } from "./local-provider";
import { openaiProvider } from "./openai-provider";

export type AiMessage = { role: "system" | "user" | "assistant"; content: string };

/** A passage found by retrieval, given to the provider as context and shown as a source. */
export type Passage = {
  id: string;
  title: string;
  text: string;
  link: string;
  rank: number;
  /** The share of the question's weighted concepts the passage holds (0–1). */
  matched: number;
  /** The language the passage is written in. */
  lang?: Language;
  category?: string;
  /** Quoted whole however long: a procedure gathered from the sections of its steps. */
  whole?: boolean;
};

export type GenerateInput = {
  /** The conversation so far, the last message being the user's question. */
  messages: AiMessage[];
  model: ChatModel;
  language: Language;
  /** Retrieved passages, numbered [1]..[n] in the order given. */
  context: Passage[];
  /** Who is answering, to frame the reply (the Alfa assistant or the regulation expert). */
  persona: "alfa" | "expert" | "assessor";
  signal?: AbortSignal;
};

export type Usage = { tokens: number };

export interface AiProvider {
  readonly name: "local" | "openai";
  /** Streams the reply as text chunks; `usage` is filled when the stream ends. */
  generate(input: GenerateInput, usage?: Usage): AsyncIterable<string>;
  /** Which engine answers for a model, as shown under a reply: "local", or the model name sent. */
  engineLabel?(model: ChatModel): string;
}

/** The engine that answers `model` on `provider` ("local" or the configured model's name). */
export function engineOf(provider: AiProvider, model: ChatModel): string {
  return provider.engineLabel?.(model) ?? (provider.name === "local" ? "local" : model);
}

export type AiErrorCode =
  | "ai_timeout"
  | "ai_unavailable"
  | "ai_bad_response"
  /** Rate limited (429) and still so after the allowed retries. */
  | "ai_busy"
  /** The endpoint refused the credentials (401/403): a configuration matter for an administrator. */
  | "ai_auth"
  /** The reply broke off: an error event or a closed connection in the middle of the stream. */
  | "ai_interrupted";

/**
 * A failure of the AI provider. `message` is worded for the user; `detail` is the cause for an
 * administrator's log (status, the endpoint's own explanation), with keys redacted and never any
 * user content.
 */
export class AiError extends Error {
  readonly detail?: string;
  readonly status?: number;
  constructor(
    message: string,
    readonly code: AiErrorCode,
    opts: { detail?: string; status?: number } = {},
  ) {
    super(message);
    this.detail = opts.detail;
    this.status = opts.status;
  }
}

export function createAiProvider(config: Config): AiProvider {
  return config.ai.baseUrl ? openaiProvider(config.ai) : localProvider();
}

/**
 * Waits `ms`, or less when the signal aborts. The abort listener goes when the pause ends: a reply
 * pauses dozens of times on one signal.
 */
export const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
