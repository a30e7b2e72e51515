// The whole patient journey in one go, at phone size: a prescription request with a real PNG, the success
// page, all 20 anamnese steps, and the final thank-you page.

import { QUESTIONNAIRE } from '../common/anamnese/questionnaire.ts';
import { anamneseTexts } from '../common/texts/anamnese.ts';
import { receptionTexts } from '../common/texts/reception.ts';
import { E2E_TENANT } from './fixtures.ts';
import { TINY_PNG } from './receptionHelpers.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('prescription with upload → submission success → 20 anamnese steps → thank-you page', async ({
  page,
}) => {
  await page.goto(`/online-rezeption/terminbuchung/rezept?tenant=${E2E_TENANT.slug}`);
  await page.getByLabel(receptionTexts.fields.name).fill('Jana Reise');
  await page.getByLabel(receptionTexts.fields.phone).fill('0151 23456789');
  await page.getByLabel(receptionTexts.fields.email).fill('jana.reise@example.com');
  await page.getByLabel(receptionTexts.prescription.fileLabel).setInputFiles({
    name: 'rezept.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  const submitted = page.waitForResponse((r) => r.url().endsWith('/functions/v1/submitForm'));
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/functions/v1/secureUpload'));
  await page.getByRole('button', { name: receptionTexts.prescription.submit }).click();
  const { submissionId } = (await (await submitted).json()) as { submissionId: string };
  expect(await (await uploaded).json()).toMatchObject({ success: true, fileType: 'image/png' });

  await expect(page).toHaveURL(/\/online-rezeption\/submission-erfolg/);
  await page.getByRole('button', { name: 'Jetzt zur Anamnese' }).click();
  await expect(page).toHaveURL(/\/online-rezeption\/anamnese/);

  for (const [index, question] of QUESTIONNAIRE.entries()) {
    await expect(page.getByText(anamneseTexts.stepOf(index + 1, 20), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: question.title })).toBeVisible();
    if (question.skippable) {
      // Answer the first option where there is a simple choice, skip the rest.
      if (question.type === 'single' || question.type === 'multi') {
        await page.getByLabel(question.options[0]!.label, { exact: true }).check();
        await page.getByRole('button', { name: anamneseTexts.next }).click();
      } else {
        await page.getByRole('button', { name: anamneseTexts.skip }).click();
      }
    } else if (question.type === 'yesnoText') {
      await page.getByLabel('Nein', { exact: true }).check();
      await page.getByRole('button', { name: anamneseTexts.next }).click();
    } else if (question.type === 'textConsent') {
      await page.getByLabel(question.textLabel).fill('Wieder ohne Schmerzen laufen');
      await page.getByRole('checkbox', { name: /Ich willige ein/ }).check();
      const sent = page.waitForResponse((r) => r.url().endsWith('/functions/v1/submitAnamnese'));
      await page.getByRole('button', { name: anamneseTexts.submit }).click();
      expect((await sent).status()).toBe(200);
    }
  }

  await expect(page).toHaveURL(/\/online-rezeption\/erfolg/);
  await expect(page.getByText(receptionTexts.success.byType.anamnese.heading)).toBeVisible();
  await expect(page.getByText(submissionId.slice(0, 8).toUpperCase(), { exact: true })).toBeVisible();
});
