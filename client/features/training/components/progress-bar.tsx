import { cn } from "@/lib/cn";

/** A labelled progress bar (role=progressbar) for values from 0 to 100. */
export function ProgressBar({
  value,
  label,
  className,
  tone = "bg-primary",
}: {
  value: number;
  label: string;
  className?: string;
  tone?: string;
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800", className)}
    >
      <div
        className={cn("h-full rounded-full transition-[width] duration-500", tone)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
