import type { KnowledgeNodeDetail } from "@shared/contracts/knowledge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { FOLDERS_QUERY_KEY } from "./get-folders";
import { nodeQueryKey } from "./get-node";

export const retryOcr = (id: string) =>
  apiRequest<KnowledgeNodeDetail>("POST", `/api/knowledge/files/${encodeURIComponent(id)}/ocr`);

/** Reads a scan's or a photo's text again after it failed; the file is then polled until done. */
export function useRetryOcr() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryOcr,
    onSuccess: (node) => {
      qc.setQueryData(nodeQueryKey(node.id), node);
      void qc.invalidateQueries({ queryKey: FOLDERS_QUERY_KEY, predicate: (q) => q.queryKey[1] !== node.id });
    },
  });
}
