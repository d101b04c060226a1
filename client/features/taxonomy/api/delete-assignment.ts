import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchAssignments } from "./invalidate";

export const deleteAssignment = (id: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/admin/taxonomy/user-assignments/${encodeURIComponent(id)}`);

export function useDeleteAssignment() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteAssignment, onSuccess: () => refetchAssignments(qc) });
}
