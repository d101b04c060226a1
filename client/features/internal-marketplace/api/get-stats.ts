import type { InternalStats } from "@shared/contracts/internal-marketplace";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const STATS_QUERY_KEY = ["/api/internal-marketplace/stats"] as const;

export const statsQueryOptions = queryOptions({
  queryKey: STATS_QUERY_KEY,
  queryFn: getQueryFn<InternalStats>({ on401: "throw" }),
});

export function useInternalMarketplaceStats() {
  return useQuery(statsQueryOptions);
}
