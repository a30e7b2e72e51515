// Retention (issue 15): an admin edits a practice's period in the tab "Aufbewahrung" ("Nie" only after a
// confirmation); staff see on the detail screen when a submission will be deleted and hold it with a reason.

import { deletionDate, RETENTION_PRESETS } from '../common/retention.ts';
import { retentionTexts as texts } from '../common/texts/retention.ts';
import { ADMIN, E2E_TENANT, USER } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, sendWebsiteForm, uniqueTag } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

const policiesTable = (page: Page) => page.getByRole('table', { name: texts.table.caption });
const rowOf = (page: Page, category: keyof typeof texts.categories) =>
  policiesTable(page).getByRole('row').filter({ hasText: texts.categories[category] });

/** dd.MM.yyyy in Berlin, as the screen shows dates. */
const berlinDay = (date: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(date);

test('an admin edits a period and chooses "Nie" only after confirming', async ({ page }) => {
  await logIn(page, ADMIN, { at: '/admin' });
  await page.getByRole('tab', { name: texts.tab }).click();
  await expect(page).toHaveURL(/tab=aufbewahrung/);
  await page.getByLabel(texts.practice).selectOption({ label: E2E_TENANT.name });

  // The presets with their reasons beside them.
  await expect(rowOf(page, 'prescription')).toContainText('10 Jahre');
  await expect(rowOf(page, 'prescription')).toContainText('§ 630f Abs. 3 BGB');
  await expect(rowOf(page, 'bewerbung')).toContainText('6 Monate');
  await expect(rowOf(page, 'bewerbung')).toContainText('§ 15 Abs. 4 AGG');
  await expect(rowOf(page, 'spam')).toContainText('30 Tage');
  await expectNoSeriousAxeViolations(page);

  // Applications: 8 months.
  await rowOf(page, 'bewerbung')
    .getByRole('button', { name: texts.editLabel(texts.categories.bewerbung) })
    .click();
  const dialog = page.getByRole('dialog', { name: texts.editTitle(texts.categories.bewerbung) });
  await dialog.getByLabel(texts.amount).fill('0');
  await dialog.getByRole('button', { name: texts.save }).click();
  await expect(dialog.getByText(texts.errors.invalidPeriod)).toBeVisible();
  await dialog.getByLabel(texts.amount).fill('8');
  await dialog.getByLabel(texts.unit).selectOption({ label: texts.units.months });
  await dialog.getByRole('button', { name: texts.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(texts.saved)).toBeVisible();
  await expect(page.getByTestId('retention-period-bewerbung')).toHaveText('8 Monate');
  await expect(page.getByTestId('retention-period-bewerbung')).not.toContainText(texts.presetBadge);

  // Course requests: "Nie", asked once more; cancelling goes back to the period, which stays.
  await rowOf(page, 'training')
    .getByRole('button', { name: texts.editLabel(texts.categories.training) })
    .click();
  const trainingDialog = page.getByRole('dialog', { name: texts.editTitle(texts.categories.training) });
  await trainingDialog.getByLabel(texts.neverLong).check();
  await trainingDialog.getByRole('button', { name: texts.save }).click();
  const confirm = page.getByRole('dialog', { name: texts.neverConfirm.title });
  await confirm.getByRole('button', { name: texts.cancel }).click();
  await expect(confirm).toBeHidden();
  await trainingDialog.getByRole('button', { name: texts.cancel }).click();
  await expect(trainingDialog).toBeHidden();
  await expect(page.getByTestId('retention-period-training')).toContainText('6 Monate');
  await rowOf(page, 'training')
    .getByRole('button', { name: texts.editLabel(texts.categories.training) })
    .click();
  await trainingDialog.getByLabel(texts.neverLong).check();
  await trainingDialog.getByRole('button', { name: texts.save }).click();
  await confirm.getByRole('button', { name: texts.neverConfirm.confirm }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('retention-period-training')).toHaveText(texts.never);

  // Saved on the server: a reload shows the same.
  await page.reload();
  await page.getByLabel(texts.practice).selectOption({ label: E2E_TENANT.name });
  await expect(page.getByTestId('retention-period-bewerbung')).toHaveText('8 Monate');
  await expect(page.getByTestId('retention-period-training')).toHaveText(texts.never);
  await expect(page.getByRole('heading', { name: texts.runs.heading })).toBeVisible();
});

test('staff see the deletion date and hold a submission with a reason', async ({ page, request }) => {
  const tag = uniqueTag();
  const id = await sendWebsiteForm(request, E2E_TENANT.slug, {
    type: 'kontakt',
    full_name: `Rita Rückfrage ${tag}`,
    message: `Bitte um Rückruf wegen eines Termins (${tag}).`,
  });
  await logIn(page, USER, { at: `/submissions/${id}` });
  const section = page.getByTestId('retention-section');
  await expect(section).toBeVisible();

  const detail = (await (await page.request.get(`/api/submissions/${id}`)).json()) as {
    submission: { created_at: string };
  };
  const due = deletionDate(new Date(detail.submission.created_at), RETENTION_PRESETS.contact)!;
  await expect(page.getByTestId('retention-status')).toHaveText(texts.detail.deleteOn(berlinDay(due)));

  // The reason is required.
  await section.getByRole('button', { name: texts.detail.hold }).click();
  const dialog = page.getByRole('dialog', { name: texts.detail.dialogTitle });
  await dialog.getByRole('button', { name: texts.detail.hold }).click();
  await expect(dialog.getByText(texts.errors.reasonRequired)).toBeVisible();
  const reason = `Laufende Abrechnungsprüfung ${tag}`;
  await dialog.getByLabel(texts.detail.reasonLabel).fill(reason);
  await dialog.getByRole('button', { name: texts.detail.hold }).click();
  await expect(dialog).toBeHidden();

  const today = berlinDay(new Date());
  await expect(page.getByTestId('retention-status')).toHaveText(texts.detail.heldSince(today, reason));
  await expect(section.getByRole('status')).toContainText(texts.detail.held);
  await expectNoSeriousAxeViolations(page);

  // Still held after a reload (the server keeps it).
  await page.reload();
  await expect(page.getByTestId('retention-status')).toHaveText(texts.detail.heldSince(today, reason));

  await section.getByRole('button', { name: texts.detail.release }).click();
  await expect(page.getByTestId('retention-status')).toHaveText(texts.detail.deleteOn(berlinDay(due)));
  await expect(section.getByRole('button', { name: texts.detail.hold })).toBeVisible();
});
