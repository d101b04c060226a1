import type { CompetencySummary } from "@shared/contracts/competency";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const competencySummaryQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/competency/summary"],
    queryFn: getQueryFn<CompetencySummary>({ on401: "throw" }),
  });

export function useCompetencySummary() {
  return useQuery(competencySummaryQueryOptions());
}
