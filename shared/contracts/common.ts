import { z } from "zod";
import { msg } from "./errors";

/** Every error body the API sends: `code` is registered in ./errors.ts, `message` its French text. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ ok: z.literal(true) });

export const idParam = z.object({ id: z.string().min(1).max(100) });
export const userIdParam = z.object({ userId: z.string().min(1).max(100) });

/** An admin's refusal of a submission or a contribution, with the reason the author will read. */
export const rejectBody = z.object({
  reason: z.string().trim().min(1, msg("reason_required")).max(1000, msg("reason_too_long")),
});
export type RejectBody = z.infer<typeof rejectBody>;
