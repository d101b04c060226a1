import type { QualityScore } from "@shared/contracts/quality";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAfterChange } from "@/features/deliverables/api/invalidate";
import { apiRequest } from "@/lib/api-client";

/** Spec section 7: no body; the language only words the explanations. */
export const computeQualityScore = ({
  deliverableId,
  language,
}: {
  deliverableId: string;
  language: string;
}) =>
  apiRequest<QualityScore>(
    "POST",
    `/api/quality/score/${encodeURIComponent(deliverableId)}?language=${language === "en" ? "en" : "fr"}`,
  );

export function useComputeQualityScore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: computeQualityScore,
    onSuccess: (score) => {
      qc.setQueryData(["/api/quality/score", score.deliverableId], score);
      void qc.invalidateQueries({ queryKey: ["/api/quality/score", score.deliverableId, "history"] });
      invalidateAfterChange(qc);
    },
  });
}
