import { LOCAL_ENGINE } from "@shared/contracts/chat";
import { AlertCircle, Bot, FileText, Square, User } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import type { OpenSource, UiMessage } from "../hooks/use-chat";
import { withoutSourcesLine } from "../lib/sources-line";

// react-markdown and its plugins (about 50 KB) load with the first answer shown, not with the
// page; the answer shows as plain text for that moment.
const Markdown = lazy(() => import("./markdown").then((m) => ({ default: m.Markdown })));

function Avatar({ role }: { role: UiMessage["role"] }) {
  const Icon = role === "user" ? User : Bot;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-full",
        role === "user"
          ? "bg-primary text-primary-foreground"
          : "bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
      )}
    >
      <Icon className="size-4" />
    </span>
  );
}

function TypingDots() {
  const { t } = useTranslation("chat");
  return (
    <span className="flex items-center gap-2 text-sm text-muted-foreground">
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-current"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {t("message.writing")}
    </span>
  );
}

/** "Moteur local", or the model's name, for the engine that wrote a reply (unknown: nothing). */
function engineName(message: UiMessage, localLabel: string) {
  if (!message.engine) return null;
  return message.engine === LOCAL_ENGINE ? localLabel : message.engine;
}

/**
 * One message of the conversation. An answer shows its sources (each opens beside the
 * conversation), the tokens it used and the engine that wrote it; a stopped or failed answer keeps
 * its text and says so.
 */
export function ChatMessage({
  message,
  onOpenSource,
  openSourceId,
}: {
  message: UiMessage;
  onOpenSource?: (open: OpenSource) => void;
  /** The id of the panel showing a source, and which source of which message it shows. */
  openSourceId?: { panelId: string; messageId: string; index: number } | null;
}) {
  const { t, i18n } = useTranslation("chat");
  const mine = message.role === "user";
  const failed = message.state === "failed";
  const stopped = message.state === "stopped";
  const reason = message.errorCode
    ? t(`errors.${message.errorCode}`, { defaultValue: t("error") })
    : t("message.failedReason");
  const engine = engineName(message, t("message.engineLocal"));
  // The sources show as buttons below the answer: its closing list of them is not repeated above.
  const showsSources = !mine && message.sources.length > 0 && (!failed || Boolean(message.content));
  const content = showsSources ? withoutSourcesLine(message.content) : message.content;

  return (
    <article
      aria-label={mine ? t("message.you") : t("message.assistant")}
      className={cn("flex gap-3", mine && "flex-row-reverse")}
    >
      <Avatar role={message.role} />
      <div
        className={cn(
          "grid max-w-[85%] min-w-0 grid-cols-[minmax(0,auto)] gap-2",
          mine && "justify-items-end",
        )}
      >
        {mine ? (
          <p className="rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-sm whitespace-pre-wrap text-primary-foreground">
            {message.content}
          </p>
        ) : failed && !message.content ? (
          <p
            role={message.errorCode ? "alert" : undefined}
            className="flex items-start gap-2 rounded-2xl rounded-tl-sm border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {reason}
          </p>
        ) : stopped && !message.content ? null : (
          <div
            className={cn(
              "min-w-0 rounded-2xl rounded-tl-sm border bg-card px-4 py-3 text-sm text-card-foreground",
              failed && "border-red-200 dark:border-red-900",
              stopped && "border-dashed",
            )}
          >
            {content ? (
              <Suspense fallback={<p className="break-words whitespace-pre-wrap">{content}</p>}>
                <Markdown className="break-words">{content}</Markdown>
              </Suspense>
            ) : (
              message.state === "streaming" && <TypingDots />
            )}
            {failed && (
              <p
                role={message.errorCode ? "alert" : undefined}
                className="mt-3 flex items-start gap-2 border-t border-red-200 pt-2 text-xs text-red-800 dark:border-red-900 dark:text-red-200"
              >
                <AlertCircle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                {reason}
              </p>
            )}
          </div>
        )}
        {showsSources && (
          <div className="grid gap-1.5">
            <p className="text-xs font-semibold text-muted-foreground">{t("message.sources")}</p>
            <ol className="flex flex-wrap gap-1.5">
              {message.sources.map((source, i) => {
                // The number the reply cites it by: only the cited sources are kept once it ends.
                const index = source.index ?? i + 1;
                const open = openSourceId?.messageId === message.id && openSourceId.index === index;
                return (
                  <li key={`${source.id}-${index}`} className="min-w-0">
                    <button
                      type="button"
                      onClick={(event) =>
                        onOpenSource?.({
                          source,
                          index,
                          opener: event.currentTarget,
                          messageId: message.id,
                        })
                      }
                      aria-expanded={open}
                      aria-controls={open ? openSourceId?.panelId : undefined}
                      title={t("message.openSource", { index })}
                      className={cn(
                        "inline-flex max-w-72 items-center gap-1.5 rounded-md border bg-card px-2 py-1 text-left text-xs font-medium text-link outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
                        open && "border-primary bg-accent",
                      )}
                    >
                      <FileText aria-hidden="true" className="size-3.5 shrink-0" />
                      {/* Two lines, so that two sections of one article differ by their own heading. */}
                      <span className="line-clamp-2 break-words">
                        [{index}] {source.title}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </div>
        )}
        {!mine && message.state !== "streaming" && (
          <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground">
            {stopped && (
              <span className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 font-medium text-foreground">
                <Square aria-hidden="true" className="size-2.5 fill-current" />
                {t("message.stopped")}
              </span>
            )}
            {failed && (
              <span className="inline-flex items-center gap-1 rounded-full border border-red-200 px-2 py-0.5 font-medium text-red-800 dark:border-red-900 dark:text-red-200">
                <AlertCircle aria-hidden="true" className="size-3" />
                {t("message.failed")}
              </span>
            )}
            {message.tokensUsed > 0 && (
              <span>
                {t("message.tokens", {
                  count: message.tokensUsed,
                  formatted: formatNumber(message.tokensUsed, i18n.language),
                })}
              </span>
            )}
            {message.tokensUsed > 0 && engine && <span aria-hidden="true">·</span>}
            {engine && (
              <span data-testid="reply-engine" title={t("message.engine", { engine })}>
                {engine}
              </span>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
