import { z } from "zod";

/** Every error body the API sends. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ ok: z.literal(true) });

export const idParam = z.object({ id: z.string().min(1).max(100) });
export const userIdParam = z.object({ userId: z.string().min(1).max(100) });
