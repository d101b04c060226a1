import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { THREAD_PATH } from "./get-thread";
import type { Assistant } from "./get-threads";
import { THREADS_PATH } from "./get-threads";

/** Spec: POST /api/chat/alfa-systems/clear with the user id; `assistant` keeps the expert's apart. */
export const clearThreads = ({ userId, assistant }: { userId: string; assistant: Assistant }) =>
  apiRequest<{ ok: true }>("POST", "/api/chat/alfa-systems/clear", { userId, assistant });

export function useClearThreads() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: clearThreads,
    onSuccess: (_, { userId }) => {
      qc.removeQueries({ queryKey: [THREAD_PATH, userId] });
      return qc.invalidateQueries({ queryKey: [THREADS_PATH, userId] });
    },
  });
}
