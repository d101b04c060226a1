import type { Task } from "@shared/contracts/kanban";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { tasksKey } from "./get-tasks";

export const deleteTask = (taskId: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/kanban/task/${encodeURIComponent(taskId)}`);

export function useDeleteTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (task: Task) => deleteTask(task.id),
    onSuccess: (_data, task) =>
      qc.setQueryData<Task[]>(tasksKey(task.boardId), (list) => list?.filter((t) => t.id !== task.id)),
  });
}
