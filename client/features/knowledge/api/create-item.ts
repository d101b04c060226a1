import type { KnowledgeItem, knowledgeItemBody } from "@shared/contracts/knowledge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { invalidateKnowledgeLists } from "./get-knowledge-items";
import { SEARCH_QUERY_KEY } from "./search-knowledge";

export type KnowledgeItemInput = z.output<typeof knowledgeItemBody>;

export const createItem = (body: KnowledgeItemInput) =>
  apiRequest<KnowledgeItem>("POST", "/api/knowledge", body);

export function useCreateItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => {
      invalidateKnowledgeLists(qc);
      void qc.invalidateQueries({ queryKey: SEARCH_QUERY_KEY });
    },
  });
}
