import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { KNOWLEDGE_CATEGORIES, knowledgeHref } from "@/lib/catalogue";
import { cn } from "@/lib/cn";

/** The five categories with their element counts; the current one is marked for assistive tech too. */
export function CategoryNav({
  current,
  counts,
}: {
  current: string;
  /** Items per category, or undefined while the list loads. */
  counts: Record<string, number> | undefined;
}) {
  const { t } = useTranslation(["knowledge", "common"]);
  return (
    <nav aria-label={t("categories.label")}>
      <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:gap-1 lg:overflow-visible lg:pb-0">
        {KNOWLEDGE_CATEGORIES.map(({ key, value, icon: Icon }) => {
          const selected = value === current;
          const count = counts?.[value] ?? 0;
          return (
            <li key={key} className="shrink-0">
              {/* relative: the count's screen-reader text is absolutely placed; it must stay inside the scroller. */}
              <Link
                href={knowledgeHref(value)}
                aria-current={selected ? "page" : undefined}
                className={cn(
                  "relative flex items-center gap-3 rounded-lg border px-3 py-2 text-sm whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring lg:border-transparent",
                  selected
                    ? "border-primary/30 bg-accent font-medium text-accent-foreground"
                    : "bg-card text-slate-700 hover:bg-muted hover:text-foreground lg:bg-transparent dark:text-slate-300",
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span className="flex-1">{t(`common:knowledgeCategories.${key}`)}</span>
                {counts ? (
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-medium tabular-nums",
                      selected ? "bg-card text-foreground" : "bg-muted text-muted-foreground",
                    )}
                  >
                    <span className="sr-only">{t("categories.count", { count })}</span>
                    <span aria-hidden="true">{count}</span>
                  </span>
                ) : (
                  <Skeleton radius="full" className="h-5 w-7" />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
