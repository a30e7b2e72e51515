// What the patient reads, at phone size: the practice's own words (spec 002 §3 tenant configuration) and their
// defaults by business type, the 24-hour cancellation notice (§2, §9), and the verbatim file messages of §5
// when the server, not the browser, refuses a prescription file. The practices with other words are seeded by
// e2e/server.ts (WORDING_TENANTS).

import { receptionTexts } from '../common/texts/reception.ts';
import { CALL_ONLY_TENANT, E2E_TENANT, WORDING_TENANTS } from './fixtures.ts';
import { acceptPrivacy, at, fileInput, fillContact, PATHS, TINY_PNG } from './receptionHelpers.ts';
import { expect, type Page, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const card = (page: Page, name: RegExp) => page.getByRole('link', { name });

test('every type word of the configuration shows where it belongs', async ({ page }) => {
  const own = WORDING_TENANTS.ownWords.slug;
  await page.goto(at(PATHS.home, own));
  await expect(page.getByRole('banner').getByText('Zentrum für Bewegung', { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Bewegungszentrum Nord GmbH');
  await expect(card(page, /^Kurstermin anfragen/)).toBeVisible();
  await expect(card(page, /^Kurstermin absagen/)).toBeVisible();
  await expect(card(page, /Frage an unser Zentrum-Team\?/)).toBeVisible();

  await page.goto(at(PATHS.booking, own));
  await expect(h1(page, 'Kurstermin anfragen')).toBeVisible();
  await expect(card(page, /Kurs ohne Rezept – Sie bezahlen selbst\./)).toBeVisible();
  await page.goto(at(PATHS.prescription, own));
  await expect(h1(page, 'Kurstermin mit Rezept anfragen')).toBeVisible();
  await page.goto(at(PATHS.cancellation, own));
  await expect(h1(page, 'Kurstermin absagen')).toBeVisible();
  await page.goto(at(PATHS.question, own));
  await expect(page.getByText(/unser Zentrum-Team antwortet Ihnen/)).toBeVisible();

  await page.goto(at(PATHS.selfPay, own));
  await expect(h1(page, 'Kurs als Selbstzahler anfragen')).toBeVisible();
  await fillContact(page);
  await acceptPrivacy(page);
  await page.getByLabel(receptionTexts.selfPay.messageLabel).fill('Ich möchte fitter werden.');
  await page.getByRole('button', { name: receptionTexts.selfPay.submit }).click();
  await expect(
    page.getByText(/So können sich unsere Sporttherapeut:innen gezielt auf Sie vorbereiten\./),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Anamnese überspringen' }).click();
  await expect(
    page.getByText('Unser Zentrum-Team meldet sich mit einem Vorschlag bei Ihnen.', { exact: true }),
  ).toBeVisible();
});

test('a medical practice without its own words gets the medical defaults', async ({ page }) => {
  const plain = WORDING_TENANTS.medicalDefaults.slug;
  await page.goto(at(PATHS.home, plain));
  // No full name configured: the footer names the practice by its company name.
  await expect(page.getByRole('contentinfo')).toContainText('Physiotherapie am Stadtpark');
  await expect(page.getByRole('banner').getByText('Praxis', { exact: true })).toBeVisible();
  await expect(card(page, /^Termin anfragen/)).toBeVisible();
  await expect(card(page, /^Frage stellen.*unser Praxis-Team/)).toBeVisible();
  await expect(card(page, /^Termin absagen/)).toBeVisible();

  await page.goto(at(PATHS.booking, plain));
  await expect(card(page, /Heilmittelverordnung/)).toBeVisible();
  await expect(card(page, /Behandlung ohne Rezept/)).toBeVisible();
  await expect(card(page, /^Rezept manuell eingeben/)).toBeVisible();
  await page.goto(at(PATHS.selfPay, plain));
  await expect(h1(page, 'Behandlung als Selbstzahler anfragen')).toBeVisible();
  await expect(page.getByText(/Zum Beispiel Ihre Beschwerden/)).toBeVisible();
});

test('a non-medical business without its own words gets other defaults and wording', async ({ page }) => {
  const studio = WORDING_TENANTS.studioDefaults.slug;
  await page.goto(at(PATHS.home, studio));
  await expect(page.getByRole('banner').getByText('Studio', { exact: true })).toBeVisible();
  await expect(card(page, /^Frage stellen.*unser Studio-Team/)).toBeVisible();
  await expect(card(page, /Mit Ihren Zielen und Wünschen/i)).toBeVisible();

  await page.goto(at(PATHS.booking, studio));
  await expect(card(page, /^Mit Rezept/)).not.toContainText('Heilmittelverordnung');
  await expect(card(page, /Training ohne Rezept/)).toBeVisible();
  await expect(card(page, /^Ziele und Wünsche angeben/)).toBeVisible();
  await expect(card(page, /Rezept manuell eingeben/)).toHaveCount(0);
  await page.goto(at(PATHS.manual, studio));
  await expect(h1(page, 'Ziele und Wünsche angeben')).toBeVisible();
  await page.goto(at(PATHS.selfPay, studio));
  await expect(h1(page, 'Training als Selbstzahler anfragen')).toBeVisible();
  await expect(page.getByText(/Zum Beispiel Ihre Ziele/)).toBeVisible();
});

test('the cancellation notice says that a no-show fee is charged, on the form and by phone', async ({
  page,
}) => {
  const notice =
    'Bitte sagen Sie mindestens 24 Stunden vor dem vereinbarten Beginn ab. Andernfalls wird eine Ausfallgebühr berechnet.';
  for (const slug of [E2E_TENANT.slug, CALL_ONLY_TENANT.slug]) {
    await page.goto(at(PATHS.cancellation, slug));
    await expect(page.getByText(notice, { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('kann eine Ausfallgebühr');
  }
});

async function sendPrescription(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(at(PATHS.prescription));
  await fillContact(page);
  await acceptPrivacy(page);
  await fileInput(page).setInputFiles(file);
  await page.getByRole('button', { name: receptionTexts.prescription.submit }).click();
}

/** The message in the alert above the form and at the file field, word for word. */
async function expectFileMessage(page: Page, message: string) {
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(receptionTexts.prescription.uploadErrorTitle);
  await expect(alert.getByText(message, { exact: true })).toBeVisible();
  await expect(fileInput(page)).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(fileInput(page)).toHaveAttribute('aria-invalid', 'true');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a file the server finds is no image or PDF gets the verbatim message of spec 002 §5', async ({
  page,
}) => {
  // Named and typed as PNG, so the browser lets it through; the server reads its content.
  const refused = page.waitForResponse((response) => response.url().endsWith('/functions/v1/secureUpload'));
  await sendPrescription(page, {
    name: 'rezept.png',
    mimeType: 'image/png',
    buffer: Buffer.from('kein Bild'),
  });
  expect((await refused).status()).toBe(415);
  await expectFileMessage(page, 'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF');
  await expect(page.getByText(/Dieses Dateiformat wird nicht unterstützt/)).toHaveCount(0);
});

test('a proxy refusing a large file with its own page still gets the verbatim size message', async ({
  page,
}) => {
  // A proxy in front of the server (client_max_body_size) answers 413 with its own page, not our JSON.
  await page.route('**/functions/v1/secureUpload', (route) =>
    route.fulfill({ status: 413, contentType: 'text/html', body: '<h1>413 Request Entity Too Large</h1>' }),
  );
  // 3.5 MB: within the browser's limit, so only the proxy can refuse it.
  const buffer = Buffer.concat([TINY_PNG, Buffer.alloc(3_670_016 - TINY_PNG.length)]);
  await sendPrescription(page, { name: 'rezept.png', mimeType: 'image/png', buffer });
  await expectFileMessage(page, 'Datei ist zu groß. Maximum: 4MB (Ihre Datei: 3,50 MB)');
});
