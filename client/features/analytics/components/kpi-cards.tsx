import { dailyAverage, finalisationRate, type TaskMining } from "@shared/contracts/analytics";
import { Activity, CalendarDays, FilePlus2, type LucideIcon, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StatCard } from "@/components/ui/stat-card";

/** Total events, deliverables created, finalisation rate (exports / creations) and daily average. */
export function KpiCards({ data }: { data: TaskMining }) {
  const { t, i18n } = useTranslation("analytics");
  const nf = new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "fr-FR", { maximumFractionDigits: 1 });
  const m = data.deliverableMetrics;
  const cards: { key: string; value: string; hint: string; icon: LucideIcon; tone: string }[] = [
    {
      key: "totalEvents",
      value: nf.format(data.totalEvents),
      hint: t("kpi.totalEventsHint", { count: data.days }),
      icon: Activity,
      tone: "bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300",
    },
    {
      key: "created",
      value: nf.format(m.created),
      hint: t("kpi.createdHint", { count: m.scored }),
      icon: FilePlus2,
      tone: "bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
    },
    {
      key: "finalisation",
      // No creation in the window: a dash rather than 0 % or NaN.
      value: m.created > 0 ? `${nf.format(finalisationRate(m))}\u00a0%` : "—",
      hint: t("kpi.finalisationHint", {
        exports: t("kpi.exports", { count: m.exported }),
        creations: t("kpi.creations", { count: m.created }),
      }),
      icon: Target,
      tone: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
    },
    {
      key: "dailyAverage",
      value: nf.format(dailyAverage(data.totalEvents, data.days)),
      hint: t("kpi.dailyAverageHint"),
      icon: CalendarDays,
      tone: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
    },
  ];
  return (
    <section aria-label={t("kpi.label")}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4 *:min-w-0">
        {cards.map(({ key, ...card }) => (
          <li key={key}>
            <StatCard {...card} label={t(`kpi.${key}`)} testId={`kpi-${key}`} compact className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
