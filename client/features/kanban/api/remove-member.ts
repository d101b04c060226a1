import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { BOARDS_KEY } from "./get-boards";
import { membersKey } from "./get-members";
import { tasksKey } from "./get-tasks";

export const removeMember = (boardId: string, userId: string) =>
  apiRequest<{ ok: true }>(
    "DELETE",
    `/api/kanban/boards/${encodeURIComponent(boardId)}/members/${encodeURIComponent(userId)}`,
  );

/** Removes a collaborator (or, with one's own id, leaves the board). */
export function useRemoveMember(boardId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(boardId, userId),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: membersKey(boardId) });
      // Their tasks lose their assignee on the server.
      void qc.invalidateQueries({ queryKey: tasksKey(boardId) });
      void qc.invalidateQueries({ queryKey: BOARDS_KEY, exact: true });
    },
  });
}
