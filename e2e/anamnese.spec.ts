// The patients' 20-step anamnese (spec 002 §2, §4, §5, §8) on a phone-sized screen.
//
// The questionnaire belongs to a request, so each test first sends a real request through the public API.
// The page learns the request either from the route state (coming from the submission-success page, with the
// request's single-use anamnese token kept by submitForm under `anamneseTokenKey(slug)`) or from the draft in
// sessionStorage (key `anamneseDraftKey(slug)` in common/storageKeys.ts, JSON
// `{ originalSubmissionId, anamneseToken, step, answers }`); the tests seed that draft, as a reload in the middle
// would find it.

import { anamneseDraftKey, anamneseTokenKey } from '../common/storageKeys.ts';
import { anamneseTexts } from '../common/texts/anamnese.ts';
import { ar } from '../common/texts/patient/ar.ts';
import { receptionTexts } from '../common/texts/reception.ts';
import { CALL_ONLY_TENANT, E2E_TENANT } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './helpers.ts';
import { DEMO_WORDS } from './receptionHelpers.ts';
import { submitForm } from './submissionHelpers.ts';
import { type APIRequestContext, expect, type Page, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const TENANT = E2E_TENANT.slug;
const ANAMNESE_URL = `/online-rezeption/anamnese?tenant=${TENANT}`;
const WORDS = DEMO_WORDS;

/** The request's anamnese token, as submitForm answered it (the tests' drafts carry it like the page's). */
const tokens = new Map<string, string>();

/** Sends a real appointment request and returns its id. */
async function createSubmission(request: APIRequestContext): Promise<string> {
  const { submissionId, anamneseToken } = await submitForm(request, {
    type: 'prescription',
    // A patient's details, not a tester's: "Test Person" and test@ are what the spam filter learned as test posts.
    name: 'Petra Rückenwind',
    phone: '030 1234567',
    email: 'petra.rueckenwind@example.de',
    privacyConsent: true,
  });
  expect(anamneseToken).toBeTruthy();
  tokens.set(submissionId, anamneseToken!);
  return submissionId;
}

/** Opens the anamnese for a request as if the patient had come from the submission-success page. */
async function openAnamnese(
  page: Page,
  draft: {
    originalSubmissionId: string;
    anamneseToken?: string;
    step?: number;
    answers?: Record<string, unknown>;
  },
  slug = TENANT,
  language?: string,
) {
  const anamneseToken = tokens.get(draft.originalSubmissionId) ?? 'unbekannt';
  // Any page of the origin gives access to its sessionStorage.
  await page.goto(`/online-rezeption?tenant=${slug}`);
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
    key: anamneseDraftKey(slug),
    value: JSON.stringify({ step: 0, answers: {}, anamneseToken, ...draft }),
  });
  await page.goto(`/online-rezeption/anamnese?tenant=${slug}${language ? `&lang=${language}` : ''}`);
}

/** The step counter shows n; the question's heading has focus after every step change (spec: announced). */
async function expectStep(page: Page, n: number, title: string) {
  await expect(page.getByText(anamneseTexts.stepOf(n, 20), { exact: true })).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: title });
  if (n === 1) await expect(heading).toBeVisible();
  else await expect(heading).toBeFocused();
}

const next = (page: Page) => page.getByRole('button', { name: anamneseTexts.next });
const choose = (page: Page, label: string) => page.getByLabel(label, { exact: true }).check();

test('a patient walks all 20 steps, reloads in between and sends the anamnese', async ({ page, request }) => {
  const submissionId = await createSubmission(request);
  await openAnamnese(page, { originalSubmissionId: submissionId });

  await expect(page.getByRole('heading', { level: 1, name: anamneseTexts.heading })).toBeVisible();
  await expect(page.getByText('3 bis 5 Minuten')).toBeVisible();
  const progress = page.getByRole('progressbar', { name: anamneseTexts.progressLabel });
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(progress).toHaveAttribute('aria-valuemax', '20');
  await expect(page.getByText('5 %', { exact: true })).toBeVisible();

  // 1 bodyParts (multi)
  await expectStep(page, 1, 'Wo haben Sie Beschwerden?');
  await choose(page, 'Rücken');
  await choose(page, 'Nacken');
  await next(page).click();
  // 2 painLevel (scale)
  await expectStep(page, 2, 'Wie stark sind Ihre Schmerzen?');
  await expect(page.getByText('1 = kaum spürbar')).toBeVisible();
  await expect(page.getByText('10 = unerträglich')).toBeVisible();
  await page.getByRole('radio', { name: '7', exact: true }).check();
  await expect(page.getByRole('radio', { name: '7', exact: true })).toBeChecked();
  await next(page).click();
  // 3 painPattern, 4 painType (single)
  await expectStep(page, 3, 'Wie treten die Schmerzen auf?');
  await choose(page, 'Zeitweise');
  await next(page).click();
  await expectStep(page, 4, 'Wie fühlen sich die Schmerzen an?');
  await choose(page, 'Ziehend');
  await next(page).click();
  // 5 problemEvolution: skipped
  await expectStep(page, 5, 'Wie haben sich die Beschwerden entwickelt?');
  await page.getByRole('button', { name: anamneseTexts.skip }).click();
  // 6, 7 influences (multi)
  await expectStep(page, 6, 'Was verstärkt die Beschwerden?');
  await choose(page, 'Sitzen');
  await choose(page, 'Bücken');
  await next(page).click();
  await expectStep(page, 7, 'Was lindert die Beschwerden?');
  await choose(page, 'Gehen');
  await next(page).click();
  // 8–11 yes/no
  await expectStep(page, 8, 'Hat sich Ihre Beweglichkeit verändert?');
  await choose(page, 'Ja');
  await next(page).click();
  await expectStep(page, 9, 'Haben Sie Gefühlsstörungen (z. B. Kribbeln, Taubheit)?');
  await choose(page, 'Nein');
  await next(page).click();
  await expectStep(page, 10, 'Hat Ihre Kraft nachgelassen?');
  await choose(page, 'Nein');
  await next(page).click();
  await expectStep(page, 11, 'Haben Sie Gleichgewichtsprobleme oder Schwindel?');
  await choose(page, 'Nein');
  await next(page).click();

  // 12 comorbidities: not skippable, needs a yes/no choice
  await expectStep(page, 12, 'Haben Sie Vorerkrankungen?');
  await expect(page.getByRole('button', { name: anamneseTexts.skip })).toHaveCount(0);
  await next(page).click();
  await expect(page.getByRole('alert')).toHaveText(anamneseTexts.choiceRequired);
  await expect(page.getByText(anamneseTexts.stepOf(12, 20), { exact: true })).toBeVisible();
  await expect(page.getByLabel('Ja', { exact: true })).toBeFocused();
  await choose(page, 'Ja');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Welche Vorerkrankungen? (optional)').fill('Bluthochdruck');
  await next(page).click();
  await expectStep(page, 13, 'Nehmen Sie regelmäßig Medikamente ein?');

  // A reload keeps the step and the answers.
  await page.reload();
  await expect(page.getByText(anamneseTexts.stepOf(13, 20), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: anamneseTexts.back }).click();
  await expectStep(page, 12, 'Haben Sie Vorerkrankungen?');
  await expect(page.getByLabel('Ja', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Welche Vorerkrankungen? (optional)')).toHaveValue('Bluthochdruck');
  await next(page).click();

  // 13 medications (yes/no with text; the text stays optional)
  await expectStep(page, 13, 'Nehmen Sie regelmäßig Medikamente ein?');
  await choose(page, 'Nein');
  await next(page).click();
  // 14, 15 yes/no
  await expectStep(page, 14, 'Hatten oder haben Sie eine Krebserkrankung?');
  await choose(page, 'Nein');
  await next(page).click();
  await expectStep(page, 15, 'Haben Sie nächtliche Schweißausbrüche?');
  await choose(page, 'Nein');
  await next(page).click();
  // 16 otherSymptoms (multi)
  await expectStep(page, 16, 'Haben Sie weitere Beschwerden?');
  await choose(page, 'Morgensteifigkeit');
  await next(page).click();
  // 17, 18 yes/no
  await expectStep(page, 17, 'Sind Sie im Alltag oder Beruf eingeschränkt?');
  await choose(page, 'Ja');
  await next(page).click();
  await expectStep(page, 18, 'Belasten Sie die Beschwerden psychisch?');
  await choose(page, 'Nein');
  await next(page).click();
  // 19 previousTreatments (checkboxes with text)
  await expectStep(page, 19, 'Welche Untersuchungen oder Behandlungen hatten Sie bereits?');
  await choose(page, 'MRT');
  await choose(page, 'Physiotherapie');
  await page.getByLabel('Sonstiges (optional)').fill('Massage');
  await next(page).click();

  // 20 expectations: text and consent required; the consent links to the privacy policy
  await expectStep(page, 20, 'Was erwarten Sie von der Behandlung?');
  await expect(page.getByText('100 %', { exact: true })).toBeVisible();
  const send = page.getByRole('button', { name: anamneseTexts.submit });
  await send.click();
  await expect(page.getByText(anamneseTexts.expectationsRequired)).toBeVisible();
  await expect(page.getByText(anamneseTexts.consentRequired)).toBeVisible();
  await expect(page.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  await page.getByLabel('Ihre Erwartungen und Ziele').fill('Schmerzfrei Treppen steigen');
  await page.getByRole('checkbox', { name: /Ich willige ein/ }).check();
  const sent = page.waitForRequest('**/functions/v1/submitAnamnese');
  await send.click();

  const body = (await sent).postDataJSON() as {
    tenantId: string;
    originalSubmissionId: string;
    anamneseToken: string;
    answers: Record<string, unknown>;
    completedAt: string;
  };
  expect(body.tenantId).toBe(TENANT);
  expect(body.originalSubmissionId).toBe(submissionId);
  expect(body.anamneseToken).toBe(tokens.get(submissionId));
  expect(Number.isNaN(Date.parse(body.completedAt))).toBe(false);
  expect(body.answers).toEqual({
    bodyParts: ['neck', 'back'],
    painLevel: 7,
    painPattern: 'intermittent',
    painType: 'ziehend',
    negativeInfluences: ['sitting', 'bending'],
    positiveInfluences: ['walking'],
    mobilityChanged: 'yes',
    sensitivityChanged: 'no',
    strengthChanged: 'no',
    balanceIssues: 'no',
    comorbidities: { radio: 'yes', text: 'Bluthochdruck' },
    medications: { radio: 'no', text: '' },
    cancer: 'no',
    nightSweats: 'no',
    otherSymptoms: ['morning_stiffness'],
    functionalImpairment: 'yes',
    psychologicalImpact: 'no',
    previousTreatments: { checkboxes: ['mri', 'physiotherapy'], text: 'Massage' },
    expectations: { text: 'Schmerzfrei Treppen steigen', checkbox: true },
  });

  await expect(page).toHaveURL(`/online-rezeption/erfolg?tenant=${TENANT}`);
  const wording = receptionTexts.success.byType.anamnese;
  await expect(page.getByRole('heading', { name: wording.heading })).toBeVisible();
  await expect(page.getByText(wording.text(WORDS))).toBeVisible();
  // The reference number is the one of the original request.
  await expect(page.getByText(submissionId.slice(0, 8).toUpperCase())).toBeVisible();
  // The draft is gone once the anamnese has been sent.
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), anamneseDraftKey(TENANT));
  expect(stored).toBeNull();
});

test('in Arabic the questionnaire reads right to left and still sends the codes', async ({
  page,
  request,
}) => {
  const submissionId = await createSubmission(request);
  const { questions } = ar.questionnaire;
  await openAnamnese(page, { originalSubmissionId: submissionId }, TENANT, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(ar.anamnese.stepOf(1, 20), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: questions.bodyParts!.title })).toBeVisible();
  await choose(page, questions.bodyParts!.options!.back!);
  await page.getByRole('button', { name: ar.anamnese.next }).click();
  await expect(page.getByRole('heading', { level: 2, name: questions.painLevel!.title })).toBeFocused();
  // The direction icons point the way the page reads: ‹Weiter› leftwards.
  const nextIcon = page.getByRole('button', { name: ar.anamnese.next }).locator('svg');
  expect(await nextIcon.evaluate((icon) => getComputedStyle(icon).scale)).toMatch(/^-1\b/);

  // A required yes/no refuses in Arabic, and takes the Arabic "yes".
  await openAnamnese(page, { originalSubmissionId: submissionId, step: 11 }, TENANT, 'ar');
  await expect(page.getByRole('heading', { level: 2, name: questions.comorbidities!.title })).toBeVisible();
  await page.getByRole('button', { name: ar.anamnese.next }).click();
  await expect(page.getByRole('alert')).toHaveText(ar.anamnese.choiceRequired);
  await choose(page, ar.questionnaire.yes);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The last step: the Arabic consent; what is sent are the same codes as in German.
  await openAnamnese(
    page,
    {
      originalSubmissionId: submissionId,
      step: 19,
      answers: {
        bodyParts: ['back'],
        comorbidities: { radio: 'yes', text: '' },
        medications: { radio: 'no', text: '' },
      },
    },
    TENANT,
    'ar',
  );
  await page.getByLabel(questions.expectations!.textLabel!).fill('أريد أن أمشي دون ألم');
  await page.getByRole('checkbox', { name: questions.expectations!.consentLabel! }).check();
  const sent = page.waitForRequest('**/functions/v1/submitAnamnese');
  await page.getByRole('button', { name: ar.anamnese.submit }).click();
  expect((await sent).postDataJSON().answers).toEqual({
    bodyParts: ['back'],
    comorbidities: { radio: 'yes', text: '' },
    medications: { radio: 'no', text: '' },
    expectations: { text: 'أريد أن أمشي دون ألم', checkbox: true },
  });
  await expect(
    page.getByRole('heading', { name: ar.reception.success.byType.anamnese.heading }),
  ).toBeVisible();
});

test('a second anamnese with the used token shows the refusal of the server', async ({ page, request }) => {
  const submissionId = await createSubmission(request);
  const answers = {
    comorbidities: { radio: 'no', text: '' },
    medications: { radio: 'no', text: '' },
    expectations: { text: 'Weniger Schmerzen', checkbox: true },
  };
  // The first anamnese goes through.
  await openAnamnese(page, { originalSubmissionId: submissionId, step: 19, answers });
  await page.getByRole('button', { name: anamneseTexts.submit }).click();
  await expect(page).toHaveURL(`/online-rezeption/erfolg?tenant=${TENANT}`);

  // The same request again (e.g. the draft restored in another tab): its token is used, the server refuses.
  await openAnamnese(page, { originalSubmissionId: submissionId, step: 19, answers });
  await expect(page.getByText(anamneseTexts.stepOf(20, 20), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: anamneseTexts.submit }).click();
  await expect(page.getByRole('alert')).toContainText('Sie wurde bereits übermittelt');
  await expect(page).toHaveURL(ANAMNESE_URL);

  // A guessed token for another request fares no better, and that request stays open for its patient.
  const other = await createSubmission(request);
  await openAnamnese(page, { originalSubmissionId: other, anamneseToken: 'geraten', step: 19, answers });
  await page.getByRole('button', { name: anamneseTexts.submit }).click();
  await expect(page.getByRole('alert')).toContainText('Sie wurde bereits übermittelt');
  await openAnamnese(page, { originalSubmissionId: other, step: 19, answers });
  await page.getByRole('button', { name: anamneseTexts.submit }).click();
  await expect(page).toHaveURL(`/online-rezeption/erfolg?tenant=${TENANT}`);
});

test('send failures show the server text, the fallback or the network message', async ({ page, request }) => {
  const submissionId = await createSubmission(request);
  await openAnamnese(page, {
    originalSubmissionId: submissionId,
    step: 19,
    answers: {
      comorbidities: { radio: 'no', text: '' },
      medications: { radio: 'no', text: '' },
      expectations: { text: 'Weniger Schmerzen', checkbox: true },
    },
  });
  const send = page.getByRole('button', { name: anamneseTexts.submit });
  const alert = page.getByRole('alert');

  await page.route('**/functions/v1/submitAnamnese', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'text/plain',
      body: 'Wartungsarbeiten – bitte später erneut.',
    }),
  );
  await send.click();
  await expect(alert).toHaveText('Wartungsarbeiten – bitte später erneut.');

  await page.unroute('**/functions/v1/submitAnamnese');
  await page.route('**/functions/v1/submitAnamnese', (route) => route.fulfill({ status: 500, body: '' }));
  await send.click();
  await expect(alert).toHaveText(anamneseTexts.sendError);

  await page.unroute('**/functions/v1/submitAnamnese');
  await page.route('**/functions/v1/submitAnamnese', (route) => route.abort('connectionrefused'));
  await send.click();
  await expect(alert).toHaveText(anamneseTexts.genericError);

  // Nothing was lost: the draft is still there for another try.
  await expect(page.getByText(anamneseTexts.stepOf(20, 20), { exact: true })).toBeVisible();
  await expect(page.getByLabel('Ihre Erwartungen und Ziele')).toHaveValue('Weniger Schmerzen');
});

test('the anamnese opens from the submission-success page with the request in the route state', async ({
  page,
}) => {
  await page.goto(`/online-rezeption/terminbuchung/kein-rezept?tenant=${TENANT}`);
  await page.getByLabel(receptionTexts.fields.name).fill('Erika Mustermann');
  await page.getByLabel(receptionTexts.fields.phone).fill('0151 23456789');
  await page.getByLabel(receptionTexts.fields.email).fill('erika@example.com');
  await page.getByLabel(receptionTexts.selfPay.messageLabel).fill('Rückenschmerzen seit zwei Wochen.');
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  const submitted = page.waitForResponse((response) => response.url().endsWith('/functions/v1/submitForm'));
  await page.getByRole('button', { name: receptionTexts.selfPay.submit }).click();
  const { submissionId, anamneseToken } = (await (await submitted).json()) as {
    submissionId: string;
    anamneseToken: string;
  };
  expect(anamneseToken).toMatch(/^[\w-]{30,}$/);

  await page.getByRole('button', { name: receptionTexts.submissionSuccess.start }).click();
  await expect(page).toHaveURL(ANAMNESE_URL);
  await expectStep(page, 1, 'Wo haben Sie Beschwerden?');
  // The request and its token are remembered for a reload, where the route state may be gone; the token is
  // kept once, in the draft.
  const stored = (key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
  expect(JSON.parse((await stored(anamneseDraftKey(TENANT))) ?? '{}')).toMatchObject({
    originalSubmissionId: submissionId,
    anamneseToken,
    step: 0,
  });
  expect(await stored(anamneseTokenKey(TENANT))).toBeNull();

  // Sent with the token, and then nothing of it is left in the tab.
  await page.evaluate(
    ({ key, answers }) => {
      const draft = JSON.parse(sessionStorage.getItem(key) ?? '{}');
      sessionStorage.setItem(key, JSON.stringify({ ...draft, step: 19, answers }));
    },
    {
      key: anamneseDraftKey(TENANT),
      answers: {
        comorbidities: { radio: 'no', text: '' },
        medications: { radio: 'no', text: '' },
        expectations: { text: 'Weniger Schmerzen', checkbox: true },
      },
    },
  );
  await page.reload();
  const sent = page.waitForResponse((response) => response.url().endsWith('/functions/v1/submitAnamnese'));
  await page.getByRole('button', { name: anamneseTexts.submit }).click();
  expect((await sent).status()).toBe(200);
  expect((await sent).request().postDataJSON()).toMatchObject({
    originalSubmissionId: submissionId,
    anamneseToken,
  });
  await expect(page).toHaveURL(`/online-rezeption/erfolg?tenant=${TENANT}`);
  expect(await stored(anamneseDraftKey(TENANT))).toBeNull();
  expect(await stored(anamneseTokenKey(TENANT))).toBeNull();
});

test('a draft without its token leads back to the reception instead of failing at the end', async ({
  page,
  request,
}) => {
  const submissionId = await createSubmission(request);
  await page.goto(`/online-rezeption?tenant=${TENANT}`);
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
    key: anamneseDraftKey(TENANT),
    value: JSON.stringify({ originalSubmissionId: submissionId, step: 3, answers: {} }),
  });
  await page.goto(ANAMNESE_URL);
  await expect(page.getByRole('heading', { name: anamneseTexts.missingRequestTitle })).toBeVisible();
});

test('without a request the page explains and links back to the reception', async ({ page }) => {
  await page.goto(ANAMNESE_URL);
  await expect(page.getByRole('heading', { name: anamneseTexts.missingRequestTitle })).toBeVisible();
  await page.getByRole('link', { name: anamneseTexts.toReception }).click();
  await expect(page).toHaveURL(`/online-rezeption?tenant=${TENANT}`);
});

test('Zurück on the first step goes back in the browser history', async ({ page, request }) => {
  const submissionId = await createSubmission(request);
  await openAnamnese(page, { originalSubmissionId: submissionId });
  await expect(page.getByText(anamneseTexts.stepOf(1, 20), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: anamneseTexts.back }).click();
  await expect(page).toHaveURL(`/online-rezeption?tenant=${TENANT}`);
});

test('the anamnese redirects to the reception when the practice has it switched off', async ({ page }) => {
  await openAnamnese(
    page,
    { originalSubmissionId: '00000000-0000-4000-8000-000000000000' },
    CALL_ONLY_TENANT.slug,
  );
  await expect(page).toHaveURL(`/online-rezeption?tenant=${CALL_ONLY_TENANT.slug}`);
});

test('an anamnese step has no serious accessibility violations', async ({ page, request }) => {
  const submissionId = await createSubmission(request);
  await openAnamnese(page, { originalSubmissionId: submissionId, step: 11 });
  await expect(page.getByRole('heading', { level: 2, name: 'Haben Sie Vorerkrankungen?' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Also with the validation message showing, and on the scale and the consent step.
  await next(page).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await openAnamnese(page, { originalSubmissionId: submissionId, step: 1 });
  await expect(page.getByRole('radio', { name: '7', exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await openAnamnese(page, { originalSubmissionId: submissionId, step: 19 });
  await expect(page.getByRole('checkbox', { name: /Ich willige ein/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px nothing scrolls sideways and every option is a large target', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const submissionId = await createSubmission(request);
  await openAnamnese(page, { originalSubmissionId: submissionId });
  await expect(page.getByText(anamneseTexts.stepOf(1, 20), { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const option = await page.getByText('Ellenbogen rechts', { exact: true }).locator('xpath=..').boundingBox();
  expect(option?.height).toBeGreaterThanOrEqual(44);
  const nextBox = await next(page).boundingBox();
  expect(nextBox?.height).toBeGreaterThanOrEqual(44);
});
