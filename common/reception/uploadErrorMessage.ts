// Reactions to secureUpload's errors (spec 002 §8 "Upload error codes"), worded in the patient's language. The
// tips (connection, file types and size) are added by the page below every message.
import type { PatientCatalogue } from '../texts/patient/catalogue.ts';
import { receptionTexts } from '../texts/reception.ts';

type Reception = PatientCatalogue['reception'];
/** The catalogue parts the reactions are worded from (German unless the page passes the patient's). */
export type UploadErrorTexts = {
  upload: Omit<Reception['upload'], 'tipsHeading' | 'tips'>;
  prescription: Pick<Reception['prescription'], 'fileTooLarge' | 'fileWrongType' | 'fileMissing'>;
};

export interface UploadErrorReaction {
  message: string;
  /** Technical database errors: the page shows the practice's phone and e-mail with the message. */
  showContact: boolean;
  /** The submission or its upload permit is gone: a retry must send the whole form again. */
  resubmit: boolean;
  /** The file itself was refused: the page marks the file field, the patient picks another file. */
  fileProblem: boolean;
}

export interface UploadAttempt {
  /** The size of the file sent, for "Ihre Datei: x MB". */
  fileSize: number;
  /** The HTTP status; a proxy's 413 or 415 page has no JSON to read. */
  status?: number;
}

const reaction = (message: string, extra: Partial<UploadErrorReaction> = {}): UploadErrorReaction => ({
  message,
  showContact: false,
  resubmit: false,
  fileProblem: false,
  ...extra,
});

type Reacting = (fileSize: number, texts: UploadErrorTexts) => UploadErrorReaction;

// The causes spec 002 §5 words for the browser's own check get the same verbatim text when the server finds them.
const tooLarge: Reacting = (size, { prescription }) =>
  reaction(prescription.fileTooLarge(size), { fileProblem: true });
const wrongType: Reacting = (_size, { prescription }) =>
  reaction(prescription.fileWrongType, { fileProblem: true });

const BY_CODE: Record<string, Reacting> = {
  SUBMISSION_NOT_FOUND: (_size, { upload }) => reaction(upload.submissionNotFound, { resubmit: true }),
  SCHEMA_ERROR: (_size, { upload }) => reaction(upload.databaseError, { showContact: true }),
  LEGACY_COLUMN_ERROR: (_size, { upload }) => reaction(upload.databaseError, { showContact: true }),
  UPLOAD_NOT_ALLOWED: (_size, { upload }) => reaction(upload.notAllowed, { resubmit: true }),
  FILE_TOO_LARGE: tooLarge,
  PAYLOAD_TOO_LARGE: tooLarge,
  UNSUPPORTED_FILE_TYPE: wrongType,
  NO_FILE: (_size, { prescription }) => reaction(prescription.fileMissing, { fileProblem: true }),
  TOO_MANY_UPLOADS: (_size, { upload }) => reaction(upload.tooManyUploads),
  REQUEST_TIMEOUT: (_size, { upload }) => reaction(upload.timedOut),
};

const BY_STATUS: Record<number, Reacting> = { 413: tooLarge, 415: wrongType };

/** The old service's messages without a code; matched in `error` and `details`. */
const BY_MESSAGE: [string, keyof UploadErrorTexts['upload']][] = [
  ['failed to save file metadata', 'metadataFailed'],
  ['file encryption failed', 'encryptionFailed'],
];

/** The reaction to an error body `{ error, details, errorCode }` (any part may be missing). */
export function uploadErrorReaction(
  payload: unknown,
  { fileSize, status }: UploadAttempt,
  texts: UploadErrorTexts = receptionTexts,
): UploadErrorReaction {
  const fields = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const { error, details, errorCode } = fields;
  if (typeof errorCode === 'string' && BY_CODE[errorCode]) return BY_CODE[errorCode](fileSize, texts);
  if (status !== undefined && BY_STATUS[status]) return BY_STATUS[status](fileSize, texts);
  const text = [error, details]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .toLowerCase();
  const known = BY_MESSAGE.find(([needle]) => text.includes(needle))?.[1];
  return reaction(texts.upload[known ?? 'generic']);
}
