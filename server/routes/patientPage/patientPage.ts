import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATIENT_PAGE_ERRORS } from '../../../common/patientPage/api.ts';
import { openPatientPage, resendPatientCode, verifyPatientCode } from '../../commands/openPatientPage.ts';
import type { PatientPageLink } from '../../commands/patientPageLinks.ts';
import { postPatientMessage } from '../../commands/postPatientMessage.ts';
import type { AppDeps } from '../../context.ts';
import { publicUrl } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { grant, holdsGrant, PATIENT_DEVICE, PATIENT_SESSION } from '../../http/patientGrants.ts';
import { inspectConsent } from '../../presenters/consent.ts';
import { findPatientRequest, patientPageView } from '../../queries/patientPageView.ts';
import { loadConsent } from '../../queries/submissionConsents.ts';
import { auditPatient } from '../../services/audit.ts';
import { signedConsentPdf } from '../../services/pdf/signedConsentPdf.ts';
import {
  codeBody,
  consentParams,
  messageBody,
  openAnswer,
  openBody,
  patientMessage,
  requestParams,
  patientPageView as viewSchema,
} from './schema.ts';

// „Ihre Anfrage“ (issue 45, docs/patient-page.md), mounted at /api/patient: no login. The link's token travels
// in the JSON body of a person's click (never in an address a log sees); what opens the page is a signed,
// HttpOnly session cookie naming the request. Writes pass the origin and JSON checks like every other /api
// write (http/authenticate.ts); nothing is cached.
export const patientPageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const secureCookie = publicUrl(deps.env).startsWith('https://');
  const mailDeps = { ...deps, publicUrl: publicUrl(deps.env) };
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const openSession = (
    request: FastifyRequest,
    reply: FastifyReply,
    link: PatientPageLink,
    device: boolean,
  ) => {
    const secure = secureCookie || request.protocol === 'https';
    grant(PATIENT_SESSION, request, reply, deps.keyedHash, link.submissionId, secure);
    if (device) grant(PATIENT_DEVICE, request, reply, deps.keyedHash, link.submissionId, secure);
    return { status: 'open' as const, requestId: link.submissionId };
  };

  /** The request this browser opened, or 401: the session cookie is the only key to the page. */
  const sessionRequest = async (request: FastifyRequest, id: string) => {
    if (!holdsGrant(PATIENT_SESSION, request, deps.keyedHash, id))
      throw new AppError(
        PATIENT_PAGE_ERRORS.sessionRequired,
        401,
        'Bitte öffnen Sie den Link aus Ihrer E-Mail erneut.',
      );
    return findPatientRequest(db, id);
  };

  app.post('/open', { schema: { body: openBody, response: { 200: openAnswer } } }, async (request, reply) => {
    const known = (submissionId: string) =>
      holdsGrant(PATIENT_DEVICE, request, deps.keyedHash, submissionId) ||
      holdsGrant(PATIENT_SESSION, request, deps.keyedHash, submissionId);
    const result = await openPatientPage(mailDeps, request.body.token, known);
    return result.status === 'open' ? openSession(request, reply, result.link, false) : result;
  });

  app.post('/code', { schema: { body: codeBody, response: { 200: openAnswer } } }, async (request, reply) => {
    const link = await verifyPatientCode(deps, request.body.token, request.body.code);
    return openSession(request, reply, link, true);
  });

  app.post('/code/resend', { schema: { body: openBody, response: { 200: openAnswer } } }, (request) =>
    resendPatientCode(mailDeps, request.body.token),
  );

  app.get(
    '/requests/:id',
    { schema: { params: requestParams, response: { 200: viewSchema } } },
    async (request) =>
      patientPageView({ db, crypto: deps.crypto }, await sessionRequest(request, request.params.id)),
  );

  app.post(
    '/requests/:id/messages',
    { schema: { params: requestParams, body: messageBody, response: { 201: patientMessage } } },
    async (request, reply) => {
      const found = await sessionRequest(request, request.params.id);
      reply.code(201);
      return postPatientMessage(deps, found, request.body.body);
    },
  );

  app.get(
    '/requests/:id/consents/:consentId/pdf',
    { schema: { params: consentParams } },
    async (request, reply) => {
      const found = await sessionRequest(request, request.params.id);
      const row = await loadConsent(db, found, request.params.consentId);
      // The patient's copy of what they signed; a declined or pending one has none.
      if (row.status !== 'signed')
        throw new AppError('NOT_FOUND', 404, 'Dieses Dokument ist nicht unterschrieben.');
      const consent = await inspectConsent(deps, row);
      const { pdf, fileName } = await signedConsentPdf(consent, {
        practiceName: found.tenantName,
        generatedAt: new Date(),
      });
      await auditPatient(
        db,
        { tenantId: found.tenantId, submissionId: found.id },
        'patient_page.consent_pdf',
        {
          consent_id: row.id,
        },
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};
