import type { Service } from "@shared/contracts/services";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const getServices = getQueryFn<Service[]>({ on401: "throw" });

/**
 * The whole catalogue: filters and their counts are computed on the client from one list (15
 * rows). Spec section 9: the services list goes stale after 60 s.
 */
export const servicesQueryOptions = queryOptions({
  queryKey: ["/api/services"],
  queryFn: getServices,
  staleTime: 60_000,
});

export function useServices() {
  return useQuery(servicesQueryOptions);
}
