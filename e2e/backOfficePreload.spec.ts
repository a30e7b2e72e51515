// Issue 14: a signed-in browser opening the back office gets the session probe named in the HTML as a preload
// (server/http/routePreloads.ts), so its answer comes beside the scripts. The frame must take that answer, the
// idle notice must start from it instead of asking again, and Chromium must not warn of an unused preload.

import { SESSION_PATH, SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '../common/sessionSignals.ts';
import { authTexts } from '../common/texts/auth.ts';
import { USER } from './fixtures.ts';
import { logIn } from './helpers.ts';
import { expect, test } from './test.ts';

test('the dashboard, opened signed in, asks for the session once, through the preload', async ({
  page: loginPage,
  context,
}) => {
  await logIn(loginPage, USER);
  // A new tab, as when staff open the bookmark in the morning. The login tab is closed first: its own session
  // checks after the login (the idle notice's) could otherwise be counted as this load's.
  await loginPage.close();
  const page = await context.newPage();
  const sessionRequests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SESSION_PATH) sessionRequests.push(request.method());
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`link[rel="preload"][as="fetch"][href="${SESSION_PATH}"]`)).toHaveCount(1);
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(3_500);
  expect(sessionRequests).toEqual(['GET']);
  expect(warnings).toEqual([]);
});

test('signed out, the back office names no session preload and goes to the login screen', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).not.toContain(`href="${SESSION_PATH}"`);
});

test('a hint left from an ended session: the preloaded probe answers 401, and the login screen follows', async ({
  page,
  context,
  baseURL,
}) => {
  // As after the server forgot the session (expired, or ended in another browser) while the cookies stayed.
  await context.addCookies([
    { name: SIGNED_IN_HINT_COOKIE, value: SIGNED_IN_HINT_VALUE, url: baseURL! },
    { name: 'pd_session', value: 'a-session-the-server-does-not-know', url: baseURL! },
  ]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: authTexts.submit })).toBeVisible();
  // The server cleared the hint with the 401, so the next load names no preload and asks nothing.
  expect((await context.cookies()).map((c) => c.name)).not.toContain(SIGNED_IN_HINT_COOKIE);
});
