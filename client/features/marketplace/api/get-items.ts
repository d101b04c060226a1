import type { MarketplaceFilters, MarketplaceItem } from "@shared/contracts/marketplace";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson, withQuery } from "./fetch-json";

export const ITEMS_QUERY_KEY = ["/api/marketplace/items"] as const;

/** Spec section 7: the filters (market, type, pricing model) are part of the query key. */
export const itemsQueryOptions = (filters: MarketplaceFilters) =>
  queryOptions({
    queryKey: [...ITEMS_QUERY_KEY, filters],
    queryFn: ({ signal }) =>
      fetchJson<MarketplaceItem[]>(
        withQuery(ITEMS_QUERY_KEY[0], {
          market: filters.market,
          type: filters.type,
          pricingModel: filters.pricingModel,
        }),
        signal,
      ),
  });

export function useMarketplaceItems(filters: MarketplaceFilters) {
  return useQuery(itemsQueryOptions(filters));
}
