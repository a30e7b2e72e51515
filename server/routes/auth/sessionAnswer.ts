// A completed login's answer, shared by the password login and its two-factor step: the session cookie and the
// page's signed-in hint, and the session as the web app reads it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '../../../common/sessionSignals.ts';
import { type Actor, loadActor } from '../../auth/actor.ts';
import { SESSION_COOKIE, type SessionPolicy, type SessionState } from '../../auth/sessions.ts';
import { setChallengeCookie } from '../../auth/twoFactorChallenge.ts';
import type { LoginResult } from '../../commands/login.ts';
import type { Db } from '../../db/connect.ts';
import type { Env } from '../../env.ts';
import { loadSessionUser } from './loadSessionUser.ts';

/** The session's ends as the client shows them (seconds from the server's now, so clocks may differ). */
export function sessionTimes(policy: SessionPolicy, session: SessionState) {
  const now = Date.now();
  const secondsUntil = (at: Date) => Math.max(0, Math.floor((at.getTime() - now) / 1000));
  return {
    ends_at: session.endsAt.toISOString(),
    idle_ends_at: session.idleEndsAt.toISOString(),
    seconds_left: secondsUntil(session.endsAt),
    idle_seconds_left: secondsUntil(session.idleEndsAt),
    idle_timeout_seconds: Math.round(policy.idleMs / 1000),
  };
}

/** Secure cookies behind https (PUBLIC_URL or the request itself). */
export const secureCookies = (env: Pick<Env, 'PUBLIC_URL'>, request: FastifyRequest) =>
  (env.PUBLIC_URL?.startsWith('https://') ?? false) || request.protocol === 'https';

/** Sets the session's cookies and answers the signed-in user with the session's ends. */
export async function answerNewSession(
  db: Db,
  policy: SessionPolicy,
  reply: FastifyReply,
  secure: boolean,
  opened: { userId: string; token: string } & SessionState,
) {
  const cookie = {
    path: '/',
    sameSite: 'lax' as const,
    secure,
    // The cookie lives until the session's absolute end; the server ends it earlier when idle.
    expires: opened.endsAt,
  };
  reply.setCookie(SESSION_COOKIE, opened.token, { ...cookie, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE, cookie);
  const actor = (await loadActor(db, opened.userId)) as Actor;
  return { user: await loadSessionUser(db, actor), session: sessionTimes(policy, opened) };
}

/**
 * The answer to any login step: the session, or the step that comes next (its HttpOnly challenge cookie and
 * what the page shows): a code or the required setup (`two_factor`), or the user's own password
 * (`password_change`, commands/passwordChangeStep.ts).
 */
export async function answerLoginResult(
  db: Db,
  policy: SessionPolicy,
  reply: FastifyReply,
  secure: boolean,
  result: LoginResult,
) {
  if (result.kind === 'session') return answerNewSession(db, policy, reply, secure, result);
  const { token, kind, expiresAt } = result.challenge;
  setChallengeCookie(reply, token, expiresAt, secure);
  if (kind === 'password') return { password_change: { expires_at: expiresAt.toISOString() } };
  return { two_factor: { kind, expires_at: expiresAt.toISOString() } };
}
