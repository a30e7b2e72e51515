// Invitations (issue 27) in the browser: an admin creates a user in Administration → Benutzer without choosing
// a password; the invitation mail (in the server's outbox) leads the user to set their own, then to sign in.
// An admin who chooses a password anyway: the user replaces it with their own at the first login.
import { adminUsersTexts as userTexts } from '../common/texts/adminUsers.ts';
import { passwordTexts } from '../common/texts/passwords.ts';
import { ADMIN, E2E_TENANT } from './fixtures.ts';
import { expectNoSeriousAxeViolations, fillLoginForm, logIn, uniqueTag } from './helpers.ts';
import { passwordMailTo } from './passwordMails.ts';
import { expect, type Locator, type Page, test } from './test.ts';

const SUBJECT = 'Einladung zu Praxisdesk';
const tenantBox = (scope: Locator) =>
  scope.getByRole('checkbox', { name: `${E2E_TENANT.name} (${E2E_TENANT.slug})`, exact: true });

async function openCreateForm(page: Page) {
  await logIn(page, ADMIN, { at: '/admin' });
  await page.getByRole('button', { name: userTexts.actions.create }).click();
  return page.getByRole('dialog', { name: userTexts.form.createTitle });
}

test('an invited user sets their own password from the mail and signs in; the link works once', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const email = `eingeladen.${tag}@praxis.test`;
  const name = `Ina Eingeladen ${tag}`;
  const dialog = await openCreateForm(page);
  await expect(dialog.getByRole('radio', { name: userTexts.form.accessInvite })).toBeChecked();
  await dialog.getByLabel(userTexts.form.email).fill(email);
  await dialog.getByLabel(userTexts.form.fullName).fill(name);
  await tenantBox(dialog).check();
  await dialog.getByRole('button', { name: userTexts.form.create }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    userTexts.success.invited(name, email),
  );
  await page.getByRole('searchbox', { name: userTexts.filters.search }).fill(tag);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(userTexts.table.invited);

  // "Einladung erneut senden": a second mail; the first link stops working.
  const first = await passwordMailTo(email, SUBJECT);
  await row
    .getByRole('button', { name: userTexts.actions.rowAction(userTexts.actions.resendInvitation, name) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    userTexts.success.invitationResent(email),
  );
  const { mail, link } = await passwordMailTo(email, SUBJECT, 2);
  expect(mail.text).toContain('72 Stunden');

  const invitedContext = await browser.newContext();
  const invited = await invitedContext.newPage();
  await invited.goto(first.link);
  await expect(invited.getByTestId('password-link-invalid')).toBeVisible();

  await invited.goto(link);
  await expect(
    invited.getByRole('heading', { level: 1, name: passwordTexts.link.invitationHeading }),
  ).toBeVisible();
  await expect(invited.getByText(passwordTexts.link.invitationIntro(email))).toBeVisible();
  await expectNoSeriousAxeViolations(invited);
  const own = 'Ina-waehlt-selbst-2026';
  await invited.getByLabel(passwordTexts.newPassword, { exact: true }).fill(own);
  await invited.getByLabel(passwordTexts.repeatPassword).fill(own);
  await invited.getByRole('button', { name: passwordTexts.link.submit }).click();
  await expect(invited.getByRole('heading', { name: passwordTexts.link.doneTitle })).toBeVisible();
  await invited.getByRole('link', { name: passwordTexts.link.toLogin }).click();
  await fillLoginForm(invited, { email, password: own });
  await expect(invited).toHaveURL(/\/dashboard/);

  await invited.goto(link);
  await expect(invited.getByTestId('password-link-invalid')).toBeVisible();
  await invitedContext.close();
});

test('a password the admin chose is replaced by the user’s own at the first login, before anything else', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const email = `vorlaeufig.${tag}@praxis.test`;
  const temporary = 'Vom-Admin-vergeben-2026';
  const dialog = await openCreateForm(page);
  await dialog.getByRole('radio', { name: userTexts.form.accessPassword }).check();
  await dialog.getByLabel(userTexts.form.email).fill(email);
  await dialog.getByLabel(userTexts.form.password, { exact: true }).fill(temporary);
  await dialog.getByLabel(userTexts.form.fullName).fill(`Vito ${tag}`);
  await tenantBox(dialog).check();
  await dialog.getByRole('button', { name: userTexts.form.create }).click();
  await expect(dialog).toBeHidden();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await fillLoginForm(staff, { email, password: temporary });
  await expect(staff.getByRole('heading', { name: passwordTexts.loginStep.heading })).toBeVisible();
  // Nothing else opens before the step is done.
  expect((await staff.request.get('/api/auth/session')).status()).toBe(401);
  const field = staff.getByLabel(passwordTexts.newPassword, { exact: true });
  await expect(field).toHaveAccessibleDescription(/Mindestens 12 Zeichen/);
  // Keeping the admin's password is refused.
  await field.fill(temporary);
  await staff.getByLabel(passwordTexts.repeatPassword).fill(temporary);
  await staff.getByRole('button', { name: passwordTexts.loginStep.submit }).click();
  await expect(field).toHaveAccessibleDescription(new RegExp(passwordTexts.change.sameAsCurrent));

  const own = 'Vito-waehlt-selbst-2026';
  await field.fill(own);
  await staff.getByLabel(passwordTexts.repeatPassword).fill(own);
  await staff.getByRole('button', { name: passwordTexts.loginStep.submit }).click();
  await expect(staff).toHaveURL(/\/dashboard/);
  await staffContext.close();

  // Next time the own password alone signs in.
  const again = await browser.newContext();
  await logIn(await again.newPage(), { email, password: own });
  await again.close();
});
