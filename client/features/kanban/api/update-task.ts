import type { Task, UpdateTaskInput } from "@shared/contracts/kanban";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { activityKey } from "./get-task-activity";
import { putTaskInCache, tasksKey } from "./get-tasks";

export const updateTask = (taskId: string, body: UpdateTaskInput) =>
  apiRequest<Task>("PUT", `/api/kanban/task/${encodeURIComponent(taskId)}`, body);

type Variables = { task: Task; changes: UpdateTaskInput };

/**
 * The spec's partial update. `optimistic` shows the change at once (the card's status dropdown)
 * and puts the previous list back if the server refuses.
 */
export function useUpdateTask({ optimistic = false } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ task, changes }: Variables) => updateTask(task.id, changes),
    onMutate: async ({ task, changes }: Variables) => {
      if (!optimistic) return { previous: undefined };
      const key = tasksKey(task.boardId);
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Task[]>(key);
      qc.setQueryData<Task[]>(key, (list) =>
        list?.map((t) => {
          if (t.id !== task.id) return t;
          // A new status puts the card at the bottom of its new column, as the server will.
          const moved = changes.status !== undefined && changes.status !== t.status;
          return {
            ...t,
            ...(changes as Partial<Task>),
            ...(moved ? { position: Number.MAX_SAFE_INTEGER } : {}),
          };
        }),
      );
      return { previous };
    },
    onError: (_error, { task }, context) => {
      if (context?.previous) qc.setQueryData(tasksKey(task.boardId), context.previous);
    },
    onSuccess: (saved) => {
      putTaskInCache(qc, saved);
      void qc.invalidateQueries({ queryKey: activityKey(saved.id) });
    },
  });
}
