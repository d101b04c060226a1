import type { ServiceCategory } from "@shared/contracts/services";
import { useTranslation } from "react-i18next";
import { SERVICE_CATEGORIES, SERVICE_CATEGORY_ICONS } from "@/lib/catalogue";
import { cn } from "@/lib/cn";

/** "All" plus one toggle button per category, each with its count (computed from the data). */
export function CategoryFilter({
  counts,
  total,
  selected,
  onSelect,
}: {
  counts: Map<string, number>;
  total: number | undefined;
  selected: ServiceCategory | null;
  onSelect: (category: ServiceCategory | null) => void;
}) {
  const { t } = useTranslation(["services", "common"]);
  const options = [
    { key: null, label: t("filters.all"), count: total },
    ...SERVICE_CATEGORIES.map((category) => ({
      key: category,
      label: t(`common:serviceCategories.${category}`),
      count: total === undefined ? undefined : (counts.get(category) ?? 0),
    })),
  ];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t("filters.label")}</legend>
      {options.map(({ key, label, count }) => {
        const active = selected === key;
        const Icon = key ? SERVICE_CATEGORY_ICONS[key] : null;
        return (
          <button
            key={key ?? "all"}
            type="button"
            aria-pressed={active}
            // Read as "Chatbots IA (3)": the count badge alone would run into the label.
            aria-label={count === undefined ? label : t("filters.count", { label, count })}
            onClick={() => onSelect(key)}
            className={cn(
              "inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
              active
                ? "border-primary bg-primary text-primary-foreground"
                : "bg-card text-foreground hover:border-primary/50 hover:bg-muted",
            )}
          >
            {Icon && <Icon aria-hidden="true" className="size-4" />}
            {label}
            {count !== undefined && (
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  active ? "bg-primary-foreground text-primary" : "bg-secondary text-secondary-foreground",
                )}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
