import { z } from "zod";

export const chatModel = z.enum(["gpt-4o-mini", "gpt-4o"]);
export const assistantKind = z.enum(["alfa", "expert"]);

export const MESSAGE_MAX = 4000;

export const coordinateBody = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Le message est requis")
    .max(MESSAGE_MAX, "Le message est trop long (4000 caractères au plus)"),
  /** Ignored: the user is the session's. Kept for the spec's payload. */
  userId: z.string().optional(),
  threadId: z.uuid().nullish(),
  model: chatModel.default("gpt-4o-mini"),
  assistant: assistantKind.default("alfa"),
  /** Answer the thread's last question again, replacing the last reply. */
  regenerate: z.boolean().default(false),
});
export type CoordinateBody = z.input<typeof coordinateBody>;

export const source = z.object({ id: z.string(), title: z.string(), link: z.string() });
export type Source = z.infer<typeof source>;

export const chatResponse = z.object({
  response: z.string(),
  tokensUsed: z.number().int(),
  threadId: z.string(),
  threadTitle: z.string(),
  modelUsed: chatModel,
  messageId: z.string(),
  sources: z.array(source),
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

/** Server-sent events of a streamed reply. */
export type ChatStreamEvent =
  | { event: "meta"; data: { threadId: string; threadTitle: string; sources: Source[] } }
  | { event: "token"; data: { text: string } }
  | { event: "done"; data: ChatResponse }
  | { event: "error"; data: { message: string; code: string } };

export const CHAT_ERROR_MESSAGE = "Désolé, une erreur s'est produite. Veuillez réessayer.";
