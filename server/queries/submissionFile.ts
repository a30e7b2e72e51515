// The decrypted prescription file of a submission, with the type its metadata stored and the name it is
// served under. The type is what the upload's content check found (JPEG, PNG, PDF); anything else is served as
// a download-only blob. The name always ends in the served type's extension (downloadFileName).
import { eq } from 'drizzle-orm';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { downloadFileName } from '../../common/submission/downloadFileName.ts';
import type { AppDeps } from '../context.ts';
import { submissionFiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { readPrescriptionFile } from '../presenters/prescriptionFile.ts';
import { DECRYPTION_FAILED } from '../services/crypto.ts';

const SERVABLE = new Set(['application/pdf', 'image/png', 'image/jpeg']);

export const fileErrors = {
  notFound: () => new AppError('FILE_NOT_FOUND', 404, 'Zu dieser Einreichung gibt es keine Datei.'),
  decryptionFailed: () => new AppError('DECRYPTION_FAILED', 422, DECRYPTION_FAILED),
};

export async function readSubmissionFile(
  deps: Pick<AppDeps, 'database' | 'crypto'>,
  submission: { id: string; tenantId: string; prescriptionEncryptedUrl: string | null },
): Promise<{ bytes: Buffer; fileType: string; fileName: string } | null> {
  const [row] = await deps.database.db
    .select({ data: submissionFiles.data })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, submission.id));
  if (!row) return null;
  const decrypted = await deps.crypto.decryptBytes(submission.tenantId, row.data);
  if (!decrypted.ok) throw fileErrors.decryptionFailed();
  const meta = await readPrescriptionFile(
    deps.crypto,
    submission.tenantId,
    submission.prescriptionEncryptedUrl,
  );
  const stored = meta?.kind === 'file' ? meta : null;
  const fileType = stored && SERVABLE.has(stored.fileType) ? stored.fileType : 'application/octet-stream';
  return {
    bytes: decrypted.value,
    fileType,
    fileName: downloadFileName(stored?.fileName ?? '', fileType, `Rezept-${referenceNumber(submission.id)}`),
  };
}
