import type { TaskActivity } from "@shared/contracts/kanban";
import { queryOptions, useQuery } from "@tanstack/react-query";

export const activityKey = (taskId: string) => ["/api/kanban/task", taskId, "activity"] as const;

export function useTaskActivity(taskId: string) {
  // The history changes with every save: read it fresh each time the dialog opens.
  return useQuery({ ...queryOptions<TaskActivity[]>({ queryKey: activityKey(taskId) }), staleTime: 0 });
}
