import type { Board } from "@shared/contracts/kanban";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** The boards the user belongs to, their own first (created by the server on the first visit). */
export const BOARDS_KEY = ["/api/kanban/boards"] as const;

export const boardsQueryOptions = queryOptions<Board[]>({ queryKey: BOARDS_KEY });

export function useBoards() {
  return useQuery(boardsQueryOptions);
}
