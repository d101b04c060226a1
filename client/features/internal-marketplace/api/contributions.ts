import type { RejectBody } from "@shared/contracts/common";
import type { Contribution, ContributionBody } from "@shared/contracts/internal-marketplace";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiRequest, apiSend } from "@/lib/api-client";
import { ITEMS_QUERY_KEY } from "./get-items";
import { STATS_QUERY_KEY } from "./get-stats";

export const CONTRIBUTIONS_QUERY_KEY = ["/api/internal-marketplace/contributions"] as const;

/** `mine`: the user's contributions in every status; `pending`: the admins' queue. */
export const contributionsQueryOptions = (scope: "mine" | "pending") =>
  queryOptions({
    queryKey: [...CONTRIBUTIONS_QUERY_KEY, scope],
    queryFn: ({ signal }) =>
      apiGet<Contribution[]>(`${CONTRIBUTIONS_QUERY_KEY[0]}?scope=${scope}`, { on401: "throw", signal }),
  });

export function useContributions(scope: "mine" | "pending", enabled = true) {
  return useQuery({ ...contributionsQueryOptions(scope), enabled });
}

const base = CONTRIBUTIONS_QUERY_KEY[0];
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** Multipart (`payload` JSON, then the file): it cannot go through apiRequest's JSON body. */
async function upload(method: "POST" | "PUT", url: string, body: ContributionBody, file: File) {
  const form = new FormData();
  form.append("payload", JSON.stringify(body));
  form.append("file", file, file.name);
  return apiSend<Contribution>(method, url, form);
}

export type SaveContributionInput = { id?: string; body: ContributionBody; file: File | null };

export function saveContribution({ id, body, file }: SaveContributionInput) {
  if (file) return upload(id ? "PUT" : "POST", id ? `${one(id)}/upload` : `${base}/upload`, body, file);
  return id ? apiRequest<Contribution>("PUT", one(id), body) : apiRequest<Contribution>("POST", base, body);
}

function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: CONTRIBUTIONS_QUERY_KEY });
    void qc.invalidateQueries({ queryKey: ITEMS_QUERY_KEY });
    void qc.invalidateQueries({ queryKey: STATS_QUERY_KEY });
  };
}

export function useSaveContribution() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveContribution, onSuccess: refresh });
}

export function useDeleteContribution() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ ok: true }>("DELETE", one(id)),
    onSuccess: refresh,
  });
}

/** An admin's decision: approve (in Explorer at once) or reject with a reason. */
export function useDecideContribution() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reject }: { id: string; reject?: RejectBody }) =>
      reject
        ? apiRequest<Contribution>("POST", `${one(id)}/reject`, reject)
        : apiRequest<Contribution>("POST", `${one(id)}/approve`, {}),
    onSuccess: refresh,
  });
}
