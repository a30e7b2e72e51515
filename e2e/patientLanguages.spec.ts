// The reception in the patients' own languages (issue 29), at phone size: a request and all 20 anamnese
// steps in Turkish (chosen in the address) and in Arabic (the browser's language, right to left), then the
// staff detail in German — German answer labels from the stored codes, the patient's own words as written,
// and "Sprache: …". And the switch: changing the language keeps what was typed.
import type { Page } from '@playwright/test';
import { QUESTIONNAIRE } from '../common/anamnese/questionnaire.ts';
import { parseReceptionConfig } from '../common/tenantConfig.ts';
import type { PatientCatalogue } from '../common/texts/patient/catalogue.ts';
import { PATIENT_CATALOGUES } from '../common/texts/patient/catalogues.ts';
import { de } from '../common/texts/patient/de.ts';
import { patientWords } from '../common/texts/patient/patientWords.ts';
import { demoTenantConfig } from '../server/db/seed/demoSamples.ts';
import { USER } from './fixtures.ts';
import { logIn } from './helpers.ts';
import { at, PATHS } from './receptionHelpers.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A name that contains `text` (escaped: catalogue texts may hold brackets). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const DEMO_CONFIG = parseReceptionConfig(demoTenantConfig, '');

/** A self-pay request through the forms, then the anamnese to its end; the request's id. */
async function requestWithAnamnese(
  page: Page,
  t: PatientCatalogue,
  words: { message: string; goal: string },
) {
  const { reception } = t;
  await page.getByRole('link', { name: containing(reception.booking.selfPay.title) }).click();
  await page.getByLabel(reception.fields.name).fill('Ayşe Yılmaz');
  await page.getByLabel(reception.fields.phone).fill('0151 23456789');
  await page.getByLabel(reception.fields.email).fill('ayse.yilmaz@example.com');
  await page.getByLabel(reception.selfPay.messageLabel).fill(words.message);
  await page.getByRole('checkbox', { name: containing(reception.privacy.link) }).check();
  const submitted = page.waitForResponse((r) => r.url().endsWith('/functions/v1/submitForm'));
  await page.getByRole('button', { name: reception.selfPay.submit }).click();
  const response = await submitted;
  expect(response.request().postDataJSON().patientLanguage).toBe(t.language);
  const { submissionId } = (await response.json()) as { submissionId: string };

  await page.getByRole('button', { name: reception.submissionSuccess.start }).click();
  const { questions, yes, no } = t.questionnaire;
  for (const [index, question] of QUESTIONNAIRE.entries()) {
    const texts = questions[question.id]!;
    await expect(page.getByText(t.anamnese.stepOf(index + 1, 20), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
    if (question.id === 'bodyParts') {
      await page.getByLabel(texts.options!.knee_right!, { exact: true }).check();
      await page.getByRole('button', { name: t.anamnese.next }).click();
    } else if (question.id === 'comorbidities') {
      await page.getByLabel(yes, { exact: true }).check();
      await page.getByLabel(texts.textLabel!).fill(words.goal.split(' ')[0]!);
      await page.getByRole('button', { name: t.anamnese.next }).click();
    } else if (question.type === 'yesnoText') {
      await page.getByLabel(no, { exact: true }).check();
      await page.getByRole('button', { name: t.anamnese.next }).click();
    } else if (question.type === 'textConsent') {
      await page.getByLabel(texts.textLabel!).fill(words.goal);
      await page.getByRole('checkbox', { name: texts.consentLabel! }).check();
      const sent = page.waitForResponse((r) => r.url().endsWith('/functions/v1/submitAnamnese'));
      await page.getByRole('button', { name: t.anamnese.submit }).click();
      expect((await sent).status()).toBe(200);
    } else {
      await page.getByRole('button', { name: t.anamnese.skip }).click();
    }
  }
  await expect(page.getByText(t.reception.success.byType.anamnese.heading)).toBeVisible();
  return submissionId;
}

/** Staff read the request in German: the kind, the German labels of the codes, the patient's own words. */
async function expectGermanDetail(
  page: Page,
  id: string,
  language: string,
  words: { message: string; goal: string },
) {
  await logIn(page, USER, { at: `/submissions/${id}` });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('patient-language')).toHaveText(`Sprache: ${language}`);
  await expect(page.getByText(words.message)).toBeVisible();
  await expect(page.getByText('Knie rechts').first()).toBeVisible();
  await expect(page.getByText(words.goal)).toBeVisible();
}

test('a request and the 20-step anamnese in Turkish; staff read it in German', async ({ page }) => {
  const tr = PATIENT_CATALOGUES.tr;
  await page.goto(`${at(PATHS.home)}&lang=tr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: tr.reception.home.welcomeTitle })).toBeVisible();
  await page
    .getByRole('link', { name: containing(tr.reception.home.book.title(patientWords(DEMO_CONFIG, tr))) })
    .click();
  const words = { message: 'Sırtım çok ağrıyor, randevu rica ediyorum.', goal: 'Ağrısız yürümek istiyorum' };
  const id = await requestWithAnamnese(page, tr, words);
  await expectGermanDetail(page, id, 'Türkisch', words);
});

test.describe('with an Arabic browser', () => {
  test.use({ locale: 'ar' });

  test('the reception speaks Arabic right to left, and staff read the request in German', async ({
    page,
  }) => {
    const ar = PATIENT_CATALOGUES.ar;
    await page.goto(at(PATHS.booking));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Mirrored: the page's start is on the right, so the heading's right edge meets the content's.
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(main!.x + main!.width - (heading!.x + heading!.width)).toBeLessThan(32);
    const words = { message: 'أعاني من ألم شديد في الظهر، أرجو تحديد موعد.', goal: 'أريد أن أمشي دون ألم' };
    const id = await requestWithAnamnese(page, ar, words);
    await expectGermanDetail(page, id, 'Arabisch', words);
  });
});

test('the language switch keeps what was typed and goes along to the next page', async ({ page }) => {
  const en = PATIENT_CATALOGUES.en;
  await page.goto(at(PATHS.question));
  await page.getByLabel(de.reception.fields.name).fill('Erika Mustermann');
  await page.getByLabel(de.reception.question.messageLabel).fill('Haben Sie samstags geöffnet?');
  await page.getByRole('combobox', { name: /Language/ }).selectOption('en');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/lang=en/);
  await expect(page.getByLabel(en.reception.fields.name)).toHaveValue('Erika Mustermann');
  await expect(page.getByLabel(en.reception.question.messageLabel)).toHaveValue(
    'Haben Sie samstags geöffnet?',
  );
  // A check in the new language, and the next page keeps it.
  await page.getByRole('button', { name: en.reception.question.submit }).click();
  await expect(page.getByText(en.fieldMessages.phone)).toBeVisible();
  await page.getByRole('link', { name: en.reception.homeLabel }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.reception.home.welcomeTitle })).toBeVisible();
  await expect(page).toHaveURL(/lang=en/);
});
