import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeErrors } from '../../commands/createSubmission.ts';
import { generateAnamneseSummary } from '../../commands/generateAnamneseSummary.ts';
import { submitAnamnese } from '../../commands/submitAnamnese.ts';
import type { PublicDeps } from '../../context.ts';
import { errors } from '../../errors.ts';
import { requirePublicKey } from '../../http/publicAccess.ts';
import { chooseProvider } from '../../services/ai/provider.ts';
import { submitAnamneseBodySchema, submitAnamneseResponseSchema } from './schema.ts';

const isManualMode = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { _manualAIGeneration?: unknown })._manualAIGeneration === true;

// POST /functions/v1/submitAnamnese — the 20-step questionnaire of a request (spec 002 §7), and the staff-only
// manual mode (spec 001 §7, `_manualAIGeneration`) that writes a new AI summary of an existing anamnese.
export const submitAnamneseRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  const publicKey = requirePublicKey(deps.anonKey);
  const ai = chooseProvider(deps.env);

  app.post(
    '/submitAnamnese',
    {
      // After parsing, so the mode decides: the public key never opens the manual mode, only a staff session.
      preValidation: async (request) => {
        if (!isManualMode(request.body)) return publicKey(request);
        if (!request.actor) throw errors.unauthenticated();
      },
      schema: { body: submitAnamneseBodySchema, response: { 200: submitAnamneseResponseSchema } },
    },
    async (request) => {
      const body = request.body;
      if (body._manualAIGeneration === true) {
        if (!request.actor) throw errors.unauthenticated();
        // body.answers is accepted for the spec's shape but not trusted: the stored, decrypted answers of
        // the anamnese are the truth. No anamnese is created here.
        const result = await generateAnamneseSummary(
          { db: deps.database.db, crypto: deps.crypto, ai },
          request.actor,
          body._existingAnamneseId,
        );
        if (result.summary.fallback_reason) {
          request.log.warn(
            { reason: result.summary.fallback_reason },
            'AI provider failed; local engine answered',
          );
        }
        return { success: true as const, ...result };
      }
      const tenant = await deps.tenants.byId(body.tenantId);
      if (!tenant) throw intakeErrors.tenantNotFound();
      const row = await submitAnamnese(
        deps.database.db,
        deps.crypto,
        {
          tenant,
          originalSubmissionId: body.originalSubmissionId,
          anamneseToken: body.anamneseToken,
          answers: body.answers,
          completedAt: body.completedAt,
          client: deps.ipHash.address(request.ip),
          userAgent: request.headers['user-agent'],
          rateLimit: deps.env.SUBMIT_RATE_LIMIT,
        },
        deps.queue,
      );
      return { success: true as const, submissionId: row.id };
    },
  );
};
