import type { User } from "@shared/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export interface AuthResponse {
  user: User;
}

export const ME_QUERY_KEY = ["/api/auth/me"] as const;

/** Spec: a 401 on "who am I?" simply means nobody is signed in. */
export const getMe = getQueryFn<AuthResponse | null>({ on401: "returnNull" });

/** Spec section 9: the current user is the one query that goes stale (5 min) and is kept 10 min. */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: getMe,
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
});

export function useMe() {
  const query = useQuery(meQueryOptions);
  return { user: query.data?.user ?? null, isLoading: query.isLoading, refetch: query.refetch };
}
