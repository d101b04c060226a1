import { useTranslation } from "react-i18next";
import { Stars } from "@/components/ui/stars";
import { formatRating } from "@/lib/format";

/** A rating stored out of 50 (spec: scaled by 10), shown as stars and "4,7 / 5". */
export function RatingStars({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation("services");
  const value = rating / 10;
  const text = formatRating(value, i18n.language);
  const filled = Math.round(value);
  return (
    <span className="flex items-center gap-1.5">
      <span className="sr-only">{t("card.rating", { rating: text })}</span>
      <Stars rating={filled} spacing={0} />
      <span aria-hidden="true" className="text-xs font-medium tabular-nums">
        {text} / 5
      </span>
    </span>
  );
}
