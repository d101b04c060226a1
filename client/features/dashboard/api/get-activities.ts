import type { Activity } from "@shared/contracts/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const getActivities = getQueryFn<Activity[]>({ on401: "throw" });

export const activitiesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ["/api/dashboard/activities", userId], queryFn: getActivities });

export function useActivities(userId: string) {
  return useQuery(activitiesQueryOptions(userId));
}
