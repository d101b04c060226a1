import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { MY_INVITATIONS_KEY } from "./get-my-invitations";

export const declineInvitation = (invitationId: string) =>
  apiRequest<{ ok: true }>("POST", `/api/kanban/invitations/${encodeURIComponent(invitationId)}/decline`, {});

export function useDeclineInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSettled: () => qc.invalidateQueries({ queryKey: MY_INVITATIONS_KEY }),
  });
}
