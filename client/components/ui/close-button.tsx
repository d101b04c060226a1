import { X } from "lucide-react";
import { cn } from "@/lib/cn";

const SIZES = {
  xs: { button: "p-1", icon: "size-3.5" },
  sm: { button: "p-1", icon: "size-4" },
  md: { button: "p-1.5", icon: "size-4" },
} as const;

/**
 * The small ✕ that closes or dismisses a panel or a notice; its `label` is its name and tooltip.
 * `className` places it (margins), never sizes it.
 */
export function CloseButton({
  label,
  onClick,
  size = "sm",
  className,
}: {
  label: string;
  onClick: () => void;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={cn(
        "rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
        SIZES[size].button,
        className,
      )}
    >
      <X aria-hidden="true" className={SIZES[size].icon} />
    </button>
  );
}
