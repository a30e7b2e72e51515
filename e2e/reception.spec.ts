// The patients' public online reception (spec 002 §2, §4, §5, §8) on a phone-sized screen, against the real
// server: physio-mitte has every feature and is medical; physio-anruf takes cancellations by phone only, has
// self-pay and the anamnese switched off and is non-medical.

import { fieldMessages } from '../common/intake/formDataRules.ts';
import { anamneseTexts } from '../common/texts/anamnese.ts';
import { generalTexts } from '../common/texts/general.ts';
import { receptionTexts } from '../common/texts/reception.ts';
import { CALL_ONLY_TENANT, E2E_TENANT } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './helpers.ts';
import {
  acceptPrivacy,
  at,
  DEMO_WORDS,
  fileInput,
  fillContact,
  PATHS,
  TINY_PNG,
} from './receptionHelpers.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const MITTE = E2E_TENANT.slug;
const ANRUF = CALL_ONLY_TENANT.slug;
/** Both seeded practices use the demo's words (physio-anruf copies its configuration). */
const WORDS = DEMO_WORDS;

/** Spec 002 §2/§9: 24 hours' notice, otherwise a no-show fee is charged (no amount). */
const NOTICE =
  'Bitte sagen Sie mindestens 24 Stunden vor dem vereinbarten Beginn ab. Andernfalls wird eine Ausfallgebühr berechnet.';

test('a prescription request uploads the file, offers the anamnese and can skip it', async ({ page }) => {
  await page.goto(at(PATHS.prescription));
  await expect(
    page.getByRole('heading', { level: 1, name: receptionTexts.prescription.pageTitle(WORDS) }),
  ).toBeVisible();
  await fillContact(page);
  await fileInput(page).setInputFiles({ name: 'rezept.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('rezept.png')).toBeVisible();
  await page.getByLabel(receptionTexts.prescription.messageLabel).fill('Am liebsten vormittags.');
  await acceptPrivacy(page);

  const submitted = page.waitForResponse((response) => response.url().endsWith('/functions/v1/submitForm'));
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/functions/v1/secureUpload'));
  await page.getByRole('button', { name: receptionTexts.prescription.submit }).click();
  const { submissionId } = (await (await submitted).json()) as { submissionId: string };
  expect((await uploaded).status()).toBe(200);
  const reference = submissionId.slice(0, 8).toUpperCase();

  await expect(page).toHaveURL(`/online-rezeption/submission-erfolg?tenant=${MITTE}`);
  await expect(page.getByText(receptionTexts.submissionSuccess.heading)).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt zur Anamnese' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Anamnese überspringen' }).click();
  await expect(page).toHaveURL(at(PATHS.success));
  await expect(page.getByText(receptionTexts.success.byType.prescription.heading)).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /030 1234567-10/ })).toHaveAttribute(
    'href',
    'tel:030123456710',
  );
  await expect(page.getByRole('link', { name: /rezeption@praxis-stadtpark\.example/ })).toHaveAttribute(
    'href',
    'mailto:rezeption@praxis-stadtpark.example',
  );
  await expectNoSeriousAxeViolations(page);
});

test('the prescription file is checked before anything is sent', async ({ page }) => {
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/')) requests++;
  });
  await page.goto(at(PATHS.prescription));
  await fillContact(page);
  await acceptPrivacy(page);

  await page.getByRole('button', { name: receptionTexts.prescription.submit }).click();
  await expect(page.getByText('Bitte wählen Sie eine Datei aus.', { exact: true })).toBeVisible();
  await expect(fileInput(page)).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  await fileInput(page).setInputFiles({
    name: 'notiz.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Hallo'),
  });
  await expect(
    page.getByText('Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF', { exact: true }),
  ).toBeVisible();

  await fileInput(page).setInputFiles({
    name: 'gross.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(4_194_304 + 1),
  });
  await expect(
    page.getByText('Datei ist zu groß. Maximum: 4MB (Ihre Datei: 4,00 MB)', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: receptionTexts.prescription.submit }).click();
  await expect(fileInput(page)).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toBe(0);
});

test('a question is sent after its missing fields are named, and confirmed inline', async ({ page }) => {
  await page.goto(at(PATHS.question));
  await page.getByRole('button', { name: receptionTexts.question.submit }).click();
  const name = page.getByLabel(receptionTexts.fields.name);
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(fieldMessages.name);
  await expect(page.getByText(fieldMessages.message)).toBeVisible();
  await expect(page.getByText(fieldMessages.privacyConsent)).toBeVisible();
  await expect(page.getByLabel(receptionTexts.fields.phone)).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel(receptionTexts.fields.email)).toHaveAttribute('type', 'email');
  await expectNoSeriousAxeViolations(page);

  await fillContact(page);
  await page
    .getByLabel(receptionTexts.question.messageLabel)
    .fill('Brauche ich für Manuelle Therapie ein Rezept?');
  await acceptPrivacy(page);
  await page.getByRole('button', { name: receptionTexts.question.submit }).click();
  await expect(page.getByRole('heading', { name: receptionTexts.question.successTitle })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(receptionTexts.reference.label);
  await expect(page).toHaveURL(at(PATHS.question));
  await expectNoSeriousAxeViolations(page);
});

test('a cancellation needs the date, states the 24-hour notice and is confirmed inline', async ({ page }) => {
  await page.goto(at(PATHS.cancellation));
  await expect(page.getByText(NOTICE, { exact: true })).toBeVisible();
  await expect(page.getByText(/Ausfallgebühr berechnet werden|kann eine Ausfallgebühr/)).toHaveCount(0);
  await fillContact(page);
  await acceptPrivacy(page);
  await page.getByRole('button', { name: receptionTexts.cancellation.submit }).click();
  const date = page.getByLabel(receptionTexts.cancellation.appointmentDate);
  await expect(date).toHaveAttribute('type', 'date');
  await expect(date).toBeFocused();
  await expect(page.getByText(fieldMessages.appointmentDate)).toBeVisible();
  await expect(page.getByText(fieldMessages.appointmentTime)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await date.fill('2030-05-17');
  await page.getByLabel(receptionTexts.cancellation.appointmentTime).fill('10:00');
  await page.getByLabel(receptionTexts.cancellation.reason).fill('Ich bin krank.');
  await page.getByRole('button', { name: receptionTexts.cancellation.submit }).click();
  await expect(page.getByRole('heading', { name: receptionTexts.cancellation.successTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: receptionTexts.cancellation.submit })).toHaveCount(0);
});

test('a practice that takes cancellations by phone shows only its phone and opening hours', async ({
  page,
}) => {
  await page.goto(at(PATHS.cancellation, ANRUF));
  await expect(page.getByRole('heading', { name: receptionTexts.cancellation.callOnlyTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: /Anrufen: 030 1234567-10/ })).toHaveAttribute(
    'href',
    'tel:030123456710',
  );
  await expect(page.getByRole('heading', { name: receptionTexts.contact.openingHours })).toBeVisible();
  await expect(page.getByText('Montag – Donnerstag')).toBeVisible();
  await expect(page.getByText(NOTICE, { exact: true })).toBeVisible();
  await expect(page.getByLabel(receptionTexts.cancellation.appointmentDate)).toHaveCount(0);
  await expect(page.getByRole('button', { name: receptionTexts.cancellation.submit })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('a switched-off booking way has no card, and its page says it is not available', async ({ page }) => {
  await page.goto(at(PATHS.booking, ANRUF));
  const ways = page.getByRole('navigation', { name: receptionTexts.booking.waysLabel });
  await expect(ways.getByRole('link', { name: /Mit Rezept/ })).toBeVisible();
  // Non-medical: the manual way asks for goals and wishes, and is named so.
  await expect(ways.getByRole('link', { name: /Ziele und Wünsche angeben/ })).toBeVisible();
  await expect(ways.getByRole('link', { name: /Rezept manuell eingeben/ })).toHaveCount(0);
  await expect(ways.getByRole('link', { name: /Selbstzahler/ })).toHaveCount(0);

  await page.goto(at(PATHS.booking));
  await expect(
    page.getByRole('navigation', { name: receptionTexts.booking.waysLabel }).getByRole('link'),
  ).toHaveCount(3);
  await expect(page.getByText('Krankengymnastik am Gerät')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Gute Gründe/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto(at(PATHS.selfPay, ANRUF));
  await expect(page.getByRole('heading', { name: receptionTexts.unavailable.title })).toBeVisible();
  await expect(page.getByLabel(receptionTexts.fields.name)).toHaveCount(0);
});

test('the manual form asks a non-medical practice for goals and services', async ({ page }) => {
  await page.goto(at(PATHS.manual, ANRUF));
  await expect(page.getByLabel(receptionTexts.manual.diagnosis)).toHaveCount(0);
  await page.getByRole('button', { name: receptionTexts.manual.submit }).click();
  await expect(page.getByText(fieldMessages.goals)).toBeVisible();
  await expect(page.getByText(fieldMessages.services)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await fillContact(page);
  await page.getByLabel(receptionTexts.manual.goals).fill('Wieder schmerzfrei joggen.');
  await page.getByLabel(receptionTexts.manual.services).fill('Krankengymnastik');
  await acceptPrivacy(page);
  await page.getByRole('button', { name: receptionTexts.manual.submit }).click();
  // physio-anruf has the anamnese switched off: straight to the closing page, worded for a manual request.
  await expect(page).toHaveURL(at(PATHS.success, ANRUF));
  await expect(page.getByText(receptionTexts.success.byType.manual.text(WORDS))).toBeVisible();
});

test('the manual form asks a medical practice for diagnosis, treatment and an optional doctor', async ({
  page,
}) => {
  await page.goto(at(PATHS.manual));
  await expect(page.getByLabel(receptionTexts.manual.goals)).toHaveCount(0);
  await expect(page.getByLabel(receptionTexts.manual.doctor)).toBeVisible();
  await page.getByRole('button', { name: receptionTexts.manual.submit }).click();
  await expect(page.getByText(fieldMessages.diagnosis)).toBeVisible();
  await expect(page.getByText(fieldMessages.treatment)).toBeVisible();
  await expect(page.getByLabel(receptionTexts.manual.doctor)).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
});

test('submission-erfolg forwards to the anamnese by itself after 15 seconds, not before', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2030-05-06T09:00:00+02:00') });
  await page.goto(at(PATHS.selfPay));
  // The practice's configuration must have loaded first: its rendering waits for timers a paused clock holds.
  await expect(page.getByLabel(receptionTexts.fields.name)).toBeVisible();
  // From here on the page's time moves only when the test moves it.
  await page.clock.pauseAt(new Date('2030-05-06T09:05:00+02:00'));
  await fillContact(page);
  await page.getByLabel(receptionTexts.selfPay.messageLabel).fill('Nackenschmerzen seit einer Woche.');
  await acceptPrivacy(page);
  await page.getByRole('button', { name: receptionTexts.selfPay.submit }).click();
  await expect(page).toHaveURL(at(PATHS.submissionSuccess));
  await expect(page.getByText(receptionTexts.submissionSuccess.countdown(15))).toBeVisible();

  await page.clock.runFor(14_000);
  await expect(page.getByText(receptionTexts.submissionSuccess.countdown(1))).toBeVisible();
  await expect(page).toHaveURL(at(PATHS.submissionSuccess));
  await expect(page.getByRole('button', { name: 'Jetzt zur Anamnese' })).toBeVisible();

  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(at(PATHS.anamnese));
  await expect(page.getByText(anamneseTexts.stepOf(1, 20), { exact: true })).toBeVisible();
});

test('submission-erfolg without a request, or with the anamnese off, goes straight to /erfolg', async ({
  page,
}) => {
  // No submission id in the route state (a reload or a shared link).
  await page.goto(at(PATHS.submissionSuccess));
  await expect(page).toHaveURL(at(PATHS.success));
  await expect(page.getByText(receptionTexts.success.byType.default.heading)).toBeVisible();

  // physio-anruf has the anamnese switched off: a real request does not offer it either.
  await page.goto(at(PATHS.manual, ANRUF));
  await fillContact(page);
  await page.getByLabel(receptionTexts.manual.goals).fill('Wieder schmerzfrei joggen.');
  await page.getByLabel(receptionTexts.manual.services).fill('Krankengymnastik');
  await acceptPrivacy(page);
  await page.getByRole('button', { name: receptionTexts.manual.submit }).click();
  await expect(page).toHaveURL(at(PATHS.success, ANRUF));
  await expect(page.getByRole('button', { name: 'Jetzt zur Anamnese' })).toHaveCount(0);
});

test('every internal link keeps the practice', async ({ page }) => {
  await page.goto(at(PATHS.home));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Willkommen in der Online-Rezeption' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
    'href',
    'https://praxis-stadtpark.example/datenschutz',
  );
  await expect(page.getByRole('link', { name: 'Impressum' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: /Termin anfragen/ }).click();
  await expect(page).toHaveURL(at(PATHS.booking));
  // The booking ways themselves: while their page loads, the home page stays on screen, and its "Termin
  // anfragen" card also reads "Mit Rezept, als Selbstzahler …" (a click there went to the booking page again).
  await page
    .getByRole('navigation', { name: receptionTexts.booking.waysLabel })
    .getByRole('link', { name: /Mit Rezept/ })
    .click();
  await expect(page).toHaveURL(at(PATHS.prescription));
  await page
    .getByRole('navigation', { name: receptionTexts.breadcrumbLabel })
    .getByRole('link', { name: 'Terminbuchung' })
    .click();
  await expect(page).toHaveURL(at(PATHS.booking));
  // The booking page's own "Zurück" (the prescription page's leads to the booking page).
  await expect(page.getByRole('navigation', { name: receptionTexts.booking.waysLabel })).toBeVisible();
  await page.getByRole('link', { name: receptionTexts.back }).click();
  await expect(page).toHaveURL(at(PATHS.home));

  await page.goto(`${PATHS.home}?tenantId=${ANRUF}`);
  await expect(page.getByRole('banner')).toContainText(CALL_ONLY_TENANT.name);
  await page.getByRole('link', { name: /Frage stellen/ }).click();
  await expect(page).toHaveURL(at(PATHS.question, ANRUF));
});

test('a practice that cannot be loaded stands in as a generic one, and "Erneut versuchen" loads it', async ({
  page,
}) => {
  await page.route('**/api/public/tenant**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Nicht erreichbar"}' }),
  );
  await page.goto(at(PATHS.home));
  const alert = page.getByRole('alert').filter({ hasText: receptionTexts.layout.loadFailedTitle });
  // Asked again twice (1 s, 2 s) before the generic practice stands in.
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner')).toContainText('Ihre Praxis');
  await page.unroute('**/api/public/tenant**');
  await alert.getByRole('button', { name: generalTexts.retry }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('banner')).not.toContainText('Ihre Praxis');
});

test('an unknown practice shows "Praxis nicht gefunden"', async ({ page }) => {
  await page.goto(at(PATHS.home, 'gibt-es-nicht'));
  await expect(page.getByRole('heading', { level: 1, name: 'Praxis nicht gefunden' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('/success counts down and a click stops it', async ({ page }) => {
  await page.goto(`/success?tenant=${MITTE}&from=${encodeURIComponent(at(PATHS.home))}`);
  await expect(page.getByText('Sie werden in 10 Sekunden weitergeleitet.')).toBeVisible();
  await expect(page.getByText(/Sie werden in [1-9] Sekunden? weitergeleitet\./)).toBeVisible({
    timeout: 3000,
  });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('heading', { name: receptionTexts.thankYou.heading }).click();
  await expect(page.getByText(receptionTexts.thankYou.stopped)).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/success\?/);
});

test('/success.html sends the patient on to `from` after 10 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto(`/success.html?tenant=${MITTE}&from=${encodeURIComponent(at(PATHS.home))}`);
  await expect(page.getByText('Sie werden in 10 Sekunden weitergeleitet.')).toBeVisible();
  await page.clock.runFor(11_000);
  await expect(page).toHaveURL(at(PATHS.home));
});

test("/error shows the catalogue's text for the error id and the practice phone; free text lists causes", async ({
  page,
}) => {
  await page.goto(`/error?tenant=${MITTE}&error=VALIDATION_ERROR`);
  await expect(page.getByRole('alert')).toContainText(receptionTexts.failure.reasons.input);
  await expect(page.getByRole('link', { name: /030 1234567-10/ })).toHaveAttribute(
    'href',
    'tel:030123456710',
  );
  await expect(page.getByRole('link', { name: /rezeption@praxis-stadtpark\.example/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zurück zur Startseite' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A crafted link's words never reach the page beside the practice's phone (issue 43).
  const crafted = 'Bitte überweisen Sie 49 EUR an DE00 1234';
  await page.goto(`/error.html?tenant=${MITTE}&error=${encodeURIComponent(crafted)}`);
  await expect(page.getByRole('heading', { name: receptionTexts.failure.causesHeading })).toBeVisible();
  await expect(page.getByText(/überweisen/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the remaining reception pages have no serious accessibility violations', async ({ page }) => {
  for (const path of [at(PATHS.selfPay), at(PATHS.question, ANRUF), at(PATHS.success)]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
});
