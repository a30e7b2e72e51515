// A PNG as a decoder starts it: the signature, the IHDR chunk first with a valid CRC, sane dimensions and a
// legal bit depth for its colour type, then chunks that stay inside the file up to IEND, with image data
// before it. A cut-off file never reaches IEND. Only IHDR's CRC is checked: decoders forgive a bad CRC in an
// optional chunk, and the image data's own checks are the viewer's.
import { crc32 } from 'node:zlib';
import { MAX_IMAGE_SIDE } from './limits.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Colour type → the bit depths the PNG spec allows for it. */
const BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const CHUNK_TYPE = /^[A-Za-z]{4}$/;

function validHeader(bytes: Buffer): boolean {
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return false;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return false;
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
