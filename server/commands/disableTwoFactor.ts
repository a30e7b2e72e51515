// The owner turns two-factor login off (after the password or a code) or replaces the recovery codes; an
// admin resets a user's (a lost phone): secret and codes go, the user's open login steps and sessions end.
import { eq } from 'drizzle-orm';
import type { ReauthBody } from '../../common/schemas/twoFactor.ts';
import { endSessionsOf } from '../auth/sessions.ts';
import {
  isEnabled,
  readTwoFactor,
  replaceRecoveryCodes,
  type TwoFactorDeps,
  twoFactorErrors,
  twoFactorRequired,
} from '../auth/twoFactor.ts';
import { deleteChallengesOf } from '../auth/twoFactorChallenge.ts';
import { reauthenticate } from '../auth/twoFactorReauth.ts';
import type { AppDeps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { userRecoveryCodes, userTwoFactor } from '../db/schema.ts';
import { type AuditActor, audit } from '../services/audit.ts';

type OwnDeps = TwoFactorDeps & Pick<AppDeps, 'ipHash'>;
type Owner = { id: string; email: string; role: 'user' | 'admin' };

/** Secret, recovery codes and open login steps of the user; answers whether anything was set up. */
async function removeTwoFactor(db: Db, userId: string) {
  const removed = await db
    .delete(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .returning({ enabledAt: userTwoFactor.enabledAt });
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await deleteChallengesOf(db, userId);
  return removed.some((row) => row.enabledAt !== null);
}

export async function disableTwoFactor(deps: OwnDeps, owner: Owner, proof: ReauthBody, ip: string) {
  const { db } = deps.database;
  if (!isEnabled(await readTwoFactor(db, owner.id))) throw twoFactorErrors.notEnabled();
  if (await twoFactorRequired(db, owner)) throw twoFactorErrors.required();
  await reauthenticate(deps, owner, proof, ip, 'disable');
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await removeTwoFactor(tx, owner.id);
    await audit(tx, {
      actor: { kind: 'user', id: owner.id },
      action: 'two_factor.disabled',
      target: { type: 'user', id: owner.id },
    });
  });
}

export async function regenerateTwoFactorCodes(deps: OwnDeps, owner: Owner, proof: ReauthBody, ip: string) {
  const { db } = deps.database;
  if (!isEnabled(await readTwoFactor(db, owner.id))) throw twoFactorErrors.notEnabled();
  await reauthenticate(deps, owner, proof, ip, 'recovery_codes');
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const codes = await replaceRecoveryCodes(tx, deps, owner.id);
    await audit(tx, {
      actor: { kind: 'user', id: owner.id },
      action: 'two_factor.recovery_codes_renewed',
      target: { type: 'user', id: owner.id },
    });
    return codes;
  });
}

/**
 * An admin's reset: the user sets it up again at the next login (if required) or on the account page. Their
 * sessions end (the admin's own current one survives a reset of their own account). Audited with the count.
 */
export async function resetTwoFactor(
  db: Db,
  userId: string,
  actor: AuditActor,
  keepToken?: string,
): Promise<{ wasEnabled: boolean; sessionsEnded: number }> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const wasEnabled = await removeTwoFactor(tx, userId);
    const sessionsEnded = await endSessionsOf(tx, [userId], keepToken);
    await audit(tx, {
      actor,
      action: 'two_factor.reset',
      target: { type: 'user', id: userId },
      details: { was_enabled: wasEnabled, sessions_ended: sessionsEnded },
    });
    return { wasEnabled, sessionsEnded };
  });
}
