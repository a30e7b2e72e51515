import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  completePasswordLinkAnswerSchema,
  completePasswordLinkBodySchema,
  passwordLinkBodySchema,
  passwordLinkInfoSchema,
  passwordResetAnswerSchema,
  passwordResetRequestSchema,
  passwordStepBodySchema,
} from '../../../common/schemas/passwords.ts';
import { loginAnswerSchema } from '../../../common/schemas/twoFactor.ts';
import { SESSION_COOKIE, sessionPolicyFrom } from '../../auth/sessions.ts';
import { CHALLENGE_COOKIE, clearChallengeCookie } from '../../auth/twoFactorChallenge.ts';
import { changePassword } from '../../commands/changePassword.ts';
import { completePasswordLink, describePasswordLink } from '../../commands/completePasswordLink.ts';
import { completePasswordStep } from '../../commands/passwordChangeStep.ts';
import { requestPasswordReset } from '../../commands/requestPasswordReset.ts';
import type { AppDeps } from '../../context.ts';
import { errors } from '../../errors.ts';
import { requireUser } from '../../http/authenticate.ts';
import { answerLoginResult, secureCookies } from './sessionAnswer.ts';

// Passwords people manage themselves (issue 27), under /api/auth: "Passwort ändern" (signed in), "Passwort
// vergessen?" and the links from reset and invitation mails (anonymous), and the login step that replaces a
// password an admin chose (the challenge cookie of POST /api/auth/login).
export const passwordRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const policy = sessionPolicyFrom(deps.env);

  app.post(
    '/password',
    { onRequest: requireUser, schema: { body: changePasswordBodySchema } },
    async (request, reply) => {
      const actor = request.actor;
      if (!actor) throw errors.unauthenticated();
      await changePassword(deps, actor, {
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        ip: request.ip,
        sessionToken: request.cookies[SESSION_COOKIE],
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/password-reset',
    { schema: { body: passwordResetRequestSchema, response: { 202: passwordResetAnswerSchema } } },
    async (request, reply) => {
      const followUp = await requestPasswordReset(deps, { email: request.body.email, ip: request.ip });
      // After the answer: whether the address has an account shows neither in the answer nor in its timing.
      reply.raw.once('finish', () => {
        followUp().catch((error) => request.log.error({ err: error }, 'password reset mail failed'));
      });
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/password-link',
    { schema: { body: passwordLinkBodySchema, response: { 200: passwordLinkInfoSchema } } },
    async (request) => describePasswordLink(db, request.body.token),
  );

  app.post(
    '/password-link/complete',
    {
      schema: {
        body: completePasswordLinkBodySchema,
        response: { 200: completePasswordLinkAnswerSchema },
      },
    },
    async (request) => completePasswordLink(db, request.body),
  );

  app.post(
    '/login/password',
    { schema: { body: passwordStepBodySchema, response: { 200: loginAnswerSchema } } },
    async (request, reply) => {
      const result = await completePasswordStep(
        { ...deps, sessionPolicy: policy },
        {
          token: request.cookies[CHALLENGE_COOKIE],
          password: request.body.password,
          userAgent: request.headers['user-agent'],
        },
      );
      if (result.kind === 'session') clearChallengeCookie(reply);
      return answerLoginResult(db, policy, reply, secureCookies(deps.env, request), result);
    },
  );
};
