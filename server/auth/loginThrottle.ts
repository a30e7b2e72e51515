// Login throttling: 10 failed attempts per e-mail or per address within 15 minutes lock further tries.
// Counters live in the database so every server instance sees them (DESIGN §7).
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { loginAttempts } from '../db/schema.ts';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ipHash: string) => `ip:${ipHash}`;

export async function isLoginLocked(db: Db, email: string, ipHash: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ key: loginAttempts.key, n: count() })
    .from(loginAttempts)
    .where(
      and(inArray(loginAttempts.key, [emailKey(email), ipKey(ipHash)]), gt(loginAttempts.attemptedAt, since)),
    )
    .groupBy(loginAttempts.key);
  return rows.some((r) => r.n >= LOGIN_MAX_FAILURES);
}

export async function recordLoginFailure(db: Db, email: string, ipHash: string) {
  await db.insert(loginAttempts).values([{ key: emailKey(email) }, { key: ipKey(ipHash) }]);
  // Old rows are useless; trimming here keeps the table small without a separate sweeper.
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(Date.now() - LOGIN_WINDOW_MS)));
}

/** A successful login resets the e-mail's count (not the address's: one address may try many e-mails). */
export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, emailKey(email)));
}
