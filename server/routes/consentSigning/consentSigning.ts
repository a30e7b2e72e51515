import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { parseReceptionConfig } from '../../../common/tenantConfig.ts';
import { findConsentLink, linkConsents, openVerifiedContent } from '../../commands/consentLinks.ts';
import { signConsent } from '../../commands/signConsent.ts';
import type { AppDeps } from '../../context.ts';
import { tenantSettings } from '../../db/schema.ts';
import { presentConsent } from './presentConsent.ts';
import {
  consentOpenBodySchema,
  consentOpenResponseSchema,
  consentSignBodySchema,
  consentSignResponseSchema,
  SIGN_BODY_LIMIT,
} from './schema.ts';

// The patient's signing page (issue 30), mounted at /api/public/consent: no login, the link's token in the
// JSON body (never in an address a log sees). /open shows the request's documents, /sign answers one. An
// unknown, expired or used link answers 404 CONSENT_LINK_INVALID. Writes under /api pass the origin and JSON
// checks like every other (http/authenticate.ts); nothing is cached.
export const consentSigningRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/open',
    { schema: { body: consentOpenBodySchema, response: { 200: consentOpenResponseSchema } } },
    async (request) => {
      const { token, language } = request.body;
      const link = await findConsentLink(db, token);
      const [practice] = await db
        .select({ name: tenantSettings.name, config: tenantSettings.config })
        .from(tenantSettings)
        .where(eq(tenantSettings.id, link.tenantId));
      const rows = await linkConsents(db, link);
      const documents = await Promise.all(
        rows.map(async (row) => presentConsent(row, await openVerifiedContent(deps.crypto, row), language)),
      );
      return {
        practice_name: parseReceptionConfig(practice?.config, practice?.name ?? '').companyName,
        reference: referenceNumber(link.submissionId),
        documents,
      };
    },
  );

  app.post(
    '/sign',
    {
      bodyLimit: SIGN_BODY_LIMIT,
      schema: { body: consentSignBodySchema, response: { 200: consentSignResponseSchema } },
    },
    async (request) => {
      const answered = await signConsent(
        { db, crypto: deps.crypto, keyedHash: deps.keyedHash, queue: deps.queue },
        {
          ...request.body,
          addressHash: deps.ipHash(request.ip),
          userAgent: request.headers['user-agent'],
        },
      );
      return {
        document: presentConsent(answered.consent, answered.content, request.body.language),
        remaining: answered.remaining,
      };
    },
  );
};
