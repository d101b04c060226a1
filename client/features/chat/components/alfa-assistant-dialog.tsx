import { Bot } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useChat } from "../hooks/use-chat";
import { ChatView } from "./chat-view";
import { ThreadSidebar } from "./thread-list";

const STARTERS = ["activate", "earlyTermination", "endOfLease", "batch"] as const;

/** The Alfa platform assistant, opened from the services catalogue. */
export function AlfaAssistantDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["chat", "common"]);
  const chat = useChat({ userId, assistant: "alfa" });
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const close = () => onOpenChange(false);
  // The control that opened the assistant (the page's button, a service's "Lancer"), noted before
  // the dialog takes the focus: closing gives it back there. Radix would only return to a trigger
  // of its own, and the assistant has several openers.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("common:close")}
        // The cursor goes to the message box; the dialog has already noted its opener, which gets
        // the focus back on closing.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        // Escape closes the source beside the conversation first. The conversation is long-lived:
        // closing with Escape mid-answer would lose the reply.
        onEscapeKeyDown={(event) => {
          if (chat.source) {
            event.preventDefault();
            chat.closeSource();
          } else if (chat.pending) event.preventDefault();
        }}
        size="5xl"
        layout="custom"
        className="flex h-[min(52rem,calc(100dvh-2rem))] flex-col overflow-hidden"
      >
        <div className="flex items-center gap-3 border-b px-5 py-4 pr-12">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
            <Bot aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <DialogTitle>{t("alfa.title")}</DialogTitle>
            <DialogDescription className="truncate">{t("alfa.description")}</DialogDescription>
          </div>
        </div>
        <div className="flex min-h-0 flex-1 flex-col md:flex-row">
          <ThreadSidebar userId={userId} chat={chat} narrowHeight="md" />
          <ChatView
            chat={chat}
            inputRef={inputRef}
            onNavigate={close}
            starters={STARTERS.map((key) => t(`alfa.starters.${key}`))}
            intro={
              <div className="grid gap-1.5">
                <p className="text-base font-semibold">{t("alfa.introTitle")}</p>
                <p className="text-sm text-muted-foreground">{t("alfa.intro")}</p>
              </div>
            }
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
