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

/** Logs in through the login screen; `origin` for a server other than the configured one. */
export async function logIn(page: Page, credentials: Credentials, origin = '') {
  await page.goto(`${origin}/login`);
  await fillLoginForm(page, credentials);
  await expect(page).toHaveURL(/\/dashboard/);
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

/** Every axe rule; only serious and critical violations fail. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}
