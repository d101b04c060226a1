import { Bell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonProps } from "@/components/ui/button";
import { lazyModule, useLazyOverlay } from "@/components/ui/lazy-overlay";
import { useNotifications } from "../api/get-notifications";

// The list itself (Radix Popover) loads once the page has been drawn: see components/ui/lazy-overlay.ts.
const notificationPopover = lazyModule(() => import("./notification-popover"));

/** The bell, with the number of unread notifications. */
function BellButton(props: ButtonProps) {
  const { t } = useTranslation("notifications");
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t("bellUnread", { count: unread }) : t("bell");
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} className="relative" {...props}>
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Button>
  );
}

export function NotificationBell() {
  const { overlay, defaultOpen, ref, triggerProps } = useLazyOverlay(notificationPopover);
  if (!overlay) return <BellButton aria-haspopup="dialog" aria-expanded={false} {...triggerProps} />;
  return (
    <overlay.NotificationPopover defaultOpen={defaultOpen} triggerRef={ref}>
      <BellButton />
    </overlay.NotificationPopover>
  );
}
