// Password login: reserve the attempt (throttling), wait out the e-mail's spacing, verify, open a session, and
// audit both outcomes. Failed logins are audited without the e-mail or password (the target is the user's id
// when the e-mail belongs to one).
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { clearPairFailures, loginKeys, releaseAttempt, reserveLoginAttempt } from '../auth/loginThrottle.ts';
import { createSession, type SessionPolicy } from '../auth/sessions.ts';
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
function firstThrottleInAWhile(pairKey: string, now = Date.now()): boolean {
  const last = throttleAudited.get(pairKey);
  if (last !== undefined && now - last < THROTTLE_AUDIT_EVERY_MS) return false;
  if (throttleAudited.size > 10_000)
    for (const [key, at] of throttleAudited)
      if (now - at >= THROTTLE_AUDIT_EVERY_MS) throttleAudited.delete(key);
  throttleAudited.set(pairKey, now);
  return true;
}

export async function login(
  deps: Pick<AppDeps, 'database' | 'ipHash' | 'keyedHash'> & { sessionPolicy: SessionPolicy },
  input: { email: string; password: string; ip: string; userAgent?: string },
): Promise<{ userId: string; token: string; endsAt: Date; idleEndsAt: Date }> {
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

  const keys = loginKeys(deps, email, input.ip);
  const reservation = await reserveLoginAttempt(deps.database, keys);
  if (!reservation.ok) {
    if (firstThrottleInAWhile(keys.pair)) await failed('throttled', { limit: reservation.limit });
    throw errors.tooManyLoginAttempts();
  }

  let passwordOk: boolean;
  try {
    // The e-mail's spacing: checks of an account under attack come one after another, however many arrive.
    if (reservation.waitMs > 0) await sleep(reservation.waitMs);
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
  await clearPairFailures(db, keys);
  if (!user.isActive) {
    await failed('account_inactive');
    // The password was right, so saying why does not help a guesser; it helps the staff member.
    throw new AppError(
      'ACCOUNT_INACTIVE',
      403,
      'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an einen Administrator Ihrer Praxis.',
    );
  }

  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const session = await createSession(db, user.id, input.userAgent, deps.sessionPolicy);
  await audit(db, { actor: { kind: 'user', id: user.id }, action: 'auth.login' });
  return { userId: user.id, ...session };
}
