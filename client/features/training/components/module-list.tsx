import type { TrainingModule, TrainingProgress } from "@shared/contracts/training";
import { GraduationCap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { TRAINING_TRACKS } from "@/lib/catalogue";
import { useAdvanceModule } from "../hooks/use-advance-module";
import { ModuleCard } from "./module-card";
import { trackStyle } from "./track-progress";

export function ModuleListSkeleton() {
  const { t } = useTranslation("training");
  return (
    <div role="status" aria-label={t("modules.loading")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-3 rounded-xl border bg-card p-5">
          <Skeleton radius="full" className="h-5 w-20" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-9 w-28" />
        </div>
      ))}
    </div>
  );
}

/** Modules grouped by track, in the track's order (a locked module opens when the one before it is done). */
export function ModuleList({
  userId,
  modules,
  progress,
}: {
  userId: string;
  modules: TrainingModule[];
  progress: TrainingProgress[];
}) {
  const { t } = useTranslation("training");
  const { advance, pendingId } = useAdvanceModule(userId);
  const byModule = new Map(progress.map((p) => [p.trainingModuleId, p]));

  if (modules.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
        <GraduationCap aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{t("modules.empty")}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t("modules.emptyHint")}</p>
      </div>
    );
  }

  return (
    <div className="grid gap-8">
      {TRAINING_TRACKS.map((track) => {
        const inTrack = modules.filter((m) => m.track === track).sort((a, b) => a.order - b.order);
        if (inTrack.length === 0) return null;
        const { icon: Icon, tone } = trackStyle(track);
        return (
          <section key={track} aria-labelledby={`training-modules-${track}`} className="grid gap-4">
            <h3 id={`training-modules-${track}`} className="flex items-center gap-2 text-base font-semibold">
              <span className={`flex size-7 items-center justify-center rounded-md ${tone}`}>
                <Icon aria-hidden="true" className="size-4" />
              </span>
              {t(`tracks.${track}`)}
              <span className="text-sm font-normal text-muted-foreground">
                · {t("modules.count", { count: inTrack.length })}
              </span>
            </h3>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {inTrack.map((module) => (
                <li key={module.id}>
                  <ModuleCard
                    module={module}
                    progress={byModule.get(module.id)}
                    pending={pendingId === module.id}
                    busy={pendingId !== undefined && pendingId !== module.id}
                    onAdvance={() => advance(module, byModule.get(module.id))}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
