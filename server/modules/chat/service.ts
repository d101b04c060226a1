import { and, asc, count, desc, eq, max } from "drizzle-orm";
import type {
  ChatResponse,
  CoordinateBody,
  Source,
  ThreadDetail,
  ThreadSummary,
} from "../../../shared/contracts/chat";
import { detectLanguage } from "../../../shared/domain/language";
import { estimateTokens } from "../../../shared/domain/tokens";
import type { Db } from "../../db/client";
import { chatMessages, chatThreads } from "../../db/schema/chat";
import type { AiMessage, AiProvider, Usage } from "../../plugins/ai/engine";
import { retrieve } from "../../plugins/ai/retrieval";
import { notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";

type Assistant = "alfa" | "expert";
const HISTORY = 10;
const TITLE_MAX = 60;

export async function listThreads(db: Db, userId: string, assistant: Assistant): Promise<ThreadSummary[]> {
  const rows = await db
    .select({
      id: chatThreads.id,
      title: chatThreads.title,
      messageCount: count(chatMessages.id),
      lastActivity: max(chatThreads.updatedAt),
    })
    .from(chatThreads)
    .leftJoin(chatMessages, eq(chatMessages.threadId, chatThreads.id))
    .where(and(eq(chatThreads.userId, userId), eq(chatThreads.assistant, assistant)))
    .groupBy(chatThreads.id)
    .orderBy(desc(chatThreads.updatedAt))
    .limit(100);
  return rows.map((r) => ({ ...r, lastActivity: new Date(r.lastActivity ?? 0).toISOString() }));
}

async function ownThread(db: Db, userId: string, threadId: string, lock = false) {
  const query = db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId)));
  // Locked when a message is about to be added, so a concurrent deletion waits for it.
  const [thread] = await (lock ? query.for("update") : query);
  // Another user's thread is reported as unknown, never as forbidden.
  if (!thread) throw notFound("thread");
  return thread;
}

export async function getThread(db: Db, userId: string, threadId: string): Promise<ThreadDetail> {
  if (!isUuid(threadId)) throw notFound("thread");
  const thread = await ownThread(db, userId, threadId);
  const messages = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.threadId, thread.id))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return {
    id: thread.id,
    title: thread.title,
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role as "user" | "assistant",
      content: m.content,
      sources: m.sources,
      model: m.model,
      tokensUsed: m.tokensUsed,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export async function deleteThread(db: Db, userId: string, threadId: string) {
  if (!isUuid(threadId)) throw notFound("thread");
  await ownThread(db, userId, threadId);
  await db.delete(chatThreads).where(eq(chatThreads.id, threadId));
}

export async function clearThreads(db: Db, userId: string, assistant: Assistant) {
  await db
    .delete(chatThreads)
    .where(and(eq(chatThreads.userId, userId), eq(chatThreads.assistant, assistant)));
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

export type PreparedTurn = {
  threadId: string;
  threadTitle: string;
  question: string;
  history: AiMessage[];
};

/**
 * Stores the question (or, to regenerate, drops the last reply) and returns what the engine needs.
 * Runs before any streaming starts, so an unknown thread is still a plain 404.
 */
export async function prepareTurn(
  db: Db,
  userId: string,
  input: CoordinateBody & { message: string },
): Promise<PreparedTurn> {
  const assistant = input.assistant ?? "alfa";
  return db.transaction(async (tx) => {
    const thread = input.threadId
      ? await ownThread(tx, userId, input.threadId, true)
      : (
          await tx
            .insert(chatThreads)
            .values({ userId, assistant, title: titleFrom(input.message) })
            .returning()
        )[0];
    const recent = await tx
      .select({ id: chatMessages.id, role: chatMessages.role, content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.threadId, thread.id))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(HISTORY + 1);
    let question = input.message;
    if (input.regenerate && recent.length > 0) {
      if (recent[0].role === "assistant") {
        await tx.delete(chatMessages).where(eq(chatMessages.id, recent[0].id));
        recent.shift();
      }
      question = recent.find((m) => m.role === "user")?.content ?? input.message;
    } else {
      await tx.insert(chatMessages).values({
        threadId: thread.id,
        role: "user",
        content: question,
        tokensUsed: estimateTokens(question),
      });
      recent.unshift({ id: "", role: "user", content: question });
    }
    await tx.update(chatThreads).set({ updatedAt: new Date() }).where(eq(chatThreads.id, thread.id));
    const history = recent
      .slice(0, HISTORY)
      .reverse()
      .map((m) => ({ role: m.role as "user" | "assistant", content: m.content }));
    return { threadId: thread.id, threadTitle: thread.title, question, history };
  });
}

function titleFrom(message: string) {
  const oneLine = message.replace(/\s+/g, " ").trim();
  return oneLine.length > TITLE_MAX ? `${oneLine.slice(0, TITLE_MAX - 1)}…` : oneLine;
}

export type AnswerHooks = {
  signal?: AbortSignal;
  onMeta?: (meta: { threadId: string; threadTitle: string; sources: Source[] }) => void;
  onToken?: (text: string) => void;
};

/**
 * Retrieves passages, streams the provider's reply and stores it with its sources. Returns null
 * when the request was stopped: a stopped reply is not kept.
 */
export async function answer(
  db: Db,
  provider: AiProvider,
  userId: string,
  turn: PreparedTurn,
  model: "gpt-4o-mini" | "gpt-4o",
  assistant: Assistant,
  hooks: AnswerHooks = {},
): Promise<ChatResponse | null> {
  const language = detectLanguage(turn.question);
  const passages = await retrieve(db, turn.question, { language, scope: assistant });
  const sources = passages.map((p) => ({ id: p.id, title: p.title, link: p.link }));
  hooks.onMeta?.({ threadId: turn.threadId, threadTitle: turn.threadTitle, sources });
  const usage: Usage = { tokens: 0 };
  let text = "";
  for await (const chunk of provider.generate(
    { messages: turn.history, model, language, context: passages, persona: assistant, signal: hooks.signal },
    usage,
  )) {
    if (hooks.signal?.aborted) break;
    text += chunk;
    hooks.onToken?.(chunk);
  }
  if (hooks.signal?.aborted) return null;
  const tokensUsed = usage.tokens || estimateTokens(text);
  const messageId = await db.transaction(async (tx) => {
    // The thread may have been deleted while the reply was written (cleared from another tab).
    const [thread] = await tx
      .select({ id: chatThreads.id })
      .from(chatThreads)
      .where(eq(chatThreads.id, turn.threadId))
      .for("update");
    if (!thread) throw notFound("thread");
    const [row] = await tx
      .insert(chatMessages)
      .values({ threadId: turn.threadId, role: "assistant", content: text, sources, model, tokensUsed })
      .returning({ id: chatMessages.id });
    await tx.update(chatThreads).set({ updatedAt: new Date() }).where(eq(chatThreads.id, turn.threadId));
    await recordEvent(tx, userId, {
      type: "create",
      entity: "chat",
      entityId: turn.threadId,
      data: { title: turn.threadTitle, assistant },
    });
    return row.id;
  });
  return {
    response: text,
    tokensUsed,
    threadId: turn.threadId,
    threadTitle: turn.threadTitle,
    modelUsed: model,
    messageId,
    sources,
  };
}
