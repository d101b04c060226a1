import type { ResetPasswordBody } from "../../../shared/contracts/taxonomy";
import type { Db } from "../../db/client";
import { hashPassword } from "../auth/password";
import { setPassword } from "../auth/service";

/**
 * Sets a new password (argon2id) for the account with this e-mail and signs it out everywhere, so
 * whoever knew the old password loses access at once. The admin's own current session survives
 * when they reset their own password. Past failed logins are forgotten so the user can sign in.
 */
export async function resetPassword(
  db: Db,
  input: Required<ResetPasswordBody>,
  keepSessionHash: string | null,
): Promise<{ userId: string; sessionsEnded: number }> {
  const email = input.email.trim().toLowerCase();
  return setPassword(db, email, await hashPassword(input.newPassword), keepSessionHash);
}
