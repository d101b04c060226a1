import type { SearchKind, SearchResponse } from "@shared/contracts/search";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiGet } from "@/lib/api-client";

type Params = { q: string; lang: "fr" | "en"; kinds?: SearchKind[]; limit?: number; cursor?: string };

export const searchUrl = ({ q, lang, kinds, limit, cursor }: Params) => {
  const params = new URLSearchParams({ q, lang });
  if (kinds?.length) params.set("kinds", kinds.join(","));
  if (limit) params.set("limit", String(limit));
  if (cursor) params.set("cursor", cursor);
  return `/api/search?${params}`;
};

/** One request to the global search; `signal` cancels it when a newer one replaces it. */
export const getSearch = (params: Params, signal?: AbortSignal) =>
  apiGet<SearchResponse>(searchUrl(params), { on401: "throw", signal });

/**
 * The results of a (debounced) search in the reader's language. A new query cancels the request of
 * the previous one; its results stay on screen until the new ones arrive.
 */
export function useSearch(q: string) {
  const { i18n } = useTranslation();
  const query = q.trim();
  const lang = i18n.language === "en" ? "en" : "fr";
  return useQuery({
    queryKey: ["/api/search", query, lang],
    queryFn: ({ signal }) => getSearch({ q: query, lang }, signal),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
