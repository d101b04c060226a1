import { cn } from "@/lib/cn";

/** Lucide's star (24 × 24, drawn with a 2-unit stroke). */
const STAR =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
const STARS = [0, 1, 2, 3, 4];

/**
 * Five stars, as many filled as the whole part of the rating; decorative (the number is given as
 * text). One drawing of five paths rather than five icons: a catalogue shows one per card.
 */
export function Stars({
  rating,
  className,
  spacing = 2,
}: {
  rating: number;
  className?: string;
  /** Pixels between two stars (as five 14 px icons with gap-0.5 by default). */
  spacing?: number;
}) {
  const filled = Math.floor(rating);
  // Each star is 24 units wide and 14 px on screen.
  const step = 24 + (spacing * 24) / 14;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${4 * step + 24} 24`}
      style={{ width: `${(5 * 14 + 4 * spacing) / 16}rem` }}
      className={cn("h-3.5 shrink-0", className)}
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
          transform={n ? `translate(${n * step})` : undefined}
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
