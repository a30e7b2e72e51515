// A second factor (or a password asked again) is checked under the password's own throttling: the attempt is
// reserved under the same keys (the account's e-mail, the address, both together) before the check, so codes
// and passwords share one budget and a guesser gains nothing by switching between them. A login's second step
// also counts on the user's own key (loginThrottle.ts), which a right password does not clear: entering the
// password again gives no fresh code budget; only a completed login does. A failure is audited with a reason
// code, never with the code itself.
import { firstThrottleInAWhile } from '../commands/login.ts';
import type { AppDeps } from '../context.ts';
import { audit } from '../services/audit.ts';
import {
  clearOwnFailures,
  loginKeys,
  releaseAttempt,
  reserveLoginAttempt,
  secondFactorKey,
  systemClock,
  type ThrottleClock,
  throttledError,
} from './loginThrottle.ts';

export type ThrottledCheck<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Runs `check` as one throttled attempt of the user's. Past a limit: TOO_MANY_LOGIN_ATTEMPTS (429). A failed
 * check stays counted and is audited as `action` (auth.login_failed at login); a passed one is forgiven and
 * clears the pair's count, as a right password does, and with `secondStep` (the check completes a login) the
 * user's code count.
 */
export async function throttledCheck<T>(
  deps: Pick<AppDeps, 'database' | 'ipHash' | 'keyedHash'> & { clock?: ThrottleClock },
  attempt: {
    user: { id: string; email: string };
    ip: string;
    action: string;
    step: string;
    secondStep?: boolean;
  },
  check: () => Promise<ThrottledCheck<T>>,
): Promise<ThrottledCheck<T>> {
  const { db } = deps.database;
  const clock = deps.clock ?? systemClock;
  const failed = (reason: string, details: Record<string, unknown> = {}) =>
    audit(db, {
      actor:
        attempt.action === 'auth.login_failed' ? { kind: 'public' } : { kind: 'user', id: attempt.user.id },
      action: attempt.action,
      target: { type: 'user', id: attempt.user.id },
      details: { reason, step: attempt.step, ...details },
    });
  const keys = {
    ...loginKeys(deps, attempt.user.email, attempt.ip),
    ...(attempt.secondStep ? { secondFactor: secondFactorKey(deps, attempt.user.id) } : {}),
  };
  const reservation = await reserveLoginAttempt(deps.database, keys, new Date(clock.now()));
  if (!reservation.ok) {
    if (firstThrottleInAWhile(keys.pair)) await failed('throttled', { limit: reservation.limit });
    throw throttledError(reservation.limit);
  }
  let result: ThrottledCheck<T>;
  try {
    if (reservation.waitMs > 0) await clock.sleep(reservation.waitMs);
    result = await check();
  } catch (error) {
    await releaseAttempt(db, reservation.ids);
    throw error;
  }
  if (!result.ok) {
    await failed(result.reason);
    return result;
  }
  await releaseAttempt(db, reservation.ids);
  await clearOwnFailures(db, keys);
  return result;
}
