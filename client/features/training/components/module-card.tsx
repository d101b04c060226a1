import type { TrainingModule, TrainingProgress } from "@shared/contracts/training";
import { moduleState } from "@shared/domain/training";
import { BookOpen, Clock, LoaderCircle, Lock, Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { linkedCardClass } from "@/lib/use-linked-item";
import { ProgressBar } from "./progress-bar";

const BADGE = {
  completed: "success",
  in_progress: "info",
  locked: "secondary",
  available: "violet",
} as const;

/** A module with the spec's badge and button: locked disabled, completed Réviser, in progress Continuer, else Commencer. */
export function ModuleCard({
  module,
  progress,
  pending,
  busy,
  onAdvance,
}: {
  module: TrainingModule;
  progress: TrainingProgress | undefined;
  /** This module's step is being saved. */
  pending: boolean;
  /** Another step is being saved: one at a time. */
  busy: boolean;
  onAdvance: () => void;
}) {
  const { t, i18n } = useTranslation("training");
  const english = i18n.language === "en";
  const state = moduleState(module, progress);
  const titleId = `training-module-${module.id}`;
  const hintId = `${titleId}-hint`;
  const action = state === "completed" ? "review" : state === "in_progress" ? "continue" : "start";
  const value = progress?.completed ? 100 : (progress?.progress ?? 0);

  return (
    <article
      aria-labelledby={titleId}
      data-item-id={module.id}
      className={cn(
        "flex h-full flex-col gap-3 rounded-xl border p-5 shadow-sm",
        state === "locked" ? "bg-muted/40" : "bg-card",
        linkedCardClass,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <Badge variant={BADGE[state]}>
          {state === "locked" && <Lock aria-hidden="true" />}
          {t(`badges.${state}`)}
        </Badge>
        <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
          <Trophy aria-hidden="true" className="size-3.5" />
          {t("modules.points", { points: module.points })}
        </span>
      </div>
      <h3 id={titleId} className="text-base leading-snug font-semibold">
        {english ? module.titleEn : module.title}
      </h3>
      <p className="text-sm text-muted-foreground">{english ? module.descriptionEn : module.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-3.5" />
          {t("modules.duration", { minutes: module.duration })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <BookOpen aria-hidden="true" className="size-3.5" />
          {t("modules.lessons", { count: module.moduleCount })}
        </span>
      </p>
      <div className="mt-auto grid gap-3 pt-1">
        {value > 0 && (
          <div className="grid gap-1.5">
            <div className="flex items-center justify-between text-xs">
              <span className="font-medium tabular-nums">{t("progress.value", { value })}</span>
              {progress?.completed && progress.score !== null && (
                <span className="text-muted-foreground">{t("modules.score", { score: progress.score })}</span>
              )}
            </div>
            <ProgressBar
              value={value}
              label={t("modules.progress", { title: english ? module.titleEn : module.title })}
              tone={progress?.completed ? "bg-emerald-600" : "bg-primary"}
            />
          </div>
        )}
        {state === "locked" && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {t("modules.lockedHint")}
          </p>
        )}
        <Button
          variant={action === "review" ? "outline" : "default"}
          disabled={state === "locked" || pending || busy}
          aria-describedby={state === "locked" ? `${titleId} ${hintId}` : titleId}
          onClick={onAdvance}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {state === "locked" && <Lock aria-hidden="true" />}
          {pending ? t("actions.saving") : t(`actions.${action}`)}
        </Button>
      </div>
    </article>
  );
}
