import type { AssignmentBody, UserAssignment } from "@shared/contracts/taxonomy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchAssignments } from "./invalidate";

export const createAssignment = (body: AssignmentBody) =>
  apiRequest<UserAssignment>("POST", "/api/admin/taxonomy/user-assignments", body);

export function useCreateAssignment() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createAssignment, onSuccess: () => refetchAssignments(qc) });
}
