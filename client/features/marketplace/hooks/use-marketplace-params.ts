import type { MarketplaceFilters } from "@shared/contracts/marketplace";
import { ITEM_TYPES, MARKETS, PRICING_MODELS } from "@shared/domain/marketplace";
import { oneOf, useUrlParams } from "@/lib/use-url-params";

export const MARKETPLACE_TABS = ["explore", "mine", "publish"] as const;
export type MarketplaceTab = (typeof MARKETPLACE_TABS)[number];

/**
 * The page's state lives in the URL, so a filtered view can be shared: `tab` (explore by default),
 * the filters `market`, `type` and `pricingModel`, and the text search `q`. Unknown values are ignored.
 */
export function useMarketplaceParams() {
  const { params, update } = useUrlParams();
  const filters: MarketplaceFilters = {
    market: oneOf(MARKETS, params.get("market")),
    type: oneOf(ITEM_TYPES, params.get("type")),
    pricingModel: oneOf(PRICING_MODELS, params.get("pricingModel")),
  };
  const tab = oneOf(MARKETPLACE_TABS, params.get("tab")) ?? "explore";

  return {
    tab,
    filters,
    search: params.get("q") ?? "",
    setSearch: (value: string) => update((next) => (value ? next.set("q", value) : next.delete("q")), true),
    setTab: (value: MarketplaceTab) =>
      update((next) => (value === "explore" ? next.delete("tab") : next.set("tab", value))),
    setFilter: (key: keyof MarketplaceFilters, value: string | undefined) =>
      update((next) => (value ? next.set(key, value) : next.delete(key))),
    resetFilters: () =>
      update((next) => {
        next.delete("market");
        next.delete("type");
        next.delete("pricingModel");
        next.delete("q");
      }),
  };
}
