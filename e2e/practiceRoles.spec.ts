// Roles inside a practice (issue 44) in the browser, on ROLES_TENANT: the reception sees a request without its
// clinical part (and is never sent it), and has no delete or export. The owner's side (switching „Empfang
// sieht Anamnese“ on, the Team tab, templates) follows with the owner's administration API (issue 44, next).
import type { Page } from '@playwright/test';
import { practiceRoleTexts } from '../common/texts/practiceRoles.ts';
import { submissionTexts } from '../common/texts/submission.ts';
import { RECEPTIONIST, ROLES_TENANT } from './fixtures.ts';
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

async function anamneseRequest(page: Page, name: string) {
  const sent = await submitForm(page.request, receptionRequest(name), ROLES_TENANT.slug);
  await sendAnamnese(page.request, sent.submissionId, DEMO_ANSWERS, ROLES_TENANT.slug);
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
