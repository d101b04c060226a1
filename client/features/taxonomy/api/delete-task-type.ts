import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchTaxonomy } from "./invalidate";

export const deleteTaskType = (id: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/admin/taxonomy/task-types/${encodeURIComponent(id)}`);

export function useDeleteTaskType() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteTaskType, onSuccess: () => refetchTaxonomy(qc) });
}
