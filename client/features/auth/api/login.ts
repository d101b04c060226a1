import type { LoginBody } from "@shared/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { type AuthResponse, ME_QUERY_KEY } from "./get-me";

export const login = (body: LoginBody) => apiRequest<AuthResponse>("POST", "/api/auth/login", body);

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The response already is the signed-in user: no need for a second round trip to /me.
    onSuccess: (data) => qc.setQueryData(ME_QUERY_KEY, data),
  });
}
