import type { TaxonomyMatrix } from "@shared/contracts/taxonomy";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const MATRIX_QUERY_KEY = ["/api/admin/taxonomy/matrix"] as const;

export const getMatrix = getQueryFn<TaxonomyMatrix>({ on401: "throw" });

export const matrixQueryOptions = queryOptions({ queryKey: MATRIX_QUERY_KEY, queryFn: getMatrix });

export function useMatrix() {
  return useQuery(matrixQueryOptions);
}
