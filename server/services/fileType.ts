// The type of an upload from its content, never from its name (a renamed file is what it is): the first
// bytes name the type, and the file's structure must hold as far as a viewer needs it, so an HTML page with a
// `%PDF-` in front or a cut-off upload is refused like any unsupported file (issue 13).
import type { UploadType } from '../../common/intake/limits.ts';
import { isWellFormedJpeg } from './fileStructure/jpeg.ts';
import { isWellFormedPdf } from './fileStructure/pdf.ts';
import { isWellFormedPng } from './fileStructure/png.ts';

const FORMATS: [UploadType, number[], (bytes: Buffer) => boolean][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], isWellFormedPng],
  ['image/jpeg', [0xff, 0xd8, 0xff], isWellFormedJpeg],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d], isWellFormedPdf],
];

/** The upload's type, or null when it is none of the allowed ones or not well-formed. */
export function detectUploadType(bytes: Buffer): UploadType | null {
  for (const [type, signature, wellFormed] of FORMATS) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) {
      return wellFormed(bytes) ? type : null;
    }
  }
  return null;
}
