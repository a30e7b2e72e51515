// German reactions to secureUpload's errors (spec 002 §8 "Upload error codes"). The tips (connection, file
// types and size) are added by the page below every message.
import { receptionTexts } from '../texts/reception.ts';

const texts = receptionTexts.upload;
const fileTexts = receptionTexts.prescription;

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

// The causes spec 002 §5 words for the browser's own check get the same verbatim text when the server finds them.
const fileReactions = (fileSize: number) => ({
  tooLarge: reaction(fileTexts.fileTooLarge(fileSize), { fileProblem: true }),
  wrongType: reaction(fileTexts.fileWrongType, { fileProblem: true }),
  missing: reaction(fileTexts.fileMissing, { fileProblem: true }),
});

const BY_CODE: Record<string, (fileSize: number) => UploadErrorReaction> = {
  SUBMISSION_NOT_FOUND: () => reaction(texts.submissionNotFound, { resubmit: true }),
  SCHEMA_ERROR: () => reaction(texts.databaseError, { showContact: true }),
  LEGACY_COLUMN_ERROR: () => reaction(texts.databaseError, { showContact: true }),
  UPLOAD_NOT_ALLOWED: () => reaction(texts.notAllowed, { resubmit: true }),
  FILE_TOO_LARGE: (size) => fileReactions(size).tooLarge,
  PAYLOAD_TOO_LARGE: (size) => fileReactions(size).tooLarge,
  UNSUPPORTED_FILE_TYPE: (size) => fileReactions(size).wrongType,
  NO_FILE: (size) => fileReactions(size).missing,
  TOO_MANY_UPLOADS: () => reaction(texts.tooManyUploads),
  REQUEST_TIMEOUT: () => reaction(texts.timedOut),
};

const BY_STATUS: Record<number, (fileSize: number) => UploadErrorReaction> = {
  413: (size) => fileReactions(size).tooLarge,
  415: (size) => fileReactions(size).wrongType,
};

/** The old service's messages without a code; matched in `error` and `details`. */
const BY_MESSAGE: [string, UploadErrorReaction][] = [
  ['failed to save file metadata', reaction(texts.metadataFailed)],
  ['file encryption failed', reaction(texts.encryptionFailed)],
];

/** The reaction to an error body `{ error, details, errorCode }` (any part may be missing). */
export function uploadErrorReaction(
  payload: unknown,
  { fileSize, status }: UploadAttempt,
): UploadErrorReaction {
  const fields = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const { error, details, errorCode } = fields;
  if (typeof errorCode === 'string' && BY_CODE[errorCode]) return BY_CODE[errorCode](fileSize);
  if (status !== undefined && BY_STATUS[status]) return BY_STATUS[status](fileSize);
  const text = [error, details]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .toLowerCase();
  return BY_MESSAGE.find(([needle]) => text.includes(needle))?.[1] ?? reaction(texts.generic);
}
