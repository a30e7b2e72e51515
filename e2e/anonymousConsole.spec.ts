// Issue 14: no console error on any page a visitor opens anonymously (the login's session probe used to
// answer 401 there; zod's eval probe used to break the CSP).
import { randomUUID } from 'node:crypto';
import { E2E_TENANT } from './fixtures.ts';
import { expect, test } from './test.ts';

const tenant = `?tenant=${E2E_TENANT.slug}`;
const pages = [
  ['the login', '/login', 'Praxisdesk'],
  ['the reception', `/online-rezeption${tenant}`, 'Willkommen in der Online-Rezeption'],
  ['the anamnese', `/online-rezeption/anamnese${tenant}`, null],
  ['the booking ways', `/online-rezeption/terminbuchung${tenant}`, null],
  ['the thank-you page', `/success${tenant}`, null],
  ['the failure page', `/error${tenant}`, null],
  ['the magic-link view', `/submission/${randomUUID()}`, null],
] as const;

for (const [name, path, heading] of pages) {
  test(`${name} logs no console error and no failed request`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (heading) await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    expect(problems).toEqual([]);
  });
}
