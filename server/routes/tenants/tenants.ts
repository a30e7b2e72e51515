import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../context.ts';
import { tenantSettings } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import { requireUser } from '../../http/authenticate.ts';
import { authorize } from '../../policies/policy.ts';
import { tenantScope } from '../../policies/tenantScope.ts';
import { presentTenant } from '../../presenters/tenant.ts';
import { tenantListSchema, tenantParamsSchema, tenantResponseSchema } from './schema.ts';

const columns = {
  id: tenantSettings.id,
  tenantId: tenantSettings.tenantId,
  name: tenantSettings.name,
  logoUrl: tenantSettings.logoUrl,
  createdAt: tenantSettings.createdAt,
};

export const tenantRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);

  app.get('/', { schema: { response: { 200: tenantListSchema } } }, async (request) => {
    const rows = await db
      .select(columns)
      .from(tenantSettings)
      .where(tenantScope(request.actor!, tenantSettings.id))
      .orderBy(asc(tenantSettings.name));
    return { tenants: rows.map(presentTenant) };
  });

  app.get(
    '/:id',
    { schema: { params: tenantParamsSchema, response: { 200: tenantResponseSchema } } },
    async (request) => {
      const [row] = await db
        .select(columns)
        .from(tenantSettings)
        .where(and(eq(tenantSettings.id, request.params.id), tenantScope(request.actor!, tenantSettings.id)));
      if (!row) throw errors.notFound('Mandant nicht gefunden.');
      authorize(request.actor, 'tenant.read', { tenantId: row.id });
      return { tenant: presentTenant(row) };
    },
  );
};
