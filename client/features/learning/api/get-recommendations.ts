import type { Recommendation } from "@shared/contracts/learning";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** Spec: the task type is the key's second part; fetched only when a type is set and the panel shows. */
export const recommendationsKey = (taskType: string) => ["/api/learning/recommendations", taskType] as const;

export function useRecommendations(taskType: string | null, visible: boolean) {
  return useQuery({
    ...queryOptions<Recommendation[]>({ queryKey: recommendationsKey(taskType ?? "") }),
    enabled: Boolean(taskType) && visible,
  });
}
