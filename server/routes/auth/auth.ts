import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Actor, loadActor } from '../../auth/actor.ts';
import { deleteSession, SESSION_COOKIE } from '../../auth/sessions.ts';
import { login } from '../../commands/login.ts';
import type { AppDeps } from '../../context.ts';
import { errors } from '../../errors.ts';
import { requireUser } from '../../http/authenticate.ts';
import { audit } from '../../services/audit.ts';
import { loadSessionUser } from './loadSessionUser.ts';
import { loginRequestSchema, sessionResponseSchema } from './schema.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const secureCookie = deps.env.PUBLIC_URL?.startsWith('https://') ?? false;

  app.post(
    '/login',
    { schema: { body: loginRequestSchema, response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const result = await login(db, {
        ...request.body,
        ipHash: deps.ipHash(request.ip),
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(SESSION_COOKIE, result.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie || request.protocol === 'https',
        expires: result.expiresAt,
      });
      const actor = (await loadActor(db, result.userId)) as Actor;
      return { user: await loadSessionUser(db, actor) };
    },
  );

  app.post('/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    if (request.actor)
      await audit(db, { actor: { kind: 'user', id: request.actor.id }, action: 'auth.logout' });
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  app.get(
    '/session',
    { onRequest: requireUser, schema: { response: { 200: sessionResponseSchema } } },
    async (request) => {
      if (!request.actor) throw errors.unauthenticated();
      return { user: await loadSessionUser(db, request.actor) };
    },
  );
};
