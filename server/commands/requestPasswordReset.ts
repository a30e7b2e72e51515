// "Passwort vergessen?": a request answers the same for every address, known or not, active or not, and in
// about the same time: the route answers once the request is counted, and only then (in the background) looks
// for the account, writes the single-use link (30 minutes, only its hash stored) and sends the mail. Requests
// are throttled per e-mail address and per client address (keyed hashes, never in clear) and audited; an
// unknown address is audited without the address.
import { eq, sql } from 'drizzle-orm';
import { passwordTexts } from '../../common/texts/passwords.ts';
import { recentFailures, recordFailure } from '../auth/failedAttempts.ts';
import { issuePasswordToken } from '../auth/passwordTokens.ts';
import type { AppDeps } from '../context.ts';
import { users } from '../db/schema.ts';
import { passwordResetEmail } from '../emails/PasswordResetEmail.ts';
import { AppError } from '../errors.ts';
import { audit } from '../services/audit.ts';
import { firstThrottleInAWhile } from './login.ts';
import { passwordLink, sendPasswordMail } from './passwordMail.ts';

export const RESET_WINDOW_MS = 15 * 60 * 1000;
/** Mails to one address per window: enough for a lost mail or two, too few to flood a mailbox. */
export const RESET_PER_EMAIL = 3;
/** Requests from one client address per window (a practice's shared address has several people). */
export const RESET_PER_ADDRESS = 10;

export type ResetDeps = Pick<AppDeps, 'database' | 'ipHash' | 'keyedHash' | 'mailer' | 'env'>;

export const resetErrors = {
  throttled: () => new AppError('PASSWORD_RESET_THROTTLED', 429, passwordTexts.errors.throttled),
};

/**
 * Counts the request (refusing past a limit) and answers the work that follows, which the route runs after
 * its answer went out, so neither the answer nor its timing tells whether the address has an account.
 */
export async function requestPasswordReset(deps: ResetDeps, input: { email: string; ip: string }) {
  const { db } = deps.database;
  const email = input.email.trim().toLowerCase();
  const emailKey = `reset-email:${deps.keyedHash('reset-email', email)}`;
  const addressKey = `reset-ip:${deps.ipHash(input.ip)}`;
  const counts = await recentFailures(db, [emailKey, addressKey], RESET_WINDOW_MS);
  const limit =
    (counts.get(emailKey) ?? 0) >= RESET_PER_EMAIL
      ? 'email'
      : (counts.get(addressKey) ?? 0) >= RESET_PER_ADDRESS
        ? 'address'
        : null;
  if (limit) {
    // One audit row per key and minute: a flood past the limit must not grow the audit log.
    if (firstThrottleInAWhile(limit === 'email' ? emailKey : addressKey))
      await audit(db, {
        actor: { kind: 'public' },
        action: 'auth.password_reset_throttled',
        details: { limit },
      });
    throw resetErrors.throttled();
  }
  await recordFailure(db, [emailKey, addressKey]);
  return () => sendResetLink(deps, email);
}

async function sendResetLink(deps: ResetDeps, email: string) {
  const { db } = deps.database;
  const [user] = await db
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!user?.isActive) {
    await audit(db, {
      actor: { kind: 'public' },
      action: 'auth.password_reset_requested',
      details: { account: user ? 'inactive' : 'unknown' },
    });
    return;
  }
  const { token, expiresAt } = await issuePasswordToken(db, user.id, 'reset');
  const sent = await sendPasswordMail(
    deps.mailer,
    user.email,
    passwordResetEmail({ link: passwordLink(deps.env, token), expiresAt }),
  );
  await audit(db, {
    actor: { kind: 'public' },
    action: 'auth.password_reset_requested',
    target: { type: 'user', id: user.id },
    details: { mail: sent.ok ? 'sent' : 'failed' },
  });
}
