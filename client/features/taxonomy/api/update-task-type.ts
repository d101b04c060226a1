import type { TaskType, TaskTypeBody } from "@shared/contracts/taxonomy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { omitBlankDescription, refetchTaxonomy } from "./invalidate";

export const updateTaskType = ({ id, body }: { id: string; body: TaskTypeBody }) =>
  apiRequest<TaskType>(
    "PUT",
    `/api/admin/taxonomy/task-types/${encodeURIComponent(id)}`,
    omitBlankDescription(body),
  );

export function useUpdateTaskType() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateTaskType, onSuccess: () => refetchTaxonomy(qc) });
}
