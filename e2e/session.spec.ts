// Session ends as staff meet them: the notice before the idle timeout with "Angemeldet bleiben", the return to
// the login screen at the timeout, and "Überall abmelden". The server is a second instance with an idle
// timeout of 30 s (SESSION_IDLE_MINUTES=0.5, for tests only), so the notice comes after 22.5 s (a quarter of
// the idle time before the end when that is shorter than two minutes) instead of after 28 minutes.

import { sessionTexts as texts } from '../common/texts/session.ts';
import { USER } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn } from './helpers.ts';
import { type OwnServer, ownServer } from './ownServer.ts';
import { OWN_SERVER_PORTS } from './ports.ts';
import { expect, type Page, test } from './test.ts';

let server: OwnServer;

test.beforeAll(async () => {
  // A second server's start (migrations, seeding) is slow on a busy machine.
  test.setTimeout(90_000);
  server = ownServer(OWN_SERVER_PORTS.session, { SESSION_IDLE_MINUTES: '0.5' });
  await server.start();
});
test.afterAll(async () => {
  await server?.dispose();
});

// Tablet width: the notice and the account menu work from 768 px on.
test.use({ viewport: { width: 768, height: 900 } });

const notice = (page: Page) => page.getByRole('alertdialog', { name: texts.idleTitle });

test('the idle notice offers "Angemeldet bleiben"; without an answer the login screen follows', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page, USER, { origin: server.url });

  // No user action for 22.5 s: the notice, with the focus on its action.
  await expect(notice(page)).toBeVisible({ timeout: 40_000 });
  await expect(notice(page)).toContainText('wegen Inaktivität abgemeldet');
  const stay = notice(page).getByRole('button', { name: texts.stay });
  await expect(stay).toBeFocused();

  // One user action moves the end: the notice goes, and the session is still there after the old end.
  await stay.click();
  await expect(notice(page)).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.waitForTimeout(10_000);
  expect((await page.request.get(`${server.url}/api/auth/session`)).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard/);

  // Background polling (the dashboard's) keeps nothing alive: the notice again, then the login screen.
  await expect(notice(page)).toBeVisible({ timeout: 40_000 });
  await expectNoSeriousAxeViolations(page);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/, { timeout: 20_000 });
  expect((await page.request.get(`${server.url}/api/auth/session`)).status()).toBe(401);
});

test('"Überall abmelden" ends the sessions of every browser of the user', async ({ page, playwright }) => {
  // A second device, signed in as the same user.
  const other = await playwright.request.newContext({ baseURL: server.url });
  expect((await other.post('/api/auth/login', { data: USER })).ok()).toBe(true);
  expect((await other.get('/api/auth/session')).status()).toBe(200);

  await logIn(page, USER, { origin: server.url });
  const account = page.getByRole('button', { name: `Angemeldet als ${USER.email}` });
  await account.click();
  await page.getByRole('menuitem', { name: texts.logoutEverywhere }).click();
  const dialog = page.getByRole('dialog', { name: texts.logoutEverywhereTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: texts.logoutEverywhere }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get(`${server.url}/api/auth/session`)).status()).toBe(401);
  expect((await other.get('/api/auth/session')).status()).toBe(401);
  await other.dispose();
});

test('the account menu opens from the keyboard and closes with Escape', async ({ page }) => {
  await logIn(page, USER, { origin: server.url });
  const account = page.getByRole('button', { name: `Angemeldet als ${USER.email}` });
  await account.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: texts.logoutEverywhere })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();
});
