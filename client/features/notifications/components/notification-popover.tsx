import type { Notification } from "@shared/contracts/notifications";
import { Check, CheckCheck } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import type { OverlayProps } from "@/components/ui/lazy-overlay";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-all-read";
import { useMarkNotificationRead } from "../api/mark-read";

/** Wording comes from `kinds.<kind>` with the notification's params; unknown kinds get a fallback. */
function useNotificationText() {
  const { t, i18n } = useTranslation("notifications");
  return (item: Notification) => {
    const base = `kinds.${item.kind}`;
    if (!i18n.exists(`notifications:${base}.title`)) {
      return { title: t("fallbackTitle"), body: "" };
    }
    return { title: t(`${base}.title`, item.params), body: t(`${base}.body`, item.params) };
  };
}

/**
 * The notifications popover (Radix Popover) around its trigger, `children`: loaded once the page
 * has been drawn (see ./notification-bell.tsx).
 */
export function NotificationPopover({ defaultOpen, triggerRef, children }: OverlayProps) {
  const { t } = useTranslation("notifications");
  const [open, setOpen] = useState(defaultOpen);
  const [, navigate] = useLocation();
  const { data, isLoading, isError } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const text = useNotificationText();
  const titleId = useId();
  const unread = data?.unread ?? 0;

  const openItem = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    if (item.link) {
      setOpen(false);
      navigate(item.link);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild ref={triggerRef}>
        {children}
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby={titleId}
        layout="custom"
        className="w-[min(24rem,calc(100vw-1rem))]"
      >
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <div>
            <h2 id={titleId} className="text-sm font-semibold">
              {t("title")}
            </h2>
            {unread > 0 && <p className="text-xs text-muted-foreground">{t("unread", { count: unread })}</p>}
          </div>
          {unread > 0 && (
            <Button variant="ghost" size="sm" onClick={() => markAll.mutate()}>
              <CheckCheck aria-hidden="true" />
              {t("markAllRead")}
            </Button>
          )}
        </div>
        <div className="max-h-96 overflow-y-auto">
          {isLoading && (
            <div className="grid gap-3 p-4">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          )}
          {isError && <p className="p-4 text-sm text-muted-foreground">{t("loadError")}</p>}
          {data && data.items.length === 0 && (
            <p className="p-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
          )}
          {data && data.items.length > 0 && (
            <ul className="divide-y">
              {data.items.map((item) => {
                const { title, body } = text(item);
                return (
                  <li
                    key={item.id}
                    className={cn("flex items-start gap-2 px-2 py-1", !item.read && "bg-accent/60")}
                  >
                    <button
                      type="button"
                      onClick={() => openItem(item)}
                      className="flex min-w-0 flex-1 gap-3 rounded-md px-2 py-2 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          "mt-1.5 size-2 shrink-0 rounded-full",
                          item.read ? "bg-transparent" : "bg-primary",
                        )}
                      />
                      <span className="min-w-0">
                        <span className={cn("block text-sm", !item.read && "font-semibold")}>{title}</span>
                        {body && <span className="mt-0.5 block text-sm text-muted-foreground">{body}</span>}
                        <span className="mt-1 block text-xs text-muted-foreground">
                          {formatDate(item.createdAt)}
                        </span>
                      </span>
                    </button>
                    {!item.read && (
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        className="mt-1"
                        aria-label={t("markReadItem", { title })}
                        title={t("markRead")}
                        onClick={() => markRead.mutate(item.id)}
                      >
                        <Check aria-hidden="true" />
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
