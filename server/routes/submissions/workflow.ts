import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../auth/actor.ts';
import { addSubmissionNote } from '../../commands/addSubmissionNote.ts';
import { changeWorkflow } from '../../commands/changeWorkflow.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { findOwnSubmission } from '../../queries/submissionDetail.ts';
import { loadWorkflow } from '../../queries/submissionWorkflow.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { submissionParamsSchema } from './schema.ts';
import { noteBodySchema, workflowPatchBodySchema, workflowResponseSchema } from './workflowSchema.ts';

// The desk's shared workflow on the detail screen (issue 28, mounted under /api/submissions): state, owner and
// internal notes. Every answer is the whole workflow, read after the write; another practice's id answers 404.
export const workflowRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const workflowDeps = { db: deps.database.db, crypto: deps.crypto };
  app.addHook('onRequest', requireUser);

  /** The workflow as it is now. Notes are the patient's data: reading them is audited (ids only). */
  async function answer(actor: Actor, id: string) {
    const { submission } = await findOwnSubmission(workflowDeps.db, actor, id);
    const view = await loadWorkflow(workflowDeps, actor, submission);
    if (view.notes.length > 0)
      await auditSubmissionRead(workflowDeps.db, { kind: 'user', id: actor.id }, [submission], 'notes', {
        notes: view.notes.length,
      });
    return view;
  }

  app.get(
    '/:id/workflow',
    { schema: { params: submissionParamsSchema, response: { 200: workflowResponseSchema } } },
    async (request) => answer(request.actor!, request.params.id),
  );

  app.patch(
    '/:id/workflow',
    {
      schema: {
        params: submissionParamsSchema,
        body: workflowPatchBodySchema,
        response: { 200: workflowResponseSchema },
      },
    },
    async (request) => {
      await changeWorkflow(workflowDeps.db, request.actor!, request.params.id, request.body, deps.queue);
      return answer(request.actor!, request.params.id);
    },
  );

  app.post(
    '/:id/notes',
    {
      schema: {
        params: submissionParamsSchema,
        body: noteBodySchema,
        response: { 201: workflowResponseSchema },
      },
    },
    async (request, reply) => {
      await addSubmissionNote(workflowDeps, request.actor!, request.params.id, request.body.text);
      return reply.status(201).send(await answer(request.actor!, request.params.id));
    },
  );
};
