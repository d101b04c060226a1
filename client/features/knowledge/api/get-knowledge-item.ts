import type { KnowledgeItem, KnowledgeItemDetail } from "@shared/contracts/knowledge";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getQueryFn } from "@/lib/api-client";
import { KNOWLEDGE_ITEMS_QUERY_KEY } from "./get-knowledge-items";

export const knowledgeItemQueryKey = (id: string) => ["/api/knowledge", id] as const;

export const getKnowledgeItem = getQueryFn<KnowledgeItemDetail>({ on401: "throw" });

/** Reading an item counts a view: dropped as soon as nobody shows it, so each opening is a new read. */
export const knowledgeItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: knowledgeItemQueryKey(id), queryFn: getKnowledgeItem, gcTime: 0 });

export function useKnowledgeItem(id: string | null) {
  const qc = useQueryClient();
  const query = useQuery({ ...knowledgeItemQueryOptions(id ?? ""), enabled: Boolean(id) });
  const read = query.data;
  useEffect(() => {
    // The card beside the reader shows the view the server just counted, without refetching the list.
    if (!read) return;
    qc.setQueryData<KnowledgeItem[]>(KNOWLEDGE_ITEMS_QUERY_KEY, (items) =>
      items?.map((item) => (item.id === read.id ? { ...item, viewCount: read.viewCount } : item)),
    );
  }, [qc, read]);
  return query;
}
