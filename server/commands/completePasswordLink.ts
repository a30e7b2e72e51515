// A link from a reset or invitation mail, used: the new password (checked against the policy before the link
// is spent, so a refused password leaves the link usable), then in one transaction the link spent, the hash
// stored and every session of the user ended. No session is opened here: the person signs in with the new
// password, and a user with two-factor login still needs the second factor.
import { eq } from 'drizzle-orm';
import { assertPasswordPolicy } from '../auth/passwordPolicy.ts';
import { passwordTokenErrors, readPasswordToken, spendPasswordToken } from '../auth/passwordTokens.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { audit } from '../services/audit.ts';
import { hashPassword } from '../services/passwords.ts';
import { replacePassword } from './setPassword.ts';

/** What the page shows before the person types: the link's purpose, the account's address and its end. */
export async function describePasswordLink(db: Db, token: string) {
  const row = await readPasswordToken(db, token);
  return { purpose: row.purpose, email: row.email, expires_at: row.expiresAt.toISOString() };
}

export async function completePasswordLink(db: Db, input: { token: string; password: string }) {
  assertPasswordPolicy(input.password);
  // Refuse a dead link before spending the hashing work on it.
  await readPasswordToken(db, input.token);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (txAny) => {
    const tx = txAny as Db;
    const spent = await spendPasswordToken(tx, input.token);
    const [user] = await tx
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, spent.userId));
    if (!user?.isActive) throw passwordTokenErrors.invalid();
    const ended = await replacePassword(tx, spent.userId, passwordHash, { mustChange: false });
    await audit(tx, {
      actor: { kind: 'user', id: spent.userId },
      action: spent.purpose === 'reset' ? 'auth.password_reset' : 'auth.invitation_accepted',
      target: { type: 'user', id: spent.userId },
      details: { sessions_ended: ended },
    });
    return { purpose: spent.purpose };
  });
}
