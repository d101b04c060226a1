import type { ChatMessage, ChatResponse, MessageState, Source } from "@shared/contracts/chat";
import type { ChatModel } from "@shared/domain/tokens";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { threadQueryOptions } from "../api/get-thread";
import { type Assistant, THREADS_PATH } from "../api/get-threads";
import { ChatStreamError, streamReply } from "../api/stream-reply";

export type UiMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  sources: Source[];
  tokensUsed: number;
  model: string | null;
  /** streaming, complete, stopped (by the reader) or failed; stopped and failed keep their text. */
  state: MessageState;
  /** "local" or the model that wrote the reply; null until known. */
  engine: string | null;
  /** Why the reply failed, when it failed on this screen (a reloaded one only knows it failed). */
  errorCode?: string;
};

/** A source opened beside the conversation, and the chip that opened it (focus returns there). */
export type OpenSource = { source: Source; index: number; messageId: string; opener: HTMLElement | null };

/** How often a reply still being written (seen after a reload) is read again. */
const FOLLOW_MS = 1500;

const fromServer = (m: ChatMessage): UiMessage => ({
  id: m.id,
  role: m.role,
  content: m.content,
  sources: m.sources,
  tokensUsed: m.tokensUsed,
  model: m.model,
  state: m.state,
  engine: m.engine,
});

let localCounter = 0;
const localId = (prefix: string) => `${prefix}-${++localCounter}`;

/**
 * One conversation with an assistant: the open thread's messages, the reply being streamed, and the
 * actions on them. Spec section 4: a message is sent only when non-blank and nothing is pending; the
 * model cannot change while a reply is pending; a pending reply can be stopped and is then ignored.
 */
export function useChat({ userId, assistant }: { userId: string; assistant: Assistant }) {
  const qc = useQueryClient();
  const [threadId, setThreadId] = useState<string | null>(null);
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [model, setModelState] = useState<ChatModel>("gpt-4o-mini");
  const [pending, setPending] = useState(false);
  const [loadingThread, setLoadingThread] = useState(false);
  const [loadError, setLoadError] = useState(false);
  // A source read beside the conversation.
  const [source, setSource] = useState<OpenSource | null>(null);
  const sourceRef = useRef<OpenSource | null>(null);
  // The reply being written: its abort handle and the id of its placeholder message.
  const inflight = useRef<{ abort: AbortController; replyId: string } | null>(null);
  // Bumped when the user opens another conversation, so a late answer never lands in the wrong one.
  const generation = useRef(0);

  useEffect(() => () => inflight.current?.abort.abort(), []);

  const refreshLists = useCallback(() => {
    void qc.invalidateQueries({ queryKey: [THREADS_PATH, userId] });
    // A question counts as a consultation on the dashboard.
    void qc.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/dashboard/"),
    });
  }, [qc, userId]);

  const run = useCallback(
    async (text: string, regenerate: boolean) => {
      const turn = ++generation.current;
      const abort = new AbortController();
      const current = { abort, replyId: localId("reply") };
      inflight.current = current;
      setPending(true);
      setMessages((list) => [
        ...list,
        {
          id: current.replyId,
          role: "assistant",
          content: "",
          sources: [],
          tokensUsed: 0,
          model,
          state: "streaming",
          engine: null,
        },
      ]);
      const patch = (change: (m: UiMessage) => UiMessage) => {
        if (turn !== generation.current) return;
        const id = current.replyId;
        setMessages((list) => list.map((m) => (m.id === id ? change(m) : m)));
      };
      try {
        const done: ChatResponse = await streamReply(
          { message: text, userId, threadId, model, assistant, regenerate },
          {
            signal: abort.signal,
            onMeta: (meta) => {
              if (turn === generation.current) setThreadId(meta.threadId);
              // The reply now has its stored id: a stop or a failure refers to it after a reload too.
              patch((m) => ({ ...m, id: meta.messageId, sources: meta.sources, engine: meta.engine }));
              current.replyId = meta.messageId;
            },
            onToken: (token) => patch((m) => ({ ...m, content: m.content + token })),
          },
        );
        if (turn === generation.current) setThreadId(done.threadId);
        patch(() => ({
          id: done.messageId,
          role: "assistant",
          content: done.response,
          sources: done.sources,
          tokensUsed: done.tokensUsed,
          model: done.modelUsed,
          state: "complete",
          engine: done.engine,
        }));
      } catch (error) {
        // A stopped reply was already marked by `stop`.
        if (!abort.signal.aborted) {
          if (error instanceof ChatStreamError && error.threadId && turn === generation.current) {
            setThreadId(error.threadId);
          }
          const code =
            error instanceof ChatStreamError
              ? error.code
              : error instanceof ApiError
                ? (error.body?.code ?? "internal")
                : "internal";
          patch((m) => ({ ...m, state: "failed", errorCode: code }));
        }
      } finally {
        if (inflight.current === current) {
          inflight.current = null;
          setPending(false);
        }
        if (!abort.signal.aborted) refreshLists();
      }
    },
    [assistant, model, refreshLists, threadId, userId],
  );

  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (!message || inflight.current) return false;
      setMessages((list) => [
        ...list,
        {
          id: localId("question"),
          role: "user",
          content: message,
          sources: [],
          tokensUsed: 0,
          model: null,
          state: "complete",
          engine: null,
        },
      ]);
      void run(message, false);
      return true;
    },
    [run],
  );

  /**
   * Answers the last question again; the server replaces its last reply. A question the server never
   * received (the request itself failed) is simply sent again.
   */
  const regenerate = useCallback(() => {
    if (inflight.current) return;
    const lastQuestion = [...messages].reverse().find((m) => m.role === "user");
    if (!lastQuestion) return;
    setMessages((list) => {
      const out = [...list];
      while (out.length && out[out.length - 1].role === "assistant") out.pop();
      if (!threadId && out[out.length - 1]?.id === lastQuestion.id) out.pop();
      if (!threadId) out.push(lastQuestion);
      return out;
    });
    void run(lastQuestion.content, Boolean(threadId));
  }, [messages, run, threadId]);

  /**
   * Stops the reply at once: the request is aborted (the server then stops generating and keeps the
   * text so far as a stopped reply), and the reply is marked stopped without waiting for the network.
   */
  const stop = useCallback(() => {
    const current = inflight.current;
    if (!current) return;
    inflight.current = null;
    generation.current++;
    current.abort.abort();
    setMessages((list) => list.map((m) => (m.id === current.replyId ? { ...m, state: "stopped" } : m)));
    setPending(false);
    // The question was stored (and a new thread created) before the reply started.
    refreshLists();
  }, [refreshLists]);

  const cancelPending = useCallback(() => {
    generation.current++;
    inflight.current?.abort.abort();
    inflight.current = null;
    setPending(false);
  }, []);

  const newThread = useCallback(() => {
    cancelPending();
    sourceRef.current = null;
    setSource(null);
    setThreadId(null);
    setMessages([]);
    setLoadError(false);
  }, [cancelPending]);

  const openThread = useCallback(
    async (id: string) => {
      cancelPending();
      sourceRef.current = null;
      setSource(null);
      const turn = generation.current;
      setThreadId(id);
      setMessages([]);
      setLoadError(false);
      setLoadingThread(true);
      try {
        const detail = await qc.fetchQuery(threadQueryOptions(userId, id));
        if (turn !== generation.current) return;
        setMessages(detail.messages.map(fromServer));
      } catch {
        if (turn === generation.current) setLoadError(true);
      } finally {
        if (turn === generation.current) setLoadingThread(false);
      }
    },
    [cancelPending, qc, userId],
  );

  const setModel = useCallback((next: ChatModel) => {
    if (!inflight.current) setModelState(next);
  }, []);

  const last = messages[messages.length - 1];

  // A reply seen being written after a reload (another tab, or before the reload) is followed
  // until the server gives it its final state.
  const following = !pending && !!threadId && last?.role === "assistant" && last.state === "streaming";
  // biome-ignore lint/correctness/useExhaustiveDependencies: `last` on purpose: each reading that finds it still streaming schedules the next.
  useEffect(() => {
    if (!following || !threadId) return;
    const turn = generation.current;
    const timer = setTimeout(async () => {
      try {
        const detail = await qc.fetchQuery(threadQueryOptions(userId, threadId));
        if (turn === generation.current && !inflight.current) setMessages(detail.messages.map(fromServer));
      } catch {
        // Read again at the next turn.
      }
    }, FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [following, threadId, qc, userId, last]);

  const openSource = useCallback((next: OpenSource) => {
    sourceRef.current = next;
    setSource(next);
  }, []);
  const closeSource = useCallback(() => {
    const open = sourceRef.current;
    sourceRef.current = null;
    setSource(null);
    // Back to the chip that opened it, once the panel has gone.
    if (open?.opener) requestAnimationFrame(() => open.opener?.focus());
  }, []);
  return {
    assistant,
    threadId,
    messages,
    model,
    setModel,
    pending,
    loadingThread,
    loadError,
    send,
    stop,
    regenerate,
    // A reply can be asked again once a conversation has a question and nothing is pending.
    canRegenerate:
      !pending &&
      !!last &&
      (threadId
        ? last.role === "user" || (last.role === "assistant" && last.state !== "streaming")
        : last.role === "assistant" && last.state === "failed"),
    newThread,
    openThread,
    source,
    openSource,
    closeSource,
  };
}

export type ChatController = ReturnType<typeof useChat>;
