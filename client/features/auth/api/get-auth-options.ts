import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export interface AuthOptions {
  demoEnabled: boolean;
}

export const getAuthOptions = getQueryFn<AuthOptions>({ on401: "throw" });

export const authOptionsQueryOptions = queryOptions({
  queryKey: ["/api/auth/options"],
  queryFn: getAuthOptions,
});

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions);
}
