import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A rating stored out of 50 (spec: scaled by 10), shown as stars and "4,7 / 5". */
export function RatingStars({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation("services");
  const value = rating / 10;
  const text = new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "fr-FR", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
  const filled = Math.round(value);
  return (
    <span className="flex items-center gap-1.5">
      <span className="sr-only">{t("card.rating", { rating: text })}</span>
      <span aria-hidden="true" className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={
              n <= filled
                ? "size-3.5 fill-amber-400 text-amber-500"
                : "size-3.5 text-slate-300 dark:text-slate-600"
            }
          />
        ))}
      </span>
      <span aria-hidden="true" className="text-xs font-medium tabular-nums">
        {text} / 5
      </span>
    </span>
  );
}
