import type { KnowledgeItem } from "@shared/contracts/knowledge";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const KNOWLEDGE_ITEMS_QUERY_KEY = ["/api/knowledge"] as const;

export const getKnowledgeItems = getQueryFn<KnowledgeItem[]>({ on401: "throw" });

/**
 * Every item at once: the page needs all five categories' counts, and the list is small (the
 * server caps it). Spec section 9: the knowledge list goes stale after 60 s.
 */
export const knowledgeItemsQueryOptions = queryOptions({
  queryKey: KNOWLEDGE_ITEMS_QUERY_KEY,
  queryFn: getKnowledgeItems,
  staleTime: 60_000,
});

export function useKnowledgeItems() {
  return useQuery(knowledgeItemsQueryOptions);
}
