import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A line of a history (an activity, an achievement): its icon in a round badge, then `children`. */
export function IconListItem({
  icon: Icon,
  size,
  children,
}: {
  icon: LucideIcon;
  /** The badge's size: "sm" in a dense list, "md" otherwise. */
  size: "sm" | "md";
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <span
        className={cn(
          "flex shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground",
          size === "sm" ? "size-8" : "size-9",
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      {children}
    </li>
  );
}
