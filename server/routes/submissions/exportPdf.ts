import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import type { AppDeps } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { can } from '../../policies/policy.ts';
import { findOwnSubmission, loadSubmissionDetail, readAnamnese } from '../../queries/submissionDetail.ts';
import { readSubmissionFile } from '../../queries/submissionFile.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { fileWorker } from '../../services/fileWorker/fileWorker.ts';
import type { PrescriptionSource } from '../../services/pdf/prescriptionPages.ts';
import { type SubmissionPdfInput, submissionPdfFileName } from '../../services/pdf/submissionPdf.ts';
import { submissionParamsSchema } from './schema.ts';

// "PDF exportieren": one submission as a PDF for the patient file, rendered on the server (mounted under
// /api/submissions). Same tenant rules as the detail screen: another practice's id answers 404.
export const exportPdfRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser);

  app.get('/:id/pdf', { schema: { params: submissionParamsSchema } }, async (request, reply) => {
    const actor = request.actor!;
    await findOwnSubmission(deps.database.db, actor, request.params.id, 'submission.export');
    const detail = await loadSubmissionDetail(deps, actor, request.params.id);
    // The submission is already checked to be the actor's, so its anamnese is read without a second lookup;
    // only for those who may read the clinical part (issue 44).
    const anamnese = can(actor, 'submission.readClinical', { tenantId: detail.tenant_id })
      ? await readAnamnese(deps, { id: detail.id, tenantId: detail.tenant_id }, (message) =>
          request.log.warn(message),
        )
      : { anamnese: null, summary: null };
    // In the file worker: the prescription is a patient's file (issue 43).
    const pdf = await fileWorker.run('submissionPdf', {
      detail,
      anamnese,
      practiceName: detail.tenants.name,
      generatedAt: new Date(),
      prescription: await prescriptionOf(deps, detail),
    } satisfies SubmissionPdfInput);
    // Audited once the document exists: who exported which submission, never its content.
    await auditSubmissionRead(
      deps.database.db,
      { kind: 'user', id: actor.id },
      [{ id: detail.id, tenantId: detail.tenant_id }],
      'pdf',
    );
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        contentDisposition('attachment', submissionPdfFileName(detail.id, detail.created_at)),
      )
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
};

/** The prescription's bytes for the PDF (issue 31); 'unreadable' when they cannot be decrypted. */
async function prescriptionOf(deps: AppDeps, detail: SubmissionDetail): Promise<PrescriptionSource> {
  if (!detail.prescription_file) return null;
  try {
    // The stored name and type are not needed: the PDF takes the type from the bytes.
    const file = await readSubmissionFile(deps, {
      id: detail.id,
      tenantId: detail.tenant_id,
      prescriptionEncryptedUrl: null,
    });
    if (file) return { bytes: file.bytes };
    return detail.prescription_file.kind === 'file' ? 'unreadable' : null;
  } catch (error) {
    if (error instanceof AppError) return 'unreadable';
    throw error;
  }
}
