// Cookie sessions (DESIGN §1): a random 256-bit token in an HttpOnly cookie, only its SHA-256 stored,
// sliding expiry, logout deletes the row.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { sessions } from '../db/schema.ts';

export const SESSION_COOKIE = 'pd_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
// Extend at most once a minute, so an active user does not write on every request.
const SLIDE_AFTER_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string, userAgent: string | undefined) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, userAgent: userAgent?.slice(0, 500) });
  return { token, expiresAt };
}

/** The session's user id, sliding its expiry; null when unknown or expired. */
export async function touchSession(
  db: Db,
  token: string,
): Promise<{ userId: string; expiresAt: Date } | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() < SLIDE_AFTER_MS) return row;
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: new Date() })
    .where(eq(sessions.tokenHash, tokenHash));
  return { userId: row.userId, expiresAt };
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
