import type { Submission } from "@shared/contracts/marketplace";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const SUBMISSIONS_QUERY_KEY = ["/api/marketplace/submissions"] as const;

/** `mine`: the user's own submissions; `pending`: the admins' queue. */
export const submissionsQueryOptions = (scope: "mine" | "pending") =>
  queryOptions({
    queryKey: [...SUBMISSIONS_QUERY_KEY, scope],
    queryFn: ({ signal }) =>
      apiGet<Submission[]>(`${SUBMISSIONS_QUERY_KEY[0]}?scope=${scope}`, { on401: "throw", signal }),
  });

export function useSubmissions(scope: "mine" | "pending", enabled = true) {
  return useQuery({ ...submissionsQueryOptions(scope), enabled });
}
