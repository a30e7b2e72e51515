// The step between a right password and a session (login_challenges): a random 256-bit token in an HttpOnly
// cookie (SameSite=Strict, path /api/auth, 5 minutes), only its SHA-256 stored. 'totp' asks for a code,
// 'setup' leads a user who must use two-factor login through its setup first.
import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connect.ts';
import { loginChallenges } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { hashToken } from './sessions.ts';

export const CHALLENGE_COOKIE = 'pd_login_challenge';
export const CHALLENGE_MS = 5 * 60 * 1000;
const COOKIE_PATH = '/api/auth';

export type ChallengeKind = 'totp' | 'setup' | 'password';

export const challengeErrors = {
  invalid: () =>
    new AppError(
      'LOGIN_CHALLENGE_INVALID',
      401,
      'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.',
    ),
};

export async function createLoginChallenge(db: Db, userId: string, kind: ChallengeKind, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  // Expired steps go, so the table holds only what can still be used. A user's other open steps stay (another
  // browser's login): someone who knows the password must not be able to cancel the owner's step.
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
  await db.insert(loginChallenges).values({ tokenHash: hashToken(token), userId, kind, expiresAt });
  return { token, kind, expiresAt };
}

/** The open step behind a token, or the LOGIN_CHALLENGE_INVALID error (unknown, expired or another kind). */
export async function readLoginChallenge(
  db: Db,
  token: string | undefined,
  kind: ChallengeKind,
  now = new Date(),
) {
  if (!token) throw challengeErrors.invalid();
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(eq(loginChallenges.tokenHash, hashToken(token)));
  if (!row || row.kind !== kind) throw challengeErrors.invalid();
  if (row.expiresAt.getTime() <= now.getTime()) {
    await deleteLoginChallenge(db, token);
    throw challengeErrors.invalid();
  }
  return { userId: row.userId, expiresAt: row.expiresAt };
}

export async function deleteLoginChallenge(db: Db, token: string) {
  await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, hashToken(token)));
}

export async function deleteChallengesOf(db: Db, userId: string) {
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
}

export function setChallengeCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  reply.setCookie(CHALLENGE_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires: expiresAt,
  });
}

export function clearChallengeCookie(reply: FastifyReply) {
  reply.clearCookie(CHALLENGE_COOKIE, { path: COOKIE_PATH });
}

/** Setting up an app takes a while: starting the setup gives the step another five minutes. */
export async function renewLoginChallenge(db: Db, token: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  await db
    .update(loginChallenges)
    .set({ expiresAt })
    .where(eq(loginChallenges.tokenHash, hashToken(token)));
  return expiresAt;
}
