// The login step 'password': a user whose password an admin chose sets their own before anything else. It
// comes after every factor the user already has (password, and the second factor when enabled), so only the
// account's owner can choose the new password; a required two-factor setup follows it. No session exists
// before the step is done.
import { eq } from 'drizzle-orm';
import { assertPasswordPolicy } from '../auth/passwordPolicy.ts';
import { isEnabled, readTwoFactor, twoFactorRequired } from '../auth/twoFactor.ts';
import {
  createLoginChallenge,
  deleteLoginChallenge,
  readLoginChallenge,
} from '../auth/twoFactorChallenge.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { audit } from '../services/audit.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { changePasswordErrors } from './changePassword.ts';
import { accountInactive, type LoginResult, openLoginSession } from './login.ts';
import { replacePassword } from './setPassword.ts';

type StepDeps = Parameters<typeof openLoginSession>[0];

/** After the last factor: the session, or first the 'password' step when an admin chose the password. */
export async function sessionOrPasswordStep(
  deps: StepDeps,
  userId: string,
  userAgent: string | undefined,
  details?: Record<string, unknown>,
): Promise<LoginResult> {
  const { db } = deps.database;
  const [user] = await db
    .select({ mustChangePassword: users.mustChangePassword })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.mustChangePassword)
    return { kind: 'challenge', userId, challenge: await createLoginChallenge(db, userId, 'password') };
  return { kind: 'session', ...(await openLoginSession(deps, userId, userAgent, details)) };
}

/** The 'password' step done: the user's own password stored, then the required setup or the session. */
export async function completePasswordStep(
  deps: StepDeps,
  input: { token: string | undefined; password: string; userAgent?: string },
): Promise<LoginResult> {
  const { db } = deps.database;
  const challenge = await readLoginChallenge(db, input.token, 'password');
  const [user] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, challenge.userId));
  if (!user?.isActive) {
    await deleteLoginChallenge(db, input.token as string);
    throw accountInactive();
  }
  assertPasswordPolicy(input.password);
  // The admin's password is known to the admin: keeping it would defeat the step.
  if (await verifyPassword(user.passwordHash, input.password)) throw changePasswordErrors.sameAsCurrent();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (txAny) => {
    const tx = txAny as Db;
    // Also ends this step's challenge and any session that was still open.
    await replacePassword(tx, user.id, passwordHash, { mustChange: false });
    await audit(tx, {
      actor: { kind: 'user', id: user.id },
      action: 'auth.password_changed',
      target: { type: 'user', id: user.id },
      details: { at_login: true },
    });
  });
  if (!isEnabled(await readTwoFactor(db, user.id)) && (await twoFactorRequired(db, user)))
    return {
      kind: 'challenge',
      userId: user.id,
      challenge: await createLoginChallenge(db, user.id, 'setup'),
    };
  return { kind: 'session', ...(await openLoginSession(deps, user.id, input.userAgent)) };
}
