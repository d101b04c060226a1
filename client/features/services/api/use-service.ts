import type { Service } from "@shared/contracts/services";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Spec: POST /api/services/{id}/use with the user id (the server takes the session's anyway). */
export const launchService = ({ id, userId }: { id: string; userId: string }) =>
  apiRequest<Service>("POST", `/api/services/${encodeURIComponent(id)}/use`, { userId });

/** Paths whose data a launch changes: the catalogue's counts, the dashboard, the suggestions. */
const CHANGED_PREFIXES = ["/api/services", "/api/dashboard/", "/api/ai/contextual"];

export function useLaunchService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: launchService,
    onSuccess: () =>
      qc.invalidateQueries({
        predicate: (query) => {
          const head = query.queryKey[0];
          return typeof head === "string" && CHANGED_PREFIXES.some((prefix) => head.startsWith(prefix));
        },
      }),
  });
}
