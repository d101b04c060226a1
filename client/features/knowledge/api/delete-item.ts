import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { knowledgeItemQueryKey } from "./get-knowledge-item";
import { invalidateKnowledgeLists } from "./get-knowledge-items";
import { SEARCH_QUERY_KEY } from "./search-knowledge";

export const deleteItem = (id: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/knowledge/${encodeURIComponent(id)}`);

export function useDeleteItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: knowledgeItemQueryKey(id) });
      invalidateKnowledgeLists(qc);
      void qc.invalidateQueries({ queryKey: SEARCH_QUERY_KEY });
    },
  });
}
