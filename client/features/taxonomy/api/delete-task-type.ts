import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchTaxonomy } from "./invalidate";

/** With `withLinks`, its matrix associations are removed with it (the server refuses if anything else holds it). */
export const deleteTaskType = ({ id, withLinks = false }: { id: string; withLinks?: boolean }) =>
  apiRequest<{ ok: true }>(
    "DELETE",
    `/api/admin/taxonomy/task-types/${encodeURIComponent(id)}${withLinks ? "?withLinks=true" : ""}`,
  );

export function useDeleteTaskType() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteTaskType, onSuccess: () => refetchTaxonomy(qc) });
}
