import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anamneseDetailResponseSchema,
  submissionDetailResponseSchema,
} from '../../../common/schemas/submissionDetail.ts';
import { deleteSubmissions } from '../../commands/deleteSubmissions.ts';
import { markSpam } from '../../commands/markSpam.ts';
import { setProcessed } from '../../commands/setProcessed.ts';
import type { AppDeps } from '../../context.ts';
import { formSubmissions } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import { requireUser } from '../../http/authenticate.ts';
import { selectTenants } from '../../policies/tenantSelection.ts';
import {
  findOwnSubmission,
  loadSubmissionDetail,
  readAnamnese,
  SUBMISSION_NOT_FOUND,
} from '../../queries/submissionDetail.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { dailyCounts } from './dailyCounts.ts';
import { inboxPulse } from './inboxPulse.ts';
import {
  bulkDeleteBodySchema,
  dailyQuerySchema,
  markSpamBodySchema,
  markSpamResponseSchema,
  setProcessedBodySchema,
  submissionParamsSchema,
  tenantQuerySchema,
} from './schema.ts';
import { submissionStats } from './submissionStats.ts';

// Staff work on submissions: the dashboard's numbers, flags, spam marks and deletion (spec 000).
export const submissionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);
  const markOpened = (database: typeof db, id: string) =>
    database
      .update(formSubmissions)
      .set({ openedAt: new Date() })
      .where(and(eq(formSubmissions.id, id), isNull(formSubmissions.openedAt)));

  app.get('/stats', { schema: { querystring: tenantQuerySchema } }, async (request) => {
    const tenants = await selectTenants(db, request.actor!, request.query.tenant);
    return submissionStats(
      deps.database,
      tenants.map((t) => t.id),
    );
  });

  // The live inbox (issue 28): a background poll, so it keeps no idle session alive.
  app.get('/inbox', { schema: { querystring: tenantQuerySchema } }, async (request) => {
    const tenants = await selectTenants(db, request.actor!, request.query.tenant);
    return inboxPulse(
      deps.database,
      tenants.map((t) => t.id),
    );
  });

  app.get('/daily', { schema: { querystring: dailyQuerySchema } }, async (request) => {
    const tenants = await selectTenants(db, request.actor!, request.query.tenant);
    return {
      days: await dailyCounts(
        deps.database,
        tenants.map((t) => t.id),
        request.query.days,
      ),
    };
  });

  // The detail screen (spec 001 §2.1). Every read of health data is audited: who, which submission, when.
  app.get(
    '/:id',
    { schema: { params: submissionParamsSchema, response: { 200: submissionDetailResponseSchema } } },
    async (request) => {
      const submission = await loadSubmissionDetail(deps, request.actor!, request.params.id);
      // Someone of the practice opened it: the card's "Neu" goes (a platform admin's look does not count).
      if (!submission.opened_at && request.actor!.tenantIds.includes(submission.tenant_id)) {
        await markOpened(db, submission.id);
      }
      await auditSubmissionRead(
        db,
        actorOf(request.actor!),
        [{ id: submission.id, tenantId: submission.tenant_id }],
        'detail',
      );
      return { submission };
    },
  );

  app.get(
    '/:id/anamnese',
    { schema: { params: submissionParamsSchema, response: { 200: anamneseDetailResponseSchema } } },
    async (request) => {
      const { submission } = await findOwnSubmission(
        db,
        request.actor!,
        request.params.id,
        'submission.readClinical',
      );
      const detail = await readAnamnese(deps, submission, (message) => request.log.warn(message));
      if (detail.anamnese) await auditSubmissionRead(db, actorOf(request.actor!), [submission], 'anamnese');
      return detail;
    },
  );

  const actorOf = (actor: { id: string }) => ({ kind: 'user' as const, id: actor.id });

  app.patch(
    '/:id',
    { schema: { params: submissionParamsSchema, body: setProcessedBodySchema } },
    async (request) => {
      const result = await setProcessed(
        db,
        request.actor!,
        request.params.id,
        request.body.is_processed,
        deps.queue,
      );
      return { submission: { id: result.id, is_processed: result.isProcessed } };
    },
  );

  app.patch(
    '/:id/spam',
    {
      schema: {
        params: submissionParamsSchema,
        body: markSpamBodySchema,
        response: { 200: markSpamResponseSchema },
      },
    },
    async (request) => {
      const result = await markSpam(deps, request.actor!, request.params.id, request.body.isSpam);
      return { submission: { id: result.id, is_spam: result.isSpam, spam_score: result.spamScore } };
    },
  );

  app.delete('/:id', { schema: { params: submissionParamsSchema } }, async (request, reply) => {
    const { deleted } = await deleteSubmissions(deps, request.actor!, [request.params.id]);
    if (deleted.length === 0) throw errors.notFound(SUBMISSION_NOT_FOUND);
    return reply.status(204).send();
  });

  app.post('/bulk-delete', { schema: { body: bulkDeleteBodySchema } }, async (request) =>
    deleteSubmissions(deps, request.actor!, request.body.ids),
  );
};
