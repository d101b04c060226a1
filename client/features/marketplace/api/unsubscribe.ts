import type { MarketplaceItem, SubscribedItem } from "@shared/contracts/marketplace";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ITEMS_QUERY_KEY } from "./get-items";
import { SUBSCRIPTIONS_QUERY_KEY } from "./get-subscriptions";

export const unsubscribe = (itemId: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/marketplace/subscribe/${encodeURIComponent(itemId)}`);

export function useUnsubscribe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: (_, itemId) => {
      qc.setQueryData<SubscribedItem[]>(SUBSCRIPTIONS_QUERY_KEY, (items) =>
        items?.filter((item) => item.id !== itemId),
      );
      qc.setQueriesData<MarketplaceItem[]>({ queryKey: ITEMS_QUERY_KEY }, (items) =>
        items?.map((item) => (item.id === itemId ? { ...item, subscribed: false } : item)),
      );
      void qc.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY });
    },
  });
}
