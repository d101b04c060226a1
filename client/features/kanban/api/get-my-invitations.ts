import type { MyInvitation } from "@shared/contracts/kanban";
import { queryOptions, useQuery } from "@tanstack/react-query";

export const MY_INVITATIONS_KEY = ["/api/kanban/invitations/mine"] as const;

export function useMyInvitations() {
  return useQuery(queryOptions<MyInvitation[]>({ queryKey: MY_INVITATIONS_KEY }));
}
