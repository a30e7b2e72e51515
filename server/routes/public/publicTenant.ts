import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GENERIC_PRACTICE_NAME } from '../../../common/genericPracticeName.ts';
import { parseReceptionConfig } from '../../../common/tenantConfig.ts';
import { intakeErrors } from '../../commands/createSubmission.ts';
import type { PublicDeps } from '../../context.ts';
import { publicKeyResponseSchema, publicTenantQuerySchema, publicTenantResponseSchema } from './schema.ts';

// GET /api/public/tenant — what the reception shows of a practice, and the public key its forms send.
// GET /api/public/key — the public key alone, for public pages that belong to no practice in their address
// (the magic-link view: a mail's link names only the submission).
export const publicTenantRoutes: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  app.get('/key', { schema: { response: { 200: publicKeyResponseSchema } } }, async () => ({
    publicKey: deps.anonKey,
  }));

  app.get(
    '/tenant',
    { schema: { querystring: publicTenantQuerySchema, response: { 200: publicTenantResponseSchema } } },
    async (request) => {
      const { tenant: slug, tenantId } = request.query;
      const tenant = await deps.tenants.resolve(slug ?? tenantId, request.headers.host);
      if (!tenant) throw intakeErrors.tenantNotFound();
      return {
        tenant: {
          slug: tenant.slug,
          name: tenant.name,
          config: parseReceptionConfig(tenant.config, tenant.name || GENERIC_PRACTICE_NAME),
          domains: tenant.domains,
          publicKey: deps.anonKey,
        },
      };
    },
  );
};
