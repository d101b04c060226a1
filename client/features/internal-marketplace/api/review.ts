import type { InternalItemDetail, ReviewBody } from "@shared/contracts/internal-marketplace";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { itemQueryKey } from "./get-item";
import { ITEMS_QUERY_KEY } from "./get-items";
import { STATS_QUERY_KEY } from "./get-stats";

const reviewUrl = (id: string) => `/api/internal-marketplace/items/${encodeURIComponent(id)}/review`;

export const putReview = ({ id, body }: { id: string; body: ReviewBody }) =>
  apiRequest<InternalItemDetail>("PUT", reviewUrl(id), body);

export const deleteReview = (id: string) => apiRequest<InternalItemDetail>("DELETE", reviewUrl(id));

/** Saves (or, with `remove`, deletes) the user's review; the rating shown everywhere follows. */
export function useReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body?: ReviewBody; remove?: boolean }) =>
      input.remove ? deleteReview(input.id) : putReview({ id: input.id, body: input.body ?? { rating: 5 } }),
    onSuccess: (detail) => {
      qc.setQueryData(itemQueryKey(detail.id), detail);
      void qc.invalidateQueries({
        queryKey: ITEMS_QUERY_KEY,
        predicate: (q) => q.queryKey[1] !== detail.id,
      });
      void qc.invalidateQueries({ queryKey: STATS_QUERY_KEY });
    },
  });
}
