// A PNG as a decoder starts it: the signature, the IHDR chunk first with a valid CRC, sane dimensions (at most
// MAX_IMAGE_PIXELS) and a legal bit depth for its colour type, then chunks that stay inside the file up to IEND,
// with image data before it. A cut-off file never reaches IEND. Only IHDR's CRC is checked: decoders forgive a
// bad CRC in an optional chunk, and the image data's own checks are the viewer's. An upload's image data must
// also inflate to no more than its header's pixels need (pngDecodesWithinHeader).
import { crc32 } from 'node:zlib';
import { inflatedSize } from './boundedInflate.ts';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './limits.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Colour type → the bit depths the PNG spec allows for it. */
const BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
/** Colour type → samples per pixel. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const CHUNK_TYPE = /^[A-Za-z]{4}$/;
/** Adam7's passes: first column and row, then the step between columns and between rows. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function validHeader(bytes: Buffer): boolean {
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return false;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return false;
  if (width * height > MAX_IMAGE_PIXELS) return false;
  const [bitDepth, colourType, compression, filter, interlace] = bytes.subarray(24, 29);
  return (
    (BIT_DEPTHS[colourType!]?.includes(bitDepth!) ?? false) &&
    compression === 0 &&
    filter === 0 &&
    (interlace === 0 || interlace === 1)
  );
}

export function isWellFormedPng(bytes: Buffer): boolean {
  // Signature, IHDR (25 bytes) and IEND (12 bytes) at the least.
  if (bytes.length < 45 || !bytes.subarray(0, 8).equals(SIGNATURE) || !validHeader(bytes)) return false;
  let position = 33;
  let sawImageData = false;
  while (position + 12 <= bytes.length) {
    const type = bytes.toString('latin1', position + 4, position + 8);
    if (!CHUNK_TYPE.test(type)) return false;
    const end = position + 12 + bytes.readUInt32BE(position);
    if (end > bytes.length) return false;
    if (type === 'IDAT') sawImageData = true;
    if (type === 'IEND') return sawImageData;
    position = end;
  }
  return false;
}

/** The header of a well-formed PNG. */
export function pngHeader(bytes: Buffer) {
  const [bitDepth, colourType, , , interlace] = bytes.subarray(24, 29);
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bitDepth: bitDepth!,
    channels: CHANNELS[colourType!]!,
    interlaced: interlace === 1,
  };
}

/** The bytes a row of `width` pixels takes, without its filter byte. */
export const pngRowBytes = (header: ReturnType<typeof pngHeader>, width = header.width) =>
  Math.ceil((width * header.bitDepth * header.channels) / 8);

/** What a well-formed PNG's image data inflates to: each row (of each Adam7 pass) with its filter byte. */
export function pngDecodedBytes(bytes: Buffer): number {
  const header = pngHeader(bytes);
  if (!header.interlaced) return header.height * (pngRowBytes(header) + 1);
  let total = 0;
  for (const [x, y, xStep, yStep] of ADAM7) {
    const columns = Math.ceil((header.width - x) / xStep);
    const rows = Math.ceil((header.height - y) / yStep);
    if (columns > 0 && rows > 0) total += rows * (pngRowBytes(header, columns) + 1);
  }
  return total;
}

/** The image data of a well-formed PNG: its IDAT chunks joined. */
export function pngImageData(bytes: Buffer): Buffer {
  const idat: Buffer[] = [];
  for (let position = 8; position + 12 <= bytes.length; ) {
    const length = bytes.readUInt32BE(position);
    const type = bytes.toString('latin1', position + 4, position + 8);
    if (type === 'IDAT') idat.push(bytes.subarray(position + 8, position + 8 + length));
    if (type === 'IEND') break;
    position += 12 + length;
  }
  return Buffer.concat(idat);
}

/** Whether a well-formed PNG's image data inflates to no more than its header's pixels need. */
export async function pngDecodesWithinHeader(bytes: Buffer): Promise<boolean> {
  return (await inflatedSize(pngImageData(bytes), pngDecodedBytes(bytes))).size !== null;
}
