// The client-side check of a prescription file before anything is sent (spec 002 §5, §9).
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '../intake/limits.ts';
import { receptionTexts } from '../texts/reception.ts';

const texts = receptionTexts.prescription;
export const PRESCRIPTION_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf'] as const;
/** For the file input's accept attribute (filters the picker; the check below still runs). */
export const PRESCRIPTION_ACCEPT = [
  ...PRESCRIPTION_EXTENSIONS.map((ext) => `.${ext}`),
  ...ALLOWED_UPLOAD_TYPES,
].join(',');

export interface FileFacts {
  name: string;
  /** The browser's MIME type; may be empty (some systems do not know it). */
  type: string;
  size: number;
}

// Either the MIME type or the extension will do: browsers name types differently (image/jpg, application/x-pdf,
// or none at all), and the server checks the file's content anyway.
function hasAllowedType({ name, type }: FileFacts): boolean {
  if ((ALLOWED_UPLOAD_TYPES as readonly string[]).includes(type.toLowerCase())) return true;
  const extension = name.includes('.') ? (name.toLowerCase().split('.').pop() ?? '') : '';
  return (PRESCRIPTION_EXTENSIONS as readonly string[]).includes(extension);
}

/** The German message for a missing, wrong-typed or too large file; null when the file may be sent. */
export function prescriptionFileError(file: FileFacts | null): string | null {
  if (!file) return texts.fileMissing;
  if (!hasAllowedType(file)) return texts.fileWrongType;
  if (file.size > MAX_UPLOAD_BYTES) return texts.fileTooLarge(file.size);
  return null;
}
