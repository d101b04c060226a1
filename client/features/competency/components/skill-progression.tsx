import type { SkillProgress } from "@shared/contracts/competency";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/ui/card";
import { useLevelLabel } from "./level-label";

/** Spec section 9: the first 8 skills. */
export const PROGRESSION_SHOWN = 8;

export function SkillProgression({ skills }: { skills: SkillProgress[] }) {
  const { t } = useTranslation("competency");
  const level = useLevelLabel();
  return (
    <SectionCard title={t("progression.title")} description={t("progression.description")}>
      {skills.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("progression.empty")}</p>
      ) : (
        <ul className="grid gap-4 *:min-w-0">
          {skills.slice(0, PROGRESSION_SHOWN).map((s) => (
            <li key={s.skillId} className="grid gap-1.5 *:min-w-0">
              <div className="flex items-baseline justify-between gap-3">
                <p className="min-w-0 truncate text-sm font-medium">{s.skillName}</p>
                <p className="shrink-0 text-xs font-medium">{level.full(s.currentLevel)}</p>
              </div>
              <div
                role="progressbar"
                aria-label={t("progression.towards", {
                  name: s.skillName,
                  level: Math.min(10, s.currentLevel + 1),
                })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={s.progressPercentage}
                className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${s.progressPercentage}%` }}
                />
              </div>
              <p className="text-xs text-muted-foreground">
                {s.currentLevel >= 10
                  ? t("progression.max")
                  : t("progression.detail", { percent: s.progressPercentage, next: s.currentLevel + 1 })}
                {" · "}
                {t("progression.recent", { count: s.recentEvidences })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
