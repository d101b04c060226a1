import { RefreshCw, Sparkles } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import type { ChatController } from "../hooks/use-chat";
import { ChatComposer } from "./chat-composer";
import { ChatMessage } from "./chat-message";
import { SourcePanel } from "./source-panel";

/**
 * The conversation and its message box, and the source a reader opened beside them. The log is a
 * polite live region marked busy while a reply streams, so screen readers read the finished answer
 * once instead of every token.
 */
export function ChatView({
  chat,
  intro,
  starters,
  onNavigate,
  inputRef: givenInputRef,
  headingLevel,
}: {
  chat: ChatController;
  /** What an empty conversation shows above the starter questions. */
  intro: ReactNode;
  starters: string[];
  onNavigate?: () => void;
  /** The message box, for a dialog that puts the cursor there when it opens. */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** The level of the source panel's title: 3 in the assistant's dialog (default), 2 on a page. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("chat");
  const [draft, setDraft] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const ownInputRef = useRef<HTMLTextAreaElement>(null);
  const inputRef = givenInputRef ?? ownInputRef;
  const panelId = useId();
  const last = chat.messages[chat.messages.length - 1];
  const lastEnded = last?.role === "assistant" && (last.state === "failed" || last.state === "stopped");

  // Follow the answer as it is written.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the messages change.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages]);

  // A new or newly opened conversation puts the cursor in the message box (not on arrival: a page
  // should not move the reader's focus by itself, and a dialog does it when it opens).
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the conversation changes.
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (!first && !chat.loadingThread) inputRef.current?.focus();
  }, [chat.threadId, chat.loadingThread]);

  return (
    <div className="relative flex min-h-0 min-w-0 flex-1">
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-busy={chat.pending}
          aria-label={t("conversation")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:p-6"
        >
          {chat.loadingThread && (
            <div className="grid gap-4" aria-hidden="true">
              <Skeleton radius="2xl" className="ml-auto h-10 w-2/3" />
              <Skeleton radius="2xl" className="h-28 w-3/4" />
            </div>
          )}
          {chat.loadError && (
            <LoadError
              message={t("threads.loadThreadError")}
              onRetry={chat.threadId ? () => void chat.openThread(chat.threadId!) : undefined}
              retryLabel={t("retry")}
            />
          )}
          {!chat.loadingThread && !chat.loadError && chat.messages.length === 0 && (
            <div className="mx-auto grid max-w-xl gap-5 py-4 text-center">
              {intro}
              {starters.length > 0 && (
                <div className="grid gap-2">
                  <p className="flex items-center justify-center gap-1.5 text-sm font-medium">
                    <Sparkles aria-hidden="true" className="size-4 text-violet-600 dark:text-violet-400" />
                    {t("starters")}
                  </p>
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {starters.map((question) => (
                      <li key={question}>
                        <button
                          type="button"
                          onClick={() => chat.send(question)}
                          disabled={chat.pending}
                          className="h-full w-full rounded-lg border bg-card px-3 py-2 text-left text-sm transition-colors outline-none hover:border-primary/50 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                        >
                          {question}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          )}
          {chat.messages.length > 0 && (
            <div className="grid gap-5">
              {chat.messages.map((message) => (
                <ChatMessage
                  key={message.id}
                  message={message}
                  onOpenSource={chat.openSource}
                  openSourceId={
                    chat.source
                      ? { panelId, messageId: chat.source.messageId, index: chat.source.index }
                      : null
                  }
                />
              ))}
            </div>
          )}
          {chat.canRegenerate && last && (
            <div className="mt-3 flex justify-start pl-11">
              <Button variant={lastEnded ? "outline" : "ghost"} size="sm" onClick={chat.regenerate}>
                <RefreshCw aria-hidden="true" />
                {last.role === "assistant" ? t("regenerate") : t("answerAgain")}
              </Button>
            </div>
          )}
        </div>
        <ChatComposer chat={chat} draft={draft} onDraftChange={setDraft} inputRef={inputRef} />
      </div>
      {chat.source && (
        <SourcePanel
          open={chat.source}
          panelId={panelId}
          onClose={chat.closeSource}
          onNavigate={onNavigate}
          headingLevel={headingLevel}
        />
      )}
    </div>
  );
}
