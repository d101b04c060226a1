import type { QueryFunctionContext } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

const get = getQueryFn<unknown>({ on401: "throw" });

/**
 * GET of a URL with a query string. The query key keeps the path and the filters apart (the spec
 * puts the filters in the key), so the read goes through the app's read function with the built URL
 * as its only segment: same cookies, demo header and errors as every other read.
 */
export function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return get({ queryKey: [url], signal } as unknown as QueryFunctionContext) as Promise<T>;
}

/** `path?a=1&b=2` without the empty parameters. */
export function withQuery(path: string, params: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
