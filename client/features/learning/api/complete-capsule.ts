import type { ProgressBody, ProgressResult } from "@shared/contracts/learning";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const completeCapsule = (body: ProgressBody) =>
  apiRequest<ProgressResult>("POST", "/api/learning/progress", body);

/** 'Terminé': raises the level, then every task type's recommendations are read again. */
export function useCompleteCapsule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: completeCapsule,
    onSuccess: () => qc.invalidateQueries({ queryKey: ["/api/learning/recommendations"] }),
  });
}
