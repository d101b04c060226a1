import { and, eq, ne } from "drizzle-orm";
import type { ResetPasswordBody } from "../../../shared/contracts/taxonomy";
import type { Db } from "../../db/client";
import { authFailures, sessions, users } from "../../db/schema/auth";
import { notFound } from "../../plugins/errors";
import { hashPassword } from "../auth/password";

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
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) throw notFound("user");
    const ended = await tx
      .delete(sessions)
      .where(
        keepSessionHash
          ? and(eq(sessions.userId, user.id), ne(sessions.tokenHash, keepSessionHash))
          : eq(sessions.userId, user.id),
      )
      .returning({ tokenHash: sessions.tokenHash });
    await tx.delete(authFailures).where(eq(authFailures.key, `account:${email}`));
    return { userId: user.id, sessionsEnded: ended.length };
  });
}
