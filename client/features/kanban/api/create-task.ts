import type { CreateTaskBody, Task } from "@shared/contracts/kanban";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { tasksKey } from "./get-tasks";

export const createTask = (body: CreateTaskBody) => apiRequest<Task>("POST", "/api/kanban/tasks", body);

export function useCreateTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) =>
      qc.setQueryData<Task[]>(tasksKey(task.boardId), (list) => (list ? [...list, task] : list)),
  });
}
