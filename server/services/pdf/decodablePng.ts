// Whether PDFKit can draw a PNG without failing where no caller can catch it: PDFKit inflates the image data of
// some PNGs (alpha, transparency, interlacing) in a callback that throws. So a PNG is handed to it only when it
// decodes completely here: whole chunks, image data that inflates to one filter byte plus a row per line, known
// filter types, no interlacing. Used for drawn signatures (consentPdf.ts) and prescription photos.
import { inflateSync } from 'node:zlib';
import {
  isWellFormedPng,
  pngDecodedBytes,
  pngHeader,
  pngImageData,
  pngRowBytes,
} from '../fileStructure/png.ts';

export function isDecodablePng(bytes: Buffer): boolean {
  if (!isWellFormedPng(bytes)) return false;
  const header = pngHeader(bytes);
  if (header.interlaced) return false;
  const rowBytes = pngRowBytes(header);
  const expected = pngDecodedBytes(bytes);
  let pixels: Buffer;
  try {
    // Never more than the image needs: a crafted file cannot inflate into the heap's limit.
    pixels = inflateSync(pngImageData(bytes), { maxOutputLength: expected + 1 });
  } catch {
    return false;
  }
  if (pixels.length !== expected) return false;
  for (let row = 0; row < header.height; row++) if (pixels[row * (rowBytes + 1)]! > 4) return false;
  return true;
}
