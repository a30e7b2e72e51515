import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../auth/actor.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { can } from '../../policies/policy.ts';
import { presentTranslation } from '../../presenters/translation.ts';
import { findOwnSubmission } from '../../queries/submissionDetail.ts';
import { aiConfigFrom } from '../../services/ai/config.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { readTranslation } from '../../services/translationStore.ts';
import { submissionParamsSchema } from './schema.ts';
import { createTranslation } from './translationCreate.ts';
import { translationBodySchema, translationRouteResponseSchema } from './translationSchema.ts';

// The machine translation of a request's free text into German for staff (issue 29, mounted under
// /api/submissions). Only with an AI provider configured (AI_BASE_URL, AI_MODEL) is anything translated; the
// local default sends nothing anywhere. Another practice's id answers 404; reads are audited.
export const translationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const config = aiConfigFrom(deps.env);
  const available = config !== undefined;
  app.addHook('onRequest', requireUser);

  app.get(
    '/:id/translation',
    { schema: { params: submissionParamsSchema, response: { 200: translationRouteResponseSchema } } },
    async (request) => {
      const { submission } = await findOwnSubmission(db, request.actor!, request.params.id);
      const translation = await readTranslation({ db, crypto: deps.crypto }, submission);
      if (translation)
        await auditSubmissionRead(db, { kind: 'user', id: request.actor!.id }, [submission], 'translation');
      return {
        available,
        translation: presentTranslation(translation, clinical(request.actor!, submission)),
      };
    },
  );

  app.post(
    '/:id/translation',
    {
      schema: {
        params: submissionParamsSchema,
        body: translationBodySchema,
        response: { 200: translationRouteResponseSchema },
      },
    },
    async (request) => {
      const { submission } = await findOwnSubmission(db, request.actor!, request.params.id);
      const translation = await createTranslation(
        deps,
        config,
        request.actor!,
        submission,
        request.body,
        // The reason code only: the texts are health data and never logged.
        (reason) => request.log.warn({ reason }, 'AI provider failed; nothing translated'),
      );
      return {
        available,
        translation: presentTranslation(translation, clinical(request.actor!, submission)),
      };
    },
  );
};

const clinical = (actor: Actor, submission: { tenantId: string }) =>
  can(actor, 'submission.readClinical', { tenantId: submission.tenantId });
