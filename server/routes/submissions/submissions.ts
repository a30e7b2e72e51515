import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markSpam } from '../../commands/markSpam.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { markSpamBodySchema, markSpamResponseSchema, submissionParamsSchema } from './schema.ts';

// Staff work on submissions (the dashboard and detail issues add listing, flags and deletion here).
export const submissionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser);

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
};
