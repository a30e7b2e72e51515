// The login's second step, after the right password (commands/login.ts answered a challenge): a code from the
// app or a recovery code ('totp'), or the required setup ('setup'). Codes are checked under the password's
// throttling and the user's own code budget, which only a completed step (a session opened) renews.
import { eq } from 'drizzle-orm';
import type { SessionPolicy } from '../auth/sessions.ts';
import {
  consumeSecondFactor,
  isEnabled,
  readTwoFactor,
  type TwoFactorDeps,
  twoFactorErrors,
  unusedRecoveryCodes,
} from '../auth/twoFactor.ts';
import {
  type ChallengeKind,
  challengeErrors,
  deleteLoginChallenge,
  readLoginChallenge,
  renewLoginChallenge,
} from '../auth/twoFactorChallenge.ts';
import { throttledCheck } from '../auth/twoFactorThrottle.ts';
import type { AppDeps } from '../context.ts';
import { users } from '../db/schema.ts';
import { audit } from '../services/audit.ts';
import { accountInactive, openLoginSession } from './login.ts';
import { sessionOrPasswordStep } from './passwordChangeStep.ts';
import { confirmTwoFactorSetup, startTwoFactorSetup } from './setupTwoFactor.ts';

export type LoginStepDeps = TwoFactorDeps & Pick<AppDeps, 'ipHash'> & { sessionPolicy: SessionPolicy };
export type LoginStepInput = { token: string | undefined; code: string; ip: string; userAgent?: string };

/** The user behind an open step of this kind; a user deactivated meanwhile ends the step. */
async function stepUser(deps: LoginStepDeps, token: string | undefined, kind: ChallengeKind) {
  const { db } = deps.database;
  const challenge = await readLoginChallenge(db, token, kind);
  const [user] = await db
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, challenge.userId));
  if (!user?.isActive) {
    await deleteLoginChallenge(db, token as string);
    throw accountInactive();
  }
  return user;
}

/** 'totp': a code from the app or a recovery code opens the session. */
export async function verifyTwoFactorLogin(deps: LoginStepDeps, input: LoginStepInput) {
  const { db } = deps.database;
  const user = await stepUser(deps, input.token, 'totp');
  const result = await throttledCheck(
    deps,
    { user, ip: input.ip, action: 'auth.login_failed', step: 'two_factor', secondStep: true },
    async () => {
      const check = await consumeSecondFactor(deps, user.id, input.code);
      return check.ok ? { ok: true, value: check.method } : { ok: false, reason: check.reason };
    },
  );
  if (!result.ok) {
    // Reset by an admin since the password was checked: the step cannot be completed any more.
    if (result.reason === 'not_enabled') {
      await deleteLoginChallenge(db, input.token as string);
      throw challengeErrors.invalid();
    }
    throw twoFactorErrors.loginCodeInvalid();
  }
  await deleteLoginChallenge(db, input.token as string);
  if (result.value === 'recovery_code')
    await audit(db, {
      actor: { kind: 'user', id: user.id },
      action: 'two_factor.recovery_used',
      target: { type: 'user', id: user.id },
      details: { remaining: await unusedRecoveryCodes(db, user.id) },
    });
  // The session, or first the user's own password when an admin chose the current one.
  return sessionOrPasswordStep(deps, user.id, input.userAgent, { second_factor: result.value });
}

/** 'setup': the QR code for a user who must use two-factor login and has none yet. */
export async function startSetupAtLogin(deps: LoginStepDeps, token: string | undefined) {
  const user = await stepUser(deps, token, 'setup');
  if (isEnabled(await readTwoFactor(deps.database.db, user.id))) throw challengeErrors.invalid();
  const setup = await startTwoFactorSetup(deps, user);
  return { setup, expiresAt: await renewLoginChallenge(deps.database.db, token as string) };
}

/** 'setup' confirmed with the app's first code: enabled, the recovery codes shown once, the session opened. */
export async function confirmSetupAtLogin(deps: LoginStepDeps, input: LoginStepInput) {
  const user = await stepUser(deps, input.token, 'setup');
  const result = await throttledCheck(
    deps,
    { user, ip: input.ip, action: 'auth.login_failed', step: 'two_factor_setup', secondStep: true },
    async () => {
      const confirmed = await confirmTwoFactorSetup(deps, user.id, input.code, { kind: 'user', id: user.id });
      return confirmed.ok ? { ok: true, value: confirmed.recoveryCodes } : confirmed;
    },
  );
  if (!result.ok) throw twoFactorErrors.loginCodeInvalid();
  await deleteLoginChallenge(deps.database.db, input.token as string);
  const session = await openLoginSession(deps, user.id, input.userAgent, { second_factor: 'setup' });
  return { session, recoveryCodes: result.value };
}
