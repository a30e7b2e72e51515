// Roles inside a practice (issue 44) in the browser, on ROLES_TENANT: the reception sees a request without its
// clinical part (and is never sent it), and has no delete or export; once „Empfang sieht Anamnese“ is on
// by the owner (ROLES_OPEN_TENANT) it reads the anamnese. The owner runs the practice's team, settings and
// templates, nothing of the platform's or of another practice.
import type { Page } from '@playwright/test';
import { adminTexts } from '../common/texts/admin.ts';
import { adminTenantTexts } from '../common/texts/adminTenants.ts';
import { layoutTexts } from '../common/texts/layout.ts';
import { practiceRoleTexts } from '../common/texts/practiceRoles.ts';
import { practiceSettingsTexts } from '../common/texts/practiceSettings.ts';
import { practiceTeamTexts } from '../common/texts/practiceTeam.ts';
import { replyTexts } from '../common/texts/replies.ts';
import { submissionTexts } from '../common/texts/submission.ts';
import { E2E_TENANT, OWNER, RECEPTIONIST, ROLES_OPEN_TENANT, ROLES_TENANT, THERAPIST } from './fixtures.ts';
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

test('the owner switches „Empfang sieht Anamnese“ on: the reception reads the anamnese', async ({ page }) => {
  const name = `Olga Offen${uniqueTag()}`;
  const id = await anamneseRequest(page, name, ROLES_OPEN_TENANT.slug);
  await logIn(page, OWNER, { at: '/admin?tab=einstellungen' });
  await page
    .getByLabel(practiceSettingsTexts.practice, { exact: true })
    .selectOption({ label: ROLES_OPEN_TENANT.name });
  const setting = page.getByRole('switch', { name: practiceRoleTexts.receptionSeesAnamnese });
  await expect(setting).toHaveAttribute('aria-checked', 'false');
  await setting.click();
  await page.getByRole('button', { name: practiceSettingsTexts.submit }).click();
  await expect(
    page.getByRole('status').filter({ hasText: practiceSettingsTexts.saved(ROLES_OPEN_TENANT.name) }),
  ).toBeVisible();

  await page.context().clearCookies();
  await logIn(page, RECEPTIONIST, { at: `/submissions/${id}` });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('anamnese-card')).toBeVisible();
  await expect(page.getByTestId('clinical-withheld')).toHaveCount(0);
  // Still the front desk: no deleting, no exports.
  await expect(page.getByRole('button', { name: submissionTexts.actions.delete })).toHaveCount(0);
});

test("the owner's Administration: the practice's team and settings, nothing of the platform's", async ({
  page,
}) => {
  const team = practiceTeamTexts;
  await logIn(page, OWNER, { at: '/admin' });
  const tabs = page.getByRole('tablist', { name: adminTexts.tabsLabel });
  await expect(tabs.getByRole('tab', { name: team.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: adminTexts.tabs.mandanten })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: adminTexts.tabs.benutzer })).toHaveCount(0);
  await expect(page.getByRole('link', { name: layoutTexts.nav.blacklist })).toHaveCount(0);
  const table = page.getByRole('table', { name: team.caption(ROLES_TENANT.name) });
  await expect(table.getByRole('combobox', { name: team.roleFor(THERAPIST.name) })).toHaveValue('therapeut');
  await expect(table.getByRole('combobox', { name: team.roleFor(RECEPTIONIST.name) })).toHaveValue('empfang');
  // The only owner is not offered to step down or leave (the practice keeps one).
  const ownRow = table.getByRole('row').filter({ hasText: OWNER.email });
  await expect(ownRow).toContainText(practiceRoleTexts.names.inhaber);
  await expect(ownRow.getByRole('combobox')).toHaveCount(0);
  await expect(ownRow.getByRole('button', { name: team.removeFor(OWNER.name) })).toHaveCount(0);

  // Invite a colleague, give her another role, remove her again.
  const name = `Karla Kollegin${uniqueTag()}`;
  const email = `kollegin${uniqueTag()}@praxis.test`.toLowerCase();
  const form = page.getByRole('form', { name: team.invite.title });
  // Empty fields are named at the field, nothing is sent.
  await form.getByRole('button', { name: team.invite.submit }).click();
  await expect(form.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
  await expect(form.getByLabel(team.invite.email)).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(team.invite.email).fill(email);
  await form.getByLabel(team.invite.name).fill(name);
  await form.getByLabel(team.invite.role).selectOption('empfang');
  await form.getByRole('button', { name: team.invite.submit }).click();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(team.state.invited);
  await row.getByRole('combobox', { name: team.roleFor(name) }).selectOption('therapeut');
  await expect(page.getByRole('status').filter({ hasText: team.success.role(name) })).toBeVisible();
  await row.getByRole('button', { name: team.removeFor(name) }).click();
  await page.getByRole('dialog').getByRole('button', { name: team.removeDialog.confirm }).click();
  await expect(row).toHaveCount(0);

  // On a phone the team still fits the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The settings are the practice's, its domains the platform's.
  await page.setViewportSize({ width: 1280, height: 900 });
  await tabs.getByRole('tab', { name: practiceSettingsTexts.tab }).click();
  await expect(page.getByRole('switch', { name: practiceRoleTexts.receptionSeesAnamnese })).toBeVisible();
  await expect(page.getByLabel(adminTenantTexts.edit.fields.domains)).toHaveAttribute('readonly', '');

  // The practice's reply template is the owner's to write.
  await tabs.getByRole('tab', { name: replyTexts.admin.tab }).click();
  const editor = page.getByTestId('reply-template-rueckrufbitte');
  await editor.getByLabel(replyTexts.admin.subject, { exact: true }).fill(`Rückruf – ${uniqueTag()}`);
  await editor.getByRole('button', { name: replyTexts.admin.save }).click();
  await expect(editor.getByRole('status')).toContainText(replyTexts.admin.saved('Rückrufbitte'));

  // The platform's tabs and another practice's requests stay closed.
  await page.goto('/admin?tab=mandanten');
  await expect(tabs.getByRole('tab', { name: team.tab })).toHaveAttribute('aria-selected', 'true');
  const elsewhere = await submitForm(
    page.request,
    receptionRequest(`Xaver Fremd${uniqueTag()}`),
    E2E_TENANT.slug,
  );
  await page.goto(`/submissions/${elsewhere.submissionId}`);
  await expect(page.getByText(submissionTexts.errors.notFound)).toBeVisible();
});
