import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useCompetencySummary } from "@/features/competency/api/get-summary";
import { Achievements } from "@/features/competency/components/achievements";
import { GlobalScore } from "@/features/competency/components/global-score";
import { SkillMatrix } from "@/features/competency/components/skill-matrix";
import { SkillProgression } from "@/features/competency/components/skill-progression";
import { PageHeader } from "../page-header";

export function CompetencyPage() {
  const { t } = useTranslation(["competency", "common"]);
  const query = useCompetencySummary();
  const data = query.data;
  return (
    <div className="grid grid-cols-1 gap-8 *:min-w-0">
      <PageHeader title={t("page.title")} description={t("page.description")} />
      {query.isError && <LoadError message={t("loadError")} onRetry={() => void query.refetch()} />}
      {query.isLoading && (
        <div className="grid gap-4 *:min-w-0" aria-busy="true">
          <span className="sr-only">{t("common:loading")}</span>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[20rem_1fr] *:min-w-0">
            <Skeleton radius="xl" className="h-56" />
            <Skeleton radius="xl" className="h-56" />
          </div>
          <Skeleton radius="xl" className="h-72" />
        </div>
      )}
      {data && (
        <>
          {data.totalEvidences === 0 && (
            <p className="rounded-xl border border-dashed bg-card px-4 py-3 text-sm text-muted-foreground">
              {t("emptyHint")}
            </p>
          )}
          <GlobalScore data={data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 *:min-w-0">
            <SkillProgression skills={data.skillProgression} />
            <Achievements items={data.recentAchievements} />
          </div>
          <SkillMatrix matrix={data.skillMatrix} />
        </>
      )}
    </div>
  );
}
