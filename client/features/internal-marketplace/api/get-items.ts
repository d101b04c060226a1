import type { InternalItem, InternalItemsFilters } from "@shared/contracts/internal-marketplace";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const ITEMS_QUERY_KEY = ["/api/internal-marketplace/items"] as const;

/** Spec section 7: category, type, search and featured=true, each sent only when set. */
export function itemsUrl(filters: InternalItemsFilters) {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.type) params.set("type", filters.type);
  if (filters.search) params.set("search", filters.search);
  if (filters.featured) params.set("featured", "true");
  if (filters.limit) params.set("limit", String(filters.limit));
  const query = params.toString();
  return query ? `${ITEMS_QUERY_KEY[0]}?${query}` : ITEMS_QUERY_KEY[0];
}

export const itemsQueryOptions = (filters: InternalItemsFilters) =>
  queryOptions({
    queryKey: [...ITEMS_QUERY_KEY, filters],
    queryFn: ({ signal }) => apiGet<InternalItem[]>(itemsUrl(filters), { on401: "throw", signal }),
    // While a new search runs, the previous results stay on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useInternalMarketplaceItems(filters: InternalItemsFilters) {
  return useQuery(itemsQueryOptions(filters));
}
