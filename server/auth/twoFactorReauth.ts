// Turning two-factor login off or replacing the recovery codes asks again who is at the keyboard (a session
// left open must not be enough): the current password or a code, under the login's throttling. Failures are
// audited as auth.reauth_failed with a reason code.
import { eq } from 'drizzle-orm';
import type { ReauthBody } from '../../common/schemas/twoFactor.ts';
import type { AppDeps } from '../context.ts';
import { users } from '../db/schema.ts';
import { verifyPassword } from '../services/passwords.ts';
import { consumeSecondFactor, type TwoFactorDeps, twoFactorErrors } from './twoFactor.ts';
import { throttledCheck } from './twoFactorThrottle.ts';

export async function reauthenticate(
  deps: TwoFactorDeps & Pick<AppDeps, 'ipHash'>,
  user: { id: string; email: string },
  proof: ReauthBody,
  ip: string,
  step: string,
) {
  // A code counts on the user's code budget like a login's second step: guessing codes here must not be a way
  // around the login's limit (the right one, from the signed-in owner, clears it as a completed login does).
  const secondStep = proof.code !== undefined;
  const attempt = { user, ip, action: 'auth.reauth_failed', step, secondStep };
  const result = await throttledCheck(deps, attempt, async () => {
    if (proof.code !== undefined) {
      const check = await consumeSecondFactor(deps, user.id, proof.code);
      return check.ok ? { ok: true, value: true } : { ok: false, reason: check.reason };
    }
    const [row] = await deps.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    const right = row ? await verifyPassword(row.passwordHash, proof.password ?? '') : false;
    return right ? { ok: true, value: true } : { ok: false, reason: 'wrong_password' };
  });
  if (!result.ok) throw twoFactorErrors.reauthFailed();
}
