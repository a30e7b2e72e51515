import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicDeps } from '../../context.ts';
import { errors } from '../../errors.ts';
import { requireUser } from '../../http/authenticate.ts';
import { selectTenants } from '../../policies/tenantSelection.ts';
import { findSubmissionCard, listSubmissions } from '../../queries/listSubmissions.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { getSubmissionsBodySchema } from '../submissions/schema.ts';

// POST /functions/v1/getSubmissions — the dashboard's list (spec 000 §7), staff only.
export const getSubmissionsRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  const { db } = deps.database;
  // One INSERT per page (a row per practice on it) naming the ids shown: cheap, and every card's reader
  // is on record — the cards carry decrypted form data.
  const auditList = (userId: string, cards: { id: string; tenant_id: string }[]) =>
    auditSubmissionRead(
      db,
      { kind: 'user', id: userId },
      cards.map((c) => ({ id: c.id, tenantId: c.tenant_id })),
      'list',
    );
  app.post(
    '/getSubmissions',
    { onRequest: requireUser, schema: { body: getSubmissionsBodySchema } },
    async (request) => {
      const body = request.body;
      if ('submissionId' in body) {
        const tenants = await selectTenants(db, request.actor!);
        const card = await findSubmissionCard(db, deps.crypto, tenants, body.submissionId);
        if (!card) throw errors.notFound('Submission nicht gefunden');
        await auditList(request.actor!.id, [card]);
        // The same shape as a list (spec 000 §7: "submissions and pagination"), a page holding the one card.
        return {
          submissions: [card],
          pagination: { totalPages: 1, currentPage: 1, totalCount: 1, hasNextPage: false },
        };
      }
      const { tenant_id, ...filters } = body.filters;
      const tenants = await selectTenants(db, request.actor!, tenant_id);
      const page = await listSubmissions(db, deps.crypto, tenants, filters, request.actor!.id);
      await auditList(request.actor!.id, page.submissions);
      return page;
    },
  );
};
