import { MessageSquarePlus, MessagesSquare, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { useClearThreads } from "../api/clear-threads";
import { useDeleteThread } from "../api/delete-thread";
import { useThreads } from "../api/get-threads";
import type { ChatController } from "../hooks/use-chat";

/** The user's conversations with one assistant: open, start, delete one, or clear them all. */
export function ThreadList({ userId, chat }: { userId: string; chat: ChatController }) {
  const { t } = useTranslation("chat");
  const headingId = useId();
  const threads = useThreads(userId, chat.assistant);
  const remove = useDeleteThread();
  const clear = useClearThreads();
  const [confirming, setConfirming] = useState(false);

  const failed = () =>
    toast({ variant: "destructive", title: t("threads.errorTitle"), description: t("threads.error") });

  const onDelete = (threadId: string) =>
    remove.mutate(
      { userId, threadId },
      {
        onSuccess: () => {
          if (chat.threadId === threadId) chat.newThread();
          toast({ title: t("threads.deleted") });
        },
        onError: failed,
      },
    );

  const onClear = () =>
    clear.mutate(
      { userId, assistant: chat.assistant },
      {
        onSuccess: () => {
          chat.newThread();
          setConfirming(false);
          toast({ title: t("threads.cleared") });
        },
        onError: failed,
      },
    );

  const list = threads.data ?? [];
  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {t("threads.title")}
        </h3>
      </div>
      <Button variant="outline" size="sm" align="start" onClick={chat.newThread}>
        <MessageSquarePlus aria-hidden="true" />
        {t("threads.new")}
      </Button>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {threads.isLoading && (
          <div className="grid gap-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        )}
        {threads.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t("threads.loadError")}
          </p>
        )}
        {threads.data && list.length === 0 && (
          <p className="flex flex-col items-center gap-1.5 py-6 text-center text-sm text-muted-foreground">
            <MessagesSquare aria-hidden="true" className="size-6" />
            {t("threads.empty")}
          </p>
        )}
        {list.length > 0 && (
          <ul className="grid gap-1">
            {list.map((thread) => {
              const active = thread.id === chat.threadId;
              return (
                <li key={thread.id} className="group relative">
                  <button
                    type="button"
                    onClick={() => void chat.openThread(thread.id)}
                    aria-current={active ? "true" : undefined}
                    className={cn(
                      "grid w-full gap-0.5 rounded-md py-2 pr-9 pl-2.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      active ? "bg-accent text-accent-foreground" : "hover:bg-muted",
                    )}
                  >
                    <span className="truncate text-sm font-medium">{thread.title}</span>
                    <span
                      className={cn("text-xs", active ? "text-accent-foreground" : "text-muted-foreground")}
                    >
                      {formatDate(thread.lastActivity)} ·{" "}
                      {t("threads.messages", { count: thread.messageCount })}
                    </span>
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(thread.id)}
                    disabled={remove.isPending}
                    aria-label={t("threads.delete", { title: thread.title })}
                    title={t("threads.delete", { title: thread.title })}
                    className="absolute top-1/2 right-1 -translate-y-1/2 rounded-md p-1.5 text-muted-foreground outline-none hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-red-950 dark:hover:text-red-300"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {list.length > 0 &&
        (confirming ? (
          <div className="grid gap-2 rounded-lg border p-2.5">
            <p className="text-sm">{t("threads.confirmClear")}</p>
            <div className="flex gap-2">
              <Button variant="destructive" size="sm" onClick={onClear} disabled={clear.isPending}>
                {t("threads.confirmClearYes")}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                {t("cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="ghost-destructive" size="sm" align="start" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t("threads.clear")}
          </Button>
        ))}
    </section>
  );
}
