import type { QualityScore, ScoreHistoryEntry } from "@shared/contracts/quality";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const qualityScoreQueryOptions = (deliverableId: string) =>
  queryOptions({
    queryKey: ["/api/quality/score", deliverableId],
    queryFn: getQueryFn<QualityScore | null>({ on401: "throw" }),
  });

/** Spec section 7: fetched when the dialog is open; null until a score exists. */
export function useQualityScore(deliverableId: string, enabled: boolean) {
  return useQuery({ ...qualityScoreQueryOptions(deliverableId), enabled });
}

export const scoreHistoryQueryOptions = (deliverableId: string) =>
  queryOptions({
    queryKey: ["/api/quality/score", deliverableId, "history"],
    queryFn: getQueryFn<ScoreHistoryEntry[]>({ on401: "throw" }),
  });

export function useScoreHistory(deliverableId: string, enabled: boolean) {
  return useQuery({ ...scoreHistoryQueryOptions(deliverableId), enabled });
}
