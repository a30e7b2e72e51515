import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_HINT_COOKIE } from '../../../common/sessionSignals.ts';
import { type Actor, loadActor } from '../../auth/actor.ts';
import {
  deleteSession,
  endSessionsOf,
  SESSION_COOKIE,
  type SessionState,
  sessionPolicyFrom,
} from '../../auth/sessions.ts';
import { login } from '../../commands/login.ts';
import type { AppDeps } from '../../context.ts';
import { errors } from '../../errors.ts';
import { clearSessionCookies, requireUser } from '../../http/authenticate.ts';
import { audit } from '../../services/audit.ts';
import { loadSessionUser } from './loadSessionUser.ts';
import { loginRequestSchema, sessionResponseSchema } from './schema.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const secureCookie = deps.env.PUBLIC_URL?.startsWith('https://') ?? false;
  const policy = sessionPolicyFrom(deps.env);

  /** The session's ends as the client shows them (seconds from the server's now, so clocks may differ). */
  const timesOf = (session: SessionState) => {
    const now = Date.now();
    const secondsUntil = (at: Date) => Math.max(0, Math.floor((at.getTime() - now) / 1000));
    return {
      ends_at: session.endsAt.toISOString(),
      idle_ends_at: session.idleEndsAt.toISOString(),
      seconds_left: secondsUntil(session.endsAt),
      idle_seconds_left: secondsUntil(session.idleEndsAt),
      idle_timeout_seconds: Math.round(policy.idleMs / 1000),
    };
  };

  const clearCookie = (reply: FastifyReply) => clearSessionCookies(reply);

  app.post(
    '/login',
    { schema: { body: loginRequestSchema, response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const result = await login(
        { ...deps, sessionPolicy: policy },
        { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      const cookie = {
        path: '/',
        sameSite: 'lax' as const,
        secure: secureCookie || request.protocol === 'https',
        // The cookie lives until the session's absolute end; the server ends it earlier when idle.
        expires: result.endsAt,
      };
      reply.setCookie(SESSION_COOKIE, result.token, { ...cookie, httpOnly: true });
      reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', cookie);
      const actor = (await loadActor(db, result.userId)) as Actor;
      return { user: await loadSessionUser(db, actor), session: timesOf(result) };
    },
  );

  app.post('/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    if (request.actor)
      await audit(db, { actor: { kind: 'user', id: request.actor.id }, action: 'auth.logout' });
    clearCookie(reply);
    return reply.status(204).send();
  });

  // "Überall abmelden": every session of the signed-in user ends, this one included (a lost or shared device).
  app.post(
    '/logout-all',
    { onRequest: requireUser, schema: { body: z.object({}).strict().optional() } },
    async (request, reply) => {
      const actor = signedIn(request);
      const ended = await endSessionsOf(db, [actor.id]);
      await audit(db, {
        actor: { kind: 'user', id: actor.id },
        action: 'auth.logout_all',
        target: { type: 'user', id: actor.id },
        details: { sessions: ended },
      });
      clearCookie(reply);
      return reply.status(204).send();
    },
  );

  // The session probe. Sent with X-Praxisdesk-Background: 1 it only reads the ends; without, it is a user
  // action that moves the idle end ("Angemeldet bleiben").
  app.get(
    '/session',
    { onRequest: requireUser, schema: { response: { 200: sessionResponseSchema } } },
    async (request) => {
      const actor = signedIn(request);
      if (!request.session) throw errors.unauthenticated();
      return { user: await loadSessionUser(db, actor), session: timesOf(request.session) };
    },
  );
};

function signedIn(request: FastifyRequest): Actor {
  if (!request.actor) throw errors.unauthenticated();
  return request.actor;
}
