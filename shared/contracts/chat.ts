import { z } from "zod";
import { msg } from "./errors";

export const chatModel = z.enum(["gpt-4o-mini", "gpt-4o"]);
export const assistantKind = z.enum(["alfa", "expert"]);

export const MESSAGE_MAX = 4000;

export const coordinateBody = z.object({
  message: z.string().trim().min(1, msg("message_required")).max(MESSAGE_MAX, msg("message_too_long")),
  /** Ignored: the user is the session's. Kept for the spec's payload. */
  userId: z.string().optional(),
  threadId: z.uuid().nullish(),
  model: chatModel.default("gpt-4o-mini"),
  assistant: assistantKind.default("alfa"),
  /** Answer the thread's last question again, replacing the last reply. */
  regenerate: z.boolean().default(false),
});
export type CoordinateBody = z.input<typeof coordinateBody>;

export const source = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  /** The number the reply cites it by ([n]); its place in the list when absent. */
  index: z.number().int().positive().optional(),
});
export type Source = z.infer<typeof source>;

/**
 * A reply's state: being written; complete; stopped by the user; failed (the AI service gave up).
 * A stopped or failed reply keeps the text written so far.
 */
export const messageState = z.enum(["streaming", "complete", "stopped", "failed"]);
export type MessageState = z.infer<typeof messageState>;

/** The engine name of replies written by the built-in engine; others carry the model's name. */
export const LOCAL_ENGINE = "local";

export const chatResponse = z.object({
  response: z.string(),
  tokensUsed: z.number().int(),
  threadId: z.string(),
  threadTitle: z.string(),
  modelUsed: chatModel,
  messageId: z.string(),
  sources: z.array(source),
  /** Which engine wrote the reply: "local" or the configured model's name. */
  engine: z.string(),
  state: messageState,
});
export type ChatResponse = z.infer<typeof chatResponse>;

export const threadSummary = z.object({
  id: z.string(),
  title: z.string(),
  messageCount: z.number().int(),
  lastActivity: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummary>;

export const chatMessage = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  sources: z.array(source),
  model: z.string().nullable(),
  tokensUsed: z.number().int(),
  createdAt: z.string(),
  state: messageState,
  engine: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const threadDetail = z.object({ id: z.string(), title: z.string(), messages: z.array(chatMessage) });
export type ThreadDetail = z.infer<typeof threadDetail>;

export const threadParams = z.object({ userId: z.string().max(100), threadId: z.string().max(100) });
export const threadListQuery = z.object({ assistant: assistantKind.default("alfa") });
export const clearBody = z.object({
  userId: z.string().optional(),
  assistant: assistantKind.default("alfa"),
});

export type ChatStreamMeta = {
  threadId: string;
  threadTitle: string;
  sources: Source[];
  /** The reply's id, stored (as streaming) before its first token. */
  messageId: string;
  engine: string;
};

/** Server-sent events of a streamed reply. */
export type ChatStreamEvent =
  | { event: "meta"; data: ChatStreamMeta }
  | { event: "token"; data: { text: string } }
  | { event: "done"; data: ChatResponse }
  /** The reply failed: it is stored as failed with the text written so far. */
  | { event: "error"; data: { message: string; code: string; messageId?: string; threadId?: string } };

/** Error codes of the chat's failures; each has a text in the chat catalogue (errors.<code>). */
export const chatErrorCodes = [
  "ai_timeout",
  "ai_unavailable",
  "ai_bad_response",
  "ai_busy",
  "ai_auth",
  "ai_interrupted",
  "thread_not_found",
  "rate_limited",
  "undo_expired",
  "internal",
] as const;

export const CHAT_ERROR_MESSAGE = "Désolé, une erreur s'est produite. Veuillez réessayer.";
