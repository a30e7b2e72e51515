import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../auth/sessions.ts';
import { adminTwoFactorRequired } from '../../auth/twoFactor.ts';
import { resetTwoFactor } from '../../commands/disableTwoFactor.ts';
import {
  setAdminsTwoFactorRequirement,
  setPracticeTwoFactorRequirement,
} from '../../commands/requireTwoFactor.ts';
import type { AppDeps } from '../../context.ts';
import { tenantSettings, users, userTwoFactor } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import { requireAdmin } from '../../http/authenticate.ts';
import { authorize } from '../../policies/policy.ts';
import { inService } from '../../tenants/resolveTenant.ts';
import {
  adminTwoFactorSettingsSchema,
  adminTwoFactorUsersSchema,
  tenantParamsSchema,
  tenantTwoFactorSchema,
  userParamsSchema,
} from './schema.ts';

const USER_NOT_FOUND = 'Benutzer nicht gefunden.';
const TENANT_NOT_FOUND = 'Mandant nicht gefunden.';

// The administration's side of two-factor login under /api/two-factor (admins only): who has it, resetting
// a user's, "2FA für alle Admins", and a practice's requirement (switching one on ends the sessions of those it
// covers who have no second factor yet: commands/requireTwoFactor.ts). Every change is audited.
export const twoFactorAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireAdmin);

  app.get('/users', { schema: { response: { 200: adminTwoFactorUsersSchema } } }, async (request) => {
    authorize(request.actor, 'twoFactor.manage', null);
    const rows = await db
      .select({ id: userTwoFactor.userId, enabledAt: userTwoFactor.enabledAt })
      .from(userTwoFactor)
      .where(isNotNull(userTwoFactor.enabledAt));
    return { users: rows.map((row) => ({ id: row.id, enabled_at: (row.enabledAt as Date).toISOString() })) };
  });

  app.delete('/users/:userId', { schema: { params: userParamsSchema } }, async (request, reply) => {
    authorize(request.actor, 'twoFactor.manage', null);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, request.params.userId));
    if (!user) throw errors.notFound(USER_NOT_FOUND);
    const own = user.id === request.actor.id ? request.cookies[SESSION_COOKIE] : undefined;
    await resetTwoFactor(db, user.id, { kind: 'user', id: request.actor.id }, own);
    return reply.status(204).send();
  });

  app.get('/settings', { schema: { response: { 200: adminTwoFactorSettingsSchema } } }, async (request) => {
    authorize(request.actor, 'twoFactor.manage', null);
    return { require_admin_two_factor: await adminTwoFactorRequired(db) };
  });

  app.put(
    '/settings',
    { schema: { body: adminTwoFactorSettingsSchema, response: { 200: adminTwoFactorSettingsSchema } } },
    async (request) => {
      authorize(request.actor, 'twoFactor.manage', null);
      const required = request.body.require_admin_two_factor;
      await setAdminsTwoFactorRequirement(db, {
        required,
        adminId: request.actor.id,
        keepToken: request.cookies[SESSION_COOKIE],
      });
      return { require_admin_two_factor: required };
    },
  );

  const practice = async (tenantId: string) => {
    const [row] = await db
      .select({ id: tenantSettings.id, requireTwoFactor: tenantSettings.requireTwoFactor })
      .from(tenantSettings)
      .where(and(eq(tenantSettings.id, tenantId), inService));
    if (!row) throw errors.notFound(TENANT_NOT_FOUND);
    return row;
  };

  app.get(
    '/tenants/:tenantId',
    { schema: { params: tenantParamsSchema, response: { 200: tenantTwoFactorSchema } } },
    async (request) => {
      authorize(request.actor, 'twoFactor.manage', null);
      return { require_two_factor: (await practice(request.params.tenantId)).requireTwoFactor };
    },
  );

  app.put(
    '/tenants/:tenantId',
    {
      schema: {
        params: tenantParamsSchema,
        body: tenantTwoFactorSchema,
        response: { 200: tenantTwoFactorSchema },
      },
    },
    async (request) => {
      authorize(request.actor, 'twoFactor.manage', null);
      const { id } = await practice(request.params.tenantId);
      const required = request.body.require_two_factor;
      await setPracticeTwoFactorRequirement(db, id, {
        required,
        adminId: request.actor.id,
        keepToken: request.cookies[SESSION_COOKIE],
      });
      return { require_two_factor: required };
    },
  );
};
