import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import { deleteSession, endSessionsOf, SESSION_COOKIE, sessionPolicyFrom } from '../../auth/sessions.ts';
import { login } from '../../commands/login.ts';
import type { AppDeps } from '../../context.ts';
import { errors } from '../../errors.ts';
import { clearSessionCookies, requireUser } from '../../http/authenticate.ts';
import { audit } from '../../services/audit.ts';
import { loadSessionUser } from './loadSessionUser.ts';
import { passwordRoutes } from './passwordRoutes.ts';
import { loginAnswerSchema, loginRequestSchema, sessionResponseSchema } from './schema.ts';
import { answerLoginResult, secureCookies, sessionTimes } from './sessionAnswer.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const policy = sessionPolicyFrom(deps.env);

  const clearCookie = (reply: FastifyReply) => clearSessionCookies(reply);
  // "Passwort ändern", "Passwort vergessen?", the links from mails and the login's password step.
  await app.register(passwordRoutes, { ...deps, prefix: '' });

  app.post(
    '/login',
    { schema: { body: loginRequestSchema, response: { 200: loginAnswerSchema } } },
    async (request, reply) => {
      const result = await login(
        { ...deps, sessionPolicy: policy },
        { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      // A login step first: the second factor (routes/twoFactor/loginStep.ts) or the user's own password
      // (passwordRoutes.ts) reads the challenge cookie.
      return answerLoginResult(db, policy, reply, secureCookies(deps.env, request), result);
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
      return { user: await loadSessionUser(db, actor), session: sessionTimes(policy, request.session) };
    },
  );
};

function signedIn(request: FastifyRequest): Actor {
  if (!request.actor) throw errors.unauthenticated();
  return request.actor;
}
