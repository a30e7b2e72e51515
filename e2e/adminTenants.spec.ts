// The administration's Mandanten tab (issue 12, spec 001 §2.4/§5/§8, spec 002 §3): create a practice with the
// form and its checks, edit its reception configuration and see it on the reception page, the API-details
// dialog and its copy buttons, deleting a practice with the typed confirmation until its row is gone, the
// layout at tablet width, accessibility.

import { fetchSnippet, htmlFormSnippet } from '../common/integration/websiteSnippets.ts';
import { adminTenantTexts as texts } from '../common/texts/adminTenants.ts';
import { generalTexts } from '../common/texts/general.ts';
import { ADMIN, E2E_TENANT } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, sendWebsiteForm, uniqueTag } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

const table = (page: Page) => page.getByRole('table', { name: texts.list.caption });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });
const today = () =>
  new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date());

async function openTenantsTab(page: Page) {
  await logIn(page, ADMIN, { at: '/admin?tab=mandanten' });
  await expect(table(page)).toBeVisible();
}

test('create a practice with the form, edit its reception and see it there', async ({ page, context }) => {
  const tag = uniqueTag();
  const slug = `e2e-${tag}`;
  const name = `E2E Praxis ${tag}`;
  await openTenantsTab(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: texts.list.add }).first().click();
  const create = page.getByRole('dialog', { name: texts.create.title });
  await expect(create.getByText(texts.form.slugHint)).toBeVisible();
  await create.getByRole('button', { name: texts.create.submit }).click();
  await expect(create.getByRole('alert')).toContainText(texts.errors.required);

  await create.getByLabel(texts.form.slugLabel).fill('Praxis Süd');
  await create.getByLabel(texts.form.nameLabel).fill(name);
  await create.getByRole('button', { name: texts.create.submit }).click();
  await expect(create.getByRole('alert')).toContainText(texts.errors.slugInvalid);

  await create.getByLabel(texts.form.slugLabel).fill(slug);
  await create.getByLabel(texts.form.recipientsLabel).fill(`team@${slug}.test, keine-adresse`);
  await create.getByRole('button', { name: texts.create.submit }).click();
  await expect(create.getByRole('alert')).toContainText(texts.errors.emailsInvalid(['keine-adresse']));
  await expectNoSeriousAxeViolations(page);

  await create.getByLabel(texts.form.recipientsLabel).fill(`team@${slug}.test, chefin@${slug}.test`);
  await create.getByRole('button', { name: texts.create.submit }).click();
  await expect(create).toBeHidden();
  await expect(status(page)).toContainText(texts.create.success(name));
  const row = rowOf(page, name);
  await expect(row).toContainText(slug);
  await expect(row).toContainText(today());

  // The same ID again: the server's message in the dialog.
  await page.getByRole('button', { name: texts.list.add }).first().click();
  await create.getByLabel(texts.form.slugLabel).fill(slug);
  await create.getByLabel(texts.form.nameLabel).fill('Doppelt');
  await create.getByRole('button', { name: texts.create.submit }).click();
  await expect(create.getByRole('alert')).toContainText(texts.create.failed);
  await expect(create.getByRole('alert')).toContainText(texts.errors.slugTaken(slug));
  await create.getByRole('button', { name: texts.form.cancel }).click();

  // Edit the reception configuration.
  await row.getByRole('button', { name: texts.list.editFor(name) }).click();
  const edit = page.getByRole('dialog', { name: texts.edit.title(name) });
  const title = edit.getByLabel(texts.edit.fields.welcomeTitle);
  await expect(title).toBeVisible();
  await expect(edit.getByLabel(texts.form.recipientsLabel)).toHaveValue(
    `team@${slug}.test, chefin@${slug}.test`,
  );
  await title.fill(`Willkommen bei ${tag}`);
  await edit.getByRole('switch', { name: texts.edit.features.selfPay }).click();
  await edit.getByRole('button', { name: texts.edit.openingHours.add }).click();
  await edit.getByLabel(texts.edit.openingHours.days).fill('Montag – Freitag');
  await edit.getByLabel(texts.edit.openingHours.hours).fill('08:00 – 18:00 Uhr');
  await edit.getByLabel(texts.edit.fields.privacyPolicyUrl).fill('datenschutz.html');
  await expectNoSeriousAxeViolations(page);
  await edit.getByRole('button', { name: texts.edit.submit }).click();
  await expect(edit.getByLabel(texts.edit.fields.privacyPolicyUrl)).toHaveAccessibleDescription(
    texts.errors.urlInvalid(texts.edit.fields.privacyPolicyUrl),
  );
  await edit.getByLabel(texts.edit.fields.privacyPolicyUrl).fill(`https://${slug}.example/datenschutz`);
  await edit.getByRole('button', { name: texts.edit.submit }).click();
  await expect(edit).toBeHidden();
  await expect(status(page)).toContainText(texts.edit.success(name));

  // Opened again, it shows what was saved; the preview opens the practice's reception in a new tab.
  await row.getByRole('button', { name: texts.list.editFor(name) }).click();
  await expect(edit.getByLabel(texts.edit.fields.welcomeTitle)).toHaveValue(`Willkommen bei ${tag}`);
  await expect(edit.getByRole('switch', { name: texts.edit.features.selfPay })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  const preview = edit.getByRole('link', { name: new RegExp(texts.edit.preview) });
  await expect(preview).toHaveAttribute('href', `/online-rezeption?tenant=${slug}`);
  await expect(preview).toHaveAttribute('target', '_blank');
  const [reception] = await Promise.all([context.waitForEvent('page'), preview.click()]);
  await expect(reception.getByRole('heading', { level: 1, name: `Willkommen bei ${tag}` })).toBeVisible();
  await expect(reception.getByText('08:00 – 18:00 Uhr')).toBeVisible();
  await reception.close();
});

test('API details: endpoints, the public key and both snippets, each copyable', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTenantsTab(page);
  const key = ((await (await page.request.get('/api/public/key')).json()) as { publicKey: string }).publicKey;

  await rowOf(page, E2E_TENANT.name)
    .getByRole('button', { name: texts.list.apiDetailsFor(E2E_TENANT.name) })
    .click();
  const dialog = page.getByRole('dialog', { name: texts.apiDetails.title(E2E_TENANT.name) });
  await expect(dialog.getByText(`${baseURL}/functions/v1/submitForm`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`${baseURL}/functions/v1/webflow-submit`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(key, { exact: true })).toBeVisible();
  const html = htmlFormSnippet({ baseUrl: baseURL!, tenantId: E2E_TENANT.slug });
  expect(html).toContain('name="success_url"');
  expect(html).toContain('name="error_url"');
  await expect(dialog.locator('pre').filter({ hasText: 'webflow-submit' })).toHaveText(html);
  await expectNoSeriousAxeViolations(page);

  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  const copy = async (what: string) => {
    const button = dialog.getByRole('button', { name: generalTexts.copy.copyLabel(what) });
    await button.click();
    await expect(dialog.getByRole('button', { name: `${what}: ${generalTexts.copy.copied}` })).toBeVisible();
  };
  await copy(texts.apiDetails.jsSnippet);
  expect(await clipboard()).toBe(fetchSnippet({ baseUrl: baseURL!, tenantId: E2E_TENANT.slug, apiKey: key }));
  await copy(texts.apiDetails.htmlSnippet);
  expect(await clipboard()).toBe(html);
  await copy(texts.apiDetails.publicKey);
  expect(await clipboard()).toBe(key);
  await copy('submitForm');
  expect(await clipboard()).toBe(`${baseURL}/functions/v1/submitForm`);

  await dialog.getByRole('button', { name: texts.apiDetails.close }).first().click();
  await expect(dialog).toBeHidden();
});

test('delete a practice: the warning, the typed ID, and its row goes with its data', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const slug = `weg-${tag}`;
  const name = `Abschied ${tag}`;
  await openTenantsTab(page);
  const created = await page.request.post('/api/tenants', { data: { tenant_id: slug, name } });
  expect(created.status(), await created.text()).toBe(201);
  const { tenant } = (await created.json()) as { tenant: { id: string } };
  for (const message of ['Eins', 'Zwei', 'Drei'])
    await sendWebsiteForm(request, slug, {
      type: 'kontakt',
      name: 'Erika Muster',
      email: 'erika@muster.test',
      message,
    });

  await page.getByRole('button', { name: texts.list.refresh }).click();
  const row = rowOf(page, name);
  await row.getByRole('button', { name: texts.list.deleteFor(name) }).click();
  const dialog = page.getByRole('dialog', { name: texts.delete.title(name) });
  await expect(dialog).toContainText(texts.delete.description);
  const confirm = dialog.getByRole('button', { name: texts.delete.confirm });
  await expect(confirm).toBeDisabled();
  const typed = dialog.getByLabel(texts.delete.prompt(slug));
  await typed.fill(name);
  await expect(confirm).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await typed.fill(slug);
  await confirm.click();

  await expect(dialog).toBeHidden();
  await expect(status(page)).toContainText(texts.delete.done(name, 3));
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { name: texts.list.caption })).toBeFocused();

  const deletion = await page.request.get(`/api/tenants/${tenant.id}/deletion`);
  expect(await deletion.json()).toMatchObject({
    deletion: { status: 'done', percent: 100, slug, counts: { submissions: 3 } },
  });
  // Intake refuses the practice at once; the reception's practice cache (tenants/resolveTenant.ts, up to 10 s
  // unless app.ts hands the tenant routes its resolver) lets go of it shortly after.
  const key = ((await (await request.get('/api/public/key')).json()) as { publicKey: string }).publicKey;
  const late = await request.post('/functions/v1/submitForm', {
    headers: { apikey: key },
    data: {
      tenantId: slug,
      formData: { type: 'kontakt', name: 'Zu Spät', email: 'spaet@muster.test', message: 'Hallo' },
    },
  });
  expect(late.status()).toBe(404);
  await expect
    .poll(async () => (await request.get(`/api/public/tenant?tenant=${slug}`)).status(), { timeout: 15_000 })
    .toBe(404);
});

test('fits a tablet: the table scrolls sideways, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openTenantsTab(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
