import type { Community } from "@shared/contracts/internal-marketplace";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getQueryFn } from "@/lib/api-client";
import { STATS_QUERY_KEY } from "./get-stats";

export const COMMUNITIES_QUERY_KEY = ["/api/internal-marketplace/communities"] as const;

export const communitiesQueryOptions = queryOptions({
  queryKey: COMMUNITIES_QUERY_KEY,
  queryFn: getQueryFn<Community[]>({ on401: "throw" }),
});

export function useCommunities() {
  return useQuery(communitiesQueryOptions);
}

const membershipUrl = (id: string) =>
  `/api/internal-marketplace/communities/${encodeURIComponent(id)}/membership`;

export const joinCommunity = (id: string) => apiRequest<Community>("POST", membershipUrl(id), {});
export const leaveCommunity = (id: string) => apiRequest<Community>("DELETE", membershipUrl(id));

/** Joins or leaves; the card and the 'Contributeurs' tile take the server's new counts. */
export function useMembership() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: string; join: boolean }) =>
      join ? joinCommunity(id) : leaveCommunity(id),
    onSuccess: (community) => {
      qc.setQueryData<Community[]>(COMMUNITIES_QUERY_KEY, (list) =>
        list?.map((c) => (c.id === community.id ? community : c)),
      );
      void qc.invalidateQueries({ queryKey: STATS_QUERY_KEY });
    },
  });
}
