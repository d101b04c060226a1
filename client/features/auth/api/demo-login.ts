import type { DemoBody } from "@shared/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AuthResponse } from "./get-me";

/** Starts a demo session; the server also sets the `demo_mode` cookie that apiRequest reads. */
export const demoLogin = (body: DemoBody) => apiRequest<AuthResponse>("POST", "/api/auth/demo", body);

/** The caller refetches /me afterwards (spec: "then /api/auth/me refreshed"). */
export function useDemoLogin() {
  return useMutation({ mutationFn: demoLogin });
}
