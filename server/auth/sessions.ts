// Cookie sessions (DESIGN §1): a random 256-bit token in an HttpOnly cookie, only its SHA-256 stored. A session
// ends SESSION_MAX_HOURS after the login however active (absolute lifetime, from created_at) and after
// SESSION_IDLE_MINUTES without a user action (idle timeout, from last_active_at); background polling keeps
// nothing alive. expires_at holds the earlier of both ends as last written, for the purge job.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import { BACKGROUND_REQUEST_HEADER } from '../../common/sessionSignals.ts';
import type { Db } from '../db/connect.ts';
import { sessions } from '../db/schema.ts';
import type { Env } from '../env.ts';

export const SESSION_COOKIE = 'pd_session';

/** The web client marks its polling with this header: such requests never count as a user action. */
export const BACKGROUND_HEADER = BACKGROUND_REQUEST_HEADER;

export type SessionPolicy = { maxMs: number; idleMs: number };

export const sessionPolicyFrom = (env: Pick<Env, 'SESSION_MAX_HOURS' | 'SESSION_IDLE_MINUTES'>) => ({
  maxMs: Math.round(env.SESSION_MAX_HOURS * 60 * 60 * 1000),
  idleMs: Math.round(env.SESSION_IDLE_MINUTES * 60 * 1000),
});

// A user action is written at most this often, so a busy user does not write on every request; the idle end
// the client is told is exact to these seconds.
const ACTIVITY_WRITE_AFTER_MS = 10 * 1000;
// last_seen_at (any request, background too) is informational: once a minute is enough.
const SEEN_WRITE_AFTER_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionState = {
  userId: string;
  /** The absolute end: created_at + SESSION_MAX_HOURS. */
  endsAt: Date;
  /** The end by idleness: last_active_at + SESSION_IDLE_MINUTES (never after endsAt). */
  idleEndsAt: Date;
};

const endsOf = (row: { createdAt: Date; lastActiveAt: Date }, policy: SessionPolicy) => {
  const endsAt = new Date(row.createdAt.getTime() + policy.maxMs);
  const idleEnd = row.lastActiveAt.getTime() + policy.idleMs;
  return { endsAt, idleEndsAt: new Date(Math.min(idleEnd, endsAt.getTime())) };
};

export async function createSession(
  db: Db,
  userId: string,
  userAgent: string | undefined,
  policy: SessionPolicy,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  const row = { createdAt: now, lastActiveAt: now };
  const { endsAt, idleEndsAt } = endsOf(row, policy);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    ...row,
    lastSeenAt: now,
    expiresAt: idleEndsAt,
    userAgent: userAgent?.slice(0, 500),
  });
  // The cookie lives as long as the session could: to its absolute end.
  return { token, endsAt, idleEndsAt };
}

/**
 * The session behind a token, or null when unknown or ended (an ended one is deleted). A user action
 * (`background` false) moves the idle end; a background request only proves the browser is still open.
 */
export async function touchSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  options: { background: boolean },
  now = new Date(),
): Promise<SessionState | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const ends = endsOf(row, policy);
  const t = now.getTime();
  if (t >= ends.idleEndsAt.getTime() || t >= row.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  const active = !options.background && t - row.lastActiveAt.getTime() >= ACTIVITY_WRITE_AFTER_MS;
  if (!active && t - row.lastSeenAt.getTime() < SEEN_WRITE_AFTER_MS) return { userId: row.userId, ...ends };
  if (!active) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    return { userId: row.userId, ...ends };
  }
  const moved = endsOf({ createdAt: row.createdAt, lastActiveAt: now }, policy);
  await db
    .update(sessions)
    .set({ lastSeenAt: now, lastActiveAt: now, expiresAt: moved.idleEndsAt })
    .where(eq(sessions.tokenHash, tokenHash));
  return { userId: row.userId, ...moved };
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Sessions refused anyway (expires_at is the earliest end last written); keeps the table small. */
export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/**
 * Ends every session of these users at once (deactivation, a new password set by an admin, "Überall
 * abmelden"), so their next request answers 401. `keepToken`: the caller's own session survives a change to
 * their own account. Answers how many sessions ended.
 */
export async function endSessionsOf(db: Db, userIds: readonly string[], keepToken?: string) {
  if (userIds.length === 0) return 0;
  const ofUsers = inArray(sessions.userId, [...userIds]);
  const ended = await db
    .delete(sessions)
    .where(keepToken ? and(ofUsers, ne(sessions.tokenHash, hashToken(keepToken))) : ofUsers)
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}
