import type { BoardPresence } from "@shared/contracts/kanban";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "@/lib/api-client";

export const presenceKey = (boardId: string) => ["/api/kanban/boards", boardId, "presence"] as const;

/**
 * Declares that this tab shows the board (through its event stream's id) while it does, and reads
 * who else has it open; the live stream says when that changes.
 */
export function useBoardPresence(boardId: string | undefined, streamId: string | null) {
  useEffect(() => {
    if (!boardId || !streamId) return;
    apiRequest("PUT", `/api/kanban/boards/${boardId}/presence`, { streamId }).catch(() => {});
    return () => {
      apiRequest("DELETE", `/api/kanban/presence/${streamId}`).catch(() => {});
    };
  }, [boardId, streamId]);
  return useQuery({
    ...queryOptions<BoardPresence>({ queryKey: presenceKey(boardId ?? "") }),
    enabled: Boolean(boardId && streamId),
  });
}
