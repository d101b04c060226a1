import type { Role, RoleBody } from "@shared/contracts/taxonomy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { omitBlankDescription, refetchTaxonomy } from "./invalidate";

export const updateRole = ({ id, body }: { id: string; body: RoleBody }) =>
  apiRequest<Role>("PUT", `/api/admin/taxonomy/roles/${encodeURIComponent(id)}`, omitBlankDescription(body));

export function useUpdateRole() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: () => refetchTaxonomy(qc) });
}
