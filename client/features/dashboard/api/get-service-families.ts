import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export interface ServiceFamily {
  category: string;
  agents: number;
}

export const getServiceFamilies = getQueryFn<ServiceFamily[]>({ on401: "throw" });

export const serviceFamiliesQueryOptions = queryOptions({
  queryKey: ["/api/dashboard/service-families"],
  queryFn: getServiceFamilies,
});

export function useServiceFamilies() {
  return useQuery(serviceFamiliesQueryOptions);
}
