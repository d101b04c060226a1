import { QueryClient } from "@tanstack/react-query";
import i18n from "i18next";
import { getQueryFn } from "./api-client";

/**
 * Spec section 9: data never goes stale by itself, nothing refetches on focus or on a timer and
 * nothing retries. Mutations invalidate what they change instead. Exceptions are set per query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});

// Answers are worded in the language the call was made in (reference data, generated texts): a
// change of language reads them again. The first change (the start-up language) finds nothing cached.
i18n.on("languageChanged", () => void queryClient.invalidateQueries());
