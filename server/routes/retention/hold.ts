import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holdSubmission, releaseSubmission } from '../../commands/changeRetentionHold.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { presentRetention } from '../../queries/retentionPeriods.ts';
import { submissionParamsSchema } from '../submissions/schema.ts';
import { holdResponseSchema, retentionHoldBodySchema } from './schema.ts';

// "Aufbewahren" on the detail screen: staff of the submission's practice hold it past its period, or end the hold.
export const retentionHoldRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const holdDeps = { db: deps.database.db, crypto: deps.crypto };
  app.addHook('onRequest', requireUser);

  app.put(
    '/:id/retention-hold',
    {
      schema: {
        params: submissionParamsSchema,
        body: retentionHoldBodySchema,
        response: { 200: holdResponseSchema },
      },
    },
    async (request) => {
      const row = await holdSubmission(holdDeps, request.actor!, request.params.id, request.body.reason);
      return { retention: await presentRetention(holdDeps, row) };
    },
  );

  app.delete(
    '/:id/retention-hold',
    { schema: { params: submissionParamsSchema, response: { 200: holdResponseSchema } } },
    async (request) => {
      const row = await releaseSubmission(holdDeps, request.actor!, request.params.id);
      return { retention: await presentRetention(holdDeps, row) };
    },
  );
};
