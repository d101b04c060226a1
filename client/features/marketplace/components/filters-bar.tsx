import type { MarketplaceFilters } from "@shared/contracts/marketplace";
import { ITEM_TYPES, MARKETS, PRICING_MODELS } from "@shared/domain/marketplace";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchInput } from "@/components/ui/search-input";

const FILTERS = [
  { key: "market", values: MARKETS, all: "filters.allMarkets", label: "filters.market", prefix: "markets" },
  { key: "type", values: ITEM_TYPES, all: "filters.allTypes", label: "filters.type", prefix: "types" },
  {
    key: "pricingModel",
    values: PRICING_MODELS,
    all: "filters.allPricing",
    label: "filters.pricing",
    prefix: "pricing",
  },
] as const;

/** The text search and the three filters of the catalogue; their values live in the URL. */
export function FiltersBar({
  filters,
  search,
  onSearch,
  onChange,
  onReset,
}: {
  filters: MarketplaceFilters;
  search: string;
  onSearch: (value: string) => void;
  onChange: (key: keyof MarketplaceFilters, value: string | undefined) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation("marketplace");
  const active = Object.values(filters).some(Boolean) || search !== "";
  return (
    <fieldset className="grid gap-3 rounded-xl border bg-card p-4 md:grid-cols-2 xl:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))_auto] xl:items-end">
      <legend className="sr-only">{t("filters.label")}</legend>
      <div className="grid gap-1.5">
        <Label htmlFor="marketplace-search">{t("filters.search")}</Label>
        <SearchInput
          id="marketplace-search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t("filters.searchPlaceholder")}
          autoComplete="off"
        />
      </div>
      {FILTERS.map(({ key, values, all, label, prefix }) => (
        <div key={key} className="grid gap-1.5">
          <Label htmlFor={`marketplace-filter-${key}`}>{t(label)}</Label>
          <NativeSelect
            id={`marketplace-filter-${key}`}
            value={filters[key] ?? ""}
            onChange={(e) => onChange(key, e.target.value || undefined)}
          >
            <option value="">{t(all)}</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {t(`${prefix}.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
      <Button variant="ghost" onClick={onReset} disabled={!active} className="justify-self-start">
        <X aria-hidden="true" />
        {t("filters.reset")}
      </Button>
    </fieldset>
  );
}
