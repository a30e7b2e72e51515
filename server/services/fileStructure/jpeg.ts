// A JPEG as a decoder reads it: SOI, marker segments that stay inside the file, a frame header (SOF) with
// sane dimensions (at most MAX_IMAGE_PIXELS: a decoder fills them all) before the first scan (SOS), and an EOI
// after the scan data, so a cut-off file is refused.
// Bytes after EOI are allowed: phone cameras append their own data there (e.g. motion photos).
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './limits.ts';

const EOI = Buffer.from([0xff, 0xd9]);
/** SOF0–SOF15 without DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function saneFrame(bytes: Buffer, segment: number, length: number): boolean {
  if (length < 8) return false;
  const height = bytes.readUInt16BE(segment + 3);
  const width = bytes.readUInt16BE(segment + 5);
  const components = bytes[segment + 7]!;
  // A height of 0 (to be defined later by a DNL marker) is legal but not made by cameras or scanners.
  return (
    width >= 1 &&
    height >= 1 &&
    width <= MAX_IMAGE_SIDE &&
    height <= MAX_IMAGE_SIDE &&
    width * height <= MAX_IMAGE_PIXELS &&
    components >= 1 &&
    components <= 4 &&
    length >= 8 + 3 * components
  );
}

export function isWellFormedJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let position = 2;
  let sawFrame = false;
  while (position + 4 <= bytes.length) {
    if (bytes[position] !== 0xff) return false;
    // Any number of 0xFF fill bytes may stand before a marker.
    while (bytes[position + 1] === 0xff && position + 2 < bytes.length) position++;
    const marker = bytes[position + 1]!;
    position += 2;
    if (isStandalone(marker)) continue;
    if (marker === 0xd8 || marker === 0xd9 || marker === 0x00) return false;
    const length = bytes.readUInt16BE(position);
    if (length < 2 || position + length > bytes.length) return false;
    if (isFrameHeader(marker)) {
      if (!saneFrame(bytes, position, length)) return false;
      sawFrame = true;
    }
    if (marker === 0xda) {
      // Scan data escapes 0xFF as FF 00, so the first FF D9 after it ends the image.
      return sawFrame && bytes.indexOf(EOI, position + length) !== -1;
    }
    position += length;
  }
  return false;
}
