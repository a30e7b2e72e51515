// What several browser specs do the same way: log in, send a website form through the public API, and scan a
// page for serious accessibility violations.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { authTexts } from '../common/texts/auth.ts';

export interface Credentials {
  email: string;
  password: string;
}

export async function fillLoginForm(page: Page, { email, password }: Credentials) {
  await page.getByLabel(authTexts.emailLabel).fill(email);
  await page.getByLabel(authTexts.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: authTexts.submit }).click();
}

/** Logs in through the login screen; `origin` for a server other than the worker's. */
export async function logInThroughForm(page: Page, credentials: Credentials, origin = '') {
  await page.goto(`${origin}/login`);
  await fillLoginForm(page, credentials);
  await expect(page).toHaveURL(/\/dashboard/);
}

/**
 * Signs in through the API in the page's browser context (its cookies are the page's), then opens `at` (the
 * dashboard unless said): the tests of what comes after the login skip the login screen, which auth.spec.ts
 * and the two-factor tests drive through the form. One page load: a test that starts elsewhere does not load
 * the dashboard first.
 */
export async function logIn(
  page: Page,
  credentials: Credentials,
  { origin = '', at }: { origin?: string; at?: string } = {},
) {
  const response = await page.request.post(`${origin}/api/auth/login`, { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
  expect(Object.keys(await response.json())).toContain('user');
  await page.goto(`${origin}${at ?? '/dashboard'}`);
  if (!at) await expect(page).toHaveURL(/\/dashboard/);
}

export async function publicKeyOf(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/public/tenant?tenant=${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tenant: { publicKey: string } }).tenant.publicKey;
}

/** Posts a form as a practice website does (submitForm) and returns the new submission's id. */
export async function sendWebsiteForm(
  request: APIRequestContext,
  slug: string,
  formData: Record<string, unknown>,
): Promise<string> {
  const response = await request.post('/functions/v1/submitForm', {
    headers: { apikey: await publicKeyOf(request, slug) },
    data: { tenantId: slug, formData },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { submissionId: string }).submissionId;
}

/**
 * An axe scan of the page. Violations come in full; passing checks are not listed node by node (axe's
 * `resultTypes`, which it documents for speed: about a fifth less time a scan, 2026-11-27). Legacy mode runs
 * axe in the page itself; the default opens a blank page and injects axe a second time there to gather the
 * results of cross-origin frames, which the app has none of (no iframe; it forbids being framed itself).
 */
export const axeScan = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

/** Every axe rule; only serious and critical violations fail. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axeScan(page).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}

const SYLLABLES = [...'bdfgklmnprstvz'].flatMap((consonant) =>
  [...'aeiou'].map((vowel) => consonant + vowel),
);
let tagRun = 0;

/**
 * A tag unique to one test (time and a counter), written like part of a name ("kebomadira…"), so tests can
 * tell their own submissions apart. Test names with digits or without vowels read like a bot's and are scored
 * as spam; five spam from the browser tests' one address would block it for the rest of the run.
 */
/**
 * Stops the page's installed clock (page.clock.install), which otherwise runs on with real time: afterwards its
 * timers fire only when the test moves time (runFor), however slowly a loaded machine gets from one check to
 * the next. Call it once the page has rendered (a first render can wait for timers); time jumps a second ahead,
 * because pauseAt refuses a moment the running clock has passed. React Query hands fetched data to the page
 * through a timer: `page.clock.resume()` before waiting for data that a request brings.
 */
export async function stopClock(page: Page) {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_000);
}

/** A letter-only stand-in for a number (0 → "ba", 1 → "be", …), for names the spam filter must not score. */
export function syllable(i: number): string {
  return SYLLABLES[i % SYLLABLES.length]!;
}

export function uniqueTag(): string {
  let n = Date.now() * 100 + (tagRun++ % 100);
  let tag = '';
  while (n > 0) {
    tag += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  }
  return tag;
}
