import { useCallback } from "react";
import { useSearchParams } from "wouter";

/** `value` when it is one of `values`, else undefined: unknown values in an address are ignored. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The address's query parameters, and `update` to change some of them while keeping the others;
 * `replace` rewrites the current history entry (typing in a search box) instead of adding one.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { params, setParams, update };
}
