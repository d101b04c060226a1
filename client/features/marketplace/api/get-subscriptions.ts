import type { SubscribedItem } from "@shared/contracts/marketplace";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const SUBSCRIPTIONS_QUERY_KEY = ["/api/marketplace/subscriptions"] as const;

export const subscriptionsQueryOptions = queryOptions({
  queryKey: SUBSCRIPTIONS_QUERY_KEY,
  queryFn: getQueryFn<SubscribedItem[]>({ on401: "throw" }),
});

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions);
}
