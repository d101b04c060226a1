import type { ThreadSummary } from "@shared/contracts/chat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { THREAD_PATH } from "./get-thread";
import { THREADS_PATH } from "./get-threads";

/** Brings back a conversation deleted a few seconds ago (the server keeps it that long). */
export const restoreThread = ({ userId, threadId }: { userId: string; threadId: string }) =>
  apiRequest<ThreadSummary>(
    "POST",
    `${THREAD_PATH}/${encodeURIComponent(userId)}/${encodeURIComponent(threadId)}/restore`,
  );

export function useRestoreThread() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: restoreThread,
    onSuccess: (_, { userId }) => qc.invalidateQueries({ queryKey: [THREADS_PATH, userId] }),
  });
}
