// Issue 43, finding 1: decompression bombs. Refused at the upload (what a file decodes to is bounded), and one
// an older install took is exported without stalling the server: the work runs in the file worker, /healthz
// keeps answering, and the server's own heap stays where it was.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptionPdfTexts } from '../../../common/texts/prescriptionPdf.ts';
import { formSubmissions, submissionFiles } from '../../db/schema.ts';
import { readPdfText } from '../../services/pdf/pdfTextForTests.ts';
import { createRequest } from '../../test/detail.ts';
import { type makeTenant, practiceWithStaff, randomIp } from '../../test/factories.ts';
import { pdfBomb, pngBomb, storeAsOlderInstall } from '../../test/fileBombs.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ tenant, cookie } = await practiceWithStaff(ctx));
  // One ordinary export first: the file worker starts (from the sources, through tsx: seconds of CPU on this
  // machine) as at any server's first PDF, not inside a measured export.
  const { submissionId } = await createRequest(ctx, tenant.tenantId);
  const warm = await ctx.app.inject({
    method: 'GET',
    url: `/api/submissions/${submissionId}/pdf`,
    headers: { cookie },
  });
  expect(warm.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const MB = 1_048_576;
/** A 10,000 × 10,000 RGB PNG of zeros (300 MB of pixels in 0.3 MB), as the review sent it. */
const bigPng = () => ({ name: 'rezept.png', type: 'image/png', bytes: pngBomb(10_000, 10_000) });
/** An object stream of 256 MB of zeros in 0.26 MB (the review's was 10⁹ bytes in 0.97 MB). */
const objectStreamPdf = () => ({ name: 'rezept.pdf', type: 'application/pdf', bytes: pdfBomb(256 * MB) });

async function upload(file: { name: string; type: string; bytes: Buffer }) {
  const request = await createRequest(ctx, tenant.tenantId);
  const body = multipart({ ...request, fileName: file.name }, file);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/secureUpload',
    ...body,
    remoteAddress: randomIp(),
  });
  return { response, submissionId: request.submissionId };
}

async function expectNothingStored(submissionId: string) {
  const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
  expect(row!.prescriptionEncryptedUrl).toBeNull();
  expect(
    await ctx.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, submissionId)),
  ).toEqual([]);
}

describe('secureUpload refuses decompression bombs', () => {
  it.each([
    ['a PNG of 10,000 × 10,000 pixels', bigPng],
    [
      'a PNG whose image data inflates beyond its 100 × 100 pixels',
      () => ({
        name: 'rezept.png',
        type: 'image/png',
        bytes: pngBomb(100, 100, 64 * MB),
      }),
    ],
    ['a PDF whose object stream inflates to 256 MB', objectStreamPdf],
    [
      'a PDF whose content stream inflates to 400 MB',
      () => ({
        name: 'rezept.pdf',
        type: 'application/pdf',
        bytes: pdfBomb(400 * MB, '/Subtype /Image /Width 1 /Height 1'),
      }),
    ],
  ])('%s: UNSUPPORTED_FILE_TYPE, nothing stored', async (_, file) => {
    const { response, submissionId } = await upload(file());
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      errorCode: 'UNSUPPORTED_FILE_TYPE',
      error: 'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
    });
    await expectNothingStored(submissionId);
  });

  it('still takes a PDF whose streams inflate within the limits', async () => {
    const file = { name: 'scan.pdf', type: 'application/pdf', bytes: pdfBomb(8 * MB, '/Subtype /Image') };
    expect((await upload(file)).response.statusCode).toBe(200);
  });
});

/**
 * Runs `work` while /healthz is asked again and again (each right after the last answered); the slowest answer
 * and the server thread's heap growth.
 */
// Far above the bench's figures (45–65 ms on a quiet machine, 2026-12-02) and far below the 15–20 s stalls of
// the export on the server thread: a loaded CI machine (the browser lane beside this one) must not fail it. The
// 200-ms target itself is the bench's (npm run bench:file-bombs), never a timed assertion here.
const STALL_LIMIT_MS = 2000;

async function whilePolled<T>(work: () => Promise<T>) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let slowest = 0;
  let polls = 0;
  let done = false;
  const polling = (async () => {
    while (!done) {
      const started = performance.now();
      const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      polls++;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const result = await work();
  done = true;
  await polling;
  return { result, slowest, polls, heapGrowth: process.memoryUsage().heapUsed - heapBefore };
}

describe('a bomb an older install took', () => {
  async function storedRequest(file: { name: string; type: string; bytes: Buffer }) {
    const { submissionId } = await createRequest(ctx, tenant.tenantId);
    await storeAsOlderInstall(ctx, { submissionId, tenantUuid: tenant.id }, file);
    return submissionId;
  }

  it.each([
    ['the PNG', bigPng],
    ['the PDF', objectStreamPdf],
  ])('%s: "PDF" answers without stalling /healthz', async (_, file) => {
    const id = await storedRequest(file());
    const { result, slowest, polls, heapGrowth } = await whilePolled(() =>
      ctx.app.inject({ method: 'GET', url: `/api/submissions/${id}/pdf`, headers: { cookie } }),
    );
    expect(polls).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(STALL_LIMIT_MS);
    // The server thread never holds the decoded bytes (the file worker's heap is its own).
    expect(heapGrowth).toBeLessThan(64 * MB);
    // The export succeeds with the note that the file could not be attached, or fails with the stable error.
    if (result.statusCode === 200) {
      const { text } = await readPdfText(result.rawPayload);
      expect(text.replace(/\s+/g, ' ')).toContain(prescriptionPdfTexts.notAttached.replace(/\s+/g, ' '));
    } else {
      expect(result.statusCode).toBe(422);
      expect(result.json().errorCode).toBe('FILE_TOO_COMPLEX');
    }
  });

  it('a Datenauskunft of both answers without stalling /healthz', async () => {
    const first = await storedRequest(bigPng());
    const second = await storedRequest(objectStreamPdf());
    const { result, slowest, heapGrowth } = await whilePolled(() =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/submissions/${first}/data-export?ids=${second}`,
        headers: { cookie },
      }),
    );
    expect(slowest).toBeLessThan(STALL_LIMIT_MS);
    expect(heapGrowth).toBeLessThan(64 * MB);
    expect([200, 422]).toContain(result.statusCode);
    if (result.statusCode === 422) expect(result.json().errorCode).toBe('FILE_TOO_COMPLEX');
  });
});
