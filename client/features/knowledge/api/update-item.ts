import type { KnowledgeItem, KnowledgeItemDetail } from "@shared/contracts/knowledge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { KnowledgeItemInput } from "./create-item";
import { knowledgeItemQueryKey } from "./get-knowledge-item";
import { invalidateKnowledgeLists } from "./get-knowledge-items";
import { SEARCH_QUERY_KEY } from "./search-knowledge";

export const updateItem = ({ id, body }: { id: string; body: KnowledgeItemInput }) =>
  apiRequest<KnowledgeItem>("PUT", `/api/knowledge/${encodeURIComponent(id)}`, body);

export function useUpdateItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onSuccess: (item, { body }) => {
      // The reader shows the new text at once; refetching it would count a view that nobody made.
      qc.setQueryData<KnowledgeItemDetail>(knowledgeItemQueryKey(item.id), (old) =>
        old ? { ...old, ...item, content: body.content } : old,
      );
      invalidateKnowledgeLists(qc);
      void qc.invalidateQueries({ queryKey: SEARCH_QUERY_KEY });
    },
  });
}
