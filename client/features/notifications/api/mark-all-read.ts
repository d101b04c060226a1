import type { NotificationList } from "@shared/contracts/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { NOTIFICATIONS_QUERY_KEY } from "./get-notifications";

export const markAllNotificationsRead = () => apiRequest<unknown>("POST", "/api/notifications/read-all", {});

export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      qc.setQueryData<NotificationList>(
        NOTIFICATIONS_QUERY_KEY,
        (list) => list && { unread: 0, items: list.items.map((item) => ({ ...item, read: true })) },
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
