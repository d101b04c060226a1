import type { registerBody } from "@shared/contracts/auth";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import type { AuthResponse } from "../session";

/** The parsed form values (defaults applied), which is what the server expects. */
export type RegisterInput = z.output<typeof registerBody>;

export const register = (body: RegisterInput) => apiRequest<AuthResponse>("POST", "/api/auth/register", body);
