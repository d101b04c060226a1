import type { KnowledgeNodeDetail } from "@shared/contracts/knowledge";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import { FOLDERS_QUERY_KEY } from "./get-folders";

export const nodeQueryKey = (id: string) => [...FOLDERS_QUERY_KEY, id] as const;

export const getNode = getQueryFn<KnowledgeNodeDetail>({ on401: "throw" });

/** A folder or a file with its content (and, for Word files, the HTML to preview). */
export const nodeQueryOptions = (id: string) =>
  queryOptions({ queryKey: nodeQueryKey(id), queryFn: getNode });

export function useNode(id: string | null) {
  return useQuery({ ...nodeQueryOptions(id ?? ""), enabled: Boolean(id) });
}
