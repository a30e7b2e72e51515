import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteSubmissions } from '../../commands/deleteSubmissions.ts';
import { markSpam } from '../../commands/markSpam.ts';
import { setProcessed } from '../../commands/setProcessed.ts';
import type { AppDeps } from '../../context.ts';
import { errors } from '../../errors.ts';
import { requireUser } from '../../http/authenticate.ts';
import { selectTenants } from '../../policies/tenantSelection.ts';
import { dailyCounts } from './dailyCounts.ts';
import {
  bulkDeleteBodySchema,
  dailyQuerySchema,
  markSpamBodySchema,
  markSpamResponseSchema,
  setProcessedBodySchema,
  submissionParamsSchema,
  tenantQuerySchema,
} from './schema.ts';
import { submissionStats } from './submissionStats.ts';

// Staff work on submissions: the dashboard's numbers, flags, spam marks and deletion (spec 000).
export const submissionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);

  app.get('/stats', { schema: { querystring: tenantQuerySchema } }, async (request) => {
    const tenants = await selectTenants(db, request.actor!, request.query.tenant);
    return submissionStats(
      deps.database,
      tenants.map((t) => t.id),
    );
  });

  app.get('/daily', { schema: { querystring: dailyQuerySchema } }, async (request) => {
    const tenants = await selectTenants(db, request.actor!, request.query.tenant);
    return {
      days: await dailyCounts(
        deps.database,
        tenants.map((t) => t.id),
        request.query.days,
      ),
    };
  });

  app.patch(
    '/:id',
    { schema: { params: submissionParamsSchema, body: setProcessedBodySchema } },
    async (request) => {
      const result = await setProcessed(db, request.actor!, request.params.id, request.body.is_processed);
      return { submission: { id: result.id, is_processed: result.isProcessed } };
    },
  );

  app.patch(
    '/:id/spam',
    {
      schema: {
        params: submissionParamsSchema,
        body: markSpamBodySchema,
        response: { 200: markSpamResponseSchema },
      },
    },
    async (request) => {
      const result = await markSpam(deps, request.actor!, request.params.id, request.body.isSpam);
      return { submission: { id: result.id, is_spam: result.isSpam, spam_score: result.spamScore } };
    },
  );

  app.delete('/:id', { schema: { params: submissionParamsSchema } }, async (request, reply) => {
    const { deleted } = await deleteSubmissions(db, request.actor!, [request.params.id]);
    if (deleted.length === 0) throw errors.notFound('Submission nicht gefunden');
    return reply.status(204).send();
  });

  app.post('/bulk-delete', { schema: { body: bulkDeleteBodySchema } }, async (request) =>
    deleteSubmissions(db, request.actor!, request.body.ids),
  );
};
