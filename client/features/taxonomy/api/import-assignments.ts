import type { ImportResult } from "@shared/contracts/taxonomy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchAssignments } from "./invalidate";

export const importAssignments = (csv: string) =>
  apiRequest<ImportResult>("POST", "/api/admin/taxonomy/user-assignments/import", { csv });

export function useImportAssignments() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importAssignments, onSuccess: () => refetchAssignments(qc) });
}
