import { dailyAverage, finalisationRate, type TaskMining } from "@shared/contracts/analytics";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/ui/card";
import { useTypeLabel } from "./type-label";

const fullDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The period in a few sentences: output, completion, the busiest day and the most frequent action. */
export function PerformanceSummary({ data }: { data: TaskMining }) {
  const { t, i18n } = useTranslation("analytics");
  const label = useTypeLabel();
  const nf = new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "fr-FR", { maximumFractionDigits: 1 });
  const m = data.deliverableMetrics;
  const busiest = data.timelineData.reduce<TaskMining["timelineData"][number] | null>(
    (best, d) => (d.total > (best?.total ?? 0) ? d : best),
    null,
  );
  const activeDays = data.timelineData.filter((d) => d.total > 0).length;
  const topType = [...data.eventsByType].sort((a, b) => b.count - a.count)[0];
  const rows: [string, string][] = [
    [t("summary.created"), nf.format(m.created)],
    [t("summary.edited"), nf.format(m.edited)],
    [t("summary.scored"), nf.format(m.scored)],
    [t("summary.exported"), nf.format(m.exported)],
    [t("summary.completed"), nf.format(m.completed)],
    [t("summary.finalisation"), m.created > 0 ? `${nf.format(finalisationRate(m))}\u00a0%` : "—"],
    [t("summary.dailyAverage"), nf.format(dailyAverage(data.totalEvents, data.days))],
    [
      t("summary.activeDays"),
      t("summary.activeDaysValue", { active: activeDays, count: data.timelineData.length }),
    ],
    [
      t("summary.busiestDay"),
      busiest ? t("summary.busiestDayValue", { date: fullDate(busiest.date), count: busiest.total }) : "—",
    ],
    [
      t("summary.topAction"),
      topType && topType.count > 0 ? `${label(topType.type)} (${nf.format(topType.count)})` : "—",
    ],
  ];
  return (
    <SectionCard title={t("summary.title")}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 *:min-w-0">
        {rows.map(([k, v]) => (
          <div key={k} className="flex items-baseline justify-between gap-3 border-b pb-2 last:border-b-0">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="text-right font-medium whitespace-nowrap tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
