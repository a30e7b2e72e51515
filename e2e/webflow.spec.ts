// A practice website on another origin posts a plain HTML form (no JavaScript) to webflow-submit.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { receptionTexts } from '../common/texts/reception.ts';
import { E2E_TENANT } from './fixtures.ts';
import { expect, test } from './test.ts';

let website: Server;
let websiteUrl: string;

function page(apiBase: string, tenantId: string, enctype: string) {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Praxis-Website</title></head><body>
  <h1>Kontakt</h1>
  <form method="post" enctype="${enctype}" action="${apiBase}/functions/v1/webflow-submit">
    <input type="hidden" name="tenantId" value="${tenantId}">
    <label>Name <input name="name"></label>
    <label>E-Mail <input name="email" type="email"></label>
    <label>Nachricht <textarea name="message"></textarea></label>
    <button type="submit">Absenden</button>
  </form></body></html>`;
}

test.beforeAll(async ({ workerServer }) => {
  website = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://x').searchParams;
    const tenant = query.get('tenant') ?? E2E_TENANT.slug;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(workerServer.url, tenant, query.get('enctype') ?? 'application/x-www-form-urlencoded'));
  });
  await new Promise<void>((resolve) => website.listen(0, '127.0.0.1', resolve));
  websiteUrl = `http://127.0.0.1:${(website.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => website.close(() => resolve())));

for (const enctype of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
  test(`a plain HTML form (${enctype}) on another site lands on the success page`, async ({
    page: browser,
  }) => {
    await browser.goto(`${websiteUrl}/kontakt?enctype=${encodeURIComponent(enctype)}`);
    await browser.getByLabel('Name').fill('Wolfgang Web');
    await browser.getByLabel('E-Mail').fill('wolfgang@beispiel.test');
    await browser.getByLabel('Nachricht').fill('Ich hätte gern einen Termin.');
    await browser.getByRole('button', { name: 'Absenden' }).click();
    await expect(browser).toHaveURL(/\/success\?tenant=physio-mitte&from=/);
    // Browsers send only the origin as Referer to another site (strict-origin-when-cross-origin).
    expect(new URL(browser.url()).searchParams.get('from')).toBe(`${websiteUrl}/`);
  });
}

test('an unknown practice lands on the error page with the reason', async ({ page: browser }) => {
  await browser.goto(`${websiteUrl}/kontakt?tenant=gibt-es-nicht`);
  await browser.getByLabel('Name').fill('Wolfgang Web');
  await browser.getByRole('button', { name: 'Absenden' }).click();
  await expect(browser).toHaveURL(/\/error\?tenant=gibt-es-nicht&error=TENANT_NOT_FOUND/);
  await expect(browser.getByText(receptionTexts.failure.reasons.practice)).toBeVisible();
});
