import type { InternalStats } from "@shared/contracts/internal-marketplace";
import { CheckCircle2, Download, Layers, type LucideIcon, Star, Users, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber, formatRating } from "@/lib/format";
import { useInternalMarketplaceStats } from "../api/get-stats";

const TILES: { key: keyof InternalStats; icon: LucideIcon; tone: string }[] = [
  { key: "totalItems", icon: Layers, tone: "text-blue-700 dark:text-blue-300" },
  { key: "approvedItems", icon: CheckCircle2, tone: "text-emerald-700 dark:text-emerald-300" },
  { key: "totalDownloads", icon: Download, tone: "text-sky-700 dark:text-sky-300" },
  { key: "avgRating", icon: Star, tone: "text-amber-700 dark:text-amber-300" },
  { key: "totalCommunities", icon: UsersRound, tone: "text-violet-700 dark:text-violet-300" },
  { key: "totalMembers", icon: Users, tone: "text-rose-700 dark:text-rose-300" },
];

/** The six computed figures of the collaborative marketplace. */
export function StatsStrip() {
  const { t, i18n } = useTranslation("internal-marketplace");
  const { data, isLoading, isError, refetch } = useInternalMarketplaceStats();
  if (isError) return <LoadError message={t("stats.loadError")} onRetry={() => void refetch()} />;
  return (
    <section aria-label={t("stats.label")}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {TILES.map(({ key, icon: Icon, tone }) => (
          <div key={key} className="flex flex-col gap-1 rounded-xl border bg-card px-4 py-3 shadow-xs">
            <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
              <Icon aria-hidden="true" className={`size-4 ${tone}`} />
              {t(`stats.${key}`)}
            </dt>
            <dd className="text-2xl font-semibold tracking-tight tabular-nums" data-testid={`stat-${key}`}>
              {isLoading || !data ? (
                <Skeleton className="h-7 w-14" />
              ) : key === "avgRating" ? (
                formatRating(data.avgRating, i18n.language)
              ) : (
                formatNumber(data[key], i18n.language)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
