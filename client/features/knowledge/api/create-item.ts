import type { KnowledgeItem, knowledgeItemBody } from "@shared/contracts/knowledge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { KNOWLEDGE_ITEMS_QUERY_KEY } from "./get-knowledge-items";
import { SEARCH_QUERY_KEY } from "./search-knowledge";

export type KnowledgeItemInput = z.output<typeof knowledgeItemBody>;

export const createItem = (body: KnowledgeItemInput) =>
  apiRequest<KnowledgeItem>("POST", "/api/knowledge", body);

export function useCreateItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => {
      // Exact: the open reader's detail shares the prefix and refetching it would count a view.
      void qc.invalidateQueries({ queryKey: KNOWLEDGE_ITEMS_QUERY_KEY, exact: true });
      void qc.invalidateQueries({ queryKey: SEARCH_QUERY_KEY });
    },
  });
}
