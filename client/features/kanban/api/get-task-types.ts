import type { TaskType } from "@shared/contracts/kanban";
import { queryOptions, useQuery } from "@tanstack/react-query";

export const taskTypesQueryOptions = queryOptions<TaskType[]>({ queryKey: ["/api/kanban/task-types"] });

export function useTaskTypes() {
  return useQuery(taskTypesQueryOptions);
}
