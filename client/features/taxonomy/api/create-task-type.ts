import type { TaskType, TaskTypeBody } from "@shared/contracts/taxonomy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { omitBlankDescription, refetchTaxonomy } from "./invalidate";

export const createTaskType = (body: TaskTypeBody) =>
  apiRequest<TaskType>("POST", "/api/admin/taxonomy/task-types", omitBlankDescription(body));

export function useCreateTaskType() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTaskType, onSuccess: () => refetchTaxonomy(qc) });
}
