import type { Role, RoleBody } from "@shared/contracts/taxonomy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { omitBlankDescription, refetchTaxonomy } from "./invalidate";

export const createRole = (body: RoleBody) =>
  apiRequest<Role>("POST", "/api/admin/taxonomy/roles", omitBlankDescription(body));

export function useCreateRole() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createRole, onSuccess: () => refetchTaxonomy(qc) });
}
