import type { KnowledgeNodeDetail } from "@shared/contracts/knowledge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { FOLDERS_QUERY_KEY } from "./get-folders";
import { SEARCH_QUERY_KEY } from "./search-knowledge";

export const renameNode = ({ id, name }: { id: string; name: string }) =>
  apiRequest<KnowledgeNodeDetail>("PUT", `/api/knowledge/folders/${encodeURIComponent(id)}`, { name });

export function useRenameNode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: renameNode,
    onSuccess: () => {
      // Paths of everything below a renamed folder change too: refresh every loaded level.
      void qc.invalidateQueries({ queryKey: FOLDERS_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: SEARCH_QUERY_KEY });
    },
  });
}
