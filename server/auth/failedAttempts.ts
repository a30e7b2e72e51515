// Failed attempts per key (an e-mail, an address) within a time window, in the database so every server
// instance counts alike (DESIGN §7). Login throttling (loginThrottle.ts, reserving attempts in raw SQL) and the
// magic-link limit (these functions) both count here.
import { and, count, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { loginAttempts } from '../db/schema.ts';

/** Rows older than the longest window any caller counts in are useless. */
export const KEEP_MS = 15 * 60 * 1000;

/** How many failures each of `keys` had in the last `windowMs` (at most KEEP_MS). */
export async function recentFailures(
  db: Db,
  keys: string[],
  windowMs: number,
  now = new Date(),
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: loginAttempts.key, n: count() })
    .from(loginAttempts)
    .where(
      and(
        inArray(loginAttempts.key, keys),
        gt(loginAttempts.attemptedAt, new Date(now.getTime() - Math.min(windowMs, KEEP_MS))),
      ),
    )
    .groupBy(loginAttempts.key);
  return new Map(rows.map((r) => [r.key, r.n]));
}

export async function recordFailure(db: Db, keys: string[], now = new Date()) {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, attemptedAt: now })));
  // Trimming here keeps the table small without a separate sweeper.
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - KEEP_MS)));
}
