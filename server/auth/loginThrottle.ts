// Login throttling: 10 failed attempts per e-mail or per address within 15 minutes lock further tries.
// The counting itself is failedAttempts.ts, shared with the magic-link limit.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { loginAttempts } from '../db/schema.ts';
import { recentFailures, recordFailure } from './failedAttempts.ts';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ipHash: string) => `ip:${ipHash}`;

export async function isLoginLocked(db: Db, email: string, ipHash: string): Promise<boolean> {
  const counts = await recentFailures(db, [emailKey(email), ipKey(ipHash)], LOGIN_WINDOW_MS);
  return [...counts.values()].some((n) => n >= LOGIN_MAX_FAILURES);
}

export async function recordLoginFailure(db: Db, email: string, ipHash: string) {
  await recordFailure(db, [emailKey(email), ipKey(ipHash)]);
}

/** A successful login resets the e-mail's count (not the address's: one address may try many e-mails). */
export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, emailKey(email)));
}
