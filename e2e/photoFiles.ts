// Phone photos for the prescription upload tests, made in the test itself (no file, no download): a noisy
// canvas encoded as JPEG by the browser, given an EXIF block as a phone writes it (orientation and GPS
// position), and the JPEG reading the checks need (segments before the image data, pixel size).
import type { Page } from '@playwright/test';

/**
 * A JPEG of width × height pixels: a light paper-like gradient with noise (amplitude 0–255), encoded at
 * `quality`. Noise makes the file as large as a phone's photo; a fixed seed makes its size repeatable.
 */
export async function noisyJpeg(
  page: Page,
  { width, height, noise, quality }: { width: number; height: number; noise: number; quality: number },
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, noise, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(width, height);
      const pixels = image.data;
      let seed = 2_463_534_242;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          // xorshift32
          seed ^= seed << 13;
          seed >>>= 0;
          seed ^= seed >>> 17;
          seed ^= seed << 5;
          seed >>>= 0;
          const n = ((seed & 0xff) / 255 - 0.5) * noise;
          const i = (y * width + x) * 4;
          pixels[i] = 200 + n - x / 40;
          pixels[i + 1] = 190 + n - y / 40;
          pixels[i + 2] = 170 + n;
          pixels[i + 3] = 255;
        }
      }
      context.putImageData(image, 0, 0);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/jpeg', quality),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, noise, quality },
  );
  return Buffer.from(base64, 'base64');
}

/** Degrees, minutes, seconds as three EXIF rationals. */
type Dms = [number, number, number];

/**
 * The JPEG with an EXIF APP1 block right after its start, as a phone camera writes it: the orientation
 * (6 = the phone was held upright, the pixels lie on their side) and the GPS position where it was taken.
 */
export function withExif(
  jpeg: Buffer,
  { orientation, latitude, longitude }: { orientation: number; latitude: Dms; longitude: Dms },
): Buffer {
  // Little-endian TIFF: header (8), IFD0 with Orientation and the GPS IFD pointer (30), the GPS IFD with
  // latitude and longitude and their references (54), then the six rationals (48).
  const tiff = Buffer.alloc(140);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: (offset: number) => void) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    value(at + 8);
  };
  const SHORT = 3;
  const LONG = 4;
  const ASCII = 2;
  const RATIONAL = 5;
  tiff.writeUInt16LE(2, 8);
  entry(10, 0x0112, SHORT, 1, (o) => tiff.writeUInt16LE(orientation, o));
  entry(22, 0x8825, LONG, 1, (o) => tiff.writeUInt32LE(38, o));
  tiff.writeUInt32LE(0, 34);
  tiff.writeUInt16LE(4, 38);
  entry(40, 0x0001, ASCII, 2, (o) => tiff.write('N\0', o, 'latin1'));
  entry(52, 0x0002, RATIONAL, 3, (o) => tiff.writeUInt32LE(92, o));
  entry(64, 0x0003, ASCII, 2, (o) => tiff.write('E\0', o, 'latin1'));
  entry(76, 0x0004, RATIONAL, 3, (o) => tiff.writeUInt32LE(116, o));
  tiff.writeUInt32LE(0, 88);
  [...latitude, ...longitude].forEach((value, i) => {
    tiff.writeUInt32LE(value, 92 + i * 8);
    tiff.writeUInt32LE(1, 96 + i * 8);
  });

  const header = Buffer.from('Exif\0\0', 'latin1');
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(2 + header.length + tiff.length, 2);
  return Buffer.concat([jpeg.subarray(0, 2), app1, header, tiff, jpeg.subarray(2)]);
}

export type JpegSegment = { marker: number; data: Buffer };

/** The marker segments of a JPEG up to its image data (start of scan): APPn blocks, tables, frame header. */
export function jpegSegments(jpeg: Buffer): JpegSegment[] {
  if (jpeg.readUInt16BE(0) !== 0xffd8) throw new Error('not a JPEG');
  const segments: JpegSegment[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length) {
    const marker = jpeg.readUInt16BE(at);
    const length = jpeg.readUInt16BE(at + 2);
    segments.push({ marker, data: jpeg.subarray(at + 4, at + 2 + length) });
    if (marker === 0xffda) break;
    at += 2 + length;
  }
  return segments;
}

/** Whether a segment list holds an EXIF block (APP1 "Exif"), where phones keep location and camera data. */
export const hasExif = (segments: JpegSegment[]) =>
  segments.some(({ marker, data }) => marker === 0xffe1 && data.subarray(0, 4).toString('latin1') === 'Exif');

/** The pixel size in the frame header (baseline or progressive). */
export function jpegSize(segments: JpegSegment[]): { width: number; height: number } {
  const frame = segments.find(({ marker }) => marker === 0xffc0 || marker === 0xffc2);
  if (!frame) throw new Error('no frame header');
  return { height: frame.data.readUInt16BE(1), width: frame.data.readUInt16BE(3) };
}
