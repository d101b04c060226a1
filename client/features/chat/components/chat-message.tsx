import { AlertCircle, Bot, FileText, User } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import type { UiMessage } from "../hooks/use-chat";

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

/** One message of the conversation; an answer shows its sources and the tokens it used. */
export function ChatMessage({ message, onNavigate }: { message: UiMessage; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation("chat");
  const mine = message.role === "user";

  return (
    <article
      aria-label={mine ? t("message.you") : t("message.assistant")}
      className={cn("flex gap-3", mine && "flex-row-reverse")}
    >
      <Avatar role={message.role} />
      <div className={cn("grid max-w-[85%] min-w-0 gap-2", mine && "justify-items-end")}>
        {message.status === "error" ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-2xl rounded-tl-sm border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("error")}
          </p>
        ) : mine ? (
          <p className="rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-sm whitespace-pre-wrap text-primary-foreground">
            {message.content}
          </p>
        ) : (
          <div className="min-w-0 rounded-2xl rounded-tl-sm border bg-card px-4 py-3 text-sm text-card-foreground">
            {message.content ? (
              <Suspense fallback={<p className="break-words whitespace-pre-wrap">{message.content}</p>}>
                <Markdown className="break-words">{message.content}</Markdown>
              </Suspense>
            ) : (
              <TypingDots />
            )}
          </div>
        )}
        {!mine && message.sources.length > 0 && message.status !== "error" && (
          <div className="grid gap-1.5">
            <p className="text-xs font-semibold text-muted-foreground">{t("message.sources")}</p>
            <ol className="flex flex-wrap gap-1.5">
              {message.sources.map((source, i) => (
                <li key={source.id}>
                  <Link
                    href={source.link}
                    onClick={onNavigate}
                    className="inline-flex max-w-72 items-center gap-1.5 rounded-md border bg-card px-2 py-1 text-xs font-medium text-link outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <FileText aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="truncate">
                      [{i + 1}] {source.title}
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          </div>
        )}
        {!mine && !message.status && message.tokensUsed > 0 && (
          <p className="text-xs text-muted-foreground">
            {t("message.tokens", {
              count: message.tokensUsed,
              formatted: formatNumber(message.tokensUsed, i18n.language),
            })}
            {message.model && ` · ${message.model}`}
          </p>
        )}
      </div>
    </article>
  );
}
