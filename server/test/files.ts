// Small but real upload files, made in the test (no binaries in the repository): a PNG, a JPEG and a PDF
// that viewers open, so the upload's structural check (services/fileType.ts) has true positives to accept.
import { deflateSync } from 'node:zlib';
import { pngChunk } from '../db/seed/demoPrescriptionImage.ts';

export { pngChunk };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A grey PNG of width × height pixels (8-bit greyscale); `extra` chunks go between the image data and IEND. */
export function pngImage({ width = 2, height = 2, extra = [] as Buffer[] } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bit, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0; // filter type "none"
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    ...extra,
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The bytes a PNG needs around the data of one private chunk (see padded in multipart.ts). */
export const PNG_OVERHEAD = pngImage().length + 12;

/**
 * A baseline JPEG of 8 × 8 grey pixels: one quantisation table, one-code Huffman tables, one block whose DC
 * difference is 0 followed by end-of-block. Decoders show it as a grey square.
 */
export function jpegImage() {
  const segment = (marker: number, data: number[]) => {
    const length = data.length + 2;
    return Buffer.from([0xff, marker, length >> 8, length & 0xff, ...data]);
  };
  const oneCodeTable = (tableClass: number) => [
    (tableClass << 4) | 0,
    1,
    ...Array<number>(15).fill(0),
    0, // the one symbol: DC category 0, or AC end-of-block
  ];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF 1.1
    segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // 8 bit, 8 × 8, one component
    segment(0xc4, oneCodeTable(0)),
    segment(0xc4, oneCodeTable(1)),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    Buffer.from([0x3f]), // bits 0 (DC: category 0) and 0 (AC: end of block), padded with ones
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A one-page PDF with `text` on it, its cross-reference table at the offsets it names. */
export function pdfDocument(text = 'Rezept') {
  const content = `BT /F1 18 Tf 40 100 Td (${text.replace(/[\\()]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
