import type { MarketplaceStats } from "@shared/contracts/marketplace";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const STATS_QUERY_KEY = ["/api/marketplace/stats"] as const;

export const statsQueryOptions = queryOptions({
  queryKey: STATS_QUERY_KEY,
  queryFn: getQueryFn<MarketplaceStats>({ on401: "throw" }),
});

export function useMarketplaceStats() {
  return useQuery(statsQueryOptions);
}
