import type { TrainingModule, TrainingProgress } from "@shared/contracts/training";
import { trackProgress } from "@shared/domain/training";
import { BookOpenCheck, Landmark, type LucideIcon, Scale } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { TRAINING_TRACKS } from "@/lib/catalogue";
import { ProgressBar } from "./progress-bar";

const TRACK_STYLE: Record<string, { icon: LucideIcon; tone: string; bar: string }> = {
  general: {
    icon: BookOpenCheck,
    tone: "bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300",
    bar: "bg-blue-600",
  },
  credit: {
    icon: Landmark,
    tone: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
    bar: "bg-emerald-600",
  },
  regulation: {
    icon: Scale,
    tone: "bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
    bar: "bg-violet-600",
  },
};

export const trackStyle = (track: string) => TRACK_STYLE[track] ?? TRACK_STYLE.general;

/** General training, credit specialisation and regulation: the average progress of each track's modules. */
export function TrackProgress({
  modules,
  progress,
}: {
  modules: TrainingModule[] | undefined;
  progress: TrainingProgress[] | undefined;
}) {
  const { t } = useTranslation("training");
  return (
    <section aria-labelledby="training-progress">
      <h2 id="training-progress" className="sr-only">
        {t("progress.title")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {TRAINING_TRACKS.map((track) => {
          const { icon: Icon, tone, bar } = trackStyle(track);
          const value = modules && progress ? trackProgress(modules, progress, track) : null;
          return (
            <li key={track}>
              <Card layout="custom" className="flex-col gap-3 p-5">
                <div className="flex items-center justify-between gap-3">
                  <p className="text-sm font-medium" id={`training-track-${track}`}>
                    {t(`tracks.${track}`)}
                  </p>
                  <span className={`flex size-9 items-center justify-center rounded-lg ${tone}`}>
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                </div>
                {value === null ? (
                  <>
                    <Skeleton className="h-8 w-16" />
                    <Skeleton className="h-2 w-full" />
                  </>
                ) : (
                  <>
                    <p className="text-3xl font-semibold tracking-tight tabular-nums">
                      {t("progress.value", { value })}
                    </p>
                    <ProgressBar
                      value={value}
                      label={t("progress.label", { track: t(`tracks.${track}`) })}
                      tone={bar}
                    />
                  </>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
