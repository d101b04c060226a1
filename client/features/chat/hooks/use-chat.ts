import type { ChatResponse, Source } from "@shared/contracts/chat";
import type { ChatModel } from "@shared/domain/tokens";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { threadQueryOptions } from "../api/get-thread";
import { type Assistant, THREADS_PATH } from "../api/get-threads";
import { streamReply } from "../api/stream-reply";

export type UiMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  sources: Source[];
  tokensUsed: number;
  model: string | null;
  /** streaming: still being written; error: the reply failed (worded by the view, never stored). */
  status?: "streaming" | "error";
};

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
      const replyId = localId("reply");
      inflight.current = { abort, replyId };
      setPending(true);
      setMessages((list) => [
        ...list,
        {
          id: replyId,
          role: "assistant",
          content: "",
          sources: [],
          tokensUsed: 0,
          model,
          status: "streaming",
        },
      ]);
      const patch = (change: (m: UiMessage) => UiMessage) => {
        if (turn !== generation.current) return;
        setMessages((list) => list.map((m) => (m.id === replyId ? change(m) : m)));
      };
      try {
        const done: ChatResponse = await streamReply(
          { message: text, userId, threadId, model, assistant, regenerate },
          {
            signal: abort.signal,
            onMeta: (meta) => {
              if (turn === generation.current) setThreadId(meta.threadId);
              patch((m) => ({ ...m, sources: meta.sources }));
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
        }));
      } catch {
        // A stopped reply was already taken off the screen by `stop`.
        if (!abort.signal.aborted) patch((m) => ({ ...m, content: "", sources: [], status: "error" }));
      } finally {
        if (inflight.current?.abort === abort) {
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
        { id: localId("question"), role: "user", content: message, sources: [], tokensUsed: 0, model: null },
      ]);
      void run(message, false);
      return true;
    },
    [run],
  );

  /** Answers the last question again; the server replaces its last reply. */
  const regenerate = useCallback(() => {
    if (inflight.current || !threadId) return;
    const lastQuestion = [...messages].reverse().find((m) => m.role === "user");
    if (!lastQuestion) return;
    setMessages((list) => {
      const out = [...list];
      while (out.length && out[out.length - 1].role === "assistant") out.pop();
      return out;
    });
    void run(lastQuestion.content, true);
  }, [messages, run, threadId]);

  /**
   * Stops the reply at once: the request is aborted (the server then stops generating and keeps
   * nothing of it), and the partial answer leaves the screen without waiting for the network.
   */
  const stop = useCallback(() => {
    const current = inflight.current;
    if (!current) return;
    inflight.current = null;
    generation.current++;
    current.abort.abort();
    setMessages((list) => list.filter((m) => m.id !== current.replyId));
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
    setThreadId(null);
    setMessages([]);
    setLoadError(false);
  }, [cancelPending]);

  const openThread = useCallback(
    async (id: string) => {
      cancelPending();
      const turn = generation.current;
      setThreadId(id);
      setMessages([]);
      setLoadError(false);
      setLoadingThread(true);
      try {
        const detail = await qc.fetchQuery(threadQueryOptions(userId, id));
        if (turn !== generation.current) return;
        setMessages(
          detail.messages.map((m) => ({
            id: m.id,
            role: m.role,
            content: m.content,
            sources: m.sources,
            tokensUsed: m.tokensUsed,
            model: m.model,
          })),
        );
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
    canRegenerate: !pending && !!threadId && !!last && (last.role === "assistant" || last.role === "user"),
    newThread,
    openThread,
  };
}

export type ChatController = ReturnType<typeof useChat>;
