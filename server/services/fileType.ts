// The type of an upload from its content, never from its name (a renamed file is what it is): the first
// bytes name the type, and the file's structure must hold as far as a viewer needs it, so an HTML page with a
// `%PDF-` in front or a cut-off upload is refused like any unsupported file (issue 13). What it decodes to must
// be bounded too (issue 43): images by their pixels and their image data's inflated size, PDFs by what their
// streams inflate to (services/fileStructure/limits.ts).
import type { UploadType } from '../../common/intake/limits.ts';
import { isWellFormedJpeg } from './fileStructure/jpeg.ts';
import { isWellFormedPdf, pdfStreamsFit } from './fileStructure/pdf.ts';
import { isWellFormedPng, pngDecodesWithinHeader } from './fileStructure/png.ts';

type Format = {
  type: UploadType;
  signature: number[];
  wellFormed: (bytes: Buffer) => boolean;
  /** Run only on a well-formed file. */
  decodesWithinLimits: (bytes: Buffer) => Promise<boolean>;
};

const FORMATS: Format[] = [
  {
    type: 'image/png',
    signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    wellFormed: isWellFormedPng,
    decodesWithinLimits: pngDecodesWithinHeader,
  },
  // A JPEG's pixel count is in its frame header (wellFormed); its scan data never inflates.
  {
    type: 'image/jpeg',
    signature: [0xff, 0xd8, 0xff],
    wellFormed: isWellFormedJpeg,
    decodesWithinLimits: async () => true,
  },
  {
    type: 'application/pdf',
    signature: [0x25, 0x50, 0x44, 0x46, 0x2d],
    wellFormed: isWellFormedPdf,
    decodesWithinLimits: pdfStreamsFit,
  },
];

/** The upload's type, or null when it is none of the allowed ones, not well-formed or decodes too large. */
export async function detectUploadType(bytes: Buffer): Promise<UploadType | null> {
  for (const format of FORMATS) {
    const { signature } = format;
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) {
      return format.wellFormed(bytes) && (await format.decodesWithinLimits(bytes)) ? format.type : null;
    }
  }
  return null;
}
