// GET /functions/v1/decryptFile?submissionId=… — the prescription file, decrypted on the server for staff of
// its practice (spec 001 §7; the browser never holds a key). `download=1` asks for an attachment.
// The magic-link grant (one submission for whoever holds a valid link) joins at readableSubmission().
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import type { AppDeps } from '../../context.ts';
import { bearerSessionOr401 } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { audit } from '../../services/audit.ts';
import { findOwnSubmission } from '../submissions/loadDetail.ts';
import { fileErrors, readSubmissionFile } from '../submissions/readSubmissionFile.ts';
import { decryptFileQuerySchema } from './schema.ts';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export const decryptFileRoute: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.get(
    '/decryptFile',
    { onRequest: bearerSessionOr401(db), schema: { querystring: decryptFileQuerySchema } },
    async (request, reply) => {
      const actor = request.actor!;
      const { submissionId, download } = request.query;
      const { submission } = await findOwnSubmission(db, actor, submissionId);
      const file = await readSubmissionFile(deps, submission);
      if (!file) throw fileErrors.notFound();
      await audit(db, {
        actor: { kind: 'user', id: actor.id },
        action: download ? 'submission.file.download' : 'submission.file.view',
        tenantId: submission.tenantId,
        target: { type: 'submission', id: submission.id },
      });
      const name =
        file.fileName ?? `Rezept-${referenceNumber(submission.id)}.${EXTENSIONS[file.fileType] ?? 'bin'}`;
      return (
        reply
          .header('Content-Type', file.fileType)
          .header('Content-Length', file.bytes.length)
          .header('Content-Disposition', contentDisposition(download ? 'attachment' : 'inline', name))
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
