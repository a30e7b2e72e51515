import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionPolicyFrom } from '../../auth/sessions.ts';
import { CHALLENGE_COOKIE, clearChallengeCookie, setChallengeCookie } from '../../auth/twoFactorChallenge.ts';
import {
  confirmSetupAtLogin,
  startSetupAtLogin,
  verifyTwoFactorLogin,
} from '../../commands/loginTwoFactor.ts';
import type { AppDeps } from '../../context.ts';
import { loginAnswerSchema } from '../auth/schema.ts';
import { answerLoginResult, answerNewSession, secureCookies } from '../auth/sessionAnswer.ts';
import { codeBodySchema, setupLoginAnswerSchema, setupStepSchema } from './schema.ts';

// The login's second step under /api/auth/two-factor (no session yet; the HttpOnly challenge cookie set by
// POST /api/auth/login names the user): verify a code, or set up the required second factor first.
export const twoFactorLoginRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const policy = sessionPolicyFrom(deps.env);
  const stepDeps = { ...deps, sessionPolicy: policy };

  app.post(
    '/verify',
    { schema: { body: codeBodySchema, response: { 200: loginAnswerSchema } } },
    async (request, reply) => {
      const result = await verifyTwoFactorLogin(stepDeps, {
        token: request.cookies[CHALLENGE_COOKIE],
        code: request.body.code,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // The session, or (after an admin chose the password) the user's own password first: a new challenge.
      if (result.kind === 'session') clearChallengeCookie(reply);
      return answerLoginResult(db, policy, reply, secureCookies(deps.env, request), result);
    },
  );

  app.post('/setup', { schema: { response: { 200: setupStepSchema } } }, async (request, reply) => {
    const token = request.cookies[CHALLENGE_COOKIE];
    const { setup, expiresAt } = await startSetupAtLogin(stepDeps, token);
    setChallengeCookie(reply, token as string, expiresAt, secureCookies(deps.env, request));
    return { ...setup, expires_at: expiresAt.toISOString() };
  });

  app.post(
    '/setup/confirm',
    { schema: { body: codeBodySchema, response: { 200: setupLoginAnswerSchema } } },
    async (request, reply) => {
      const { session, recoveryCodes } = await confirmSetupAtLogin(stepDeps, {
        token: request.cookies[CHALLENGE_COOKIE],
        code: request.body.code,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      clearChallengeCookie(reply);
      const answer = await answerNewSession(db, policy, reply, secureCookies(deps.env, request), session);
      return { ...answer, recovery_codes: recoveryCodes };
    },
  );
};
