// The magic-link view /submission/{id}?token=… (spec 002 §2, §4, §5, §8; issues 10, 27) on real mails: a
// reception request is scored, the notification job writes one mail per recipient to the e2e server's
// outbox, and the browser opens a link or enters a code. Single use, the other recipient's link deactivated,
// the grant for a reload, the denied page and the code entry; that neither a mail scanner's GET nor a full
// render of the page (scripts, timers, focus, script clicks) uses the link, only a person's click on
// "Anfrage öffnen"; the view's own field list (no other recipient's address) and its anamnese card. Issue 28:
// a used link sends a new one to the same address (the shared info@ mailbox), and the code entry is on the
// link's first page.
import { randomUUID } from 'node:crypto';
import { magicLinkTexts as texts } from '../common/texts/magicLink.ts';
import { submissionTexts } from '../common/texts/submission.ts';
import { expectNoSeriousAxeViolations, uniqueTag } from './helpers.ts';
import { MAIL_TENANT } from './mailFixtures.ts';
import { linkAndCode, mailsFor, mailTo, waitForMails } from './mailHelpers.ts';
import { TINY_PNG } from './receptionHelpers.ts';
import { DEMO_ANSWERS, receptionRequest, sendAnamnese, submitForm, uploadFile } from './submissionHelpers.ts';
import { type Browser, expect, type Page, test } from './test.ts';

const [RECEPTION, MANAGER] = MAIL_TENANT.recipients;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * A prescription request with its PNG, sent as the reception sends it, and its notification: one mail per
 * recipient of the practice, once the job has scored it.
 */
async function requestWithMails(page: Page, name: string, message: string, options = { anamnese: false }) {
  const sent = await submitForm(page.request, receptionRequest(name, { message }), MAIL_TENANT.slug);
  await uploadFile(page.request, sent, { name: 'rezept.png', mimeType: 'image/png', buffer: TINY_PNG });
  if (options.anamnese) await sendAnamnese(page.request, sent.submissionId, DEMO_ANSWERS, MAIL_TENANT.slug);
  const mails = await waitForMails(sent.submissionId, 2);
  expect(mails).toHaveLength(2);
  return { id: sent.submissionId, reception: mailTo(mails, RECEPTION), manager: mailTo(mails, MANAGER) };
}

/** A page in a browser of its own (no cookies of the other pages). */
async function freshBrowserPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  return { page: await context.newPage(), close: () => context.close() };
}

/** The link's page before anything is used: "Anfrage öffnen". */
const openButton = (page: Page) => page.getByRole('button', { name: texts.open.button });

/** Opens a link as a person does: the page, then a click on "Anfrage öffnen". */
async function openLink(page: Page, link: string) {
  await page.goto(link);
  await openButton(page).click();
}

/** Counts the page's calls of the one consuming function. */
function verificationsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/functions/v1/verifySubmissionToken')) calls.push(r.method());
  });
  return calls;
}

async function expectReadOnlyView(
  page: Page,
  name: string,
  message: string,
  grantedFor: string,
  mailsSent = 2,
) {
  const banner = page.getByTestId('magic-link-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('data-access-level', 'magiclink');
  await expect(banner).toContainText(texts.granted.title);
  await expect(page.getByTestId('granted-email')).toHaveText(grantedFor);
  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByTestId('form-data')).toContainText(message);
  // Read-only: none of the staff's actions, no spam management, no resend.
  for (const label of [
    submissionTexts.actions.markProcessed,
    submissionTexts.actions.delete,
    submissionTexts.actions.exportPdf,
    submissionTexts.resend.button,
  ]) {
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  }
  await expect(page.getByTestId('spam-section')).toHaveCount(0);
  // Nor the staff's retention and Datenauskunft sections.
  await expect(page.getByTestId('retention-section')).toHaveCount(0);
  await expect(page.getByTestId('data-export')).toHaveCount(0);
  // Nor the staff's e-mail log: no recipient addresses, no delivery errors (the notice lists ticks and times).
  await expect(page.getByTestId('email-logs')).toHaveCount(0);
  for (const recipient of MAIL_TENANT.recipients.filter((address) => address !== grantedFor))
    await expect(page.getByText(recipient)).toHaveCount(0);
  await expect(page.getByTestId('email-section')).toContainText(submissionTexts.email.sentCount(mailsSent));
}

/** The prescription image came through decryptFile (on the grant cookie) and was drawn. */
async function expectImageShown(page: Page) {
  const file = page.getByTestId('prescription-file');
  const image = file.getByRole('img', { name: submissionTexts.file.thumbnailAlt('rezept.png') });
  await expect(file.getByRole('button', { name: submissionTexts.file.openFullscreen })).toBeEnabled();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

async function expectDenied(page: Page, message: string) {
  await expect(page.getByRole('heading', { level: 1, name: texts.denied.title })).toBeVisible();
  await expect(page.getByTestId('denied-message')).toHaveText(message);
}

test('the mails name no patient; a link opens the read-only view once, a reload keeps it, another browser is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const name = `Mara Magnus${tag}`;
  const message = `Bitte um einen Termin für Manuelle Therapie (${tag}).`;
  const { id, reception, manager } = await requestWithMails(page, name, message);

  // One notice per recipient, each with a link and code of its own, nothing the patient wrote.
  const first = linkAndCode(reception);
  const second = linkAndCode(manager);
  expect(first.link).toContain(`/submission/${id}?token=`);
  expect(second.link).not.toBe(first.link);
  for (const mail of [reception, manager]) {
    for (const patientData of [name, `Magnus${tag}`, message, 'patient@beispiel.test', '030 1234567']) {
      expect(mail.subject).not.toContain(patientData);
      expect(mail.text).not.toContain(patientData);
      expect(mail.html).not.toContain(patientData);
    }
  }

  // A mail scanner fetches the link first (no cookies, no scripts): it gets the page, consumes nothing.
  const scan = await request.get(first.link);
  expect(scan.status()).toBe(200);

  const verifications = verificationsOf(page);
  await page.goto(first.link);
  await expect(heading(page, texts.open.title)).toBeVisible();
  await expect(page.getByText(texts.rules)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(verifications).toEqual([]);
  await openButton(page).click();
  await expectReadOnlyView(page, name, message, RECEPTION);
  await expectImageShown(page);
  await expect(page.getByTestId('anamnese-card')).toContainText(submissionTexts.anamnese.none);
  // The answer replaced the button: focus starts again at the top of the page's content.
  await expect(page.locator('main')).toBeFocused();
  expect(verifications).toEqual(['POST']);
  await expectNoSeriousAxeViolations(page);

  // A reload asks again; opening it (by keyboard this time) posts the used token, and the grant cookie of this
  // browser still opens it.
  await page.reload();
  await expect(heading(page, texts.open.title)).toBeVisible();
  await openButton(page).focus();
  await page.keyboard.press('Enter');
  await expectReadOnlyView(page, name, message, RECEPTION);
  await expectImageShown(page);
  expect(verifications).toEqual(['POST', 'POST']);

  // The same link in another browser: already used, no code entry offered for that.
  const other = await freshBrowserPage(browser);
  await openLink(other.page, first.link);
  await expectDenied(other.page, texts.linkErrors.TOKEN_ALREADY_USED);
  await expect(other.page.getByTestId('code-entry')).toHaveCount(0);
  await expect(other.page.getByText(name)).toHaveCount(0);
  // The other recipient's link was deactivated by the first use.
  await openLink(other.page, second.link);
  await expectDenied(other.page, texts.linkErrors.TOKEN_ALREADY_USED);
  // Nor does the file open there: the grant belongs to the first browser only.
  const file = await other.page.request.get(`/functions/v1/decryptFile?submissionId=${id}`);
  expect(file.ok()).toBe(false);
  await other.close();
});

test("a broken link is refused with the code entry, and a recipient's code opens the submission", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const name = `Carl Code${tag}`;
  const message = `Rückenschmerzen seit zwei Wochen (${tag}).`;
  const { id, manager } = await requestWithMails(page, name, message);
  const { code } = linkAndCode(manager);

  await openLink(page, `/submission/${id}?token=abgeschnitten`);
  await expectDenied(page, texts.linkErrors.TOKEN_NOT_FOUND);
  await expect(page.getByRole('heading', { name: texts.denied.causesHeading })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.denied.contactHeading })).toBeVisible();
  await expect(page.getByText(texts.rules)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const entry = page.getByTestId('code-entry');
  const input = entry.getByLabel(texts.code.label);
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  const check = entry.getByRole('button', { name: texts.code.submit });

  // Non-digits are stripped; fewer than 6 digits are refused before anything is sent.
  await input.fill('12a-4');
  await expect(input).toHaveValue('124');
  await check.click();
  await expect(entry.getByText(texts.code.invalid)).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  // A wrong code (another six digits).
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await input.fill(wrong);
  await check.click();
  await expect(entry.getByRole('alert')).toHaveText(texts.code.errors.TOKEN_NOT_FOUND);

  // The server cannot be reached.
  await page.route('**/functions/v1/verifySubmissionToken', (route) => route.abort(), { times: 1 });
  await input.fill(code);
  await check.click();
  await expect(entry.getByRole('alert')).toHaveText(texts.code.failed);

  // The right code, typed as people group it: the submission opens, granted for the code's recipient.
  await input.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(input).toHaveValue(code);
  await check.click();
  await expectReadOnlyView(page, name, message, MANAGER);
  await expectImageShown(page);

  // The address now carries the used code, so after a reload it opens again on this browser's grant.
  await page.reload();
  await openButton(page).click();
  await expectReadOnlyView(page, name, message, MANAGER);
});

test('an incomplete link says so; with the id the code entry is offered', async ({ page }) => {
  const id = randomUUID();
  await page.goto(`/submission/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: texts.denied.title })).toBeVisible();
  await expect(page.getByTestId('denied-message')).toHaveText(texts.missing);
  await expect(page.getByTestId('code-entry')).toBeVisible();
  await expect(page).toHaveURL(`/submission/${id}`);

  await page.goto('/submission?token=abc');
  await expect(page.getByTestId('denied-message')).toHaveText(texts.missing);
  await expect(page.getByTestId('code-entry')).toHaveCount(0);
});

test('an unknown submission asks for a new link', async ({ page }) => {
  await openLink(page, `/submission/${randomUUID()}?token=${'x'.repeat(43)}`);
  await expect(page.getByTestId('denied-message')).toHaveText(texts.linkErrors.SUBMISSION_NOT_FOUND);
  await expect(page.getByTestId('code-entry')).toHaveCount(0);
});

test('the magic-link page on a phone: no login redirect, readable, touch-sized code entry', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/submission/${randomUUID()}`);
  await expect(page.getByTestId('denied-message')).toHaveText(texts.missing);
  await expect(page).toHaveURL(/\/submission\//);
  const input = page.getByTestId('code-entry').getByLabel(texts.code.label);
  expect((await input.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);
});

test('a scanner that renders the link fully uses nothing; the recipient then opens it with a click', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const name = `Sina Scanner${tag}`;
  const message = `Termin für Krankengymnastik (${tag}).`;
  const { reception } = await requestWithMails(page, name, message);
  const { link } = linkAndCode(reception);

  // A mail gateway's headless browser: its own profile, scripts on, every timer run, every element focused
  // and hovered, every button clicked and every form submitted by script, every link followed.
  const scanner = await freshBrowserPage(browser);
  const scannerCalls = verificationsOf(scanner.page);
  await scanner.page.clock.install();
  await scanner.page.goto(link);
  await expect(heading(scanner.page, texts.open.title)).toBeVisible();
  await scanner.page.waitForLoadState('networkidle');
  await scanner.page.clock.runFor('30:00');
  await scanner.page.hover('button');
  await scanner.page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('button, a, input, [tabindex]')) {
      element.focus();
      element.click();
      element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    }
    for (const form of document.querySelectorAll('form')) form.requestSubmit();
  });
  await scanner.page.clock.runFor('30:00');
  await scanner.page.waitForLoadState('networkidle');
  await expect(openButton(scanner.page)).toBeEnabled();
  const links = await scanner.page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  for (const href of links) await scanner.page.goto(href);
  await scanner.page.goto(link);
  await scanner.page.clock.runFor('30:00');
  await scanner.page.waitForLoadState('networkidle');
  expect(scannerCalls).toEqual([]);
  await scanner.close();

  // The link is still unused: the recipient's click opens it.
  await openLink(page, link);
  await expectReadOnlyView(page, name, message, RECEPTION);
});

test('a request with an anamnese shows the anamnese card read-only on the link', async ({ page }) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const name = `Anna Anamnese${tag}`;
  const message = `Nackenschmerzen (${tag}).`;
  const { manager } = await requestWithMails(page, name, message, { anamnese: true });

  await openLink(page, linkAndCode(manager).link);
  await expectReadOnlyView(page, name, message, MANAGER);
  const card = page.getByTestId('anamnese-card');
  await expect(card.getByTestId('anamnese-answers')).toBeVisible();
  await expect(card).toContainText(submissionTexts.anamnese.answersTitle);
  await expect(card).not.toContainText(submissionTexts.anamnese.none);
  await expect(card.getByTestId('ai-summary')).toBeVisible();
  await expect(page.getByTestId('generated-text')).toBeVisible();
  // Read-only: nothing is generated from here.
  for (const label of [
    submissionTexts.anamnese.createSummary,
    submissionTexts.anamnese.regenerateSummary,
    submissionTexts.generatedText.generate,
    submissionTexts.generatedText.regenerate,
  ])
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  // The raw answers are the ones sent.
  await card.getByRole('button', { name: submissionTexts.anamnese.raw }).click();
  await expect(card.getByTestId('answers-raw')).toContainText(`"painLevel": ${DEMO_ANSWERS.painLevel}`);
});

test('a used link sends a new one: to the same address, the old link stays refused, the new opens once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const name = `Ines Infopostfach${tag}`;
  const message = `Termin für Lymphdrainage (${tag}).`;
  const { id, reception } = await requestWithMails(page, name, message);
  const old = linkAndCode(reception);

  // The first colleague at the shared mailbox opens the link.
  await openLink(page, old.link);
  await expectReadOnlyView(page, name, message, RECEPTION);

  // The second colleague, same mail, another computer: refused, with the offer of a new link.
  const second = await freshBrowserPage(browser);
  await openLink(second.page, old.link);
  await expectDenied(second.page, texts.linkErrors.TOKEN_ALREADY_USED);
  const renewCard = second.page.getByTestId('renew-link');
  await expect(renewCard).toContainText(texts.renew.text);
  await expectNoSeriousAxeViolations(second.page);
  const renewButton = renewCard.getByRole('button', { name: texts.renew.button });
  await renewButton.click();
  const sent = second.page.getByRole('heading', { name: texts.renew.sentTitle });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expect(renewCard).toContainText(texts.renew.sent);
  // The page names no address.
  await expect(second.page.getByText(RECEPTION)).toHaveCount(0);

  // The new mail reaches the same address only, with a link and code of its own.
  const mails = await waitForMails(id, 3);
  expect(mails).toHaveLength(3);
  const toReception = mails.filter((mail) => mail.to.includes(RECEPTION));
  expect(toReception).toHaveLength(2);
  expect(mails.filter((mail) => mail.to.includes(MANAGER))).toHaveLength(1);
  const fresh = linkAndCode(toReception.find((mail) => mail.link !== old.link)!);
  expect(fresh.link).toContain(`/submission/${id}?token=`);
  expect(fresh.code).not.toBe(old.code);

  // The new link opens (for the same address); the old one is still used up, and asking again right away for
  // it is throttled.
  await openLink(second.page, fresh.link);
  await expectReadOnlyView(second.page, name, message, RECEPTION, 3);
  const third = await freshBrowserPage(browser);
  await openLink(third.page, fresh.link);
  await expectDenied(third.page, texts.linkErrors.TOKEN_ALREADY_USED);
  await openLink(third.page, old.link);
  await expectDenied(third.page, texts.linkErrors.TOKEN_ALREADY_USED);
  await third.page.getByRole('button', { name: texts.renew.button }).click();
  await expect(third.page.getByTestId('renew-link').getByRole('alert')).toHaveText(
    texts.renew.limitPerLink(5),
  );
  expect(await mailsFor(id)).toHaveLength(3);
  await second.close();
  await third.close();
});

test('the link’s first page takes the 6-digit code right away', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const name = `Cora Sofortcode${tag}`;
  const message = `Schulterschmerzen (${tag}).`;
  const { manager } = await requestWithMails(page, name, message);
  const { link, code } = linkAndCode(manager);

  const verifications = verificationsOf(page);
  await page.goto(link);
  await expect(heading(page, texts.open.title)).toBeVisible();
  const entry = page.getByTestId('code-entry');
  await expect(entry).toContainText(texts.code.introFirst);
  await expectNoSeriousAxeViolations(page);
  expect(verifications).toEqual([]);
  await entry.getByLabel(texts.code.label).fill(code);
  await entry.getByRole('button', { name: texts.code.submit }).click();
  await expectReadOnlyView(page, name, message, MANAGER);
  expect(verifications).toEqual(['POST']);

  // Code and link are one: the link is spent with its code.
  const other = await freshBrowserPage(browser);
  await openLink(other.page, link);
  await expectDenied(other.page, texts.linkErrors.TOKEN_ALREADY_USED);
  await other.close();
});
