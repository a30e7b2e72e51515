import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { demoPrescriptionPng } from '../db/seed/demoPrescriptionImage.ts';
import { jpegImage, pdfDocument, pngChunk, pngImage } from '../test/files.ts';
import { pngBytes } from '../test/multipart.ts';
import { detectUploadType } from './fileType.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function pdfkitDocument(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Verordnung: Krankengymnastik 6×');
    doc.end();
  });
}

/** A PNG whose IHDR carries these values (with a correct CRC unless told otherwise). */
function pngWithHeader(values: { width?: number; height?: number; bitDepth?: number; colourType?: number }) {
  const png = pngImage();
  const header = Buffer.alloc(13);
  header.writeUInt32BE(values.width ?? 2, 0);
  header.writeUInt32BE(values.height ?? 2, 4);
  header.set([values.bitDepth ?? 8, values.colourType ?? 0, 0, 0, 0], 8);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', header), png.subarray(33)]);
}

describe('detectUploadType: real files', () => {
  it('accepts well-formed PNG, JPEG and PDF files, whatever they are called', async () => {
    expect(await detectUploadType(pngImage({ width: 640, height: 480 }))).toBe('image/png');
    expect(await detectUploadType(pngBytes(3000))).toBe('image/png');
    expect(await detectUploadType(demoPrescriptionPng())).toBe('image/png');
    expect(await detectUploadType(jpegImage())).toBe('image/jpeg');
    expect(await detectUploadType(pdfDocument())).toBe('application/pdf');
    expect(await detectUploadType(await pdfkitDocument())).toBe('application/pdf');
  });

  it('accepts what real writers add: data after a JPEG, a PDF with an xref stream, fill bytes', async () => {
    // Phone cameras append their own data after EOI (motion photos, maker trailers).
    expect(await detectUploadType(Buffer.concat([jpegImage(), latin1('SEFT trailer data')]))).toBe(
      'image/jpeg',
    );
    const xrefStream = latin1(
      '%PDF-1.5\n1 0 obj\n<< /Type /XRef /Size 2 /W [1 1 1] /Root 1 0 R /Length 0 >>\nstream\n\nendstream\nendobj\nstartxref\n9\n%%EOF\n',
    );
    expect(await detectUploadType(xrefStream)).toBe('application/pdf');
    // Line ends and NUL padding after %%EOF, as scanners write them.
    expect(await detectUploadType(Buffer.concat([pdfDocument(), Buffer.alloc(300)]))).toBe('application/pdf');
    const jpeg = jpegImage();
    const withFill = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff]), jpeg.subarray(2)]);
    expect(await detectUploadType(withFill)).toBe('image/jpeg');
  });
});

describe('detectUploadType: files that only look like one', () => {
  it('refuses an HTML page with a %PDF- header, and bare signatures', async () => {
    expect(await detectUploadType(latin1('%PDF-1.7\n<html><script>alert(1)</script></html>\n'))).toBeNull();
    expect(await detectUploadType(latin1('%PDF-1.7\n<html></html>\n%%EOF\n'))).toBeNull();
    expect(await detectUploadType(latin1('%PDF-1.7\n…'))).toBeNull();
    expect(
      await detectUploadType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7])),
    ).toBeNull();
    expect(await detectUploadType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).toBeNull();
    expect(await detectUploadType(latin1('<!DOCTYPE html><p>Rezept</p>'))).toBeNull();
  });

  it('refuses a truncated or rewired PDF', async () => {
    const pdf = await pdfkitDocument();
    expect(await detectUploadType(pdf.subarray(0, pdf.length - 10))).toBeNull(); // %%EOF cut off
    expect(await detectUploadType(pdf.subarray(0, Math.floor(pdf.length / 2)))).toBeNull();
    // %%EOF present, but no startxref before it.
    const text = pdfDocument().toString('latin1');
    expect(await detectUploadType(latin1(text.replace(/startxref\n\d+\n/, '')))).toBeNull();
    // startxref pointing into the middle of an object, or past itself.
    expect(await detectUploadType(latin1(text.replace(/startxref\n\d+/, 'startxref\n20')))).toBeNull();
    expect(await detectUploadType(latin1(text.replace(/startxref\n\d+/, 'startxref\n99999')))).toBeNull();
    // A table without its trailer dictionary.
    expect(await detectUploadType(latin1(text.replace('trailer\n', '')))).toBeNull();
    // %%EOF far before the end: the file goes on with something else.
    expect(
      await detectUploadType(Buffer.concat([pdfDocument(), latin1(`<html>${'x'.repeat(2000)}</html>`)])),
    ).toBeNull();
  });

  it('refuses a PNG with a bad IHDR CRC, odd dimensions or header values, or cut off', async () => {
    const png = pngImage({ width: 4, height: 4 });
    const badCrc = Buffer.from(png);
    badCrc[32]! ^= 0xff;
    expect(await detectUploadType(badCrc)).toBeNull();
    // A changed width without a new CRC.
    const changed = Buffer.from(png);
    changed.writeUInt32BE(5000, 16);
    expect(await detectUploadType(changed)).toBeNull();
    expect(await detectUploadType(pngWithHeader({ width: 0 }))).toBeNull();
    expect(await detectUploadType(pngWithHeader({ height: 100_000 }))).toBeNull();
    expect(await detectUploadType(pngWithHeader({ bitDepth: 7 }))).toBeNull();
    expect(await detectUploadType(pngWithHeader({ colourType: 5 }))).toBeNull();
    expect(await detectUploadType(pngWithHeader({ width: 20_000, height: 3 }))).toBe('image/png');
    expect(await detectUploadType(png.subarray(0, png.length - 12))).toBeNull(); // no IEND
    expect(await detectUploadType(png.subarray(0, png.length - 20))).toBeNull(); // cut inside the image data
    // IEND without any image data.
    expect(
      await detectUploadType(Buffer.concat([png.subarray(0, 33), pngChunk('IEND', Buffer.alloc(0))])),
    ).toBeNull();
  });

  it('refuses a JPEG without frame header, without end, or with a segment running past the end', async () => {
    const jpeg = jpegImage();
    expect(await detectUploadType(jpeg.subarray(0, jpeg.length - 2))).toBeNull(); // no EOI
    expect(await detectUploadType(jpeg.subarray(0, 30))).toBeNull();
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const withoutFrame = Buffer.concat([jpeg.subarray(0, sof), jpeg.subarray(sof + 2 + 11)]);
    expect(await detectUploadType(withoutFrame)).toBeNull();
    const zeroWidth = Buffer.from(jpeg);
    zeroWidth.writeUInt16BE(0, sof + 7);
    expect(await detectUploadType(zeroWidth)).toBeNull();
    const overlong = Buffer.from(jpeg);
    overlong.writeUInt16BE(0xfff0, 4); // APP0 claims more bytes than the file has
    expect(await detectUploadType(overlong)).toBeNull();
  });
});
