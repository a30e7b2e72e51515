// A prescription file for a submission: permission by the single-use upload token (or, for websites written
// for the old service, a fresh file-less submission from the same address), content-type by magic bytes,
// encrypted bytes in submission_files, metadata in prescription_encrypted_url.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES, UPLOAD_TOKEN_MINUTES } from '../../common/intake/limits.ts';
import { downloadFileName } from '../../common/submission/downloadFileName.ts';
import type { Db } from '../db/connect.ts';
import { formSubmissions, submissionFiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';
import { detectUploadType } from '../services/fileType.ts';
import type { ClientAddress } from '../services/ipHash.ts';
import { hashUploadToken } from './createSubmission.ts';
import { refuseBlockedAddress } from './ipBlacklist.ts';

export const uploadErrors = {
  noFile: () => new AppError('NO_FILE', 400, 'Bitte wählen Sie eine Datei aus.'),
  malformed: () =>
    new AppError(
      'MALFORMED_UPLOAD',
      400,
      'Die Datei kam unvollständig oder beschädigt an. Bitte wählen Sie sie erneut aus und senden Sie noch einmal.',
    ),
  missingSubmission: () =>
    new AppError('SUBMISSION_NOT_FOUND', 400, 'Es fehlt die submissionId der Anfrage.'),
  notFound: () =>
    new AppError(
      'SUBMISSION_NOT_FOUND',
      404,
      'Die Anfrage zu dieser Datei wurde nicht gefunden. Bitte senden Sie das Formular erneut.',
    ),
  notAllowed: (why: string) =>
    new AppError('UPLOAD_NOT_ALLOWED', 403, `Der Upload ist nicht erlaubt: ${why}`),
  tooLarge: () =>
    new AppError(
      'FILE_TOO_LARGE',
      413,
      `Die Datei ist zu groß. Erlaubt sind höchstens 4 MB (${MAX_UPLOAD_BYTES} Byte).`,
    ),
  unsupported: () =>
    new AppError(
      'UNSUPPORTED_FILE_TYPE',
      415,
      'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
      'Erkannt am Dateiinhalt, nicht am Namen.',
    ),
};

export type PrescriptionMetadata = {
  fileName: string;
  fileType: string;
  fileSize: number;
  uploadedAt: string;
};

export type UploadPermission = { submissionId: string; uploadToken?: string; client: ClientAddress };

/**
 * Whether this address may attach a file to this submission now. secureUpload asks before it reads the file
 * (a stranger's upload costs no memory), and attachPrescription again when it stores it.
 */
export async function permitUpload(db: Db, input: UploadPermission) {
  // Before the lookup, so a blocked address learns nothing about the submission.
  await refuseBlockedAddress(db, input.client);
  const [submission] = await db
    .select({
      id: formSubmissions.id,
      tenantId: formSubmissions.tenantId,
      tokenHash: formSubmissions.uploadTokenHash,
      tokenExpiresAt: formSubmissions.uploadTokenExpiresAt,
      hasFile: sql<boolean>`${formSubmissions.prescriptionEncryptedUrl} is not null`,
      clientIpHash: formSubmissions.clientIpHash,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, input.submissionId));
  if (!submission) throw uploadErrors.notFound();
  if (submission.hasFile)
    throw uploadErrors.notAllowed('Zu dieser Anfrage wurde bereits eine Datei hochgeladen.');

  const now = Date.now();
  if (input.uploadToken) {
    if (!submission.tokenHash || submission.tokenHash !== hashUploadToken(input.uploadToken)) {
      throw uploadErrors.notAllowed('Der Upload-Schlüssel ist ungültig oder wurde bereits verwendet.');
    }
    if (!submission.tokenExpiresAt || submission.tokenExpiresAt.getTime() < now) {
      throw uploadErrors.notAllowed(
        `Der Upload-Schlüssel ist abgelaufen (gültig ${UPLOAD_TOKEN_MINUTES} Minuten).`,
      );
    }
  } else {
    const fresh = now - submission.createdAt.getTime() < UPLOAD_TOKEN_MINUTES * 60_000;
    if (!fresh || submission.clientIpHash !== input.client.key) {
      throw uploadErrors.notAllowed(
        'Es fehlt der Upload-Schlüssel (uploadToken) aus der Antwort von submitForm.',
      );
    }
  }
  return submission;
}

export async function attachPrescription(
  db: Db,
  crypto: CryptoService,
  input: UploadPermission & { fileName: string; bytes: Buffer },
): Promise<PrescriptionMetadata> {
  const submission = await permitUpload(db, input);
  if (input.bytes.length === 0) throw uploadErrors.noFile();
  if (input.bytes.length > MAX_UPLOAD_BYTES) throw uploadErrors.tooLarge();
  const fileType = await detectUploadType(input.bytes);
  if (!fileType) throw uploadErrors.unsupported();

  let sealed: Buffer;
  try {
    sealed = await crypto.encryptBytes(submission.tenantId, input.bytes);
  } catch {
    throw new AppError(
      'ENCRYPTION_FAILED',
      500,
      'Die Datei konnte nicht verschlüsselt werden.',
      'File encryption failed',
    );
  }
  const metadata: PrescriptionMetadata = {
    // Shown to staff and used for downloads: the patient's name, ending in the type the content check found.
    fileName: downloadFileName(input.fileName, fileType),
    fileType,
    fileSize: input.bytes.length,
    uploadedAt: new Date().toISOString(),
  };

  await db.transaction(async (tx) => {
    // Consumes the token; the condition makes two concurrent uploads with one token end in one file.
    const updated = await tx
      .update(formSubmissions)
      .set({
        // The file name is the patient's: stored encrypted like the form data.
        prescriptionEncryptedUrl: await crypto.encryptJson(submission.tenantId, metadata),
        uploadTokenHash: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(formSubmissions.id, submission.id),
          isNull(formSubmissions.prescriptionEncryptedUrl),
          input.uploadToken ? gt(formSubmissions.uploadTokenExpiresAt, new Date()) : undefined,
        ),
      )
      .returning({ id: formSubmissions.id });
    if (updated.length === 0)
      throw uploadErrors.notAllowed('Zu dieser Anfrage wurde bereits eine Datei hochgeladen.');
    await tx.insert(submissionFiles).values({ submissionId: submission.id, data: sealed });
    await audit(tx as Db, {
      actor: { kind: 'public' },
      action: 'submission.file.upload',
      tenantId: submission.tenantId,
      target: { type: 'submission', id: submission.id },
      details: { fileType, fileSize: metadata.fileSize },
    });
  });
  return metadata;
}
