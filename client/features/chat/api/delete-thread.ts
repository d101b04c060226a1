import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { THREAD_PATH } from "./get-thread";
import { THREADS_PATH } from "./get-threads";

export const deleteThread = ({ userId, threadId }: { userId: string; threadId: string }) =>
  apiRequest<{ ok: true }>(
    "DELETE",
    `${THREAD_PATH}/${encodeURIComponent(userId)}/${encodeURIComponent(threadId)}`,
  );

export function useDeleteThread() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteThread,
    onSuccess: (_, { userId, threadId }) => {
      qc.removeQueries({ queryKey: [THREAD_PATH, userId, threadId] });
      return qc.invalidateQueries({ queryKey: [THREADS_PATH, userId] });
    },
  });
}
