// GET /functions/v1/decryptFile?submissionId=… — the prescription file, decrypted on the server for staff of
// its practice (spec 001 §7; the browser never holds a key). `download=1` asks for an attachment.
// Without a staff session, the magic-link grant cookie of exactly this submission reads it too (DESIGN §5);
// both ways meet in readableSubmission(). A staff session always takes the staff way, as before.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../context.ts';
import { errors } from '../../errors.ts';
import { bearerSessionOr401 } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { MAGIC_GRANT_COOKIE, magicGrantFor } from '../../http/magicGrant.ts';
import { findOwnSubmission, findSubmissionById, submissionNotFound } from '../../queries/submissionDetail.ts';
import { fileErrors, readSubmissionFile } from '../../queries/submissionFile.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { decryptFileQuerySchema } from './schema.ts';

export const decryptFileRoute: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const staffSession = bearerSessionOr401(db);

  /** Staff as before; a request with a grant cookie goes on to the handler, which checks the grant. */
  async function staffOrGrantCookie(request: FastifyRequest) {
    try {
      await staffSession(request);
    } catch (error) {
      if (!request.cookies[MAGIC_GRANT_COOKIE]) throw error;
    }
  }

  /** The submission this request may read, and who reads it for the audit. */
  async function readableSubmission(request: FastifyRequest, submissionId: string) {
    if (request.actor) {
      const { submission } = await findOwnSubmission(db, request.actor, submissionId);
      return { submission, actor: { kind: 'user' as const, id: request.actor.id }, details: undefined };
    }
    // A grant for another submission is no grant at all: 401 as without one.
    const grant = magicGrantFor(request, deps.keyedHash, submissionId);
    if (!grant) throw errors.unauthenticated();
    const row = await findSubmissionById(db, submissionId);
    if (!row) throw submissionNotFound();
    return {
      submission: row.submission,
      actor: { kind: 'magic_link' as const },
      details: { tokenId: grant.tokenId },
    };
  }

  app.get(
    '/decryptFile',
    { onRequest: staffOrGrantCookie, schema: { querystring: decryptFileQuerySchema } },
    async (request, reply) => {
      const { submissionId, download } = request.query;
      const { submission, actor, details } = await readableSubmission(request, submissionId);
      const file = await readSubmissionFile(deps, submission);
      if (!file) throw fileErrors.notFound();
      await auditSubmissionRead(db, actor, [submission], download ? 'file_download' : 'file', details);
      return (
        reply
          .header('Content-Type', file.fileType)
          .header('Content-Length', file.bytes.length)
          .header(
            'Content-Disposition',
            contentDisposition(download ? 'attachment' : 'inline', file.fileName),
          )
          .header('Cache-Control', 'no-store')
          .header('X-Content-Type-Options', 'nosniff')
          // A file from a patient is never run as a page, and no other site may embed it.
          .header('Content-Security-Policy', 'sandbox')
          .header('Cross-Origin-Resource-Policy', 'same-origin')
          .send(file.bytes)
      );
    },
  );
};
