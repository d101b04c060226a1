import type { ThreadDetail } from "@shared/contracts/chat";
import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const THREAD_PATH = "/api/chat/alfa-systems/threads";

export const getThread = getQueryFn<ThreadDetail>({ on401: "throw" });

/** Read once when a conversation is opened; the open conversation then lives in the chat's state. */
export const threadQueryOptions = (userId: string, threadId: string) =>
  queryOptions({ queryKey: [THREAD_PATH, userId, threadId], queryFn: getThread, staleTime: 0 });
