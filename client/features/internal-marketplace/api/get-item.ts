import type { InternalItemDetail } from "@shared/contracts/internal-marketplace";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import { ITEMS_QUERY_KEY } from "./get-items";

/** Under the list's key, so refreshing the list (after a download or a review) refreshes it too. */
export const itemQueryKey = (id: string) => [...ITEMS_QUERY_KEY, id] as const;

export const itemQueryOptions = (id: string) =>
  queryOptions({ queryKey: itemQueryKey(id), queryFn: getQueryFn<InternalItemDetail>({ on401: "throw" }) });

export function useInternalMarketplaceItem(id: string | null) {
  return useQuery({ ...itemQueryOptions(id ?? ""), enabled: id !== null });
}
