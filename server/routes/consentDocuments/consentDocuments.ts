import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentDocumentTexts } from '../../../common/texts/consentDocuments.ts';
import { setConsentDocumentArchived } from '../../commands/archiveConsentDocument.ts';
import { publishConsentDocument } from '../../commands/publishConsentDocument.ts';
import { createConsentDocument, updateConsentDraft } from '../../commands/saveConsentDocument.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { authorize } from '../../policies/policy.ts';
import {
  consentDocumentAnswer,
  findConsentDocument,
  findConsentTenant,
  loadConsentDocuments,
  loadConsentVersions,
} from '../../queries/consentDocuments.ts';
import {
  consentDocumentArchiveSchema,
  consentDocumentCreateSchema,
  consentDocumentSchema,
  consentDocumentsResponseSchema,
  consentDocumentUpdateSchema,
  consentVersionsResponseSchema,
  documentParamsSchema,
  documentsQuerySchema,
} from './schema.ts';

// A practice's consent documents in the administration (issue 30, mounted at /api/consent-documents): platform
// admins and the practice's owners pick the practice, write a draft, publish it as a new version, archive it. A practice or document that
// does not exist, or whose practice is being deleted, answers 404.
export const consentDocumentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const reads = { db, crypto: deps.crypto };
  // Platform admins and the practice's owners (practice.manage, issue 44); the commands check the action.
  app.addHook('onRequest', requireUser);

  app.get(
    '/',
    { schema: { querystring: documentsQuerySchema, response: { 200: consentDocumentsResponseSchema } } },
    async (request) => {
      authorize(
        request.actor,
        'practice.manage',
        { tenantId: request.query.tenant },
        consentDocumentTexts.errors.tenantNotFound,
      );
      const tenantId = await findConsentTenant(db, request.query.tenant);
      return { documents: await loadConsentDocuments(reads, tenantId) };
    },
  );

  app.post(
    '/',
    { schema: { body: consentDocumentCreateSchema, response: { 201: consentDocumentSchema } } },
    async (request, reply) => {
      const { tenant_id: tenantId, template, content } = request.body;
      const document = await createConsentDocument(reads, request.actor!, { tenantId, template, content });
      return reply.status(201).send(await consentDocumentAnswer(reads, document));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        params: documentParamsSchema,
        body: consentDocumentUpdateSchema,
        response: { 200: consentDocumentSchema },
      },
    },
    async (request) => {
      const document = await updateConsentDraft(
        reads,
        request.actor!,
        request.params.id,
        request.body.content,
      );
      return consentDocumentAnswer(reads, document);
    },
  );

  app.post(
    '/:id/publish',
    { schema: { params: documentParamsSchema, response: { 200: consentDocumentSchema } } },
    async (request) => {
      const document = await publishConsentDocument(reads, request.actor!, request.params.id);
      return consentDocumentAnswer(reads, document);
    },
  );

  app.put(
    '/:id/archived',
    {
      schema: {
        params: documentParamsSchema,
        body: consentDocumentArchiveSchema,
        response: { 200: consentDocumentSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const document = await setConsentDocumentArchived(db, request.actor!, id, request.body.archived);
      return consentDocumentAnswer(reads, document);
    },
  );

  app.get(
    '/:id/versions',
    { schema: { params: documentParamsSchema, response: { 200: consentVersionsResponseSchema } } },
    async (request) => {
      const document = await findConsentDocument(db, request.params.id);
      authorize(request.actor, 'practice.manage', document, consentDocumentTexts.errors.documentNotFound);
      return { versions: await loadConsentVersions(reads, document) };
    },
  );
};
