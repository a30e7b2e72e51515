import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeConsent } from '../../commands/revokeConsent.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { inspectConsent } from '../../presenters/consent.ts';
import { loadConsent, loadConsents } from '../../queries/submissionConsents.ts';
import { findOwnSubmission } from '../../queries/submissionDetail.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { signedConsentPdf } from '../../services/pdf/signedConsentPdf.ts';
import {
  consentParamsSchema,
  consentRevocationBodySchema,
  staffConsentSchema,
  staffConsentsResponseSchema,
  submissionParamsSchema,
} from './schema.ts';

// A request's consent documents for staff (issue 30, mounted under /api/submissions): each document with its
// state and the seal's check, "Widerruf erfassen", and "Signiertes PDF". Another practice's request, or a consent
// of another request, answers 404 like an unknown id. Reading a signature (name, evidence) is audited like
// reading the request itself; a request with nothing answered yet shows nothing of the patient.
export const submissionConsentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);

  app.get(
    '/:id/consents',
    { schema: { params: submissionParamsSchema, response: { 200: staffConsentsResponseSchema } } },
    async (request) => {
      const actor = request.actor!;
      const { submission } = await findOwnSubmission(db, actor, request.params.id, 'submission.readClinical');
      const rows = await loadConsents(db, submission);
      const consents = await Promise.all(rows.map((row) => inspectConsent(deps, row)));
      const answered = consents.filter((c) => c.row.status !== 'pending').length;
      if (answered > 0)
        await auditSubmissionRead(db, { kind: 'user', id: actor.id }, [submission], 'consents');
      return { consents: consents.map((c) => c.staff) };
    },
  );

  app.post(
    '/:id/consents/:consentId/revocation',
    {
      schema: {
        params: consentParamsSchema,
        body: consentRevocationBodySchema,
        response: { 200: staffConsentSchema },
      },
    },
    async (request) =>
      revokeConsent(
        deps,
        request.actor!,
        { submissionId: request.params.id, consentId: request.params.consentId },
        request.body,
      ),
  );

  app.get(
    '/:id/consents/:consentId/pdf',
    { schema: { params: consentParamsSchema } },
    async (request, reply) => {
      const actor = request.actor!;
      const { submission, tenantName } = await findOwnSubmission(
        db,
        actor,
        request.params.id,
        'submission.readClinical',
      );
      const consent = await inspectConsent(deps, await loadConsent(db, submission, request.params.consentId));
      const { pdf, fileName } = await signedConsentPdf(consent, {
        practiceName: tenantName,
        generatedAt: new Date(),
      });
      // Audited once the document exists: who printed which signature, never its content.
      await auditSubmissionRead(db, { kind: 'user', id: actor.id }, [submission], 'consent_pdf', {
        consentId: consent.row.id,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};
