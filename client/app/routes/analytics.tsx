import { DEFAULT_ANALYTICS_PERIOD } from "@shared/contracts/analytics";
import { ChartColumn } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { lastDays, openingDays, useTaskMining } from "@/features/analytics/api/get-task-mining";
import { EventsByType } from "@/features/analytics/components/events-by-type";
import { KpiCards } from "@/features/analytics/components/kpi-cards";
import { PerformanceSummary } from "@/features/analytics/components/performance-summary";
import { PeriodSelector } from "@/features/analytics/components/period-selector";
import { ProcessView } from "@/features/analytics/components/process-view";
import { TimelineChart } from "@/features/analytics/components/timeline-chart";
import { PageHeader } from "../page-header";

export function AnalyticsPage() {
  const { t } = useTranslation(["analytics", "common"]);
  const [days, setDays] = useState<number>(DEFAULT_ANALYTICS_PERIOD);
  // The window is fixed when the period is chosen, so the query key stays stable between renders.
  const [range, setRange] = useState(() => openingDays(DEFAULT_ANALYTICS_PERIOD));
  const query = useTaskMining(range);
  const data = query.data;
  const choose = (next: number) => {
    setDays(next);
    setRange(lastDays(next));
  };

  return (
    <div className="grid grid-cols-1 gap-8 *:min-w-0">
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={<PeriodSelector value={days} onChange={choose} />}
      />
      {query.isError && <LoadError message={t("loadError")} onRetry={() => void query.refetch()} />}
      {query.isLoading && (
        <div className="grid gap-4 *:min-w-0" aria-busy="true">
          <span className="sr-only">{t("common:loading")}</span>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4 *:min-w-0">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} radius="xl" className="h-32" />
            ))}
          </div>
          <Skeleton radius="xl" className="h-72" />
        </div>
      )}
      {data && data.totalEvents === 0 && (
        <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <ChartColumn aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t("empty.title", { count: days })}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t("empty.hint")}</p>
          <Link href="/deliverables" className={buttonVariants({ variant: "outline" })}>
            {t("empty.action")}
          </Link>
        </section>
      )}
      {data && data.totalEvents > 0 && (
        <>
          <KpiCards data={data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 *:min-w-0">
            <TimelineChart timeline={data.timelineData} />
            <EventsByType data={data} />
          </div>
          <PerformanceSummary data={data} />
          <ProcessView data={data} />
        </>
      )}
    </div>
  );
}
