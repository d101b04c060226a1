import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invitationsKey } from "./get-invitations";

export const cancelInvitation = (boardId: string, invitationId: string) =>
  apiRequest<{ ok: true }>(
    "DELETE",
    `/api/kanban/boards/${encodeURIComponent(boardId)}/invitations/${encodeURIComponent(invitationId)}`,
  );

export function useCancelInvitation(boardId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => cancelInvitation(boardId, invitationId),
    onSuccess: () => qc.invalidateQueries({ queryKey: invitationsKey(boardId) }),
  });
}
