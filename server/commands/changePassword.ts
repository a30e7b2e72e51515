// "Passwort ändern" on the account page: the current password (checked under the login's throttling, so a
// session left open is no way to guess it), the policy, then the new hash. Every other session of the user
// ends; the one that changed it stays. Audited as auth.password_changed (failures as auth.reauth_failed).
import { eq } from 'drizzle-orm';
import { passwordTexts } from '../../common/texts/passwords.ts';
import { assertPasswordPolicy } from '../auth/passwordPolicy.ts';
import { throttledCheck } from '../auth/twoFactorThrottle.ts';
import type { AppDeps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { audit } from '../services/audit.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { replacePassword } from './setPassword.ts';

export const changePasswordErrors = {
  currentWrong: () => new AppError('CURRENT_PASSWORD_WRONG', 400, passwordTexts.change.currentWrong),
  sameAsCurrent: () => new AppError('PASSWORD_UNCHANGED', 400, passwordTexts.change.sameAsCurrent),
};

export async function changePassword(
  deps: Pick<AppDeps, 'database' | 'ipHash' | 'keyedHash'>,
  actor: { id: string; email: string },
  input: { currentPassword: string; newPassword: string; ip: string; sessionToken: string | undefined },
) {
  const { db } = deps.database;
  // The policy first: a bad new password costs no attempt of the throttling budget.
  assertPasswordPolicy(input.newPassword);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row) throw changePasswordErrors.currentWrong();
  const checked = await throttledCheck(
    deps,
    { user: actor, ip: input.ip, action: 'auth.reauth_failed', step: 'password_change' },
    async () =>
      (await verifyPassword(row.passwordHash, input.currentPassword))
        ? { ok: true, value: true }
        : { ok: false, reason: 'wrong_password' },
  );
  if (!checked.ok) throw changePasswordErrors.currentWrong();
  if (input.newPassword === input.currentPassword) throw changePasswordErrors.sameAsCurrent();

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (txAny) => {
    const tx = txAny as Db;
    const ended = await replacePassword(tx, actor.id, passwordHash, {
      mustChange: false,
      keepToken: input.sessionToken,
    });
    await audit(tx, {
      actor: { kind: 'user', id: actor.id },
      action: 'auth.password_changed',
      target: { type: 'user', id: actor.id },
      details: { other_sessions_ended: ended },
    });
  });
}
