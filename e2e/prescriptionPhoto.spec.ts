// A prescription photo over 4 MB (issue 29) at phone size: the browser makes it smaller (long side 2,500 px,
// JPEG), keeps it upright and drops its EXIF block (GPS position) before the upload; the practice's staff
// download what arrived. A small photo is sent unchanged; a PDF over 4 MB is refused as before.

import { readFile } from 'node:fs/promises';
import { formatMegabytes } from '../common/submission/fileSize.ts';
import { receptionTexts } from '../common/texts/reception.ts';
import { submissionTexts } from '../common/texts/submission.ts';
import { USER } from './fixtures.ts';
import { logIn } from './helpers.ts';
import { hasExif, jpegSegments, jpegSize, noisyJpeg, withExif } from './photoFiles.ts';
import { acceptPrivacy, at, fileInput, fillContact, PATHS } from './receptionHelpers.ts';
import { expect, type Page, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const MAX_BYTES = 4_194_304;
const texts = receptionTexts.prescription;
/** Where the photo was taken: the EXIF GPS block that must not reach the practice. */
const BERLIN = {
  latitude: [52, 31, 12] as [number, number, number],
  longitude: [13, 24, 36] as [number, number, number],
};
const shrinkStatus = (page: Page) => page.getByTestId('photo-shrink-status');

/** Sends the filled form and answers the new submission's id once its file is uploaded. */
async function send(page: Page): Promise<string> {
  await acceptPrivacy(page);
  const submitted = page.waitForResponse((response) => response.url().endsWith('/functions/v1/submitForm'));
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/functions/v1/secureUpload'));
  await page.getByRole('button', { name: texts.submit }).click();
  const { submissionId } = (await (await submitted).json()) as { submissionId: string };
  expect((await uploaded).status()).toBe(200);
  await expect(page).toHaveURL(/submission-erfolg/);
  return submissionId;
}

/** What the practice's staff download from the request's detail: the stored file's name and bytes. */
async function downloadAsStaff(page: Page, submissionId: string) {
  await logIn(page, USER, { at: `/submissions/${submissionId}` });
  const file = page.getByTestId('prescription-file');
  const started = page.waitForEvent('download');
  await file.getByRole('button', { name: submissionTexts.file.download }).click();
  const download = await started;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('an 8 MB phone photo is made smaller, kept upright and sent without its GPS data', async ({ page }) => {
  await page.goto(at(PATHS.prescription));
  // A 12-megapixel photo taken with the phone held upright: the pixels lie on their side (EXIF orientation 6).
  const photo = withExif(await noisyJpeg(page, { width: 4000, height: 3000, noise: 120, quality: 0.95 }), {
    orientation: 6,
    ...BERLIN,
  });
  expect(photo.length).toBeGreaterThan(8_000_000);
  expect(hasExif(jpegSegments(photo))).toBe(true);

  await fillContact(page);
  await fileInput(page).setInputFiles({ name: 'IMG_0815.JPG', mimeType: 'image/jpeg', buffer: photo });
  const status = shrinkStatus(page);
  await expect(status).toContainText(
    new RegExp(
      `Ihr Foto wurde für den Versand verkleinert \\(von ${formatMegabytes(photo.length)} auf \\d,\\d\\d MB\\)`,
    ),
  );
  await expect(page.getByText('IMG_0815.jpg')).toBeVisible();
  await expect(fileInput(page)).not.toHaveAttribute('aria-invalid', 'true');
  const told = await status.textContent();
  const submissionId = await send(page);

  const stored = await downloadAsStaff(page, submissionId);
  expect(stored.name).toBe('IMG_0815.jpg');
  expect(stored.bytes.length).toBeLessThanOrEqual(MAX_BYTES);
  expect([...stored.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const segments = jpegSegments(stored.bytes);
  expect(hasExif(segments)).toBe(false);
  // Upright: the long side of 2,500 px is now the height.
  expect(jpegSize(segments)).toEqual({ width: 1875, height: 2500 });
  // The patient was told the size that arrived.
  expect(told).toBe(texts.photoShrunk(photo.length, stored.bytes.length));
});

test('a photo within 4 MB is sent exactly as it is', async ({ page }) => {
  await page.goto(at(PATHS.prescription));
  const photo = withExif(await noisyJpeg(page, { width: 800, height: 600, noise: 40, quality: 0.9 }), {
    orientation: 1,
    ...BERLIN,
  });
  await fillContact(page);
  await fileInput(page).setInputFiles({ name: 'rezept.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('rezept.jpg')).toBeVisible();
  await expect(shrinkStatus(page)).toBeEmpty();
  const submissionId = await send(page);

  const stored = await downloadAsStaff(page, submissionId);
  expect(stored.name).toBe('rezept.jpg');
  expect(Buffer.compare(stored.bytes, photo)).toBe(0);
});

test('a PDF over 4 MB is refused with the size message, nothing is made smaller or sent', async ({
  page,
}) => {
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/')) requests++;
  });
  await page.goto(at(PATHS.prescription));
  await fillContact(page);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1_048_576)]);
  await fileInput(page).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(texts.fileTooLarge(pdf.length), { exact: true })).toBeVisible();
  await expect(shrinkStatus(page)).toBeEmpty();
  await acceptPrivacy(page);
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(fileInput(page)).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toBe(0);
});
