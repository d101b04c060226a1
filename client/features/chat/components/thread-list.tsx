import {
  AlertCircle,
  Check,
  ChevronDown,
  MessageSquarePlus,
  MessagesSquare,
  Trash2,
  Undo2,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { CloseButton } from "@/components/ui/close-button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { useClearThreads } from "../api/clear-threads";
import { useDeleteThread } from "../api/delete-thread";
import { useThreads } from "../api/get-threads";
import { useRestoreThread } from "../api/restore-thread";
import type { ChatController } from "../hooks/use-chat";

/** How long the "Annuler" of a deletion stays offered (the server keeps the conversation 10 s). */
const UNDO_MS = 8000;
const NOTICE_MS = 4000;

/** What the list's own toast says: a deletion that can be undone, its undoing, or a failure. */
type Notice =
  | { kind: "deleted"; threadId: string; wasOpen: boolean }
  | { kind: "restored" }
  | { kind: "error"; text: string };

/**
 * The user's conversations with one assistant: open, start, delete one, or clear them all. A
 * deletion can be undone for a few seconds from a toast shown with the list: inside the assistant's
 * dialog, where the page's toasts cannot be reached.
 */
export function ThreadList({
  userId,
  chat,
  headingLevel = 3,
}: {
  userId: string;
  chat: ChatController;
  /** 3 inside the assistant's dialog (its title is the 2), 2 on a page of its own. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation("chat");
  const headingId = useId();
  const listId = useId();
  // On a narrow screen the list folds away behind its heading, so that the conversation keeps the
  // room; from md up it is a column and always shown.
  const [unfolded, setUnfolded] = useState(false);
  const threads = useThreads(userId, chat.assistant);
  const remove = useDeleteThread();
  const restore = useRestoreThread();
  const clear = useClearThreads();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.kind === "deleted" ? UNDO_MS : NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const failed = () =>
    toast({ variant: "destructive", title: t("threads.errorTitle"), description: t("threads.error") });

  // The deleted row took the focus with it: "Annuler" gets it, one key away from undoing. Once the
  // notice is drawn, and after the message box has taken the focus for the new conversation that
  // replaces a deleted open one (same commit): a frame after it.
  useEffect(() => {
    if (notice?.kind !== "deleted") return;
    const frame = requestAnimationFrame(() => undoRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [notice]);

  const onUndo = (threadId: string, wasOpen: boolean) =>
    restore.mutate(
      { userId, threadId },
      {
        onSuccess: () => {
          setNotice({ kind: "restored" });
          if (wasOpen) void chat.openThread(threadId);
        },
        onError: (error) =>
          setNotice({
            kind: "error",
            text:
              error instanceof ApiError && error.body?.code
                ? t(`errors.${error.body.code}`, { defaultValue: t("threads.error") })
                : t("threads.error"),
          }),
      },
    );

  const onDelete = (threadId: string) =>
    remove.mutate(
      { userId, threadId },
      {
        onSuccess: () => {
          const wasOpen = chat.threadId === threadId;
          if (wasOpen) chat.newThread();
          setNotice({ kind: "deleted", threadId, wasOpen });
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
        <Heading id={headingId} className="text-sm font-semibold">
          <span className="hidden md:inline">{t("threads.title")}</span>
          <button
            type="button"
            aria-expanded={unfolded}
            aria-controls={listId}
            onClick={() => setUnfolded((u) => !u)}
            className="-mx-1 inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring md:hidden"
          >
            <ChevronDown
              aria-hidden="true"
              className={cn(
                "size-4 transition-transform motion-reduce:transition-none",
                unfolded && "rotate-180",
              )}
            />
            {t("threads.title")}
            {list.length > 0 && <span className="font-normal text-muted-foreground">({list.length})</span>}
          </button>
        </Heading>
      </div>
      <Button variant="outline" size="sm" align="start" onClick={chat.newThread}>
        <MessageSquarePlus aria-hidden="true" />
        {t("threads.new")}
      </Button>
      {/* Always in the page, so what appears in it is announced; it takes no room when empty. */}
      <div role="status" aria-live="polite" className={notice ? undefined : "sr-only"}>
        {notice && (
          <div
            data-testid="thread-notice"
            className={cn(
              "animate-fade-in grid gap-2 rounded-lg border bg-popover p-2.5 text-sm text-popover-foreground shadow-md",
              notice.kind === "error" && "border-red-200 text-red-800 dark:border-red-900 dark:text-red-200",
            )}
          >
            <div className="flex items-start gap-2">
              {notice.kind === "error" ? (
                <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <Check
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                />
              )}
              <span className="min-w-0 flex-1">
                {notice.kind === "deleted"
                  ? t("threads.deleted")
                  : notice.kind === "restored"
                    ? t("threads.restored")
                    : notice.text}
              </span>
              <CloseButton
                label={t("threads.dismiss")}
                onClick={() => setNotice(null)}
                size="xs"
                className="-m-0.5"
              />
            </div>
            {notice.kind === "deleted" && (
              <Button
                ref={undoRef}
                variant="outline"
                size="sm"
                align="start"
                onClick={() => {
                  setNotice(null);
                  onUndo(notice.threadId, notice.wasOpen);
                }}
                disabled={restore.isPending}
                aria-label={t("threads.undoAlt")}
                title={t("threads.undoAlt")}
              >
                <Undo2 aria-hidden="true" />
                {t("threads.undo")}
              </Button>
            )}
          </div>
        )}
      </div>
      <div id={listId} className={cn("min-h-0 flex-1 overflow-y-auto", !unfolded && "hidden md:block")}>
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
      {list.length > 0 && (
        <div className={cn("grid", !unfolded && "hidden md:grid")}>
          {confirming ? (
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
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The conversations beside an assistant: a strip above it on a narrow screen, folded behind its
 * heading until asked for and no taller than `narrowHeight` unfolded; a column on its left otherwise;
 * a source read beside the conversation takes the column's room.
 */
export function ThreadSidebar({
  userId,
  chat,
  narrowHeight,
  headingLevel,
}: {
  userId: string;
  chat: ChatController;
  narrowHeight: "sm" | "md";
  headingLevel?: 2 | 3;
}) {
  return (
    <aside
      className={cn(
        "flex shrink-0 flex-col border-b p-3 md:max-h-none md:w-64 md:border-r md:border-b-0",
        narrowHeight === "sm" ? "max-h-44" : "max-h-52",
        chat.source && "md:hidden",
      )}
    >
      <ThreadList userId={userId} chat={chat} headingLevel={headingLevel} />
    </aside>
  );
}
