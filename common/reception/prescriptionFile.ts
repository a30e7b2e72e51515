// The client-side check of a prescription file before anything is sent (spec 002 §5, §9), and what happens to
// a photo over the limit: the browser makes it smaller (issue 29) instead of sending the patient away.
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '../intake/limits.ts';
import type { PatientCatalogue } from '../texts/patient/catalogue.ts';
import { receptionTexts } from '../texts/reception.ts';

export const PRESCRIPTION_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf'] as const;
/** For the file input's accept attribute (filters the picker; the check below still runs). */
export const PRESCRIPTION_ACCEPT = [
  ...PRESCRIPTION_EXTENSIONS.map((ext) => `.${ext}`),
  ...ALLOWED_UPLOAD_TYPES,
].join(',');

/** The long side of a made-smaller photo: a prescription stays readable, the file mostly ends up at 1–3 MB. */
export const PHOTO_MAX_SIDE = 2500;
/** JPEG qualities tried in turn until the photo fits (0.85 first: no visible loss on printed text). */
export const PHOTO_JPEG_QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45] as const;
/** Photos beyond this are not even tried: decoding them could take a phone's memory (a 48 MP photo is ~25 MB). */
export const PHOTO_MAX_INPUT_BYTES = 64 * 1_048_576;

export interface FileFacts {
  name: string;
  /** The browser's MIME type; may be empty (some systems do not know it). */
  type: string;
  size: number;
}

type FileKind = 'photo' | 'pdf';

const KIND_BY_TYPE: Record<string, FileKind> = {
  'image/jpeg': 'photo',
  'image/png': 'photo',
  'application/pdf': 'pdf',
};
const KIND_BY_EXTENSION: Record<string, FileKind> = { jpeg: 'photo', jpg: 'photo', png: 'photo', pdf: 'pdf' };

// Either the MIME type or the extension will do: browsers name types differently (image/jpg, application/x-pdf,
// or none at all), and the server checks the file's content anyway.
function kindOf({ name, type }: FileFacts): FileKind | null {
  const byType = KIND_BY_TYPE[type.toLowerCase()];
  if (byType) return byType;
  const extension = name.includes('.') ? (name.toLowerCase().split('.').pop() ?? '') : '';
  return KIND_BY_EXTENSION[extension] ?? null;
}

type FileTexts = Pick<
  PatientCatalogue['reception']['prescription'],
  'fileMissing' | 'fileWrongType' | 'fileTooLarge'
>;

/** The message for a missing, wrong-typed or too large file (in the patient's language); null when it may be sent. */
export function prescriptionFileError(
  file: FileFacts | null,
  texts: FileTexts = receptionTexts.prescription,
): string | null {
  if (!file) return texts.fileMissing;
  if (!kindOf(file)) return texts.fileWrongType;
  if (file.size > MAX_UPLOAD_BYTES) return texts.fileTooLarge(file.size);
  return null;
}

/**
 * What the browser does with a picked file: 'keep' it as it is (an allowed type within the limit), 'shrink' it
 * first (a JPG or PNG over the limit), or 'refuse' it with prescriptionFileError's message (another type, or a
 * PDF or an enormous photo over the limit).
 */
export function prescriptionFilePlan(file: FileFacts): 'keep' | 'shrink' | 'refuse' {
  const kind = kindOf(file);
  if (!kind) return 'refuse';
  if (file.size <= MAX_UPLOAD_BYTES) return 'keep';
  return kind === 'photo' && file.size <= PHOTO_MAX_INPUT_BYTES ? 'shrink' : 'refuse';
}

/** The size a photo is drawn at: its long side at most PHOTO_MAX_SIDE, proportions kept, never enlarged. */
export function shrunkPhotoSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The made-smaller photo's name: "IMG_0815.PNG" → "IMG_0815.jpg" (it is a JPEG now). */
export function shrunkPhotoName(name: string): string {
  const base = name.replace(/\.(jpe?g|png)$/i, '');
  return `${base || 'rezept'}.jpg`;
}
