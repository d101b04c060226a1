import type { Collaborator, InviteRole } from "@shared/contracts/kanban";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { membersKey } from "./get-members";

export const changeRole = (boardId: string, userId: string, role: InviteRole) =>
  apiRequest<Collaborator>(
    "PUT",
    `/api/kanban/boards/${encodeURIComponent(boardId)}/members/${encodeURIComponent(userId)}`,
    { role },
  );

export function useChangeRole(boardId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: InviteRole }) => changeRole(boardId, userId, role),
    onSuccess: () => qc.invalidateQueries({ queryKey: membersKey(boardId) }),
  });
}
