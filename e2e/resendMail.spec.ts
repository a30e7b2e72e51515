// Resending the notification from the detail screen's E-Mail-Benachrichtigung section (spec 001 §2.1, §5,
// §8, §9; issue 10): confirmation, the success message, the page reload after 3 s, new e-mail log rows and new
// mails with new links and codes in the e2e server's outbox; a practice without recipients; a failure.

import { magicLinkTexts } from '../common/texts/magicLink.ts';
import { submissionTexts as texts } from '../common/texts/submission.ts';
import { USER } from './fixtures.ts';
import { logIn, uniqueTag } from './helpers.ts';
import { MAIL_STAFF, MAIL_TENANT } from './mailFixtures.ts';
import { linkAndCode, mailsFor, mailTo, waitForMails } from './mailHelpers.ts';
import { receptionRequest, submitForm } from './submissionHelpers.ts';
import { expect, type Page, test } from './test.ts';

const [RECEPTION, MANAGER] = MAIL_TENANT.recipients;

async function openDetail(page: Page, id: string) {
  await page.goto(`/submissions/${id}`);
  await expect(page.getByTestId('submission-detail')).toBeVisible();
}

const section = (page: Page) => page.getByTestId('email-section');
const resendButton = (page: Page) => section(page).getByRole('button', { name: texts.resend.button });

async function confirmResend(page: Page) {
  await resendButton(page).click();
  const dialog = page.getByRole('dialog', { name: texts.resend.confirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: texts.resend.confirm }).click();
  await expect(dialog).toHaveCount(0);
}

test('resend: confirmation, message, reload after 3 s, new log rows and new mails with new links and codes', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await logIn(page, MAIL_STAFF);
  const tag = uniqueTag();
  const { submissionId: id } = await submitForm(
    page.request,
    receptionRequest(`Rita Resend${tag}`),
    MAIL_TENANT.slug,
  );
  const firstMails = await waitForMails(id, 2);
  const firstToManager = linkAndCode(mailTo(firstMails, MANAGER));

  await openDetail(page, id);
  await expect(page.getByTestId('email-sent-count')).toHaveText(texts.email.sentCount(2));

  // Cancelling sends nothing.
  await resendButton(page).click();
  const dialog = page.getByRole('dialog', { name: texts.resend.confirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: texts.resend.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(resendButton(page)).toBeFocused();
  expect(await mailsFor(id)).toHaveLength(2);

  // Confirmed: the message, then the page reloads once 3 s have passed (not before).
  await page.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
  });
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await confirmResend(page);
  await expect(section(page).getByRole('status')).toContainText(texts.resend.success);
  const shownAt = Date.now();
  await expect(resendButton(page)).toBeDisabled();
  await page.waitForTimeout(2_000);
  expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBe(true);
  await reloaded;
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
  expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBeUndefined();

  // After the reload: a new log row per recipient, and a new mail per recipient with its own link and code.
  await expect(page.getByTestId('email-sent-count')).toHaveText(texts.email.sentCount(4));
  await expect(page.getByTestId('email-logs').getByRole('listitem')).toHaveCount(4);
  await expect(resendButton(page)).toBeEnabled();
  const mails = await waitForMails(id, 4);
  const resent = mails.filter((mail) => !firstMails.some((earlier) => earlier.file === mail.file));
  const newToReception = linkAndCode(mailTo(resent, RECEPTION));
  expect(firstMails.map((mail) => mail.link)).not.toContain(newToReception.link);

  // The new link works; once it is used, the first mail's code is deactivated (tried in another browser:
  // the reader's own grant would open the submission again).
  const reader = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const readerPage = await reader.newPage();
  await readerPage.goto(newToReception.link);
  await readerPage.getByRole('button', { name: magicLinkTexts.open.button }).click();
  await expect(readerPage.getByTestId('granted-email')).toHaveText(RECEPTION);
  await reader.close();
  const stranger = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/submission/${id}`);
  const entry = strangerPage.getByTestId('code-entry');
  await entry.getByLabel(magicLinkTexts.code.label).fill(firstToManager.code);
  await entry.getByRole('button', { name: magicLinkTexts.code.submit }).click();
  await expect(entry.getByRole('alert')).toHaveText(magicLinkTexts.code.errors.TOKEN_ALREADY_USED);
  await stranger.close();
});

test('resend for a practice without recipients says so; a failed call shows the default message', async ({
  page,
}) => {
  await logIn(page, USER);
  const { submissionId: id } = await submitForm(page.request, receptionRequest(`Nora Niemand${uniqueTag()}`));
  await openDetail(page, id);

  await confirmResend(page);
  await expect(section(page).getByRole('alert')).toHaveText(texts.resend.noRecipients);
  await expect(resendButton(page)).toBeEnabled();

  // The server cannot be reached: the spec's default message; nothing reloads.
  await page.route('**/functions/v1/sendMail', (route) => route.abort(), { times: 1 });
  await confirmResend(page);
  await expect(section(page).getByRole('alert')).toHaveText(texts.resend.failed);
  await expect(resendButton(page)).toBeEnabled();
  await expect(page.getByTestId('email-section')).toContainText(texts.email.noLogs);
});
