import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchTaxonomy } from "./invalidate";

export const deleteRole = (id: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/admin/taxonomy/roles/${encodeURIComponent(id)}`);

export function useDeleteRole() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => refetchTaxonomy(qc) });
}
