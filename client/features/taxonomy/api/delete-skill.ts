import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchTaxonomy } from "./invalidate";

export const deleteSkill = (id: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/admin/taxonomy/skills/${encodeURIComponent(id)}`);

export function useDeleteSkill() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteSkill, onSuccess: () => refetchTaxonomy(qc) });
}
