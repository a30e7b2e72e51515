// Issue 14: the reception's HTML names its practice's request as a preload (server/http/routePreloads.ts).
// The page must take that response instead of asking again, and Chromium must not warn of an unused preload.

import { E2E_TENANT } from './fixtures.ts';
import { expect, test } from './test.ts';

for (const path of ['/online-rezeption', '/online-rezeption/anamnese']) {
  test(`${path} asks for its practice once, through the preload`, async ({ page }) => {
    const tenantRequests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/public/tenant') tenantRequests.push(request.url());
    });
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(`${path}?tenant=${E2E_TENANT.slug}`);
    // The practice's configured name: shown only once its configuration is in.
    await expect(page.getByRole('banner')).toContainText('Physiotherapie am Stadtpark');
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(3_500);
    // Named in the page, and fetched once: the page's own request took the preloaded response.
    await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveAttribute(
      'href',
      `/api/public/tenant?tenant=${E2E_TENANT.slug}`,
    );
    expect(tenantRequests).toEqual([expect.stringContaining(`/api/public/tenant?tenant=${E2E_TENANT.slug}`)]);
    expect(warnings).toEqual([]);
  });
}
