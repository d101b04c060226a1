import type { Recommendation } from "@shared/contracts/learning";
import { AlertCircle, Sparkles, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useCompleteCapsule } from "../api/complete-capsule";
import { useRecommendations } from "../api/get-recommendations";
import { CapsuleCard } from "./capsule-card";

type Props = {
  open: boolean;
  onClose: () => void;
  /** The selected task's type (id and display name); null when no task is selected. */
  taskType: { id: string; name: string } | null;
};

/**
 * The Learning Boost panel: fixed on the right, 24rem wide. Not modal (the board stays usable);
 * it takes the focus when it opens and Escape closes it.
 */
export function LearningBoostPanel({ open, onClose, taskType }: Props) {
  const { t } = useTranslation("learning");
  const closeRef = useRef<HTMLButtonElement>(null);
  const { data, isLoading, isError, refetch } = useRecommendations(taskType?.id ?? null, open);
  const complete = useCompleteCapsule();

  // Take the focus on opening, and again when another task's 'Learning' re-targets the open panel.
  const focusKey = open ? (taskType?.id ?? "") : null;
  useEffect(() => {
    if (focusKey !== null) closeRef.current?.focus();
  }, [focusKey]);

  if (!open) return null;

  const onDone = (capsule: Recommendation) =>
    complete.mutate(
      { skillId: capsule.skillId, capsuleId: capsule.id, newLevel: capsule.userLevel + 1 },
      {
        onSuccess: (result) =>
          toast({
            title: t("toasts.progressTitle"),
            description: t("toasts.progressBody", { level: result.level, skill: capsule.skillName }),
          }),
        onError: () =>
          toast({
            variant: "destructive",
            title: t("toasts.errorTitle"),
            description: t("toasts.errorBody"),
          }),
      },
    );

  // Cards grouped by skill, in the server's order (skills by importance).
  const groups: { skillId: string; skillName: string; userLevel: number; items: Recommendation[] }[] = [];
  for (const r of data ?? []) {
    const last = groups.at(-1);
    if (last?.skillId === r.skillId) last.items.push(r);
    else groups.push({ skillId: r.skillId, skillName: r.skillName, userLevel: r.userLevel, items: [r] });
  }

  return (
    <aside
      aria-labelledby="learning-boost-title"
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
      className="fixed inset-y-0 right-0 z-50 flex w-96 max-w-full flex-col border-l bg-background shadow-2xl"
      data-testid="learning-boost-panel"
    >
      <header className="flex items-start justify-between gap-3 border-b px-5 py-4">
        <div className="min-w-0">
          <h2 id="learning-boost-title" className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            {t("panel.title")}
          </h2>
          {taskType && (
            <p className="mt-1 text-sm text-muted-foreground">
              {t("panel.for")} <span className="font-medium text-foreground">{taskType.name}</span>
            </p>
          )}
        </div>
        <Button ref={closeRef} variant="ghost" size="icon-sm" aria-label={t("panel.close")} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </header>
      <div className="flex-1 overflow-y-auto px-5 py-4">
        {!taskType && <p className="text-sm text-muted-foreground">{t("panel.noTask")}</p>}
        {taskType && isLoading && (
          <div role="status" aria-label={t("panel.loading")} className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <div key={i} data-testid="capsule-skeleton" className="grid gap-3 rounded-lg border p-4">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-full" />
                <Skeleton className="h-3 w-5/6" />
                <Skeleton className="h-2 w-full" />
                <div className="flex gap-2">
                  <Skeleton className="h-8 flex-1" />
                  <Skeleton className="h-8 flex-1" />
                </div>
              </div>
            ))}
          </div>
        )}
        {taskType && isError && (
          <div role="alert" className="grid gap-3 text-sm">
            <p className="flex items-center gap-2 text-red-700 dark:text-red-400">
              <AlertCircle aria-hidden="true" className="size-4" />
              {t("panel.loadError")}
            </p>
            <Button variant="outline" size="sm" onClick={() => void refetch()} className="w-fit">
              {t("panel.retry")}
            </Button>
          </div>
        )}
        {taskType && data && data.length === 0 && (
          <p className="text-sm text-muted-foreground">{t("panel.empty")}</p>
        )}
        {groups.length > 0 && (
          <div className="grid gap-5">
            {groups.map((g) => (
              <section key={g.skillId} aria-labelledby={`skill-${g.skillId}`} className="grid gap-3">
                <div className="flex items-baseline justify-between gap-2">
                  <h3 id={`skill-${g.skillId}`} className="text-sm font-semibold">
                    {g.skillName}
                  </h3>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {t("panel.skillLevel", { level: g.userLevel })}
                  </span>
                </div>
                <ul className="grid gap-3">
                  {g.items.map((c) => (
                    <CapsuleCard
                      key={c.id}
                      capsule={c}
                      busy={complete.isPending}
                      saving={complete.isPending && complete.variables?.capsuleId === c.id}
                      onDone={onDone}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </aside>
  );
}
