import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { FOLDERS_QUERY_KEY } from "./get-folders";
import { nodeQueryKey } from "./get-node";
import { SEARCH_QUERY_KEY } from "./search-knowledge";

export const deleteNode = (id: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/knowledge/folders/${encodeURIComponent(id)}`);

export function useDeleteNode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteNode,
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: nodeQueryKey(id) });
      void qc.invalidateQueries({ queryKey: FOLDERS_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: SEARCH_QUERY_KEY });
    },
  });
}
