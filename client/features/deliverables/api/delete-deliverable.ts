import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterChange } from "./invalidate";

export const deleteDeliverable = (id: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/deliverables/${encodeURIComponent(id)}`);

export function useDeleteDeliverable() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteDeliverable, onSuccess: () => invalidateAfterChange(qc) });
}
