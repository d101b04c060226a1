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
  matched: number;
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
}

/** A failure of the AI provider, worded for the user; never leaks keys or raw bodies. */
export class AiError extends Error {
  constructor(
    message: string,
    readonly code: "ai_timeout" | "ai_unavailable" | "ai_bad_response",
  ) {
    super(message);
  }
}

export function createAiProvider(config: Config): AiProvider {
  return config.ai.baseUrl ? openaiProvider(config.ai) : localProvider();
}
