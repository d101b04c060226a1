import type { NotificationList } from "@shared/contracts/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const NOTIFICATIONS_QUERY_KEY = ["/api/notifications"] as const;

export const getNotifications = getQueryFn<NotificationList>({ on401: "throw" });

export const notificationsQueryOptions = queryOptions({
  queryKey: NOTIFICATIONS_QUERY_KEY,
  queryFn: getNotifications,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
