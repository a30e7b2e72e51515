// Password login: reserve the attempt (throttling), wait for its slot in the e-mail's schedule, verify, open a
// session, and audit both outcomes. Failed logins are audited without the e-mail or password (the target is the
// user's id when the e-mail belongs to one). A user with two-factor login (or who must set it up) gets a login step
// instead of the session (auth/twoFactorChallenge.ts); commands/loginTwoFactor.ts finishes it.
import { eq, sql } from 'drizzle-orm';
import {
  clearOwnFailures,
  loginKeys,
  releaseAttempt,
  reserveLoginAttempt,
  systemClock,
  type ThrottleClock,
  throttledError,
} from '../auth/loginThrottle.ts';
import { voidPasswordTokens } from '../auth/passwordTokens.ts';
import { createSession, type SessionPolicy } from '../auth/sessions.ts';
import { isEnabled, readTwoFactor, twoFactorRequired } from '../auth/twoFactor.ts';
import { createLoginChallenge } from '../auth/twoFactorChallenge.ts';
import type { AppDeps } from '../context.ts';
import { users } from '../db/schema.ts';
import { AppError, errors } from '../errors.ts';
import { audit } from '../services/audit.ts';
import { burnPasswordCheck, verifyPassword } from '../services/passwords.ts';

export type LoginFailureReason = 'wrong_password' | 'unknown_email' | 'throttled' | 'account_inactive';

// A flood past the limit is refused without a password check; one audit row per pair and minute (per process)
// tells the story without letting the flood grow the audit log.
const THROTTLE_AUDIT_EVERY_MS = 60_000;
const throttleAudited = new Map<string, number>();
export function firstThrottleInAWhile(pairKey: string, now = Date.now()): boolean {
  const last = throttleAudited.get(pairKey);
  if (last !== undefined && now - last < THROTTLE_AUDIT_EVERY_MS) return false;
  if (throttleAudited.size > 10_000)
    for (const [key, at] of throttleAudited)
      if (now - at >= THROTTLE_AUDIT_EVERY_MS) throttleAudited.delete(key);
  throttleAudited.set(pairKey, now);
  return true;
}

export const accountInactive = () =>
  new AppError(
    'ACCOUNT_INACTIVE',
    403,
    'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an einen Administrator Ihrer Praxis.',
  );

export type OpenedSession = { userId: string; token: string; endsAt: Date; idleEndsAt: Date };
export type LoginResult =
  | ({ kind: 'session' } & OpenedSession)
  | { kind: 'challenge'; userId: string; challenge: Awaited<ReturnType<typeof createLoginChallenge>> };

export async function login(
  deps: Pick<AppDeps, 'database' | 'ipHash' | 'keyedHash'> & {
    sessionPolicy: SessionPolicy;
    clock?: ThrottleClock;
  },
  input: { email: string; password: string; ip: string; userAgent?: string },
): Promise<LoginResult> {
  const { db } = deps.database;
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const failed = (reason: LoginFailureReason, details: Record<string, unknown> = {}) =>
    audit(db, {
      actor: { kind: 'public' },
      action: 'auth.login_failed',
      ...(user ? { target: { type: 'user', id: user.id } } : {}),
      details: { reason, ...details },
    });

  const clock = deps.clock ?? systemClock;
  const keys = loginKeys(deps, email, input.ip);
  const reservation = await reserveLoginAttempt(deps.database, keys, new Date(clock.now()));
  if (!reservation.ok) {
    if (firstThrottleInAWhile(keys.pair)) await failed('throttled', { limit: reservation.limit });
    throw throttledError(reservation.limit);
  }

  let passwordOk: boolean;
  try {
    // The e-mail's schedule: checks of an account under attack come one after another, however many arrive.
    if (reservation.waitMs > 0) await clock.sleep(reservation.waitMs);
    if (user) passwordOk = await verifyPassword(user.passwordHash, input.password);
    else {
      await burnPasswordCheck(input.password);
      passwordOk = false;
    }
  } catch (error) {
    // Never checked (e.g. the server was too busy): no failure to count.
    await releaseAttempt(db, reservation.ids);
    throw error;
  }
  if (!user || !passwordOk) {
    await failed(user ? 'wrong_password' : 'unknown_email');
    throw errors.invalidCredentials();
  }
  await releaseAttempt(db, reservation.ids);
  await clearOwnFailures(db, keys);
  if (!user.isActive) {
    await failed('account_inactive');
    // The password was right, so saying why does not help a guesser; it helps the staff member.
    throw accountInactive();
  }

  // The second factor, or the user's own password in place of an admin's (commands/passwordChangeStep.ts), or
  // the second factor's setup when the user must have one: no session before these steps are done.
  const step = isEnabled(await readTwoFactor(db, user.id))
    ? 'totp'
    : user.mustChangePassword
      ? 'password'
      : (await twoFactorRequired(db, user))
        ? 'setup'
        : null;
  if (step)
    return { kind: 'challenge', userId: user.id, challenge: await createLoginChallenge(db, user.id, step) };
  return { kind: 'session', ...(await openLoginSession(deps, user.id, input.userAgent)) };
}

/** The session of a completed login (password, and the second factor where there is one), audited. */
export async function openLoginSession(
  deps: Pick<AppDeps, 'database'> & { sessionPolicy: SessionPolicy },
  userId: string,
  userAgent: string | undefined,
  details?: Record<string, unknown>,
): Promise<OpenedSession> {
  const { db } = deps.database;
  const now = new Date();
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
  // Signed in with a password of their own: an invitation still open would replace it (issue 43).
  await voidPasswordTokens(db, userId, now, 'invitation');
  const session = await createSession(db, userId, userAgent, deps.sessionPolicy);
  await audit(db, {
    actor: { kind: 'user', id: userId },
    action: 'auth.login',
    ...(details ? { details } : {}),
  });
  return { userId, ...session };
}
