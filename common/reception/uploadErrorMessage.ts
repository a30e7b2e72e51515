// German reactions to secureUpload's errors (spec 002 §8 "Upload error codes"). The tips (connection, file
// types and size) are added by the page below every message.
import { receptionTexts } from '../texts/reception.ts';

const texts = receptionTexts.upload;

export interface UploadErrorReaction {
  message: string;
  /** Technical database errors: the page shows the practice's phone and e-mail with the message. */
  showContact: boolean;
  /** The submission or its upload permit is gone: a retry must send the whole form again. */
  resubmit: boolean;
}

const BY_CODE: Record<string, UploadErrorReaction> = {
  SUBMISSION_NOT_FOUND: { message: texts.submissionNotFound, showContact: false, resubmit: true },
  SCHEMA_ERROR: { message: texts.databaseError, showContact: true, resubmit: false },
  LEGACY_COLUMN_ERROR: { message: texts.databaseError, showContact: true, resubmit: false },
  FILE_TOO_LARGE: { message: texts.tooLarge, showContact: false, resubmit: false },
  UNSUPPORTED_FILE_TYPE: { message: texts.unsupportedType, showContact: false, resubmit: false },
  UPLOAD_NOT_ALLOWED: { message: texts.notAllowed, showContact: false, resubmit: true },
  NO_FILE: { message: texts.noFile, showContact: false, resubmit: false },
};

/** The old service's messages without a code; matched in `error` and `details`. */
const BY_MESSAGE: [string, UploadErrorReaction][] = [
  ['failed to save file metadata', { message: texts.metadataFailed, showContact: false, resubmit: false }],
  ['file encryption failed', { message: texts.encryptionFailed, showContact: false, resubmit: false }],
];

const GENERIC: UploadErrorReaction = { message: texts.generic, showContact: false, resubmit: false };

/** The reaction to an error body `{ error, details, errorCode }` (any part may be missing). */
export function uploadErrorReaction(payload: unknown): UploadErrorReaction {
  if (typeof payload !== 'object' || payload === null) return GENERIC;
  const { error, details, errorCode } = payload as Record<string, unknown>;
  if (typeof errorCode === 'string' && BY_CODE[errorCode]) return BY_CODE[errorCode];
  const text = [error, details]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .toLowerCase();
  return BY_MESSAGE.find(([needle]) => text.includes(needle))?.[1] ?? GENERIC;
}
