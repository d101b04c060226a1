import type { KnowledgeNode } from "@shared/contracts/knowledge";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const FOLDERS_QUERY_KEY = ["/api/knowledge/folders"] as const;

/** One level of the tree: the spec's root query (`parentId=null` with the category) or a folder's children. */
export type FolderLevel = { category: string; parentId: null } | { parentId: string };

function levelUrl(level: FolderLevel) {
  if (level.parentId === null) {
    return `/api/knowledge/folders?category=${encodeURIComponent(level.category)}&parentId=null`;
  }
  return `/api/knowledge/folders?parentId=${encodeURIComponent(level.parentId)}`;
}

export const getFolders = (level: FolderLevel, signal?: AbortSignal) =>
  apiGet<KnowledgeNode[]>(levelUrl(level), { on401: "throw", signal });

export const foldersQueryOptions = (level: FolderLevel) =>
  queryOptions({
    queryKey: [...FOLDERS_QUERY_KEY, level],
    queryFn: ({ signal }) => getFolders(level, signal),
    // A level holding a scan whose text is being recognised is read again until it is done.
    refetchInterval: (query) =>
      query.state.data?.some((node) => node.textState === "recognising") ? 3_000 : false,
  });

export function useFolders(level: FolderLevel, enabled = true) {
  return useQuery({ ...foldersQueryOptions(level), enabled });
}
