// Two-factor login (issue 15) in the browser: a staff member sets it up from the account menu with a code the
// test computes from the secret shown on screen, signs out and in again with a code and with a recovery code;
// an admin requires it for a practice in the tenant dialog and its new staff member is led through the setup at
// login before anything else opens; an admin resets a user's 2FA in the users tab. Every account and practice
// is the test's own (an admins' rule would change how the other specs sign in, so it is covered by the API tests).

import { Secret, TOTP } from 'otpauth';
import { adminTenantTexts } from '../common/texts/adminTenants.ts';
import { adminUsersTexts } from '../common/texts/adminUsers.ts';
import { authTexts } from '../common/texts/auth.ts';
import { layoutTexts } from '../common/texts/layout.ts';
import { twoFactorTexts as texts } from '../common/texts/twoFactor.ts';
import { createAccount } from './accounts.ts';
import { ADMIN, E2E_TENANT } from './fixtures.ts';
import {
  type Credentials,
  expectNoSeriousAxeViolations,
  fillLoginForm,
  logInThroughForm,
  uniqueTag,
} from './helpers.ts';
import { type APIRequestContext, expect, type Page, test } from './test.ts';

/** What an authenticator app shows for this secret `steps` periods from now (independent of our server code). */
function appCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function asAdmin(request: APIRequestContext) {
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
}

/** A staff member of its own (created through the administration's API). */
async function newStaff(
  request: APIRequestContext,
  tenantSlug: string,
): Promise<Credentials & { name: string }> {
  const tag = uniqueTag();
  const user = {
    email: `zwei-faktor-${tag}@praxis.test`,
    password: 'Zwei-Faktor-Passw0rt!',
    name: `Zora ${tag}`,
  };
  await asAdmin(request);
  await createAccount(request, {
    email: user.email,
    password: user.password,
    full_name: user.name,
    tenants: [tenantSlug],
  });
  return user;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: layoutTexts.logout, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Reads the secret from the setup panel, checks the QR code image is there, confirms with the app's code. */
async function confirmSetup(page: Page): Promise<string> {
  await expect(page.getByRole('img', { name: texts.setup.qrAlt })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^([A-Z2-7]{4} ?)+$/);
  await page.getByLabel(texts.login.codeLabel).fill(appCode(secret));
  await page.getByRole('button', { name: texts.setup.confirm }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  return secret;
}

test('set up from the account menu, then sign in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  const user = await newStaff(request, E2E_TENANT.slug);
  await logInThroughForm(page, user);
  await page.getByRole('button', { name: `${layoutTexts.signedInAs} ${user.email}` }).click();
  await page.getByRole('menuitem', { name: texts.account.menuItem }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: texts.account.pageTitle, level: 1 })).toBeVisible();
  await expect(page.getByText(texts.account.statusOff)).toBeVisible();

  await page.getByRole('button', { name: texts.account.start }).click();
  // A wrong code is refused and changes nothing.
  await page.getByLabel(texts.login.codeLabel).fill('12');
  await page.getByRole('button', { name: texts.setup.confirm }).click();
  await expect(page.getByText(texts.login.codeFormat)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const secret = await confirmSetup(page);
  const recoveryCodes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  await expect(page.getByRole('status').filter({ hasText: texts.account.enabled })).toBeVisible();
  await page.getByRole('button', { name: texts.recovery.done }).click();
  await expect(page.getByText(texts.account.statusOn, { exact: true })).toBeVisible();
  await expect(page.getByText(texts.account.codesLeft(10))).toBeVisible();

  // Sign out; the password alone no longer opens the dashboard.
  await logOut(page);
  await fillLoginForm(page, user);
  await expect(page.getByRole('heading', { name: texts.login.codeHeading })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  await expectNoSeriousAxeViolations(page);
  const codeField = page.getByLabel(texts.login.codeLabel);
  await expect(codeField).toBeFocused();
  // A wrong code: the server's message, still at the code step.
  await codeField.fill(appCode(secret, 10));
  await page.getByRole('button', { name: texts.login.submit }).click();
  await expect(page.getByRole('alert')).toContainText('Bestätigungscode ist nicht richtig');
  // The app's next code (the setup used the current one up).
  await codeField.fill(appCode(secret, 1));
  await page.getByRole('button', { name: texts.login.submit }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Again with a recovery code instead of the app.
  await logOut(page);
  await fillLoginForm(page, user);
  await page.getByRole('button', { name: texts.login.useRecovery }).click();
  await page.getByLabel(texts.login.recoveryLabel).fill(recoveryCodes[0]);
  await page.getByRole('button', { name: texts.login.submit }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/account');
  await expect(page.getByText(texts.account.codesLeft(9))).toBeVisible();
});

test('a practice that requires it leads its new staff member through the setup at login', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  await asAdmin(request);
  const practice = { slug: `zwei-faktor-${tag}`, name: `Praxis Zwei Faktor ${tag}` };
  const created = await request.post('/api/tenants', {
    data: { tenant_id: practice.slug, name: practice.name },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const user = await newStaff(request, practice.slug);

  // The admin requires two-factor login in the practice's edit dialog.
  await logInThroughForm(page, ADMIN);
  await page.goto('/admin?tab=mandanten');
  await page.getByRole('button', { name: adminTenantTexts.list.editFor(practice.name) }).click();
  const dialog = page.getByRole('dialog', { name: adminTenantTexts.edit.title(practice.name) });
  const requirement = dialog.getByRole('switch', { name: texts.admin.requireTenant });
  await expect(requirement).toHaveAttribute('aria-checked', 'false');
  await requirement.click();
  await expect(requirement).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('status').filter({ hasText: texts.admin.saved })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: adminTenantTexts.form.cancel }).click();
  await logOut(page);

  // The staff member's password leads to the setup, not into Praxisdesk.
  await fillLoginForm(page, user);
  await expect(page.getByRole('heading', { name: texts.login.setupHeading })).toBeVisible();
  await expect(page.getByText(texts.login.setupIntro)).toBeVisible();
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  await expectNoSeriousAxeViolations(page);
  const secret = await confirmSetup(page);
  await page.getByRole('button', { name: texts.recovery.continueLogin }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Next time the code is asked for.
  await logOut(page);
  await fillLoginForm(page, user);
  await page.getByLabel(texts.login.codeLabel).fill(appCode(secret, 1));
  await page.getByRole('button', { name: texts.login.submit }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('an admin sees who uses 2FA and resets it; the user’s sessions end', async ({
  page,
  browser,
  request,
}) => {
  const user = await newStaff(request, E2E_TENANT.slug);
  // The user enables it through the API (the browser setup is the first test) and keeps a session open.
  const userContext = await browser.newContext();
  const own = userContext.request;
  expect((await own.post('/api/auth/login', { data: user })).ok()).toBe(true);
  const setup = await (await own.post('/api/account/two-factor/setup', { data: {} })).json();
  expect(
    (await own.post('/api/account/two-factor/confirm', { data: { code: appCode(setup.secret) } })).ok(),
  ).toBe(true);
  expect((await own.get('/api/auth/session')).status()).toBe(200);

  await logInThroughForm(page, ADMIN);
  await page.goto('/admin');
  const table = page.getByRole('table', { name: adminUsersTexts.table.caption });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: user.name }) });
  await expect(row.getByText(texts.admin.onLabel)).toBeAttached();
  await expect(page.getByRole('switch', { name: texts.admin.requireAdmins })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await row
    .getByRole('button', { name: adminUsersTexts.actions.rowAction(texts.admin.reset, user.name) })
    .click();
  const confirm = page.getByRole('dialog', { name: texts.admin.resetTitle(user.name) });
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: texts.admin.resetConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.admin.resetDone(user.name) })).toBeVisible();
  await expect(row.getByText(texts.admin.onLabel)).toHaveCount(0);

  expect((await own.get('/api/auth/session')).status()).toBe(401);
  await userContext.close();
  // The password alone signs in again.
  await logOut(page);
  await page.getByLabel(authTexts.emailLabel).fill(user.email);
  await page.getByLabel(authTexts.passwordLabel, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: authTexts.submit }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
