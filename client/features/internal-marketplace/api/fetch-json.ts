import type { QueryFunctionContext } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

const get = getQueryFn<unknown>({ on401: "throw" });

/**
 * GET of a URL with a query string. The query key keeps the path and the filters apart, so the read
 * goes through the app's read function with the built URL as its only segment: same cookies, demo
 * header and errors as every other read.
 */
export function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return get({ queryKey: [url], signal } as unknown as QueryFunctionContext) as Promise<T>;
}

/** True when the demo cookie is set: multipart calls add the demo header like apiRequest does. */
export function demoHeaders(): Record<string, string> {
  return document.cookie.split("; ").some((part) => part === "demo_mode=true")
    ? { "x-demo-mode": "true" }
    : {};
}
