// Decompression bombs, made in the test (issue 43): zlib data that inflates to far more than it weighs, built
// from one deflated MiB of zeros repeated (full flushes make the pieces independent), so a 10⁹-byte stream
// costs ~1 MB and no gigabyte is ever held. An object-stream PDF and a PNG around it; the files of an older
// install, stored past today's upload check.
import { constants, deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { formSubmissions, submissionFiles } from '../db/schema.ts';
import { rgbPng } from '../db/seed/demoPrescriptionImage.ts';
import type { TestContext } from './testContext.ts';

const MiB = 1_048_576;

const zeroPiece = (bytes: number) =>
  deflateRawSync(Buffer.alloc(bytes), { level: 9, finishFlush: constants.Z_FULL_FLUSH });

/** zlib data that inflates to `bytes` zero bytes (a valid stream: header, blocks, Adler-32). */
export function zeroFlate(bytes: number): Buffer {
  const whole = Math.floor(bytes / MiB);
  const pieces: Buffer[] = Array(whole).fill(zeroPiece(MiB));
  if (bytes % MiB) pieces.push(zeroPiece(bytes % MiB));
  // Adler-32 of zeros: a stays 1, b adds it once per byte.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((bytes % 65521) << 16) | 1) >>> 0);
  // 78 DA: deflate, 32-KB window, best compression; 03 00: an empty final block.
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...pieces, Buffer.from([0x03, 0x00]), adler]);
}

/** A one-page PDF with a stream of `decodedBytes` zeros: an object stream (/ObjStm) unless told otherwise. */
export function pdfBomb(decodedBytes: number, dictionary = '/Type /ObjStm /N 1 /First 4') {
  const data = zeroFlate(decodedBytes);
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>',
  ];
  objects.forEach((object, i) => {
    offsets.push(length);
    add(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  add(
    Buffer.from(
      `4 0 obj\n<< ${dictionary} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
  );
  add(data);
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  let table = `xref\n0 5\n0000000000 65535 f \n`;
  for (const offset of offsets) table += `${String(offset).padStart(10, '0')} 00000 n \n`;
  table += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  add(Buffer.from(table, 'latin1'));
  return Buffer.concat(parts);
}

/** An RGB PNG of width × height black pixels (filter "none" on each row: zeros throughout). */
export function pngBomb(width: number, height: number, decodedBytes = height * (width * 3 + 1)) {
  return rgbPng(width, height, zeroFlate(decodedBytes));
}

/** A request's file as an install before the decoded-size check took it: stored as attachPrescription does. */
export async function storeAsOlderInstall(
  ctx: Pick<TestContext, 'db' | 'crypto'>,
  request: { submissionId: string; tenantUuid: string },
  file: { name: string; type: string; bytes: Buffer },
) {
  const { submissionId, tenantUuid } = request;
  const metadata = {
    fileName: file.name,
    fileType: file.type,
    fileSize: file.bytes.length,
    uploadedAt: new Date().toISOString(),
  };
  await ctx.db
    .update(formSubmissions)
    .set({
      prescriptionEncryptedUrl: await ctx.crypto.encryptJson(tenantUuid, metadata),
      uploadTokenHash: null,
    })
    .where(eq(formSubmissions.id, submissionId));
  await ctx.db
    .insert(submissionFiles)
    .values({ submissionId, data: await ctx.crypto.encryptBytes(tenantUuid, file.bytes) });
}
