import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../auth/actor.ts';
import { SESSION_COOKIE } from '../../auth/sessions.ts';
import {
  isEnabled,
  readTwoFactor,
  twoFactorErrors,
  twoFactorRequired,
  unusedRecoveryCodes,
} from '../../auth/twoFactor.ts';
import { disableTwoFactor, regenerateTwoFactorCodes } from '../../commands/disableTwoFactor.ts';
import { confirmTwoFactorSetup, startTwoFactorSetup } from '../../commands/setupTwoFactor.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { authorize } from '../../policies/policy.ts';
import {
  codeBodySchema,
  reauthBodySchema,
  recoveryCodesSchema,
  setupStartSchema,
  twoFactorStatusSchema,
} from './schema.ts';

// "Sicherheit" of the signed-in user's own account under /api/account/two-factor: status, setup (start and
// confirm), turning it off and new recovery codes. Only ever the caller's own row, so there is no other id to
// guess; wrong codes answer 400 (a 401 would end the page's session).
export const twoFactorAccountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);
  const owner = (actor: Actor | null) => {
    authorize(actor, 'twoFactor.own', null);
    return actor;
  };

  app.get('/', { schema: { response: { 200: twoFactorStatusSchema } } }, async (request) => {
    const actor = owner(request.actor);
    const row = await readTwoFactor(db, actor.id);
    const enabled = isEnabled(row);
    return {
      enabled,
      enabled_at: enabled ? (row?.enabledAt?.toISOString() ?? null) : null,
      recovery_codes_left: enabled ? await unusedRecoveryCodes(db, actor.id) : 0,
      required: await twoFactorRequired(db, actor),
    };
  });

  app.post('/setup', { schema: { response: { 200: setupStartSchema } } }, async (request) =>
    startTwoFactorSetup(deps, owner(request.actor)),
  );

  app.post(
    '/confirm',
    { schema: { body: codeBodySchema, response: { 200: recoveryCodesSchema } } },
    async (request) => {
      const actor = owner(request.actor);
      const result = await confirmTwoFactorSetup(
        deps,
        actor.id,
        request.body.code,
        { kind: 'user', id: actor.id },
        { keepToken: request.cookies[SESSION_COOKIE] },
      );
      if (!result.ok) throw twoFactorErrors.codeInvalid();
      return { recovery_codes: result.recoveryCodes };
    },
  );

  app.post('/disable', { schema: { body: reauthBodySchema } }, async (request, reply) => {
    await disableTwoFactor(deps, owner(request.actor), request.body, request.ip);
    return reply.status(204).send();
  });

  app.post(
    '/recovery-codes',
    { schema: { body: reauthBodySchema, response: { 200: recoveryCodesSchema } } },
    async (request) => ({
      recovery_codes: await regenerateTwoFactorCodes(deps, owner(request.actor), request.body, request.ip),
    }),
  );
};
