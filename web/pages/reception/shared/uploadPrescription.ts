// POST /functions/v1/secureUpload (spec 002 §7): the prescription file for a submission just created, with
// the upload token submitForm handed out. Errors become reactions in the patient's language (spec 002 §8
// "Upload error codes").
import {
  type UploadErrorReaction,
  type UploadErrorTexts,
  uploadErrorReaction,
} from '../../../../common/reception/uploadErrorMessage.ts';
import type { ReceptionTenant } from './useReceptionTenant.ts';

export const SECURE_UPLOAD_PATH = '/functions/v1/secureUpload';

export class UploadError extends Error {
  override name = 'UploadError';
  readonly reaction: UploadErrorReaction;

  constructor(reaction: UploadErrorReaction) {
    super(reaction.message);
    this.reaction = reaction;
  }
}

export interface UploadInput {
  tenant: Pick<ReceptionTenant, 'publicKey'>;
  submissionId: string;
  uploadToken: string;
  file: File;
  /** The patient's catalogue texts the error reactions are worded in (t.reception). */
  texts: UploadErrorTexts;
}

export async function uploadPrescription({
  tenant,
  submissionId,
  uploadToken,
  file,
  texts,
}: UploadInput): Promise<void> {
  const body = new FormData();
  // The fields first: a streaming multipart parser on the server sees them before the file.
  body.append('submissionId', submissionId);
  body.append('fileName', file.name);
  body.append('uploadToken', uploadToken);
  body.append('file', file, file.name);

  let response: Response;
  let text: string;
  try {
    response = await fetch(SECURE_UPLOAD_PATH, {
      method: 'POST',
      headers: { Accept: 'application/json', apikey: tenant.publicKey },
      body,
      credentials: 'omit',
    });
    text = await response.text();
  } catch {
    throw new UploadError(uploadErrorReaction(null, { fileSize: file.size }, texts));
  }

  let payload: unknown = null;
  try {
    payload = JSON.parse(text);
  } catch {
    // A proxy's page or an empty body: handled as a generic error below.
  }
  const succeeded = response.ok && (payload as { success?: unknown } | null)?.success !== false;
  if (!succeeded) {
    throw new UploadError(
      uploadErrorReaction(payload, { fileSize: file.size, status: response.status }, texts),
    );
  }
}
