import type { KnowledgeNodeDetail } from "@shared/contracts/knowledge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/lib/api-client";
import { FOLDERS_QUERY_KEY } from "./get-folders";
import { nodeQueryKey } from "./get-node";
import { SEARCH_QUERY_KEY } from "./search-knowledge";

/** Same limit and types as the server (server/modules/knowledge/documents.ts), checked before sending. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = [
  ".md",
  ".markdown",
  ".txt",
  ".html",
  ".htm",
  ".pdf",
  ".docx",
  ".png",
  ".jpg",
  ".jpeg",
] as const;

export type UploadInput = { file: File; category: string; parentId: string | null };

/**
 * Multipart, not JSON, so it cannot go through apiRequest. The server reads the fields before the
 * file, hence the order. The demo header follows the same rule as apiRequest.
 */
export async function uploadFile({ file, category, parentId }: UploadInput): Promise<KnowledgeNodeDetail> {
  const form = new FormData();
  form.append("category", category);
  form.append("parentId", parentId ?? "null");
  form.append("file", file, file.name);
  return apiSend<KnowledgeNodeDetail>("POST", "/api/knowledge/files", form);
}

export function useUploadFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadFile,
    onSuccess: (node) => {
      qc.setQueryData(nodeQueryKey(node.id), node);
      void qc.invalidateQueries({ queryKey: FOLDERS_QUERY_KEY, predicate: (q) => q.queryKey[1] !== node.id });
      void qc.invalidateQueries({ queryKey: SEARCH_QUERY_KEY });
    },
  });
}
