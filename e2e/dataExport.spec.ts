// "Datenauskunft" (GDPR Art. 15) from the detail screen: staff download one request's ZIP, see the same
// patient's other request (same address in another case, same number in another spelling), open it and
// export both together. Requests are sent through the real public API and scored by the server's workers.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { referenceNumber } from '../common/reception/referenceNumber.ts';
import { dataExportTexts as texts } from '../common/texts/dataExport.ts';
import { USER } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, uniqueTag } from './helpers.ts';
import { makePdf, receptionRequest, submitForm, uploadFile } from './submissionHelpers.ts';

async function download(page: Page, button: Locator) {
  const started = page.waitForEvent('download');
  await button.click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

test('staff download the Datenauskunft as a ZIP and find the same person’s other request', async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Erika Auskunft${tag}`;
  const email = `auskunft.${tag}@patient-post.test`;
  const first = await submitForm(page.request, receptionRequest(name, { email, phone: '+49 30 5550101' }));
  await uploadFile(page.request, first, {
    name: 'Rezept Auskunft.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf('Verordnung Krankengymnastik'),
  });
  const second = await submitForm(
    page.request,
    receptionRequest(name, {
      type: 'question',
      message: 'Haben Sie am Montagvormittag einen Termin frei?',
      email: email.toUpperCase(),
      phone: '030 5550101',
    }),
  );

  await logIn(page, USER);
  // The other request is found by its stored keys, written when the server's workers have scored it.
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/submissions/${first.submissionId}/related`);
        return ((await response.json()) as { submissions: { id: string }[] }).submissions.map((s) => s.id);
      },
      { timeout: 30_000 },
    )
    .toEqual([second.submissionId]);

  await page.goto(`/submissions/${first.submissionId}`);
  const section = page.getByTestId('data-export');
  await expect(section.getByRole('heading', { name: texts.section.title })).toBeVisible();
  const related = page.getByTestId('related-submissions');
  await expect(related.getByRole('heading', { name: texts.related.title })).toBeVisible();
  const link = related.getByRole('link', { name });
  await expect(link).toHaveCount(1);
  await expect(related).toContainText(referenceNumber(second.submissionId));

  const single = await download(
    page,
    section.getByRole('button', { name: texts.section.button, exact: true }),
  );
  expect(single.name).toMatch(
    new RegExp(`^datenauskunft-\\d{4}-\\d{2}-\\d{2}-${referenceNumber(first.submissionId)}\\.zip$`),
  );
  expect(single.name).not.toContain(tag);
  expect(single.bytes.subarray(0, 4).equals(ZIP_SIGNATURE)).toBe(true);
  const entries = unzipSync(new Uint8Array(single.bytes));
  expect(Object.keys(entries).sort()).toEqual([
    'auskunft.json',
    'auskunft.pdf',
    'dateien/Rezept Auskunft.pdf',
  ]);
  const json = JSON.parse(Buffer.from(entries['auskunft.json']!).toString('utf8'));
  expect(json.requests).toHaveLength(1);
  expect(json.requests[0]).toMatchObject({ id: first.submissionId, formData: { name, email } });
  expect(Buffer.from(entries['auskunft.pdf']!.subarray(0, 5)).toString()).toBe('%PDF-');

  await expectNoSeriousAxeViolations(page);

  const both = await download(page, related.getByRole('button', { name: texts.related.exportAll(2) }));
  const all = JSON.parse(
    Buffer.from(unzipSync(new Uint8Array(both.bytes))['auskunft.json']!).toString('utf8'),
  );
  expect(all.requests.map((r: { id: string }) => r.id)).toEqual([first.submissionId, second.submissionId]);

  // The link opens the other request, which lists the first in turn.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${second.submissionId}$`));
  await expect(page.getByTestId('related-submissions').getByRole('link', { name })).toHaveCount(1);
  await expect(page.getByTestId('related-submissions')).toContainText(referenceNumber(first.submissionId));
});
