import type { KnowledgeNodeDetail } from "@shared/contracts/knowledge";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { getQueryFn } from "@/lib/api-client";
import { FOLDERS_QUERY_KEY } from "./get-folders";
import { SEARCH_QUERY_KEY } from "./search-knowledge";

export const nodeQueryKey = (id: string) => [...FOLDERS_QUERY_KEY, id] as const;

export const getNode = getQueryFn<KnowledgeNodeDetail>({ on401: "throw" });

/** While a scan's text is being recognised, the file is read again every few seconds. */
export const OCR_POLL_MS = 2_000;

/** A folder or a file with its content (and, for Word files, the HTML to preview). */
export const nodeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: nodeQueryKey(id),
    queryFn: getNode,
    refetchInterval: (query) => (query.state.data?.textState === "recognising" ? OCR_POLL_MS : false),
  });

export function useNode(id: string | null) {
  const qc = useQueryClient();
  const query = useQuery({ ...nodeQueryOptions(id ?? ""), enabled: Boolean(id) });
  const state = query.data?.textState;
  const previous = useRef(state);
  useEffect(() => {
    // Once recognised, the text is searchable and the tree's mark goes: refresh both.
    if (previous.current === "recognising" && state !== "recognising") {
      void qc.invalidateQueries({ queryKey: SEARCH_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: FOLDERS_QUERY_KEY, predicate: (q) => q.queryKey[1] !== id });
    }
    previous.current = state;
  }, [state, id, qc]);
  return query;
}
