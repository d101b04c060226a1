import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ITEMS_QUERY_KEY } from "./get-items";
import { STATS_QUERY_KEY } from "./get-stats";
import { SUBMISSIONS_QUERY_KEY } from "./get-submissions";

export const deleteSubmission = (id: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/marketplace/submissions/${encodeURIComponent(id)}`);

export function useDeleteSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSubmission,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: SUBMISSIONS_QUERY_KEY });
      // A published solution leaves the catalogue with it.
      void qc.invalidateQueries({ queryKey: ITEMS_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: STATS_QUERY_KEY });
    },
  });
}
