import type { ContextualPage, Suggestion } from "@shared/contracts/contextual";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const CONTEXTUAL_PATH = "/api/ai/contextual";

/** Spec section 9: the one query polled on a timer, every 30 s. */
export const SUGGESTIONS_POLL_MS = 30_000;

export type SuggestionsContext = { page: ContextualPage; task: string; category?: string };

export const getSuggestions = ({ page, task, category }: SuggestionsContext) =>
  apiRequest<Suggestion[]>(
    "GET",
    `${CONTEXTUAL_PATH}/${page}/${encodeURIComponent(task)}${
      category ? `?category=${encodeURIComponent(category)}` : ""
    }`,
  );

export const suggestionsQueryOptions = (ctx: SuggestionsContext) =>
  queryOptions({
    // Spec: page and task in the key (the knowledge category only when there is one).
    queryKey: ctx.category
      ? [CONTEXTUAL_PATH, ctx.page, ctx.task, ctx.category]
      : [CONTEXTUAL_PATH, ctx.page, ctx.task],
    queryFn: () => getSuggestions(ctx),
    refetchInterval: SUGGESTIONS_POLL_MS,
    // Moving between pages keeps the previous list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useSuggestions(ctx: SuggestionsContext | null) {
  return useQuery({
    ...suggestionsQueryOptions(ctx ?? { page: "dashboard", task: "none" }),
    enabled: ctx !== null,
  });
}
