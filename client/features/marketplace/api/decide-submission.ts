import type { RejectBody } from "@shared/contracts/common";
import type { Submission } from "@shared/contracts/marketplace";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ITEMS_QUERY_KEY } from "./get-items";
import { STATS_QUERY_KEY } from "./get-stats";
import { SUBMISSIONS_QUERY_KEY } from "./get-submissions";

export const approveSubmission = (id: string) =>
  apiRequest<Submission>("POST", `/api/marketplace/submissions/${encodeURIComponent(id)}/approve`, {});

export const rejectSubmission = ({ id, body }: { id: string; body: RejectBody }) =>
  apiRequest<Submission>("POST", `/api/marketplace/submissions/${encodeURIComponent(id)}/reject`, body);

/** An admin's decision: approve (listed at once) or reject with a reason. */
export function useDecideSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reject?: RejectBody }) =>
      input.reject ? rejectSubmission({ id: input.id, body: input.reject }) : approveSubmission(input.id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: SUBMISSIONS_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: ITEMS_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: STATS_QUERY_KEY });
    },
  });
}
