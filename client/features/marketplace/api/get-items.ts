import type { MarketplaceFilters, MarketplaceItem } from "@shared/contracts/marketplace";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, withQuery } from "@/lib/api-client";

export const ITEMS_QUERY_KEY = ["/api/marketplace/items"] as const;

/** Spec section 7: the filters (market, type, pricing model) and the search are part of the query key. */
export const itemsQueryOptions = (filters: MarketplaceFilters) =>
  queryOptions({
    queryKey: [...ITEMS_QUERY_KEY, filters],
    queryFn: ({ signal }) =>
      apiGet<MarketplaceItem[]>(
        withQuery(ITEMS_QUERY_KEY[0], {
          market: filters.market,
          type: filters.type,
          pricingModel: filters.pricingModel,
          search: filters.search,
        }),
        { on401: "throw", signal },
      ),
    // While a new search runs, the cards of the previous one stay.
    placeholderData: keepPreviousData,
  });

export function useMarketplaceItems(filters: MarketplaceFilters) {
  return useQuery(itemsQueryOptions(filters));
}
