import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTenantTexts } from '../../../common/texts/adminTenants.ts';
import { createTenant, tenantErrors } from '../../commands/createTenant.ts';
import { requestTenantDeletion, tenantDeletionStatus } from '../../commands/deleteTenant.ts';
import { updateTenant } from '../../commands/updateTenant.ts';
import type { AppDeps, PublicDeps } from '../../context.ts';
import { tenantSettings } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import { requireAdmin, requireUser } from '../../http/authenticate.ts';
import { deleteTenantJob } from '../../jobs/definitions/deleteTenant.ts';
import { authorize, isAdmin } from '../../policies/policy.ts';
import { tenantScope } from '../../policies/tenantScope.ts';
import {
  presentDeletion,
  presentTenant,
  presentTenantOverview,
  presentTenantSettings,
} from '../../presenters/tenant.ts';
import { inService } from '../../tenants/resolveTenant.ts';
import {
  createTenantBodySchema,
  deletionResponseSchema,
  tenantListSchema,
  tenantOverviewSchema,
  tenantParamsSchema,
  tenantResponseSchema,
  tenantSettingsSchema,
  updateTenantBodySchema,
} from './schema.ts';

const columns = {
  id: tenantSettings.id,
  tenantId: tenantSettings.tenantId,
  name: tenantSettings.name,
  logoUrl: tenantSettings.logoUrl,
  createdAt: tenantSettings.createdAt,
};

// Practices: staff read their own (the dashboard's tenant choice); admins create, edit and delete them
// (spec 001 §2.4 "Mandanten"). Writes are admin-only, server-side, and audited in their commands.
export const tenantRoutes: FastifyPluginAsyncZod<AppDeps & Pick<PublicDeps, 'tenants'>> = async (
  app,
  deps,
) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);
  const admin = { onRequest: requireAdmin };
  // The public reception caches practices briefly; clearing its cache shows an edit or a deletion at once.
  const receptionChanged = () => deps.tenants.invalidate();

  app.get('/', { schema: { response: { 200: tenantListSchema } } }, async (request) => {
    const rows = await db
      .select(columns)
      .from(tenantSettings)
      .where(and(tenantScope(request.actor!, tenantSettings.id), inService))
      .orderBy(asc(tenantSettings.name));
    return { tenants: rows.map(presentTenant) };
  });

  app.get('/overview', { ...admin, schema: { response: { 200: tenantOverviewSchema } } }, async () => {
    const rows = await db
      .select({ ...columns, config: tenantSettings.config })
      .from(tenantSettings)
      .orderBy(asc(tenantSettings.name), asc(tenantSettings.tenantId));
    return { tenants: rows.map(presentTenantOverview) };
  });

  app.post(
    '/',
    { ...admin, schema: { body: createTenantBodySchema, response: { 201: tenantResponseSchema } } },
    async (request, reply) => {
      const { tenant_id, name, logo_url, email_recipients } = request.body;
      const row = await createTenant(
        db,
        deps.crypto,
        {
          slug: tenant_id,
          name,
          logoUrl: logo_url ?? null,
          emailRecipients: typeof email_recipients === 'string' ? [email_recipients] : email_recipients,
        },
        { kind: 'user', id: request.actor!.id },
      );
      receptionChanged();
      return reply.code(201).send({ tenant: presentTenant(row) });
    },
  );

  app.get(
    '/:id',
    { schema: { params: tenantParamsSchema, response: { 200: tenantResponseSchema } } },
    async (request) => {
      const [row] = await db
        .select(columns)
        .from(tenantSettings)
        .where(
          and(
            eq(tenantSettings.id, request.params.id),
            tenantScope(request.actor!, tenantSettings.id),
            inService,
          ),
        );
      if (!row) throw errors.notFound(adminTenantTexts.errors.notFound);
      authorize(request.actor, 'tenant.read', { tenantId: row.id });
      return { tenant: presentTenant(row) };
    },
  );

  app.get(
    '/:id/settings',
    { schema: { params: tenantParamsSchema, response: { 200: tenantSettingsSchema } } },
    async (request) => {
      // Platform admins and the practice's owners (issue 44).
      authorize(
        request.actor,
        'practice.manage',
        { tenantId: request.params.id },
        adminTenantTexts.errors.notFound,
      );
      const [row] = await db.select().from(tenantSettings).where(eq(tenantSettings.id, request.params.id));
      if (!row) throw errors.notFound(adminTenantTexts.errors.notFound);
      if (row.config.deletion) throw tenantErrors.deleting();
      return { tenant: presentTenantSettings(row) };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        params: tenantParamsSchema,
        body: updateTenantBodySchema,
        response: { 200: tenantSettingsSchema },
      },
    },
    async (request) => {
      // Platform admins and the practice's owners; owners keep their hands off the domains (updateTenant).
      const actor = request.actor;
      authorize(actor, 'practice.manage', { tenantId: request.params.id }, adminTenantTexts.errors.notFound);
      const row = await updateTenant(db, actor.id, request.params.id, request.body, isAdmin(actor));
      receptionChanged();
      return { tenant: presentTenantSettings(row) };
    },
  );

  // 202: the practice is out of service now; its data goes in the background (GET …/deletion tells how far).
  app.delete(
    '/:id',
    { ...admin, schema: { params: tenantParamsSchema, response: { 202: deletionResponseSchema } } },
    async (request, reply) => {
      const progress = await requestTenantDeletion(
        deps.database,
        request.actor!,
        request.params.id,
        (execute) => deps.queue.enqueueMany(deleteTenantJob, [{ tenantId: request.params.id }], execute),
      );
      receptionChanged();
      // Inside the transaction the job became visible only with its commit: wake the worker now.
      deps.queue.wake(deleteTenantJob);
      return reply.code(202).send({ deletion: presentDeletion(progress) });
    },
  );

  app.get(
    '/:id/deletion',
    { ...admin, schema: { params: tenantParamsSchema, response: { 200: deletionResponseSchema } } },
    async (request) => {
      const progress = await tenantDeletionStatus(deps.database, request.params.id);
      if (!progress) throw errors.notFound(adminTenantTexts.errors.noDeletion);
      return { deletion: presentDeletion(progress) };
    },
  );
};
