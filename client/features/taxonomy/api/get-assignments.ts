import type { UserAssignment } from "@shared/contracts/taxonomy";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const ASSIGNMENTS_QUERY_KEY = ["/api/admin/taxonomy/user-assignments"] as const;

export const getAssignments = getQueryFn<UserAssignment[]>({ on401: "throw" });

export const assignmentsQueryOptions = queryOptions({
  queryKey: ASSIGNMENTS_QUERY_KEY,
  queryFn: getAssignments,
});

export function useAssignments() {
  return useQuery(assignmentsQueryOptions);
}
