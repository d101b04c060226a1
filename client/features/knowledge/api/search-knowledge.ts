import type { searchResult } from "@shared/contracts/knowledge";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { apiGet } from "@/lib/api-client";

export type SearchResult = z.infer<typeof searchResult>;
type Language = "fr" | "en";

export const SEARCH_QUERY_KEY = ["/api/knowledge/search"] as const;

export const searchKnowledge = (q: string, lang: Language, signal?: AbortSignal) =>
  apiGet<SearchResult>(`/api/knowledge/search?q=${encodeURIComponent(q)}&lang=${lang}`, {
    on401: "throw",
    signal,
  });

export const searchQueryOptions = (q: string, lang: Language) =>
  queryOptions({
    queryKey: [...SEARCH_QUERY_KEY, q, lang],
    queryFn: ({ signal }) => searchKnowledge(q, lang, signal),
  });

/**
 * Results for a (debounced) query, titled and quoted in the reader's language; the previous results
 * stay on screen while the next ones load.
 */
export function useKnowledgeSearch(q: string) {
  const { i18n } = useTranslation();
  const query = q.trim();
  return useQuery({
    ...searchQueryOptions(query, i18n.language === "en" ? "en" : "fr"),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}
