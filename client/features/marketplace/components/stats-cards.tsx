import type { MarketplaceStats } from "@shared/contracts/marketplace";
import { Building2, Download, type LucideIcon, Package, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/ui/load-error";
import { StatCard } from "@/components/ui/stat-card";
import { formatNumber, formatRating } from "@/lib/format";
import { useMarketplaceStats } from "../api/get-stats";

const CARDS: { key: keyof MarketplaceStats; icon: LucideIcon; tone: string }[] = [
  { key: "totalItems", icon: Package, tone: "bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300" },
  {
    key: "totalProviders",
    icon: Building2,
    tone: "bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
  },
  {
    key: "totalDownloads",
    icon: Download,
    tone: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  },
  {
    key: "growthRate",
    icon: TrendingUp,
    tone: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  },
];

export function StatsCards() {
  const { t, i18n } = useTranslation("marketplace");
  const { data, isLoading, isError, refetch } = useMarketplaceStats();
  if (isError) return <LoadError message={t("stats.loadError")} onRetry={() => void refetch()} />;

  const value = (key: keyof MarketplaceStats, stats: MarketplaceStats) =>
    key === "growthRate"
      ? t("stats.growthValue", { value: formatRating(stats.growthRate, i18n.language) })
      : formatNumber(stats[key], i18n.language);

  return (
    <section aria-label={t("stats.label")}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {CARDS.map(({ key, icon, tone }) => (
          <li key={key}>
            <StatCard
              label={t(`stats.${key}`)}
              icon={icon}
              tone={tone}
              value={isLoading || !data ? undefined : value(key, data)}
              hint={t(`stats.${key}Hint`)}
              className="gap-2"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
