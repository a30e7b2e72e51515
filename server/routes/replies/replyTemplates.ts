import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyTexts } from '../../../common/texts/replies.ts';
import { resetReplyTemplate, saveReplyTemplate } from '../../commands/changeReplyTemplate.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { authorize } from '../../policies/policy.ts';
import { replyTemplatesAnswer } from '../../queries/replyTemplates.ts';
import {
  replyTemplateBodySchema,
  replyTemplatesResponseSchema,
  templateParamsSchema,
  templatesQuerySchema,
} from './schema.ts';

// A practice's reply templates (issue 28): its staff read them (the reply dialog prefills from them); the
// administration edits them (platform admins and the practice's owners, practice.manage) ("Antwortvorlagen"), and "Standard wiederherstellen" goes back to the built-in text.
export const replyTemplateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);

  app.get(
    '/',
    { schema: { querystring: templatesQuerySchema, response: { 200: replyTemplatesResponseSchema } } },
    async (request) => {
      authorize(
        request.actor,
        'tenant.read',
        { tenantId: request.query.tenant },
        replyTexts.errors.tenantNotFound,
      );
      return replyTemplatesAnswer(db, request.query.tenant);
    },
  );

  app.put(
    '/:tenantId/:kind',
    {
      schema: {
        params: templateParamsSchema,
        body: replyTemplateBodySchema,
        response: { 200: replyTemplatesResponseSchema },
      },
    },
    async (request) => {
      const { tenantId, kind } = request.params;
      await saveReplyTemplate(db, request.actor!, { tenantId, kind, text: request.body });
      return replyTemplatesAnswer(db, tenantId);
    },
  );

  app.delete(
    '/:tenantId/:kind',
    {
      schema: { params: templateParamsSchema, response: { 200: replyTemplatesResponseSchema } },
    },
    async (request) => {
      const { tenantId, kind } = request.params;
      await resetReplyTemplate(db, request.actor!, { tenantId, kind });
      return replyTemplatesAnswer(db, tenantId);
    },
  );
};
