import type { DeliverableTemplate } from "@shared/contracts/deliverables";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const TEMPLATES_QUERY_KEY = ["/api/deliverables/templates"] as const;

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: TEMPLATES_QUERY_KEY,
    queryFn: getQueryFn<DeliverableTemplate[]>({ on401: "throw" }),
  });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
