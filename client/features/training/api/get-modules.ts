import type { TrainingModule } from "@shared/contracts/training";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const MODULES_QUERY_KEY = ["/api/training/modules"] as const;

export const getModules = getQueryFn<TrainingModule[]>({ on401: "throw" });

export const modulesQueryOptions = queryOptions({ queryKey: MODULES_QUERY_KEY, queryFn: getModules });

export function useModules() {
  return useQuery(modulesQueryOptions);
}
