import type { folderBody, KnowledgeNode } from "@shared/contracts/knowledge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { FOLDERS_QUERY_KEY } from "./get-folders";

export type FolderInput = z.output<typeof folderBody>;

export const createFolder = (body: FolderInput) =>
  apiRequest<KnowledgeNode>("POST", "/api/knowledge/folders", body);

export function useCreateFolder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => qc.invalidateQueries({ queryKey: FOLDERS_QUERY_KEY }),
  });
}
