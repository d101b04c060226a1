import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/**
 * The original bytes of a text file, as text. The node's `content` holds what the search indexes
 * (for HTML, the text without its tags), so an HTML preview renders the original markup instead.
 */
export async function getRawText(url: string, signal?: AbortSignal): Promise<string> {
  const res = await apiFetch(url, { signal });
  return res.text();
}

export const rawTextQueryOptions = (url: string) =>
  queryOptions({ queryKey: [url], queryFn: ({ signal }) => getRawText(url, signal) });

export function useRawText(url: string | null) {
  return useQuery({ ...rawTextQueryOptions(url ?? ""), enabled: Boolean(url) });
}
