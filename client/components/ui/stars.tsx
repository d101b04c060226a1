import { cn } from "@/lib/cn";

/** Lucide's star (24 × 24, drawn with a 2-unit stroke). */
const STAR =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
/** Each star 24 units wide, 14 px on screen, with 2 px between two (as five 14 px icons with gap-0.5). */
const STEP = 24 + (2 * 24) / 14;
const STARS = [0, 1, 2, 3, 4];

/**
 * Five stars, as many filled as the whole part of the rating; decorative (the number is given as
 * text). One drawing of five paths rather than five icons: a catalogue shows one per card.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.floor(rating);
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${4 * STEP + 24} 24`}
      className={cn("h-3.5 w-[4.875rem] shrink-0", className)}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-filled={filled}
    >
      {STARS.map((n) => (
        <path
          key={n}
          d={STAR}
          transform={n ? `translate(${n * STEP})` : undefined}
          className={
            n < filled
              ? "fill-amber-400 text-amber-500"
              : "fill-transparent text-slate-300 dark:text-slate-600"
          }
        />
      ))}
    </svg>
  );
}
