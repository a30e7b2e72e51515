// The detail screen on stored states the public API cannot produce (seeded by e2e/server.ts into a practice
// of their own, read by the admin): e-mail logs, a legacy file path, unreadable metadata, form data and
// Fließtext that cannot be decrypted.

import { formatGermanDateTime } from '../common/dashboard/submissionDisplay.ts';
import { submissionTexts as texts } from '../common/texts/submission.ts';
import { ADMIN, STORED_SUBMISSIONS } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn } from './helpers.ts';
import { expect, test } from './test.ts';

test.beforeEach(async ({ page }) => {
  await logIn(page, ADMIN);
});

test('e-mail notification: count, last send time, tick or cross per mail, the logs newest first', async ({
  page,
}) => {
  const { id, name, logs } = STORED_SUBMISSIONS.withEmailLogs;
  await page.goto(`/submissions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const notification = page.getByTestId('email-section');
  await expect(notification.getByTestId('email-sent-count')).toHaveText(texts.email.sentCount(2));
  const lastSentAt = await notification.locator('time').getAttribute('datetime');
  await expect(notification.locator('time')).toHaveText(formatGermanDateTime(lastSentAt!, 'Europe/Berlin'));
  await expect(notification.getByRole('img', { name: texts.email.sent })).toHaveCount(2);
  await expect(notification.getByRole('img', { name: texts.email.failed })).toHaveCount(1);

  const list = page.getByTestId('email-logs');
  const entries = list.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  // Newest first: C (failed, 30 min), B (60 min), A (90 min).
  await expect(entries.nth(0)).toContainText(logs[2].subject);
  await expect(entries.nth(0)).toContainText(texts.email.failed);
  await expect(entries.nth(0)).toContainText(logs[2].recipient);
  await expect(entries.nth(0)).toContainText('550 5.1.1 Postfach nicht gefunden');
  await expect(entries.nth(1)).toContainText(logs[1].subject);
  await expect(entries.nth(1)).toContainText(texts.email.sent);
  // The last send time is that of the newest successful mail (B), not of the newer failure (C).
  expect(await entries.nth(1).locator('time').getAttribute('datetime')).toBe(lastSentAt);
  await expect(entries.nth(2)).toContainText(logs[0].subject);
  await expect(page.getByText(texts.email.noLogs)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('a legacy file path is shown as such, without a download', async ({ page }) => {
  await page.goto(`/submissions/${STORED_SUBMISSIONS.legacyFile.id}`);
  const file = page.getByTestId('prescription-file');
  await expect(file.getByText(texts.file.legacy)).toBeVisible();
  await expect(file.getByText(STORED_SUBMISSIONS.legacyFile.path)).toBeVisible();
  await expect(file.getByRole('button', { name: texts.file.download })).toHaveCount(0);
});

test('unreadable metadata, form data and Fließtext say so instead of failing', async ({ page }) => {
  await page.goto(`/submissions/${STORED_SUBMISSIONS.unreadable.id}`);
  await expect(page.getByTestId('submission-detail')).toBeVisible();
  await expect(page.getByText(texts.errors.fileMetadata)).toBeVisible();
  await expect(page.getByText(texts.decryptionFailed)).toHaveCount(2);
  // Nothing to generate over: the existing (unreadable) text is not offered as new.
  await expect(
    page.getByRole('heading', { name: `Einreichung #${STORED_SUBMISSIONS.unreadable.id}` }),
  ).toBeVisible();
});
