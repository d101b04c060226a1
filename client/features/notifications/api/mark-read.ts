import type { NotificationList } from "@shared/contracts/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { NOTIFICATIONS_QUERY_KEY } from "./get-notifications";

export const markNotificationRead = (id: string) =>
  apiRequest<unknown>("POST", `/api/notifications/${encodeURIComponent(id)}/read`, {});

export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    // The badge drops at once; the refetch afterwards confirms what the server stored.
    onMutate: async (id) => {
      await qc.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      qc.setQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY, (list) => {
        if (!list) return list;
        const target = list.items.find((item) => item.id === id);
        if (!target || target.read) return list;
        return {
          unread: Math.max(0, list.unread - 1),
          items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
        };
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
