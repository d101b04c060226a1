import { and, asc, count, desc, eq, gte, inArray, isNull, lt, max, notInArray } from "drizzle-orm";
import type {
  ChatMessage,
  ChatResponse,
  ChatStreamMeta,
  CoordinateBody,
  MessageState,
  ThreadDetail,
  ThreadSummary,
} from "../../../shared/contracts/chat";
import { detectLanguage } from "../../../shared/domain/language";
import { estimateTokens } from "../../../shared/domain/tokens";
import type { Db } from "../../db/client";
import { chatMessages, chatThreads } from "../../db/schema/chat";
import { type AiMessage, type AiProvider, engineOf, type Usage } from "../../plugins/ai/engine";
import { retrieve } from "../../plugins/ai/retrieval";
import { httpError, notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";

type Assistant = "alfa" | "expert";
type Model = "gpt-4o-mini" | "gpt-4o";
const HISTORY = 10;
const TITLE_MAX = 60;
/** How often the text of a reply being written is saved, so a reload shows it. */
const SAVE_EVERY_MS = 1000;
/**
 * A reply still marked streaming that no stream of this process writes, after this long, was cut by
 * a server that stopped (another instance's stream would have saved it by then).
 */
const ORPHAN_AFTER_MS = 10 * 60_000;
/** How long a deleted conversation can be brought back. */
export const UNDO_MS = 10_000;

/** Replies being written by this process, by message id. */
const live = new Set<string>();

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
    .where(
      and(
        eq(chatThreads.userId, userId),
        eq(chatThreads.assistant, assistant),
        isNull(chatThreads.deletedAt),
      ),
    )
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
  // Another user's thread is reported as unknown, never as forbidden; a deleted one too.
  if (!thread || thread.deletedAt) throw notFound("thread");
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
  const now = Date.now();
  return { id: thread.id, title: thread.title, messages: messages.map((m) => toMessage(m, now)) };
}

function toMessage(m: typeof chatMessages.$inferSelect, now = Date.now()): ChatMessage {
  return {
    id: m.id,
    role: m.role as "user" | "assistant",
    content: m.content,
    sources: m.sources,
    model: m.model,
    tokensUsed: m.tokensUsed,
    createdAt: m.createdAt.toISOString(),
    state: stateOf(m, now),
    engine: m.engine,
  };
}

/** A reply that no stream writes any more is failed, whatever it was left as. */
function stateOf(m: { id: string; state: MessageState; createdAt: Date }, now: number): MessageState {
  if (m.state !== "streaming" || live.has(m.id)) return m.state;
  return now - m.createdAt.getTime() > ORPHAN_AFTER_MS ? "failed" : m.state;
}

/**
 * Marks as failed the replies left streaming by a server that stopped mid-reply (run at start-up;
 * a reply another instance is still writing gets its final state when it ends).
 */
export async function failInterruptedReplies(db: Db): Promise<number> {
  const rows = await db
    .update(chatMessages)
    .set({ state: "failed" })
    .where(
      and(
        eq(chatMessages.state, "streaming"),
        live.size ? notInArray(chatMessages.id, [...live]) : undefined,
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length;
}

/** Removes for good the conversations deleted more than {@link UNDO_MS} ago (one user's, or all). */
export async function purgeDeletedThreads(db: Db, userId?: string) {
  await db
    .delete(chatThreads)
    .where(
      and(
        userId ? eq(chatThreads.userId, userId) : undefined,
        lt(chatThreads.deletedAt, new Date(Date.now() - UNDO_MS)),
      ),
    );
}

/**
 * Deletes a conversation: no list or read sees it any more, any instance can restore it for
 * {@link UNDO_MS}, then it is purged.
 */
export async function deleteThread(db: Db, userId: string, threadId: string) {
  if (!isUuid(threadId)) throw notFound("thread");
  await db.transaction(async (tx) => {
    await ownThread(tx, userId, threadId, true);
    await tx.update(chatThreads).set({ deletedAt: new Date() }).where(eq(chatThreads.id, threadId));
  });
  await purgeDeletedThreads(db, userId);
  // Purged once the undo delay is over (and at start-up, for a server that stopped meanwhile).
  setTimeout(() => void purgeDeletedThreads(db, userId).catch(() => {}), UNDO_MS + 1000).unref();
}

/** Brings back a conversation deleted a moment ago, with all its messages, as it was. */
export async function restoreThread(db: Db, userId: string, threadId: string): Promise<ThreadSummary> {
  const tooLate = httpError(410, "undo_expired");
  // Someone else's deletion is as unknown as someone else's thread.
  if (!isUuid(threadId)) throw tooLate;
  const [thread] = await db
    .update(chatThreads)
    .set({ deletedAt: null })
    .where(
      and(
        eq(chatThreads.id, threadId),
        eq(chatThreads.userId, userId),
        gte(chatThreads.deletedAt, new Date(Date.now() - UNDO_MS)),
      ),
    )
    .returning();
  if (!thread) throw tooLate;
  // A reply that was being written when its conversation went is not being written any more.
  await db
    .update(chatMessages)
    .set({ state: "stopped" })
    .where(
      and(
        eq(chatMessages.threadId, threadId),
        eq(chatMessages.state, "streaming"),
        live.size ? notInArray(chatMessages.id, [...live]) : undefined,
      ),
    );
  const [{ messages }] = await db
    .select({ messages: count() })
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId));
  return {
    id: thread.id,
    title: thread.title,
    messageCount: messages,
    lastActivity: thread.updatedAt.toISOString(),
  };
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
  /** The reply, stored as streaming (empty) with the question, before anything is generated. */
  replyId: string;
  engine: string;
  model: Model;
  assistant: Assistant;
};

/**
 * Stores the question (or, to regenerate, drops the last reply) and an empty reply marked streaming,
 * and returns what the engine needs. Runs before any streaming starts, so an unknown thread is
 * still a plain 404, and a reply stopped at once is still kept (as stopped).
 */
export async function prepareTurn(
  db: Db,
  provider: AiProvider,
  userId: string,
  input: CoordinateBody & { message: string },
): Promise<PreparedTurn> {
  const assistant = input.assistant ?? "alfa";
  const model = input.model ?? "gpt-4o-mini";
  const engine = engineOf(provider, model);
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
      .select({
        id: chatMessages.id,
        role: chatMessages.role,
        content: chatMessages.content,
        state: chatMessages.state,
      })
      .from(chatMessages)
      .where(eq(chatMessages.threadId, thread.id))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(HISTORY + 1);
    let question = input.message;
    // now() is the transaction's start in PostgreSQL: the question and its reply get their own
    // times, a millisecond apart, so they always read in order.
    const at = new Date();
    if (input.regenerate && recent.length > 0) {
      const replaced = [];
      while (recent[0]?.role === "assistant") replaced.push(recent.shift()!.id);
      if (replaced.length) await tx.delete(chatMessages).where(inArray(chatMessages.id, replaced));
      question = recent.find((m) => m.role === "user")?.content ?? input.message;
    } else {
      await tx.insert(chatMessages).values({
        threadId: thread.id,
        role: "user",
        content: question,
        tokensUsed: estimateTokens(question),
        createdAt: at,
      });
      recent.unshift({ id: "", role: "user", content: question, state: "complete" });
    }
    const [reply] = await tx
      .insert(chatMessages)
      .values({
        threadId: thread.id,
        role: "assistant",
        content: "",
        model,
        engine,
        state: "streaming",
        createdAt: new Date(at.getTime() + 1),
      })
      .returning({ id: chatMessages.id });
    await tx.update(chatThreads).set({ updatedAt: at }).where(eq(chatThreads.id, thread.id));
    const history = recent
      .slice(0, HISTORY)
      // A failed reply, or a stopped one with nothing written, is no part of the conversation.
      .filter((m) => m.role === "user" || (m.state !== "failed" && m.content.trim()))
      .reverse()
      .map((m) => ({ role: m.role as "user" | "assistant", content: m.content }));
    return {
      threadId: thread.id,
      threadTitle: thread.title,
      question,
      history,
      replyId: reply.id,
      engine,
      model,
      assistant,
    };
  });
}

function titleFrom(message: string) {
  const oneLine = message.replace(/\s+/g, " ").trim();
  return oneLine.length > TITLE_MAX ? `${oneLine.slice(0, TITLE_MAX - 1)}…` : oneLine;
}

export type AnswerHooks = {
  signal?: AbortSignal;
  onMeta?: (meta: ChatStreamMeta) => void;
  onToken?: (text: string) => void;
};

/** The reply as it ended: the response, or the failure with what was written before it. */
export type AnswerResult = ChatResponse;

/** Saves a reply's text and state; false when it no longer exists (its conversation was deleted). */
async function saveReply(
  db: Db,
  turn: PreparedTurn,
  values: { content: string; state: MessageState; sources: ChatResponse["sources"]; tokensUsed?: number },
): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set(values)
    .where(eq(chatMessages.id, turn.replyId))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/**
 * The sources a reply cites ([n]), with the numbers it cites them by; all of them when it cites none
 * (a model that does not number its sources, a reply stopped before its first citation).
 */
export function citedSources(text: string, sources: ChatResponse["sources"]): ChatResponse["sources"] {
  const cited = new Set([...text.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1])));
  const kept = sources.filter((s, i) => cited.has(s.index ?? i + 1));
  return kept.length > 0 ? kept : sources;
}

/**
 * Retrieves passages, streams the provider's reply into the message stored by `prepareTurn` (its
 * text saved every second) and gives it its final state: complete; stopped when `signal` aborts;
 * failed when the provider fails, the error being thrown again after the partial text is saved.
 */
export async function answer(
  db: Db,
  provider: AiProvider,
  userId: string,
  turn: PreparedTurn,
  hooks: AnswerHooks = {},
): Promise<AnswerResult> {
  const { signal } = hooks;
  let text = "";
  const usage: Usage = { tokens: 0 };
  let sources: ChatResponse["sources"] = [];
  const result = (state: MessageState, tokensUsed = 0): ChatResponse => ({
    response: text,
    tokensUsed,
    threadId: turn.threadId,
    threadTitle: turn.threadTitle,
    modelUsed: turn.model,
    messageId: turn.replyId,
    sources,
    engine: turn.engine,
    state,
  });
  live.add(turn.replyId);
  try {
    const language = detectLanguage(turn.question);
    const passages = await retrieve(db, turn.question, { language, scope: turn.assistant });
    sources = passages.map((p, i) => ({ id: p.id, title: p.title, link: p.link, index: i + 1 }));
    hooks.onMeta?.({
      threadId: turn.threadId,
      threadTitle: turn.threadTitle,
      sources,
      messageId: turn.replyId,
      engine: turn.engine,
    });
    let saved = Date.now();
    for await (const chunk of provider.generate(
      {
        messages: turn.history,
        model: turn.model,
        language,
        context: passages,
        persona: turn.assistant,
        signal,
      },
      usage,
    )) {
      if (signal?.aborted) break;
      text += chunk;
      hooks.onToken?.(chunk);
      if (Date.now() - saved >= SAVE_EVERY_MS) {
        saved = Date.now();
        await saveReply(db, turn, { content: text, state: "streaming", sources });
      }
    }
  } catch (err) {
    live.delete(turn.replyId);
    sources = citedSources(text, sources);
    const state = signal?.aborted ? "stopped" : "failed";
    await saveReply(db, turn, { content: text, state, sources, tokensUsed: estimateTokens(text) }).catch(
      () => {},
    );
    if (state === "stopped") return result("stopped", estimateTokens(text));
    throw err;
  }
  live.delete(turn.replyId);
  sources = citedSources(text, sources);
  if (signal?.aborted) {
    const tokensUsed = estimateTokens(text);
    await saveReply(db, turn, { content: text, state: "stopped", sources, tokensUsed });
    return result("stopped", tokensUsed);
  }
  const tokensUsed = usage.tokens || estimateTokens(text);
  await db.transaction(async (tx) => {
    // The thread may have been deleted while the reply was written (cleared from another tab).
    const [thread] = await tx
      .select({ id: chatThreads.id, deletedAt: chatThreads.deletedAt })
      .from(chatThreads)
      .where(eq(chatThreads.id, turn.threadId))
      .for("update");
    if (
      !thread ||
      thread.deletedAt ||
      !(await saveReply(tx, turn, { content: text, state: "complete", sources, tokensUsed }))
    ) {
      throw notFound("thread");
    }
    await tx.update(chatThreads).set({ updatedAt: new Date() }).where(eq(chatThreads.id, turn.threadId));
    await recordEvent(tx, userId, {
      type: "create",
      entity: "chat",
      entityId: turn.threadId,
      data: { title: turn.threadTitle, assistant: turn.assistant },
    });
  });
  return result("complete", tokensUsed);
}
