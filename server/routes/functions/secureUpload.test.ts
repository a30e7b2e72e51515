import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../common/intake/limits.ts';
import { formSubmissions, ipBlacklist, submissionFiles } from '../../db/schema.ts';
import { makeTenant, randomIp } from '../../test/factories.ts';
import { jpegImage, pdfDocument, pngImage } from '../../test/files.ts';
import { submit, validContact } from '../../test/intake.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { UPLOADS_PER_ADDRESS } from './secureUpload.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx);
});
afterAll(() => ctx.close());

const prescription = { ...validContact, type: 'prescription', message: '' };

async function newSubmission(ip = randomIp()) {
  const response = await submit(ctx, { tenantId: tenant.tenantId, formData: prescription }, { ip });
  return response.json() as { submissionId: string; uploadToken: string };
}

function upload(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
  ip = randomIp(),
) {
  const body = multipart(fields, file);
  return ctx.app.inject({ method: 'POST', url: '/functions/v1/secureUpload', ...body, remoteAddress: ip });
}

const png = (size = 2048) => ({ name: 'rezept.png', type: 'image/png', bytes: pngBytes(size) });

describe('POST /functions/v1/secureUpload', () => {
  it('stores the file encrypted with its metadata, once per token', async () => {
    const { submissionId, uploadToken } = await newSubmission();
    const bytes = pngBytes(5000, randomBytes(4000));
    const response = await upload(
      { submissionId, uploadToken, fileName: 'Rezept Müller.png' },
      { name: 'x.png', type: 'image/png', bytes },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      fileName: 'Rezept Müller.png',
      fileType: 'image/png',
      fileSize: 5000,
    });
    const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
    // The file name is the patient's: nothing of it in clear in the row, the practice's key reads it.
    expect(row.prescriptionEncryptedUrl).not.toContain('Müller');
    const decrypted = await ctx.crypto.decryptJson<{ fileName: string; uploadedAt: string }>(
      row.tenantId,
      row.prescriptionEncryptedUrl!,
    );
    if (!decrypted.ok) expect.unreachable('metadata does not decrypt');
    const metadata = decrypted.value;
    expect(metadata).toMatchObject({ fileName: 'Rezept Müller.png', fileType: 'image/png', fileSize: 5000 });
    expect(Date.parse(metadata.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [file] = await ctx.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, submissionId));
    expect(file.data.includes(bytes.subarray(100, 164))).toBe(false);
    expect(await ctx.crypto.decryptBytes(tenant.id, file.data)).toEqual({ ok: true, value: bytes });

    const again = await upload({ submissionId, uploadToken, fileName: 'zweites.png' }, png());
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'UPLOAD_NOT_ALLOWED' });
  });

  it('accepts exactly 4194304 bytes and refuses one byte more', async () => {
    const a = await newSubmission();
    const exact = await upload({ ...a, fileName: 'gross.png' }, png(MAX_UPLOAD_BYTES));
    expect(exact.statusCode).toBe(200);
    expect(exact.json().fileSize).toBe(4_194_304);
    const b = await newSubmission();
    const over = await upload({ ...b, fileName: 'zu-gross.png' }, png(MAX_UPLOAD_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ success: false, errorCode: 'FILE_TOO_LARGE' });
    const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, b.submissionId));
    expect(row.prescriptionEncryptedUrl).toBeNull();
  });

  it('judges the type by content: a PNG named .pdf is a PNG, text named .jpg is refused', async () => {
    const a = await newSubmission();
    const renamed = await upload(
      { ...a, fileName: 'rezept.pdf' },
      { name: 'rezept.pdf', type: 'application/pdf', bytes: pngBytes(900) },
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().fileType).toBe('image/png');
    const b = await newSubmission();
    const text = await upload(
      { ...b, fileName: 'foto.jpg' },
      { name: 'foto.jpg', type: 'image/jpeg', bytes: Buffer.from('Ich bin nur Text') },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      errorCode: 'UNSUPPORTED_FILE_TYPE',
      error: 'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
    });
    const c = await newSubmission();
    const pdf = await upload(
      { ...c, fileName: 'rezept.pdf' },
      { name: 'rezept.pdf', type: 'application/pdf', bytes: pdfDocument() },
    );
    expect(pdf.json().fileType).toBe('application/pdf');
    const d = await newSubmission();
    const jpeg = await upload(
      { ...d, fileName: 'scan.jpeg' },
      { name: 'scan.jpeg', type: 'image/jpeg', bytes: jpegImage() },
    );
    expect(jpeg.json().fileType).toBe('image/jpeg');
  });

  it('checks the structure, not only the first bytes: disguised, cut-off and broken files are refused', async () => {
    const png = pngImage({ width: 8, height: 8 });
    const badCrc = Buffer.from(png);
    badCrc[32]! ^= 0xff;
    const pdf = pdfDocument();
    const disguised = [
      {
        name: 'rezept.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>'),
      },
      { name: 'rezept.pdf', type: 'application/pdf', bytes: pdf.subarray(0, pdf.length - 40) },
      { name: 'rezept.png', type: 'image/png', bytes: badCrc },
      { name: 'rezept.png', type: 'image/png', bytes: png.subarray(0, png.length - 12) },
      { name: 'scan.jpg', type: 'image/jpeg', bytes: jpegImage().subarray(0, 60) },
    ];
    for (const file of disguised) {
      const sent = await newSubmission();
      const response = await upload({ ...sent, fileName: file.name }, file);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        errorCode: 'UNSUPPORTED_FILE_TYPE',
        error: 'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
        details: expect.anything(),
      });
      const [row] = await ctx.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.id, sent.submissionId));
      expect(row.prescriptionEncryptedUrl).toBeNull();
      expect(row.uploadTokenHash).not.toBeNull();
      expect(
        await ctx.db
          .select()
          .from(submissionFiles)
          .where(eq(submissionFiles.submissionId, sent.submissionId)),
      ).toHaveLength(0);
    }
  });

  it('refuses a wrong or expired token, and a stranger without one', async () => {
    const a = await newSubmission();
    const wrong = await upload(
      { submissionId: a.submissionId, uploadToken: 'geraten', fileName: 'x.png' },
      png(),
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorCode).toBe('UPLOAD_NOT_ALLOWED');
    const stranger = await upload({ submissionId: a.submissionId, fileName: 'x.png' }, png());
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toContain('uploadToken');

    const b = await newSubmission();
    await ctx.db
      .update(formSubmissions)
      .set({ uploadTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(formSubmissions.id, b.submissionId));
    const expired = await upload({ ...b, fileName: 'x.png' }, png());
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toContain('abgelaufen');
  });

  it('lets an old website upload without token from the same address within 30 minutes', async () => {
    const ip = randomIp();
    const { submissionId } = await newSubmission(ip);
    const ok = await upload({ submissionId, fileName: 'rezept.png' }, png(), ip);
    expect(ok.statusCode).toBe(200);
    const second = await upload({ submissionId, fileName: 'rezept.png' }, png(), ip);
    expect(second.statusCode).toBe(403);

    const late = await newSubmission(ip);
    await ctx.db
      .update(formSubmissions)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(formSubmissions.id, late.submissionId));
    expect((await upload({ submissionId: late.submissionId, fileName: 'r.png' }, png(), ip)).statusCode).toBe(
      403,
    );
  });

  it('names a missing submission, a missing file and a malformed request', async () => {
    const unknown = await upload(
      { submissionId: '00000000-0000-4000-8000-000000000000', uploadToken: 'x', fileName: 'x.png' },
      png(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      success: false,
      errorCode: 'SUBMISSION_NOT_FOUND',
      error: expect.stringContaining('nicht gefunden'),
    });
    const a = await newSubmission();
    const noFile = await upload({ ...a, fileName: 'x.png' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errorCode).toBe('NO_FILE');
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/secureUpload',
      payload: { submissionId: a.submissionId },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().errorCode).toBe('NO_FILE');
  });

  it('refuses a blacklisted address like submitForm and stores nothing', async () => {
    const { submissionId, uploadToken } = await newSubmission();
    const ip = randomIp();
    await ctx.db.insert(ipBlacklist).values({ ipHash: ctx.ipHash(ip), reason: 'Test' });
    const blocked = await upload({ submissionId, uploadToken, fileName: 'rezept.png' }, png(), ip);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      success: false,
      errorCode: 'IP_BLOCKED',
      error: expect.stringContaining('aus Sicherheitsgründen abgelehnt'),
    });
    const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
    expect(row.prescriptionEncryptedUrl).toBeNull();
    expect(
      await ctx.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, submissionId)),
    ).toHaveLength(0);
    // The token was not used up.
    const ok = await upload({ submissionId, uploadToken, fileName: 'rezept.png' }, png());
    expect(ok.statusCode).toBe(200);
  });
});

describe('secureUpload checks before it reads', () => {
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });

  /**
   * An upload of a 2 MB file over a real socket that sends only the fields and the file's first 64 KB, and
   * the rest when `finish` is called. An answer before that was given without reading the file.
   */
  async function partialUpload(fields: Record<string, string>) {
    const body = multipart(fields, {
      name: 'rezept.png',
      type: 'image/png',
      bytes: pngBytes(2 * 1024 * 1024),
    });
    const socket: Socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await once(socket, 'connect');
    let received = '';
    const answer = new Promise<{ status: number; body: string }>((resolve) => {
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
        const [head = '', rest = ''] = received.split('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
        if (Buffer.byteLength(rest) >= length) resolve({ status: Number(head.split(' ')[1]), body: rest });
      });
    });
    const head = [
      'POST /functions/v1/secureUpload HTTP/1.1',
      'Host: 127.0.0.1',
      `Content-Type: ${body.headers['content-type']}`,
      `Content-Length: ${body.payload.length}`,
      '',
      '',
    ].join('\r\n');
    const sentFirst = body.payload.indexOf(Buffer.from('\r\n\r\n\x89PNG', 'latin1')) + 64 * 1024;
    socket.write(Buffer.concat([Buffer.from(head), body.payload.subarray(0, sentFirst)]));
    return {
      answer,
      finish: () => socket.write(body.payload.subarray(sentFirst)),
      close: () => socket.destroy(),
    };
  }

  it('refuses an unknown submission, a wrong token and a blocked address while the file is still coming', async () => {
    const known = await newSubmission();
    const cases = [
      {
        fields: { submissionId: '00000000-0000-4000-8000-000000000000', uploadToken: 'x' },
        code: 'SUBMISSION_NOT_FOUND',
      },
      { fields: { submissionId: known.submissionId, uploadToken: 'geraten' }, code: 'UPLOAD_NOT_ALLOWED' },
    ];
    for (const { fields, code } of cases) {
      const upload = await partialUpload({ ...fields, fileName: 'rezept.png' });
      const answer = await upload.answer;
      upload.close();
      expect(JSON.parse(answer.body), code).toMatchObject({ success: false, errorCode: code });
    }
    // The socket's address, blocked: refused before even the fields are read.
    await ctx.db.insert(ipBlacklist).values({ ipHash: ctx.ipHash('127.0.0.1'), reason: 'Test' });
    try {
      const upload = await partialUpload({ ...known, fileName: 'rezept.png' });
      const answer = await upload.answer;
      upload.close();
      expect(JSON.parse(answer.body).errorCode).toBe('IP_BLOCKED');
    } finally {
      await ctx.db.delete(ipBlacklist).where(eq(ipBlacklist.ipHash, ctx.ipHash('127.0.0.1')));
    }
  });

  it(`refuses the ${UPLOADS_PER_ADDRESS + 1}th upload under way from one address at once, and takes the next after one ended`, async () => {
    const held = [];
    for (let i = 0; i < UPLOADS_PER_ADDRESS; i++) {
      const upload = await partialUpload({ ...(await newSubmission()), fileName: 'rezept.png' });
      held.push(upload);
    }
    // The held uploads are permitted and being read; the next one is refused at once.
    const extra = await partialUpload({ ...(await newSubmission()), fileName: 'rezept.png' });
    const refused = await extra.answer;
    extra.close();
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false, errorCode: 'TOO_MANY_UPLOADS' });

    held[0]!.finish();
    expect((await held[0]!.answer).status).toBe(200);
    const next = await partialUpload({ ...(await newSubmission()), fileName: 'rezept.png' });
    next.finish();
    expect((await next.answer).status).toBe(200);
    next.close();
    held[0]!.close();
    // Uploads broken off by the client free their places too.
    for (const upload of held.slice(1)) upload.close();
    await expect
      .poll(async () => {
        const upload = await partialUpload({ ...(await newSubmission()), fileName: 'rezept.png' });
        upload.finish();
        const { status } = await upload.answer;
        upload.close();
        return status;
      })
      .toBe(200);
  });
});
