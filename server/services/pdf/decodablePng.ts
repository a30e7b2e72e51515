// Whether PDFKit can draw a PNG without failing where no caller can catch it: PDFKit inflates the image data of
// some PNGs (alpha, transparency, interlacing) in a callback that throws. So a PNG is handed to it only when it
// decodes completely here: whole chunks, image data that inflates to one filter byte plus a row per line, known
// filter types, no interlacing. Used for drawn signatures (consentPdf.ts) and prescription photos.
import { inflateSync } from 'node:zlib';
import { isWellFormedPng } from '../fileStructure/png.ts';

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export function isDecodablePng(bytes: Buffer): boolean {
  if (!isWellFormedPng(bytes)) return false;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [bitDepth, colourType, , , interlace] = bytes.subarray(24, 29);
  if (interlace !== 0) return false;
  const idat: Buffer[] = [];
  for (let position = 8; position + 12 <= bytes.length; ) {
    const length = bytes.readUInt32BE(position);
    const type = bytes.toString('latin1', position + 4, position + 8);
    if (type === 'IDAT') idat.push(bytes.subarray(position + 8, position + 8 + length));
    if (type === 'IEND') break;
    position += 12 + length;
  }
  const rowBytes = Math.ceil((width * bitDepth! * CHANNELS[colourType!]!) / 8);
  const expected = height * (rowBytes + 1);
  let pixels: Buffer;
  try {
    // Never more than the image needs: a crafted file cannot inflate into the heap's limit.
    pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  } catch {
    return false;
  }
  if (pixels.length !== expected) return false;
  for (let row = 0; row < height; row++) if (pixels[row * (rowBytes + 1)]! > 4) return false;
  return true;
}
