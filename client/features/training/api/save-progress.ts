import type { ProgressBody, progressResult } from "@shared/contracts/training";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { CERTIFICATES_QUERY_KEY } from "./get-certificates";
import { MODULES_QUERY_KEY } from "./get-modules";
import { PROGRESS_QUERY_KEY } from "./get-progress";

export type ProgressResult = z.infer<typeof progressResult>;

/** Spec: POST with userId, trainingModuleId, progress, completed, score (the server takes the user from the session). */
export const saveProgress = (body: ProgressBody) =>
  apiRequest<ProgressResult>("POST", "/api/training/progress", body);

// Other features read the event log this writes (dashboard counters and activity, notifications
// for a certificate, competency evidence); their keys are named here, not imported.
const DEPENDENT_KEYS = [
  ["/api/notifications"],
  ["/api/dashboard/stats"],
  ["/api/dashboard/activities"],
  ["/api/competency/summary"],
];

export function useSaveProgress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveProgress,
    onSuccess: () => {
      // A completed module unlocks the next one and may finish a certification.
      for (const queryKey of [
        PROGRESS_QUERY_KEY,
        MODULES_QUERY_KEY,
        CERTIFICATES_QUERY_KEY,
        ...DEPENDENT_KEYS,
      ]) {
        void qc.invalidateQueries({ queryKey });
      }
    },
  });
}
