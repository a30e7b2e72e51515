import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueMagicLink } from '../../commands/issueMagicLink.ts';
import { auditLog, formSubmissions, submissionFiles } from '../../db/schema.ts';
import { MAGIC_GRANT_COOKIE } from '../../http/magicGrant.ts';
import { createRequest, pdfBytes, uploadFile } from '../../test/detail.ts';
import {
  loginCookie,
  type makeTenant,
  practiceWithStaff,
  randomIp,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { pdfDocument } from '../../test/files.ts';
import { pngBytes } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
let strangerCookie: string;
let staffEmail: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const practice = await practiceWithStaff(ctx);
  ({ tenant, cookie, strangerCookie } = practice);
  staffEmail = practice.staff.email;
});
afterAll(() => ctx.close());

const fetchFile = (query: string, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'GET', url: `/functions/v1/decryptFile?${query}`, headers });

async function withFile(file: { name: string; type: string; bytes: Buffer }) {
  const request = await createRequest(ctx, tenant.tenantId);
  await uploadFile(ctx, request, file);
  return request.submissionId;
}

describe('GET /functions/v1/decryptFile', () => {
  it('streams the decrypted image inline with protective headers, and audits it', async () => {
    const bytes = pngBytes(4096, randomBytes(4096));
    const id = await withFile({ name: 'Rezept Müller.png', type: 'image/png', bytes });
    const response = await fetchFile(`submissionId=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="Rezept Muller.png"; filename*=UTF-8''Rezept%20M%C3%BCller.png`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'no-store',
    });
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'submission.read')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorKind: 'user', details: { via: 'file' } });
  });

  it('offers a PDF as attachment for downloads', async () => {
    const id = await withFile({ name: 'verordnung.pdf', type: 'application/pdf', bytes: pdfBytes() });
    const response = await fetchFile(`submissionId=${id}&download=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="verordnung.pdf"; filename*=UTF-8''verordnung.pdf`,
    );
    expect(response.rawPayload.equals(pdfBytes())).toBe(true);
  });

  it('accepts a session token as Bearer (calls outside the browser)', async () => {
    const id = await withFile({ name: 'r.png', type: 'image/png', bytes: pngBytes(100) });
    const token = (await loginCookie(ctx, staffEmail, TEST_PASSWORD)).replace('pd_session=', '');
    const response = await fetchFile(`submissionId=${id}`, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    // The public website key is no staff session.
    const withKey = await fetchFile(`submissionId=${id}`, {
      authorization: `Bearer ${ctx.anonKey}`,
      apikey: ctx.anonKey,
    });
    expect(withKey.statusCode).toBe(401);
  });

  it('refuses strangers, the anonymous, bad ids; says when there is no file', async () => {
    const id = await withFile({ name: 'r.png', type: 'image/png', bytes: pngBytes(100) });
    const foreign = await fetchFile(`submissionId=${id}`, { cookie: strangerCookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      errorCode: 'NOT_FOUND',
      error: 'Formular-Einreichung nicht gefunden.',
    });
    expect((await fetchFile(`submissionId=${id}`, {})).statusCode).toBe(401);
    const bad = await fetchFile('submissionId=../../etc/passwd');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    const { submissionId: empty } = await createRequest(ctx, tenant.tenantId);
    const none = await fetchFile(`submissionId=${empty}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().errorCode).toBe('FILE_NOT_FOUND');
  });

  it('answers a clear error, never a 500, for tampered ciphertext', async () => {
    const id = await withFile({ name: 'r.png', type: 'image/png', bytes: pngBytes(500) });
    const [row] = await ctx.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id));
    const tampered = Buffer.from(row!.data);
    tampered[tampered.length - 1]! ^= 0xff;
    await ctx.db.update(submissionFiles).set({ data: tampered }).where(eq(submissionFiles.submissionId, id));
    const response = await fetchFile(`submissionId=${id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errorCode: 'DECRYPTION_FAILED',
      error: 'Entschlüsselung fehlgeschlagen',
    });
  });
});

/** A well-formed PDF that also carries a page: opened as .html from disk, a browser would run its script. */
const pdfWithPage = () => pdfDocument('<html><script>alert(document.cookie)</script></html>');

describe('the name a file is served under (issue 27 #6)', () => {
  const nameOf = (response: { headers: Record<string, unknown> }) =>
    /filename\*=UTF-8''(.+)$/.exec(String(response.headers['content-disposition']))?.[1];

  it('ends in the detected type: a PDF named .html downloads as .pdf, a PNG named .pdf.exe as .pdf.png', async () => {
    const pdf = await withFile({ name: 'befund.html', type: 'text/html', bytes: pdfWithPage() });
    const download = await fetchFile(`submissionId=${pdf}&download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="befund.pdf"; filename*=UTF-8''befund.pdf`,
    );
    expect(nameOf(await fetchFile(`submissionId=${pdf}`))).toBe('befund.pdf');
    const png = await withFile({ name: 'x.pdf.exe', type: 'application/octet-stream', bytes: pngBytes(200) });
    const image = await fetchFile(`submissionId=${png}&download=1`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(nameOf(image)).toBe('x.pdf.png');
    // The staff detail names it the same (the browser saves the download under this name).
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/submissions/${png}`,
      headers: { cookie },
    });
    expect(detail.json().submission.prescription_file).toMatchObject({
      fileName: 'x.pdf.png',
      fileType: 'image/png',
    });
  });

  it('fixes names stored before: an old row named .html is served and shown as .pdf', async () => {
    const id = await withFile({ name: 'r.pdf', type: 'application/pdf', bytes: pdfWithPage() });
    const metadata = {
      fileName: 'alt/../Befund Müller.html',
      fileType: 'application/pdf',
      fileSize: pdfWithPage().length,
      uploadedAt: '2025-01-02T10:00:00.000Z',
    };
    // Once encrypted, and as the clear JSON of still older rows.
    for (const stored of [await ctx.crypto.encryptJson(tenant.id, metadata), JSON.stringify(metadata)]) {
      await ctx.db
        .update(formSubmissions)
        .set({ prescriptionEncryptedUrl: stored })
        .where(eq(formSubmissions.id, id));
      const download = await fetchFile(`submissionId=${id}&download=1`);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(nameOf(download)).toBe(encodeURIComponent('Befund Müller.pdf'));
      const detail = await ctx.app.inject({
        method: 'GET',
        url: `/api/submissions/${id}`,
        headers: { cookie },
      });
      expect(detail.json().submission.prescription_file.fileName).toBe('Befund Müller.pdf');
    }
  });

  it('serves a type the upload check never stored as a download-only .bin', async () => {
    const id = await withFile({ name: 'r.pdf', type: 'application/pdf', bytes: pdfBytes() });
    await ctx.db
      .update(formSubmissions)
      .set({
        prescriptionEncryptedUrl: await ctx.crypto.encryptJson(tenant.id, {
          fileName: 'seite.html',
          fileType: 'text/html',
          fileSize: 10,
          uploadedAt: '2020-01-01T00:00:00.000Z',
        }),
      })
      .where(eq(formSubmissions.id, id));
    const response = await fetchFile(`submissionId=${id}`);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(nameOf(response)).toBe('seite.bin');
  });
});

describe('GET /functions/v1/decryptFile with a magic-link grant', () => {
  /** The grant cookie a browser gets from opening the submission's link. */
  async function grantFor(submissionId: string) {
    const { token } = await issueMagicLink(ctx.db, ctx.keyedHash, {
      submissionId,
      recipient: 'a@praxis.test',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/verifySubmissionToken',
      headers: { apikey: ctx.anonKey },
      payload: { submissionId, token },
      remoteAddress: randomIp(),
    });
    const grant = response.cookies.find((c) => c.name === MAGIC_GRANT_COOKIE);
    if (response.statusCode !== 200 || !grant) throw new Error(`verify: ${response.body}`);
    return `${MAGIC_GRANT_COOKIE}=${grant.value}`;
  }

  it('serves the file of its own submission, audited as the magic link', async () => {
    const bytes = pngBytes(300);
    const id = await withFile({ name: 'r.png', type: 'image/png', bytes });
    const grant = await grantFor(id);
    const response = await fetchFile(`submissionId=${id}&download=1`, { cookie: grant });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-security-policy']).toBe('sandbox');
    // Opening the link was a read too (via magic_link); the file's own read follows it.
    const reads = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'submission.read')));
    const entry = reads.find((row) => row.details?.via === 'file_download');
    expect(entry).toMatchObject({
      actorKind: 'magic_link',
      actorUserId: null,
      tenantId: tenant.id,
      details: { via: 'file_download', tokenId: expect.any(String) },
    });
  });

  it('names a PDF uploaded as .html by its type here too', async () => {
    const id = await withFile({ name: 'x.html', type: 'text/html', bytes: pdfWithPage() });
    const response = await fetchFile(`submissionId=${id}&download=1`, { cookie: await grantFor(id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`,
    );
  });

  it('reaches no other submission, and a forged or missing grant is as no grant: 401', async () => {
    const own = await withFile({ name: 'r.png', type: 'image/png', bytes: pngBytes(100) });
    const other = await withFile({ name: 'r.png', type: 'image/png', bytes: pngBytes(100) });
    const grant = await grantFor(own);
    const foreign = await fetchFile(`submissionId=${other}`, { cookie: grant });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().errorCode).toBe('UNAUTHENTICATED');
    const forged = grant.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect((await fetchFile(`submissionId=${own}`, { cookie: forged })).statusCode).toBe(401);
    expect((await fetchFile(`submissionId=${own}`, { cookie: `${MAGIC_GRANT_COOKIE}=x` })).statusCode).toBe(
      401,
    );
    // Staff keep the staff way: a stranger's session with the grant still gets the stranger's 404.
    const both = await fetchFile(`submissionId=${own}`, { cookie: `${strangerCookie}; ${grant}` });
    expect(both.statusCode).toBe(404);
  });
});
