import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

/** Five stars, as many filled as the whole part of the rating; decorative (the number is given as text). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.floor(rating);
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex items-center gap-0.5", className)}
      data-filled={filled}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn(
            "size-3.5",
            n <= filled
              ? "fill-amber-400 text-amber-500"
              : "fill-transparent text-slate-300 dark:text-slate-600",
          )}
        />
      ))}
    </span>
  );
}
