import type { DashboardStats } from "@shared/contracts/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const getDashboardStats = getQueryFn<DashboardStats>({ on401: "throw" });

export const dashboardStatsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ["/api/dashboard/stats", userId], queryFn: getDashboardStats });

export function useDashboardStats(userId: string) {
  return useQuery(dashboardStatsQueryOptions(userId));
}
