import type { DemoBody } from "@shared/contracts/auth";
import { apiRequest } from "@/lib/api-client";
import type { AuthResponse } from "../session";

/**
 * Starts a demo session; the server also sets the `demo_mode` cookie that apiRequest reads. The
 * caller refreshes the session afterwards (spec: "then /api/auth/me refreshed").
 */
export const demoLogin = (body: DemoBody) => apiRequest<AuthResponse>("POST", "/api/auth/demo", body);
