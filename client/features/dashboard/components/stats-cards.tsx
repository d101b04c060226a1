import type { DashboardStats } from "@shared/contracts/dashboard";
import { Bot, GraduationCap, type LucideIcon, MessagesSquare, Rocket, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/ui/load-error";
import { StatCard } from "@/components/ui/stat-card";
import { formatNumber } from "@/lib/format";
import { useDashboardStats } from "../api/get-stats";

/** Spec section 9: the change figures are static display values. */
const COUNTERS: { key: keyof DashboardStats; change: string; icon: LucideIcon; tone: string }[] = [
  {
    key: "activeAgents",
    change: "+12%",
    icon: Bot,
    tone: "bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300",
  },
  {
    key: "consultations",
    change: "+8%",
    icon: MessagesSquare,
    tone: "bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300",
  },
  {
    key: "trainingsCompleted",
    change: "+24%",
    icon: GraduationCap,
    tone: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  },
  {
    key: "solutionsDeployed",
    change: "+3",
    icon: Rocket,
    tone: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  },
];

/** "+12%" read the French way ("+12 %", the space unbreakable) for French readers. */
const changeText = (change: string, language: string) =>
  language === "en" ? change : change.replace(/%$/, "\u00a0%");

export function StatsCards({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation("dashboard");
  const { data, isLoading, isError, refetch } = useDashboardStats(userId);

  if (isError) return <LoadError message={t("stats.loadError")} onRetry={() => void refetch()} />;

  return (
    <section aria-label={t("stats.label")}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {COUNTERS.map(({ key, change, icon, tone }) => (
          <li key={key}>
            <StatCard
              label={t(`stats.${key}`)}
              icon={icon}
              tone={tone}
              value={isLoading || !data ? undefined : formatNumber(data[key], i18n.language)}
            >
              <p className="flex items-center gap-1 text-xs font-medium whitespace-nowrap text-emerald-700 dark:text-emerald-400">
                <TrendingUp aria-hidden="true" className="size-3.5" />
                <span className="sr-only">
                  {t("stats.trend", { change: changeText(change, i18n.language) })}
                </span>
                <span aria-hidden="true">{changeText(change, i18n.language)}</span>
              </p>
            </StatCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
