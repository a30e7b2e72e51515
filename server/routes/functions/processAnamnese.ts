import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateClinicalText } from '../../commands/generateClinicalText.ts';
import type { PublicDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { chooseProvider } from '../../services/ai/provider.ts';
import { processAnamneseBodySchema, processAnamneseResponseSchema } from './schema.ts';

// POST /functions/v1/processAnamnese — staff only (spec 001 §7): the clinical running text of a submission's
// anamnese; `regenerate: true` overwrites an existing one (after the screen's warning).
export const processAnamneseRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  const ai = chooseProvider(deps.env);

  app.post(
    '/processAnamnese',
    {
      onRequest: requireUser,
      schema: { body: processAnamneseBodySchema, response: { 200: processAnamneseResponseSchema } },
    },
    async (request) => {
      const result = await generateClinicalText(
        { db: deps.database.db, crypto: deps.crypto, ai },
        request.actor!,
        request.body,
      );
      // The reason code only: prompts and answers are health data and never logged.
      if (result.fallbackReason) {
        request.log.warn({ reason: result.fallbackReason }, 'AI provider failed; local engine answered');
      }
      return { success: true as const, generatedText: result.generatedText };
    },
  );
};
