import type { profileBody } from "@shared/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import type { AuthResponse } from "../session";
import { ME_QUERY_KEY } from "./get-me";

export type ProfileInput = z.output<typeof profileBody>;

export const updateProfile = (body: ProfileInput) =>
  apiRequest<AuthResponse>("PUT", "/api/auth/profile", body);

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => qc.setQueryData(ME_QUERY_KEY, data),
  });
}
