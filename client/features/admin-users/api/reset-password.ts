import type { ResetPasswordBody } from "@shared/contracts/taxonomy";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<{ ok: true }>("POST", "/api/admin/users/reset-password", body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
