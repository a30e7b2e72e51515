// Roles inside a practice (issue 44) in the browser, on ROLES_TENANT: the reception sees a request without its
// clinical part (and is never sent it), and has no delete or export; once „Empfang sieht Anamnese“ is on
// (ROLES_OPEN_TENANT) it reads the anamnese. The owner's own screens (Team, templates) are not built yet.
import type { Page } from '@playwright/test';
import { adminTenantTexts } from '../common/texts/adminTenants.ts';
import { practiceRoleTexts } from '../common/texts/practiceRoles.ts';
import { submissionTexts } from '../common/texts/submission.ts';
import { ADMIN, RECEPTIONIST, ROLES_OPEN_TENANT, ROLES_TENANT } from './fixtures.ts';
import { logIn, uniqueTag } from './helpers.ts';
import { DEMO_ANSWERS, receptionRequest, sendAnamnese, submitForm } from './submissionHelpers.ts';
import { expect, test } from './test.ts';

/** The paths of the clinical calls the detail makes (anamnese, consents). */
function clinicalCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/submissions\/[^/]+\/(anamnese|consents)/.test(path)) calls.push(path);
  });
  return calls;
}

async function anamneseRequest(page: Page, name: string, slug = ROLES_TENANT.slug) {
  const sent = await submitForm(page.request, receptionRequest(name), slug);
  await sendAnamnese(page.request, sent.submissionId, DEMO_ANSWERS, slug);
  return sent.submissionId;
}

test('the reception sees a request without its anamnese, and no delete or export', async ({ page }) => {
  const name = `Rita Rezeption${uniqueTag()}`;
  const id = await anamneseRequest(page, name);

  const calls = clinicalCalls(page);
  await logIn(page, RECEPTIONIST, { at: `/submissions/${id}` });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('clinical-withheld')).toContainText(practiceRoleTexts.clinicalWithheld.text);
  await expect(page.getByTestId('anamnese-card')).toHaveCount(0);
  // The workflow is the reception's (the panels have answered), deleting and exports are not.
  await expect(page.getByRole('button', { name: submissionTexts.actions.markProcessed })).toBeVisible();
  await expect(page.getByRole('button', { name: submissionTexts.actions.delete })).toHaveCount(0);
  await expect(page.getByRole('button', { name: submissionTexts.actions.exportPdf })).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('„Empfang sieht Anamnese“ switched on in the practice settings: the reception reads the anamnese', async ({
  page,
}) => {
  const name = `Olga Offen${uniqueTag()}`;
  const id = await anamneseRequest(page, name, ROLES_OPEN_TENANT.slug);
  const texts = adminTenantTexts;
  await logIn(page, ADMIN, { at: '/admin?tab=mandanten' });
  await page.getByRole('button', { name: texts.list.editFor(ROLES_OPEN_TENANT.name) }).click();
  const edit = page.getByRole('dialog', { name: texts.edit.title(ROLES_OPEN_TENANT.name) });
  const setting = edit.getByRole('switch', { name: practiceRoleTexts.receptionSeesAnamnese });
  await expect(setting).toHaveAttribute('aria-checked', 'false');
  await setting.click();
  await edit.getByRole('button', { name: texts.edit.submit }).click();
  await expect(edit).toBeHidden();

  await page.context().clearCookies();
  await logIn(page, RECEPTIONIST, { at: `/submissions/${id}` });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('anamnese-card')).toBeVisible();
  await expect(page.getByTestId('clinical-withheld')).toHaveCount(0);
  // Still the front desk: no deleting, no exports.
  await expect(page.getByRole('button', { name: submissionTexts.actions.delete })).toHaveCount(0);
});
