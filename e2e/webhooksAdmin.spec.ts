// Webhooks in the administration (issue 31): an admin adds an endpoint, sees its secret once, edits and pauses
// it, sends the test event (its delivery appears in the log), renews the secret and deletes the endpoint.
// The receiver's address cannot be reached (example.invalid): this spec is about the screen, the deliveries
// themselves are tested on the server.

import { webhookTexts } from '../common/texts/webhooks.ts';
import { webhooksAdminTexts as texts } from '../common/texts/webhooksAdmin.ts';
import { ADMIN } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, uniqueTag } from './helpers.ts';
import { expect, test } from './test.ts';

test('an admin adds, edits, pauses, tests and deletes a webhook endpoint', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const name = `Praxis Webhook ${tag}`;
  await logIn(page, ADMIN);
  const created = await page.request.post('/api/tenants', { data: { tenant_id: `webhook-${tag}`, name } });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin');
  await page.getByRole('tab', { name: texts.tab }).click();
  await expect(page).toHaveURL(/tab=webhooks/);
  await page.getByLabel(texts.practice, { exact: true }).selectOption({ label: name });
  await expect(page.getByText(texts.list.empty)).toBeVisible();

  // The dialog: German field errors; a plain-http address is refused by the server beside the field.
  await page.getByRole('button', { name: texts.list.add }).click();
  const dialog = page.getByRole('dialog', { name: texts.form.createTitle });
  const url = dialog.getByLabel(texts.form.url, { exact: true });
  await dialog.getByLabel(texts.events['submission.created']).uncheck();
  await dialog.getByRole('button', { name: texts.form.create }).click();
  await expect(dialog.getByText(texts.form.urlRequired)).toBeVisible();
  await expect(dialog.getByText(texts.form.eventsRequired)).toBeVisible();
  await expect(url).toBeFocused();
  await url.fill('http://example.invalid/hook');
  await dialog.getByLabel(texts.events['submission.created']).check();
  await dialog.getByLabel(texts.events['consent.signed']).check();
  await dialog.getByRole('button', { name: texts.form.create }).click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toBeFocused();

  // Full data only with the warning beside it.
  await dialog.getByLabel(texts.form.fullData).check();
  await expect(dialog.getByRole('alert').filter({ hasText: texts.form.fullDataWarningTitle })).toBeVisible();
  await dialog.getByLabel(texts.form.fullData).uncheck();
  await expect(dialog.getByText(texts.form.fullDataWarningTitle)).toBeHidden();

  const hook = `https://example.invalid/hook-${tag}`;
  await url.fill(hook);
  await dialog.getByLabel(texts.form.description, { exact: true }).fill('Praxissoftware');
  await dialog.getByRole('button', { name: texts.form.create }).click();

  // The secret once, with the note that it is not shown again.
  const secretDialog = page.getByRole('dialog', { name: texts.secret.createdTitle });
  await expect(secretDialog.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9+/]+=*$/);
  await expect(secretDialog.getByText(texts.secret.onceOnly)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await secretDialog.getByRole('button', { name: texts.secret.close }).click();
  await expect(secretDialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: hook }) });
  await expect(card).toContainText(texts.list.states.active);
  await expect(card).toContainText(texts.events['submission.created']);
  await expect(card).toContainText(texts.events['consent.signed']);
  await expect(card).toContainText(texts.list.noDelivery);
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

  // Test: a delivery in the log that cannot have succeeded (the address does not resolve).
  await card.getByRole('button', { name: texts.actions.forEndpoint(texts.actions.test, hook) }).click();
  await expect(card.getByText(texts.testSent)).toBeVisible();
  const log = card.getByRole('table', { name: texts.deliveries.caption(hook) });
  const row = log.getByRole('row').filter({ hasText: texts.testEvent });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(
    new RegExp(`${texts.deliveries.statuses.pending}|${texts.deliveries.statuses.failed}`),
  );
  await expect(row.getByRole('button', { name: new RegExp(`^${texts.deliveries.retry}`) })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Edit (after the test: a paused endpoint gets no events): full data and pausing.
  await card.getByRole('button', { name: texts.actions.forEndpoint(texts.actions.edit, hook) }).click();
  const edit = page.getByRole('dialog', { name: texts.form.editTitle });
  await expect(edit.getByLabel(texts.form.url, { exact: true })).toHaveValue(hook);
  await edit.getByLabel(texts.form.fullData).check();
  await edit.getByLabel(texts.form.paused).check();
  await edit.getByRole('button', { name: texts.form.save }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(texts.saved)).toBeVisible();
  await expect(card).toContainText(texts.list.states.paused);
  await expect(card).toContainText(texts.list.fullData);

  // A paused endpoint gets no test: the server's German reason in the card.
  await card.getByRole('button', { name: texts.actions.forEndpoint(texts.actions.test, hook) }).click();
  await expect(card.getByRole('alert')).toHaveText(webhookTexts.errors.disabled);

  // At tablet width the page does not scroll sideways (the log scrolls in its own box).
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(log).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.screenshot({ path: test.info().outputPath('webhooks-tablet.png'), fullPage: true });

  // A new secret, once; the old one stays valid for 24 hours.
  await card.getByRole('button', { name: texts.actions.forEndpoint(texts.actions.rotate, hook) }).click();
  await page
    .getByRole('dialog', { name: texts.rotate.title })
    .getByRole('button', { name: texts.rotate.confirm })
    .click();
  const rotated = page.getByRole('dialog', { name: texts.secret.rotatedTitle });
  await expect(rotated.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
  await expect(rotated.getByText(texts.secret.oldStillValid)).toBeVisible();
  await rotated.getByRole('button', { name: texts.secret.close }).click();

  // Delete after a confirmation.
  await card.getByRole('button', { name: texts.actions.forEndpoint(texts.actions.delete, hook) }).click();
  await page
    .getByRole('dialog', { name: texts.remove.title })
    .getByRole('button', { name: texts.remove.confirm })
    .click();
  await expect(page.getByText(texts.remove.done)).toBeVisible();
  await expect(page.getByText(texts.list.empty)).toBeVisible();
});
