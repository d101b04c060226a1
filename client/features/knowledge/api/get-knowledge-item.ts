import type { KnowledgeItemDetail } from "@shared/contracts/knowledge";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getQueryFn } from "@/lib/api-client";
import { updateListedItem } from "./get-knowledge-items";

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
    updateListedItem(qc, read.id, (item) => ({ ...item, viewCount: read.viewCount }));
  }, [qc, read]);
  return query;
}
