import type { Collaborator } from "@shared/contracts/kanban";
import { queryOptions, useQuery } from "@tanstack/react-query";

export const membersKey = (boardId: string) => ["/api/kanban/boards", boardId, "members"] as const;

export function useMembers(boardId: string | undefined) {
  return useQuery({
    ...queryOptions<Collaborator[]>({ queryKey: membersKey(boardId ?? "") }),
    enabled: Boolean(boardId),
  });
}
