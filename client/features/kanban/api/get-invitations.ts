import type { Invitation } from "@shared/contracts/kanban";
import { queryOptions, useQuery } from "@tanstack/react-query";

export const invitationsKey = (boardId: string) => ["/api/kanban/boards", boardId, "invitations"] as const;

/** The board's unanswered invitations; only the owner may read them. */
export function useInvitations(boardId: string | undefined, enabled: boolean) {
  return useQuery({
    ...queryOptions<Invitation[]>({ queryKey: invitationsKey(boardId ?? "") }),
    enabled: Boolean(boardId) && enabled,
  });
}
