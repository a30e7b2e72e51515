import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendReply } from '../../commands/sendReply.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { findOwnSubmission } from '../../queries/submissionDetail.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { submissionParamsSchema } from '../submissions/schema.ts';
import { loadReplyHistory } from './loadReplies.ts';
import { replyBodySchema, replyCreatedSchema, replyHistorySchema } from './schema.ts';

// "Antworten" on the detail screen (issue 28): staff of the request's practice write to the patient, and read
// what was written with its delivery state. Another practice's request answers 404 like an unknown one.
export const replyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);

  // 202: the mail goes out from a job; the answer is the queued history entry.
  app.post(
    '/:id/replies',
    {
      schema: {
        params: submissionParamsSchema,
        body: replyBodySchema,
        response: { 202: replyCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await sendReply(deps, request.actor!, request.params.id, request.body)),
  );

  app.get(
    '/:id/replies',
    { schema: { params: submissionParamsSchema, response: { 200: replyHistorySchema } } },
    async (request) => {
      const { submission } = await findOwnSubmission(db, request.actor!, request.params.id);
      const replies = await loadReplyHistory({ db, crypto: deps.crypto }, submission);
      // What staff typed to the patient is read like the request itself; nothing read, nothing written.
      if (replies.length)
        await auditSubmissionRead(db, { kind: 'user', id: request.actor!.id }, [submission], 'replies');
      return { replies };
    },
  );
};
