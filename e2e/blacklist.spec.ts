// The IP blacklist (spec 001 §2.3) as an admin uses it, and the administration's Anfragen tab. The server
// trusts X-Forwarded-For from 127.0.0.1 (TRUST_PROXY=loopback in e2e/serverEnv.ts), so the intake calls here come
// "from" documentation addresses, never from the address every other browser test posts from.

import { formatGermanDateTime } from '../common/dashboard/submissionDisplay.ts';
import { adminRequestsTexts } from '../common/texts/adminRequests.ts';
import { blacklistTexts as texts } from '../common/texts/blacklist.ts';
import { dashboardTexts } from '../common/texts/dashboard.ts';
import { ADMIN, E2E_TENANT, USER } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, publicKeyOf } from './helpers.ts';
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs, test } from './test.ts';

const AUTO_REASON = texts.automaticReason(5);
const octet = () => Math.floor(Math.random() * 254) + 1;

interface Entry {
  ip_hash: string;
  reason: string | null;
  source: 'manual' | 'automatic';
  added_at: string;
  expires_at: string | null;
}

/** The list as the server has it (page.request carries the admin's session). */
async function entries(api: APIRequestContext): Promise<Entry[]> {
  const response = await api.get('/api/blacklist');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { entries: Entry[] }).entries;
}

/** A website form sent through a proxy on this host for the client `ip`; answers the HTTP status, error id and
 * new submission's id. */
async function submitFrom(
  request: APIRequestContext,
  ip: string,
  formData: Record<string, unknown> = {
    type: 'kontakt',
    name: 'Jana Beispiel',
    email: 'jana@beispiel.test',
    message: 'Guten Tag, hätten Sie nächste Woche einen Termin für Krankengymnastik frei?',
  },
) {
  const response = await request.post('/functions/v1/submitForm', {
    headers: { apikey: await publicKeyOf(request, E2E_TENANT.slug), 'x-forwarded-for': ip },
    data: { tenantId: E2E_TENANT.slug, formData },
  });
  const body = (await response.json()) as { errorCode?: string; submissionId?: string };
  return { status: response.status(), errorCode: body.errorCode, submissionId: body.submissionId };
}

/** An API context logged in as the admin. */
async function adminApi(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined) {
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  return api;
}

async function waitUntilScored(api: APIRequestContext, submissionId: string) {
  await expect
    .poll(
      async () => {
        const detail = await api.get(`/api/submissions/${submissionId}`);
        return ((await detail.json()) as { submission: { quarantine_status: string } }).submission
          .quarantine_status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
}

test.beforeAll(async ({ playwright, workerServer }) => {
  // The first scoring after a fresh start seeds the spam model in one long transaction of the embedded
  // database, which holds every other request meanwhile: done here, it never lands inside a screen step.
  const api = await adminApi(playwright, workerServer.url);
  const { submissionId } = await submitFrom(api, `198.51.100.${octet()}`);
  await waitUntilScored(api, submissionId!);
  await api.dispose();
});

test.afterEach(async ({ playwright, baseURL }) => {
  // No other spec adds to the blacklist: each test starts with it empty, also after another one failed.
  const api = await adminApi(playwright, baseURL);
  for (const entry of await entries(api)) await api.delete(`/api/blacklist/${entry.ip_hash}`);
  await api.dispose();
});

const ipField = (page: Page) => page.getByLabel(texts.add.label, { exact: true });
const addButton = (page: Page) => page.getByRole('button', { name: texts.add.submit });
const table = (page: Page) => page.getByRole('table', { name: texts.table.caption });
const rowOf = (page: Page, hash: string) => table(page).getByRole('row', { name: hash.slice(0, 16) });

async function openBlacklist(page: Page) {
  await logIn(page, ADMIN, { at: '/blacklist' });
  await expect(page.getByRole('heading', { level: 1, name: 'IP-Blacklist' })).toBeVisible();
}

async function removeEntry(page: Page, hash: string) {
  await page.getByRole('button', { name: texts.table.removeLabel(hash.slice(0, 16)) }).click();
  const dialog = page.getByRole('dialog', { name: texts.confirmRemove.title });
  await expect(dialog).toContainText(hash.slice(0, 16));
  await dialog.getByRole('button', { name: texts.confirmRemove.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: texts.removed })).toBeVisible();
  await expect(rowOf(page, hash)).toHaveCount(0);
}

test('an admin adds an invalid and a valid address, the intake refuses it, and removing it lets it in again', async ({
  page,
  request,
}) => {
  await openBlacklist(page);
  const info = page.getByRole('region', { name: texts.info.title });
  for (const point of texts.info.points) await expect(info).toContainText(point);

  // Invalid: the spec's message at the field, nothing sent.
  await ipField(page).fill('203.0.113.300');
  await addButton(page).click();
  await expect(page.getByText(texts.invalidIp)).toBeVisible();
  await expect(ipField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(ipField(page)).toBeFocused();
  expect(await entries(page.request)).toEqual([]);
  await expect(page.getByText(texts.empty)).toBeVisible();
  // A network whose prefix is out of range: told at the field, nothing sent.
  await ipField(page).fill('203.0.113.0/33');
  await addButton(page).click();
  await expect(page.getByText(texts.invalidRange)).toBeVisible();
  expect(await entries(page.request)).toEqual([]);

  // Valid: the row shows the hash's first 16 characters, Manuell, the time, no end and the fixed reason
  // (the address itself is told once, in the message, and stored nowhere).
  const ip = `203.0.113.${octet()}`;
  await ipField(page).fill(ip);
  await expect(page.getByText(texts.invalidIp)).toHaveCount(0);
  await addButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: texts.add.added(ip) })).toBeVisible();
  await expect(ipField(page)).toHaveValue('');
  const [entry] = await entries(page.request);
  expect(entry?.reason).toBe(texts.manualReason);
  const row = rowOf(page, entry!.ip_hash);
  await expect(row.getByRole('rowheader')).toHaveText(entry!.ip_hash.slice(0, 16));
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toContainText(texts.table.manual);
  await expect(cells.nth(1)).toHaveText(formatGermanDateTime(entry!.added_at, 'Europe/Berlin'));
  await expect(cells.nth(1)).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  await expect(cells.nth(2)).toHaveText(texts.table.noEnd);
  await expect(cells.nth(3)).toHaveText(texts.manualReason);
  await expect(table(page)).not.toContainText(ip);
  await expect(page.getByText(texts.empty)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The intake refuses the address at once; others still get through.
  expect(await submitFrom(request, ip)).toMatchObject({ status: 403, errorCode: 'IP_BLOCKED' });
  expect((await submitFrom(request, `198.51.100.${octet()}`)).status).toBe(200);

  // The same address again, here in its IPv4-mapped IPv6 spelling: told so, nothing changes.
  await ipField(page).fill(`::ffff:${ip}`);
  await addButton(page).click();
  await expect(page.getByText(texts.alreadyListed)).toBeVisible();
  expect(await entries(page.request)).toHaveLength(1);
  await expect(table(page).getByRole('row')).toHaveCount(2);

  // Removed after the confirmation: the empty state, and the address gets through again.
  await removeEntry(page, entry!.ip_hash);
  await expect(page.getByText(texts.empty)).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.entriesHeading })).toBeFocused();
  expect((await submitFrom(request, ip)).status).toBe(200);
  await expectNoSeriousAxeViolations(page);
});

test('an IPv6 address written two ways is one entry; the page fits a tablet', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openBlacklist(page);
  const group = octet().toString(16);
  await ipField(page).fill(`2001:DB8:${group}::1`);
  await addButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: `2001:DB8:${group}::1` })).toBeVisible();
  await ipField(page).fill(`2001:0db8:${group.padStart(4, '0')}:0:0:0:0:0001`);
  await addButton(page).click();
  await expect(page.getByText(texts.alreadyListed)).toBeVisible();
  const list = await entries(page.request);
  expect(list).toHaveLength(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await removeEntry(page, list[0]!.ip_hash);
  await expect(page.getByText(texts.empty)).toBeVisible();
});

test('an address the spam engine blocked shows as automatic with its end and can be removed', async ({
  page,
  request,
}) => {
  const ip = `192.0.2.${octet()}`;
  // Five obvious spam messages from one address: the scoring job blocks it (spec: 5 in 24 hours).
  for (let i = 0; i < 5; i++) {
    const { status } = await submitFrom(request, ip, {
      type: 'kontakt',
      name: 'RobertLix',
      email: 'robert@mailinator.com',
      message:
        'Hello, I noticed your website is not on the first page of Google. We offer SEO and high quality ' +
        `backlinks. Check https://seo-rank-pro.example/offer and bit.ly/3xSeo now! #${i}`,
    });
    expect(status).toBe(200);
  }
  await openBlacklist(page);
  await expect
    .poll(async () => (await entries(page.request)).map((e) => e.reason), { timeout: 30_000 })
    .toContain(AUTO_REASON);
  await page.getByRole('button', { name: texts.refresh }).click();
  const row = table(page).getByRole('row').filter({ hasText: AUTO_REASON });
  await expect(row).toHaveCount(1);
  // Shown as automatic, with the day it ends by itself.
  const [auto] = (await entries(page.request)).filter((e) => e.reason === AUTO_REASON);
  expect(auto?.source).toBe('automatic');
  await expect(row.getByRole('cell').nth(0)).toContainText(texts.table.automatic);
  await expect(row.getByRole('cell').nth(2)).toHaveText(
    formatGermanDateTime(auto!.expires_at!, 'Europe/Berlin'),
  );
  expect(await submitFrom(request, ip)).toMatchObject({ status: 403, errorCode: 'IP_BLOCKED' });

  const [entry] = (await entries(page.request)).filter((e) => e.reason === AUTO_REASON);
  await removeEntry(page, entry!.ip_hash);
  await expect(page.getByText(texts.empty)).toBeVisible();
  // Accepted again; a patient's message (not spam) does not block the address anew.
  const accepted = await submitFrom(request, ip);
  expect(accepted.status).toBe(200);
  await waitUntilScored(page.request, accepted.submissionId!);
  expect(await entries(page.request)).toEqual([]);
});

test('load, add and remove failures show the spec messages, and retrying loads the list', async ({
  page,
}) => {
  const serverError = { status: 500, json: { error: 'Interner Fehler', errorCode: 'INTERNAL' } };
  await logIn(page, ADMIN);
  await page.route('**/api/blacklist', (route) => route.fulfill(serverError));
  await page.goto('/blacklist');
  // The list is asked three times (two retries with backoff) before the error shows.
  const loadError = page.getByRole('alert').filter({ hasText: texts.errors.load });
  await expect(loadError).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/blacklist');
  await loadError.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByText(texts.empty)).toBeVisible();

  const ip = `198.51.100.${octet()}`;
  await page.route('**/api/blacklist', (route) =>
    route.request().method() === 'POST' ? route.fulfill(serverError) : route.fallback(),
  );
  await ipField(page).fill(ip);
  await addButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: texts.errors.add })).toBeVisible();
  await expect(ipField(page)).toHaveValue(ip);
  await page.unroute('**/api/blacklist');
  await addButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: texts.add.added(ip) })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: texts.errors.add })).toHaveCount(0);

  const [entry] = await entries(page.request);
  await page.route(`**/api/blacklist/${entry!.ip_hash}`, (route) => route.fulfill(serverError));
  await page.getByRole('button', { name: texts.table.removeLabel(entry!.ip_hash.slice(0, 16)) }).click();
  const dialog = page.getByRole('dialog', { name: texts.confirmRemove.title });
  await dialog.getByRole('button', { name: texts.confirmRemove.confirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(texts.errors.remove);
  expect(await entries(page.request)).toHaveLength(1);
  await page.unroute(`**/api/blacklist/${entry!.ip_hash}`);
  await dialog.getByRole('button', { name: texts.confirmRemove.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(texts.empty)).toBeVisible();
});

test('staff are sent from /blacklist to the dashboard', async ({ page }) => {
  await logIn(page, USER, { at: '/blacklist' });
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/blacklist')).status()).toBe(403);
});

test('the Anfragen tab tells where to pick a tenant and leads to the dashboard', async ({ page }) => {
  await logIn(page, ADMIN, { at: '/admin?tab=anfragen' });
  const panel = page.getByRole('tabpanel', { name: 'Anfragen' });
  await expect(panel).toContainText(adminRequestsTexts.hint);
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('link', { name: adminRequestsTexts.toDashboard }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel(dashboardTexts.filters.tenant)).toBeVisible();
});
