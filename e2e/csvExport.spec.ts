// "CSV exportieren" on the dashboard (issue 31): staff export the last 30 days for German Excel, first without
// and then with health data, and read the downloaded files back.
import { readFile } from 'node:fs/promises';
import { referenceNumber } from '../common/reception/referenceNumber.ts';
import { csvExportTexts as texts } from '../common/texts/csvExport.ts';
import { USER } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, uniqueTag } from './helpers.ts';
import { receptionRequest, submitForm } from './submissionHelpers.ts';
import { expect, type Page, test } from './test.ts';

async function exportFile(page: Page) {
  const started = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: texts.submit }).click();
  const file = await started;
  return { name: file.suggestedFilename(), text: (await readFile((await file.path())!)).toString('utf8') };
}

test('staff export requests as CSV, with health data only when ticked', async ({ page }) => {
  const tag = uniqueTag();
  const name = `Erika Tabelle${tag}`;
  const sent = await submitForm(
    page.request,
    receptionRequest(name, { message: `Knieschmerzen nach dem Joggen, Grüße ${tag}` }),
  );

  await logIn(page, USER);
  await page.getByRole('button', { name: texts.open }).click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(texts.filtersTitle)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const plain = await exportFile(page);
  expect(plain.name).toMatch(/^Anfragen-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(plain.text.startsWith('\uFEFFReferenznummer;Eingang;Praxis;Art der Anfrage;')).toBe(true);
  expect(plain.text).toContain(referenceNumber(sent.submissionId));
  expect(plain.text).not.toContain(tag);
  await expect(dialog.getByRole('status')).toContainText(texts.done);

  await dialog.getByLabel(texts.health).check();
  await expect(dialog.getByText(texts.healthWarning)).toBeVisible();
  const withHealth = await exportFile(page);
  expect(withHealth.text.startsWith('\uFEFFReferenznummer;')).toBe(true);
  expect(withHealth.text.split('\r\n')[0]).toContain(';Name;Telefon;E-Mail;Nachricht;');
  expect(withHealth.text).toContain(name);
  expect(withHealth.text).toContain(`Grüße ${tag}`);

  // A range the wrong way round is told at the field, without a request.
  await dialog.getByLabel(texts.from).fill('2030-01-02');
  await dialog.getByLabel(texts.to).fill('2030-01-01');
  await dialog.getByRole('button', { name: texts.submit }).click();
  await expect(dialog.getByText(texts.errors.fromAfterTo)).toBeVisible();
});
