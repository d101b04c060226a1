import { ANALYTICS_PERIODS } from "@shared/contracts/analytics";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** 7, 30 or 90 days, as a group of toggle buttons. */
export function PeriodSelector({ value, onChange }: { value: number; onChange: (days: number) => void }) {
  const { t } = useTranslation("analytics");
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t("period.label")}</legend>
      <span aria-hidden="true" className="text-sm text-muted-foreground">
        {t("period.label")}
      </span>
      <div className="inline-flex rounded-lg border bg-card p-0.5 shadow-xs">
        {ANALYTICS_PERIODS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={value === days}
            onClick={() => onChange(days)}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
              value === days ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
            )}
          >
            {t("period.days", { count: days })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
