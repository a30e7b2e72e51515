import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_SOURCE_HEADER, formSourceOf } from '../../../common/intake/formSource.ts';
import { createSubmission, intakeErrors } from '../../commands/createSubmission.ts';
import type { PublicDeps } from '../../context.ts';
import { requirePublicKey } from '../../http/publicAccess.ts';
import { parseIntakeBody } from './formBody.ts';
import { submitFormResponseSchema } from './schema.ts';

// POST /functions/v1/submitForm — JSON or url-encoded, public key required (spec 002 §7).
export const submitFormRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  app.post(
    '/submitForm',
    { onRequest: requirePublicKey(deps.anonKey), schema: { response: { 200: submitFormResponseSchema } } },
    async (request) => {
      const body = parseIntakeBody(request.body, request.headers['content-type']);
      const tenant = await deps.tenants.byId(body.tenantId);
      if (!tenant) throw intakeErrors.tenantNotFound();
      const created = await createSubmission(
        { crypto: deps.crypto, writer: deps.submissionWriter },
        {
          tenant,
          formData: body.formData,
          client: deps.ipHash.address(request.ip),
          userAgent: request.headers['user-agent'],
          actor: request.actor ? { kind: 'user', id: request.actor.id } : { kind: 'public' },
          source: formSourceOf(request.headers[FORM_SOURCE_HEADER]),
          language: body.language,
          answersConsentToken: true,
        },
      );
      return {
        success: true as const,
        submissionId: created.id,
        uploadToken: created.uploadToken,
        ...(created.anamneseToken ? { anamneseToken: created.anamneseToken } : {}),
        ...(created.consentToken ? { consentToken: created.consentToken } : {}),
      };
    },
  );
};
