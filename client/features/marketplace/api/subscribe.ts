import type { MarketplaceItem, Subscription } from "@shared/contracts/marketplace";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ITEMS_QUERY_KEY } from "./get-items";
import { STATS_QUERY_KEY } from "./get-stats";
import { SUBSCRIPTIONS_QUERY_KEY } from "./get-subscriptions";

export const subscribe = (itemId: string) =>
  apiRequest<Subscription>("POST", `/api/marketplace/subscribe/${encodeURIComponent(itemId)}`, {});

export function useSubscribe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (_, itemId) => {
      // The card shows the new state at once; the refetches bring the new download counts.
      qc.setQueriesData<MarketplaceItem[]>({ queryKey: ITEMS_QUERY_KEY }, (items) =>
        items?.map((item) => (item.id === itemId ? { ...item, subscribed: true } : item)),
      );
      void qc.invalidateQueries({ queryKey: ITEMS_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: STATS_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY });
      // The dashboard's "solutions deployed" counter reads subscriptions.
      void qc.invalidateQueries({ queryKey: ["/api/dashboard/stats"] });
    },
  });
}
