import type { CompetencySummary } from "@shared/contracts/competency";
import { Layers, Sparkles, Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { StatCard } from "@/components/ui/stat-card";
import { formatDecimal } from "@/lib/format";
import { useLevelLabel } from "./level-label";

/** The global score as a ring, and the three KPI cards beside it. */
export function GlobalScore({ data }: { data: CompetencySummary }) {
  const { t, i18n } = useTranslation("competency");
  const level = useLevelLabel();
  // At most one decimal, as Intl writes it but without building a formatter for three numbers.
  const nf = { format: (n: number) => formatDecimal(n, i18n.language) };
  const skills = data.skillProgression;
  const best = skills[0];
  const confirmed = skills.filter((s) => s.currentLevel >= 5).length;
  const averageLevel = data.competencyScore / 10;
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const ring = { cx: "60", cy: "60", r: radius, fill: "none", strokeWidth: "10" };
  const kpis = [
    {
      key: "skills",
      value: nf.format(skills.length),
      hint: t("kpi.skillsHint", { count: confirmed }),
      icon: Layers,
      tone: "bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300",
    },
    {
      key: "evidences",
      value: nf.format(data.totalEvidences),
      hint: t("kpi.evidencesHint"),
      icon: Sparkles,
      tone: "bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
    },
    {
      key: "best",
      value: best ? level.full(best.currentLevel) : "—",
      hint: best ? best.skillName : t("kpi.bestNone"),
      icon: Trophy,
      tone: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,20rem)_1fr] *:min-w-0">
      <Card layout="custom" className="flex-col items-center gap-3 p-5 text-center">
        <h2 className="text-sm font-medium text-muted-foreground">{t("global.title")}</h2>
        <div className="relative size-36">
          <svg viewBox="0 0 120 120" className="size-36 -rotate-90" aria-hidden="true">
            <circle {...ring} className="stroke-slate-200 dark:stroke-slate-800" />
            <circle
              {...ring}
              strokeLinecap="round"
              className="stroke-primary"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - Math.max(0, Math.min(100, data.competencyScore)) / 100)}
            />
          </svg>
          <p className="absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-4xl font-bold tabular-nums" data-testid="competency-score">
              {data.competencyScore}
            </span>
            <span className="text-xs text-muted-foreground">/100</span>
          </p>
        </div>
        <p className="text-sm">
          {skills.length > 0
            ? t("global.average", {
                level: nf.format(averageLevel),
                label: level.label(Math.round(averageLevel)),
              })
            : t("global.none")}
        </p>
      </Card>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3 *:min-w-0" aria-label={t("kpi.label")}>
        {kpis.map(({ key, ...card }) => (
          <li key={key}>
            <StatCard
              {...card}
              label={t(`kpi.${key}`)}
              figure={key === "best" ? "words" : "number"}
              compact
              className="h-full"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
