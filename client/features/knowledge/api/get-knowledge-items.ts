import type { KnowledgeCounts, KnowledgeItem, KnowledgeKind } from "@shared/contracts/knowledge";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { apiGet, withQuery } from "@/lib/api-client";

/**
 * A category shows this many cards, then "Afficher plus" brings as many again: a phone's first
 * screen holds two, and the first page's cards are the page's largest paint and most of its render.
 * public/theme-init.js asks for the first page early: keep its `limit` the same.
 */
export const KNOWLEDGE_PAGE_SIZE = 12;

// Apart from the item detail's key (["/api/knowledge", id]): refetching an open item counts a view.
const LIST_KEY = ["/api/knowledge/list"] as const;
const COUNTS_KEY = ["/api/knowledge/counts"] as const;

/**
 * The URL of a page of a category's articles or passages. public/theme-init.js asks for the first
 * page of the default category before the app has loaded: keep its URL the same.
 */
export const knowledgeListUrl = (category: string, kind: KnowledgeKind, limit?: number, offset?: number) =>
  withQuery("/api/knowledge", {
    category,
    kind,
    limit: limit ? String(limit) : undefined,
    offset: offset ? String(offset) : undefined,
  });

/** Spec section 9: the knowledge list goes stale after 60 s. */
const STALE_MS = 60_000;

/** How many items of each category and kind the reader may see: the category menu's counts. */
export const knowledgeCountsQueryOptions = queryOptions({
  queryKey: COUNTS_KEY,
  queryFn: ({ signal }) => apiGet<KnowledgeCounts>("/api/knowledge/counts", { on401: "throw", signal }),
  staleTime: STALE_MS,
});

export function useKnowledgeCounts() {
  return useQuery(knowledgeCountsQueryOptions);
}

/** A category's articles, newest first, a page at a time. */
export const knowledgeArticlesQueryOptions = (category: string) =>
  infiniteQueryOptions({
    queryKey: [...LIST_KEY, category, "article"],
    queryFn: ({ pageParam, signal }) =>
      apiGet<KnowledgeItem[]>(knowledgeListUrl(category, "article", KNOWLEDGE_PAGE_SIZE, pageParam), {
        on401: "throw",
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < KNOWLEDGE_PAGE_SIZE ? undefined : pages.length * KNOWLEDGE_PAGE_SIZE,
    staleTime: STALE_MS,
  });

export function useKnowledgeArticles(category: string) {
  return useInfiniteQuery(knowledgeArticlesQueryOptions(category));
}

/** A category's documentation passages (shown by topic, folded): all at once, when it has any. */
export function useKnowledgeDocumentation(category: string, enabled: boolean) {
  return useQuery({
    queryKey: [...LIST_KEY, category, "documentation"],
    queryFn: ({ signal }) =>
      apiGet<KnowledgeItem[]>(knowledgeListUrl(category, "documentation"), { on401: "throw", signal }),
    staleTime: STALE_MS,
    enabled,
  });
}

/** After a write: the lists and their counts are read again (not the open item: that counts a view). */
export function invalidateKnowledgeLists(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: LIST_KEY });
  void qc.invalidateQueries({ queryKey: COUNTS_KEY });
}

/** Changes one item wherever a list shows it (its card's view count after it was read). */
export function updateListedItem(
  qc: QueryClient,
  id: string,
  change: (item: KnowledgeItem) => KnowledgeItem,
) {
  const apply = (items: KnowledgeItem[]) => items.map((item) => (item.id === id ? change(item) : item));
  qc.setQueriesData<KnowledgeItem[] | InfiniteData<KnowledgeItem[], number>>(
    { queryKey: LIST_KEY },
    (data) => {
      if (!data) return data;
      return Array.isArray(data) ? apply(data) : { ...data, pages: data.pages.map(apply) };
    },
  );
}
