import { bandColour, type ScoreColour, scoreBand } from "@shared/domain/quality";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** Text and background pairs that keep 4.5:1 contrast in both themes. */
export const colourClasses: Record<ScoreColour, string> = {
  green:
    "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  yellow:
    "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200",
  red: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
};

/** A score with its band: ≥90 green 'Excellent', 70-89 yellow 'Bon', <70 red 'À améliorer'. */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const { t } = useTranslation("deliverables");
  const band = scoreBand(score);
  return (
    <span
      data-testid="score-badge"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold tabular-nums",
        colourClasses[bandColour[band]],
        className,
      )}
    >
      {t("score.value", { score })}
      <span className="font-medium">· {t(`bands.${band}`)}</span>
    </span>
  );
}
