import type { Board } from "@shared/contracts/kanban";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { BOARDS_KEY } from "./get-boards";
import { MY_INVITATIONS_KEY } from "./get-my-invitations";

export const acceptInvitation = (invitationId: string) =>
  apiRequest<Board>("POST", `/api/kanban/invitations/${encodeURIComponent(invitationId)}/accept`, {});

export function useAcceptInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: MY_INVITATIONS_KEY });
      await qc.invalidateQueries({ queryKey: BOARDS_KEY, exact: true });
    },
  });
}
