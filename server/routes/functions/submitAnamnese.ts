import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeErrors } from '../../commands/createSubmission.ts';
import { submitAnamnese } from '../../commands/submitAnamnese.ts';
import type { PublicDeps } from '../../context.ts';
import { requirePublicKey } from '../../http/publicAccess.ts';
import { submitAnamneseBodySchema, submitAnamneseResponseSchema } from './schema.ts';

// POST /functions/v1/submitAnamnese — the 20-step questionnaire of a request (spec 002 §7). The staff-only
// manual generation mode (_manualAIGeneration) belongs to the submission detail work.
export const submitAnamneseRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  app.post(
    '/submitAnamnese',
    {
      onRequest: requirePublicKey(deps.anonKey),
      schema: { body: submitAnamneseBodySchema, response: { 200: submitAnamneseResponseSchema } },
    },
    async (request) => {
      const tenant = await deps.tenants.byId(request.body.tenantId);
      if (!tenant) throw intakeErrors.tenantNotFound();
      const row = await submitAnamnese(deps.database.db, deps.crypto, {
        tenant,
        originalSubmissionId: request.body.originalSubmissionId,
        answers: request.body.answers,
        completedAt: request.body.completedAt,
        ipHash: deps.ipHash(request.ip),
        userAgent: request.headers['user-agent'],
        rateLimit: deps.env.SUBMIT_RATE_LIMIT,
      });
      return { success: true as const, submissionId: row.id };
    },
  );
};
