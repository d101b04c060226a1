import type { LoginBody } from "@shared/contracts/auth";
import { apiRequest } from "@/lib/api-client";
import type { AuthResponse } from "../session";

/** The response already is the signed-in user: no second round trip to /me. */
export const login = (body: LoginBody) => apiRequest<AuthResponse>("POST", "/api/auth/login", body);
