import type { Deliverable, DeliverableStatus } from "@shared/contracts/deliverables";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const DELIVERABLES_QUERY_KEY = ["/api/deliverables"] as const;

export type DeliverableFilters = { status: DeliverableStatus | "all"; search: string };

export function deliverablesUrl(filters: DeliverableFilters) {
  const params = new URLSearchParams();
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.search.trim()) params.set("search", filters.search.trim());
  const query = params.toString();
  return query ? `${DELIVERABLES_QUERY_KEY[0]}?${query}` : DELIVERABLES_QUERY_KEY[0];
}

/** Spec section 7: the status filter is part of the query key (and the search too). */
export const deliverablesQueryOptions = (filters: DeliverableFilters) =>
  queryOptions({
    queryKey: [...DELIVERABLES_QUERY_KEY, filters],
    queryFn: ({ signal }) => apiGet<Deliverable[]>(deliverablesUrl(filters), { on401: "throw", signal }),
    // While a new search runs, the previous list stays on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useDeliverables(filters: DeliverableFilters) {
  return useQuery(deliverablesQueryOptions(filters));
}
