import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchTaxonomy } from "./invalidate";

/** With `withLinks`, its matrix associations are removed with it (the server refuses if anything else holds it). */
export const deleteSkill = ({ id, withLinks = false }: { id: string; withLinks?: boolean }) =>
  apiRequest<{ ok: true }>(
    "DELETE",
    `/api/admin/taxonomy/skills/${encodeURIComponent(id)}${withLinks ? "?withLinks=true" : ""}`,
  );

export function useDeleteSkill() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteSkill, onSuccess: () => refetchTaxonomy(qc) });
}
