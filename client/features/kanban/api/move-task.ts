import type { MoveTaskBody, Task } from "@shared/contracts/kanban";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "@/lib/api-client";
import { activityKey } from "./get-task-activity";
import { putTaskInCache, tasksKey } from "./get-tasks";

export const moveTask = (taskId: string, body: MoveTaskBody) =>
  apiRequest<Task>("PUT", `/api/kanban/task/${encodeURIComponent(taskId)}/move`, body);

type Variables = { task: Task; move: MoveTaskBody; previous: Task[] | undefined };

/**
 * A drag-and-drop move. The card is shown in its new place synchronously, in the same render that
 * ends the drag (no flicker back to its old place), and the previous list is put back on failure.
 */
export function useMoveTask() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ task, move }: Variables) => moveTask(task.id, move),
    onError: (_error, { task, previous }) => {
      if (previous) qc.setQueryData(tasksKey(task.boardId), previous);
    },
    onSuccess: (saved) => {
      putTaskInCache(qc, saved);
      void qc.invalidateQueries({ queryKey: activityKey(saved.id) });
    },
  });
  const { mutate } = mutation;
  const move = useCallback(
    (
      task: Task,
      body: MoveTaskBody,
      position: number,
      options: { onError?: (error: unknown) => void } = {},
    ) => {
      const key = tasksKey(task.boardId);
      const previous = qc.getQueryData<Task[]>(key);
      qc.setQueryData<Task[]>(key, (list) =>
        list?.map((t) => (t.id === task.id ? { ...t, status: body.status, position } : t)),
      );
      mutate({ task, move: body, previous }, { onError: options.onError });
    },
    [qc, mutate],
  );
  return { move, isPending: mutation.isPending };
}
