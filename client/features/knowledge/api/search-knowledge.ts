import type { searchResult } from "@shared/contracts/knowledge";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { fetchJson } from "./fetch-json";

export type SearchResult = z.infer<typeof searchResult>;

export const SEARCH_QUERY_KEY = ["/api/knowledge/search"] as const;

export const searchKnowledge = (q: string, signal?: AbortSignal) =>
  fetchJson<SearchResult>(`/api/knowledge/search?q=${encodeURIComponent(q)}`, signal);

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...SEARCH_QUERY_KEY, q],
    queryFn: ({ signal }) => searchKnowledge(q, signal),
  });

/** Results for a (debounced) query; the previous results stay on screen while the next ones load. */
export function useKnowledgeSearch(q: string) {
  const query = q.trim();
  return useQuery({
    ...searchQueryOptions(query),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}
