import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/**
 * A counter card: its label and tinted icon, the figure (a grey bar while `value` is undefined,
 * as tall as the figure so nothing moves when it arrives), its `hint`, then `children` (a trend).
 */
export function StatCard({
  label,
  icon: Icon,
  tone,
  value,
  figure = "number",
  compact = false,
  testId,
  hint,
  className,
  children,
}: {
  label: string;
  icon: LucideIcon;
  tone: string;
  value: ReactNode | undefined;
  /** "words": a value written out (a level's name), in a smaller type than a number. */
  figure?: "number" | "words";
  /** Closer lines, for a card with a hint under its figure. */
  compact?: boolean;
  /** The figure's test id. */
  testId?: string;
  /** A line under the figure that says what it counts. */
  hint?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card layout="custom" className={cn("flex-col p-5", compact ? "gap-2" : "gap-3", className)}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className={cn("flex size-9 items-center justify-center rounded-lg", tone)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {value === undefined ? (
        <Skeleton className="h-9 w-20" />
      ) : (
        <p
          className={
            figure === "words"
              ? "text-xl font-semibold"
              : "text-3xl font-semibold tracking-tight tabular-nums"
          }
          data-testid={testId}
        >
          {value}
        </p>
      )}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {children}
    </Card>
  );
}
