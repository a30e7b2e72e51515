import { DASHBOARD_STORAGE_KEYS } from '../common/storageKeys.ts';
import { authTexts } from '../common/texts/auth.ts';
import { layoutTexts } from '../common/texts/layout.ts';
import { ADMIN, THERAPIST, USER } from './fixtures.ts';
import { expectNoSeriousAxeViolations, fillLoginForm, logInThroughForm } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: layoutTexts.navigationLabel });
}

test('the login screen shows logo, title, welcome text and the version', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('img', { name: 'Praxisdesk-Logo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Praxisdesk' })).toBeVisible();
  await expect(page.getByText(authTexts.welcome)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  await expect(page.getByRole('contentinfo')).toContainText('2.0.11');
});

test('the seeded admin logs in and lands on the dashboard', async ({ page }) => {
  await logInThroughForm(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(ADMIN.email);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.getByText('2.0.11')).toBeVisible();
});

test('a wrong password shows the login failure message', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, { email: ADMIN.email, password: 'falsches-Passwort' });
  await expect(page.getByRole('alert')).toHaveText(
    'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields get German messages instead of a request', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: authTexts.submit }).click();
  await expect(page.getByText(authTexts.emailRequired)).toBeVisible();
  await expect(page.getByText(authTexts.passwordRequired)).toBeVisible();
  await expect(page.getByLabel(authTexts.emailLabel)).toBeFocused();
});

test('a protected page sends to the login and back again afterwards', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  await fillLoginForm(page, USER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a redirect to another site is ignored after login', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await fillLoginForm(page, USER);
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/dashboard$/);
});

test('an admin sees Administration and IP-Blacklist in the sidebar', async ({ page }) => {
  await logInThroughForm(page, ADMIN);
  const navigation = mainNavigation(page);
  for (const label of ['Dashboard', 'Mitgliedschaft', 'Administration', 'IP-Blacklist']) {
    await expect(navigation.getByRole('link', { name: label })).toBeVisible();
  }
  await navigation.getByRole('link', { name: 'IP-Blacklist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'IP-Blacklist' })).toBeVisible();
});

test('a normal user sees neither Administration nor IP-Blacklist', async ({ page }) => {
  // A Therapeut:in: USER is Praxisinhaber:in of its practice and has the Administration (issue 44).
  await logInThroughForm(page, THERAPIST);
  const navigation = mainNavigation(page);
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Mitgliedschaft' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'IP-Blacklist' })).toHaveCount(0);
  // The header shows the user's package without prefix.
  await expect(page.getByRole('banner')).toContainText('Team');
});

test('a normal user opening /admin lands on the dashboard', async ({ page }) => {
  await logInThroughForm(page, THERAPIST);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/blacklist');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout returns to the login screen and ends the session', async ({ page }) => {
  await logInThroughForm(page, USER);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(authTexts.emailLabel)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
});

test('an ended session leads to the login with the way back and forgets the dashboard filters', async ({
  page,
  context,
}) => {
  await logInThroughForm(page, USER);
  await page.evaluate((keys) => {
    for (const key of keys) localStorage.setItem(key, '2');
  }, DASHBOARD_STORAGE_KEYS);
  await context.clearCookies();
  // A filter the dashboard keeps in the address whatever the inbox holds (a page number past the last page
  // would be corrected by the dashboard, which other specs' submissions make likely).
  await page.goto('/dashboard?type=training');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard%3Ftype%3Dtraining');
  const stored = await page.evaluate(
    (keys) => keys.map((key) => localStorage.getItem(key)),
    DASHBOARD_STORAGE_KEYS,
  );
  expect(stored).toEqual(DASHBOARD_STORAGE_KEYS.map(() => null));
  await fillLoginForm(page, USER);
  await expect(page).toHaveURL(/\/dashboard\?type=training$/);
});

test('unknown paths lead to the dashboard', async ({ page }) => {
  await logInThroughForm(page, USER);
  await page.goto('/gibt-es-nicht');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('below 1024 px the sidebar opens from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await logInThroughForm(page, ADMIN);
  await expect(mainNavigation(page)).toBeHidden();
  await page.getByRole('button', { name: layoutTexts.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: layoutTexts.navigationTitle });
  await drawer.getByRole('link', { name: 'Mitgliedschaft' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Mitgliedschaft' })).toBeVisible();
});

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: authTexts.submit })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Also with the error message and field errors showing.
  await page.getByRole('button', { name: authTexts.submit }).click();
  await expect(page.getByText(authTexts.emailRequired)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the signed-in layout has no serious accessibility violations', async ({ page }) => {
  await logInThroughForm(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
