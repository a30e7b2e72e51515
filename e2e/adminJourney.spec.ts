// Issue 12's whole way for an admin: a new practice made in the Mandanten tab, a new user for it made in the
// Benutzer tab; that user signs in and sees that practice's requests only.

import { adminTenantTexts as tenantTexts } from '../common/texts/adminTenants.ts';
import { adminUsersTexts as userTexts } from '../common/texts/adminUsers.ts';
import { dashboardTexts } from '../common/texts/dashboard.ts';
import { replaceAdminPassword } from './accounts.ts';
import { ADMIN, E2E_TENANT } from './fixtures.ts';
import { logIn, sendWebsiteForm, uniqueTag } from './helpers.ts';
import { expect, test } from './test.ts';

const PASSWORD = 'Sicher-Genug-2026';
const OWN_PASSWORD = 'Selbst-gewaehlt-2026';

test('an admin creates a practice and a user for it; the user sees only that practice', async ({
  page,
  request,
  browser,
}) => {
  const tag = uniqueTag();
  const slug = `reise-${tag}`;
  const practice = `Praxis Reise ${tag}`;
  const email = `lena.${tag}@praxis.test`;

  await logIn(page, ADMIN, { at: '/admin?tab=mandanten' });
  await page.getByRole('button', { name: tenantTexts.list.add }).first().click();
  const create = page.getByRole('dialog', { name: tenantTexts.create.title });
  await create.getByLabel(tenantTexts.form.slugLabel).fill(slug);
  await create.getByLabel(tenantTexts.form.nameLabel).fill(practice);
  await create.getByRole('button', { name: tenantTexts.create.submit }).click();
  await expect(create).toBeHidden();

  await page.getByRole('tab', { name: 'Benutzer' }).click();
  await page.getByRole('button', { name: userTexts.actions.create }).click();
  const dialog = page.getByRole('dialog', { name: userTexts.form.createTitle });
  await dialog.getByLabel(userTexts.form.email).fill(email);
  await dialog.getByRole('radio', { name: userTexts.form.accessPassword }).check();
  await dialog.getByLabel(userTexts.form.password, { exact: true }).fill(PASSWORD);
  await dialog.getByLabel(userTexts.form.fullName).fill(`Lena Reise ${tag}`);
  await dialog.getByRole('checkbox', { name: `${practice} (${slug})`, exact: true }).check();
  await dialog.getByRole('button', { name: userTexts.form.create }).click();
  await expect(dialog).toBeHidden();

  // A request to the new practice and one to another.
  const ours = `Olga Ost ${tag}`;
  const theirs = `Theo West ${tag}`;
  const note = 'Guten Tag, ich hätte gern einen Termin für Krankengymnastik. Vielen Dank!';
  await sendWebsiteForm(request, slug, { type: 'kontakt', full_name: ours, message: note });
  await sendWebsiteForm(request, E2E_TENANT.slug, { type: 'kontakt', full_name: theirs, message: note });

  const context = await browser.newContext();
  const staff = await context.newPage();
  // The admin's password is replaced by the user's own at the first login (invitation.spec.ts: in the browser).
  await replaceAdminPassword({ email, password: PASSWORD }, OWN_PASSWORD);
  await logIn(staff, { email, password: OWN_PASSWORD });
  await expect(staff.getByRole('article', { name: ours })).toBeVisible();
  await expect(staff.getByRole('article', { name: ours })).toContainText(practice);
  await expect(staff.getByRole('article', { name: theirs })).toHaveCount(0);
  await expect(staff.getByRole('combobox', { name: dashboardTexts.filters.tenant })).toHaveCount(0);
  await context.close();
});
