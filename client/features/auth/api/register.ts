import type { registerBody } from "@shared/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { type AuthResponse, ME_QUERY_KEY } from "./get-me";

/** The parsed form values (defaults applied), which is what the server expects. */
export type RegisterInput = z.output<typeof registerBody>;

export const register = (body: RegisterInput) => apiRequest<AuthResponse>("POST", "/api/auth/register", body);

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => qc.setQueryData(ME_QUERY_KEY, data),
  });
}
