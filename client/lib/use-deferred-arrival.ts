import { useDeferredValue } from "react";

/**
 * `value`, except on its first arrival: then the page renders once more without it, and the render
 * with it happens in the background, in slices the browser can interleave with other work, rather
 * than in one long task when a query answers (a card list's first page is most of a page's render).
 * Later values (a new page, a filter) come at once, so the focus can follow them in the next frame.
 */
export function useDeferredArrival<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  return deferred === undefined ? undefined : value;
}
