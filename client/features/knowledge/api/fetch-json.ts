import type { QueryFunctionContext } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

const get = getQueryFn<unknown>({ on401: "throw" });

/**
 * GET of a URL that carries a query string (search, folder levels). The query key keeps the path and
 * the parameters apart, so this goes through the app's read function with the URL as the only
 * segment: same cookies, demo header and errors as every other read.
 */
export function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return get({ queryKey: [url], signal } as unknown as QueryFunctionContext) as Promise<T>;
}
