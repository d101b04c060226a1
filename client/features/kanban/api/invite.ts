import type { Invitation, InviteBody } from "@shared/contracts/kanban";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invitationsKey } from "./get-invitations";

export const invite = (boardId: string, body: InviteBody) =>
  apiRequest<Invitation>("POST", `/api/kanban/boards/${encodeURIComponent(boardId)}/invitations`, body);

export function useInvite(boardId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => invite(boardId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: invitationsKey(boardId) }),
  });
}
