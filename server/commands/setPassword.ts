import { eq, sql } from 'drizzle-orm';
import { assertPasswordPolicy } from '../auth/passwordPolicy.ts';
import { voidPasswordTokens } from '../auth/passwordTokens.ts';
import { endSessionsOf } from '../auth/sessions.ts';
import { deleteChallengesOf } from '../auth/twoFactorChallenge.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { errors } from '../errors.ts';
import { type AuditEntry, audit } from '../services/audit.ts';
import { hashPassword } from '../services/passwords.ts';

/** The user with this e-mail address (any case), or the CLI's German "not found". */
export async function userIdByEmail(db: Db, email: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) throw userNotFound(email);
  return user.id;
}

const userNotFound = (email: string) => errors.notFound(`Keinen Benutzer mit der E-Mail ${email} gefunden.`);

/**
 * Stores a new password hash (inside the caller's transaction) and ends what the old password opened: every
 * session of the user but `keepToken` (the caller's own, when they changed it themselves), open login steps,
 * and unused reset or invitation links. `mustChange`: an admin chose it, the next login asks for the user's own.
 */
export async function replacePassword(
  tx: Db,
  userId: string,
  passwordHash: string,
  options: { mustChange: boolean; keepToken?: string },
) {
  await tx
    .update(users)
    .set({ passwordHash, mustChangePassword: options.mustChange, updatedAt: new Date() })
    .where(eq(users.id, userId));
  const ended = await endSessionsOf(tx, [userId], options.keepToken);
  await deleteChallengesOf(tx, userId);
  await voidPasswordTokens(tx, userId);
  return ended;
}

/** New password from the CLI (user:password); every open session of the user ends with the old password. */
export async function setPassword(db: Db, email: string, password: string, actor: AuditEntry['actor']) {
  assertPasswordPolicy(password);
  const passwordHash = await hashPassword(password);
  const userId = await userIdByEmail(db, email);
  await db.transaction(async (txAny) => {
    const tx = txAny as Db;
    await replacePassword(tx, userId, passwordHash, { mustChange: false });
    await audit(tx, { actor, action: 'user.password', target: { type: 'user', id: userId } });
  });
  return { id: userId };
}
