// The administration's Benutzer tab (issue 12, spec 001 §2.4): create a user who then sees only their
// practice, bulk role change, CSV export, edit (deactivate), delete with the guards, accessibility.
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../common/admin/csvReader.ts';
import { adminUsersTexts as texts } from '../common/texts/adminUsers.ts';
import { authTexts } from '../common/texts/auth.ts';
import { dashboardTexts } from '../common/texts/dashboard.ts';
import { createAccount, replaceAdminPassword } from './accounts.ts';
import { ADMIN, CALL_ONLY_TENANT, E2E_TENANT } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, sendWebsiteForm, uniqueTag } from './helpers.ts';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from './test.ts';

const PASSWORD = 'Sicher-Genug-2026';
const OWN_PASSWORD = 'Selbst-gewaehlt-2026';
const tenantBox = (scope: Page | Locator, tenant: { slug: string; name: string }) =>
  scope.getByRole('checkbox', { name: `${tenant.name} (${tenant.slug})`, exact: true });
const usersTable = (page: Page) => page.getByRole('table', { name: texts.table.caption });
const rowOf = (page: Page, text: string) => usersTable(page).getByRole('row').filter({ hasText: text });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

async function openUsersTab(page: Page) {
  await logIn(page, ADMIN, { at: '/admin' });
  await expect(usersTable(page)).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: texts.filters.search }).fill(text);
}

/** A user made through the API with the admin's session of `page` (for tests about other actions), PASSWORD their own. */
async function apiCreateUser(
  request: APIRequestContext,
  user: { email: string; full_name: string; role?: 'user' | 'admin'; tenants?: string[] },
) {
  return (await createAccount(request, { password: PASSWORD, tenants: [E2E_TENANT.slug], ...user })).id;
}

async function apiUsers(request: APIRequestContext) {
  const response = await request.get('/api/users');
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as { users: { id: string; email: string; role: string; is_active: boolean }[] }
  ).users;
}

test('create a user with the form; that user sees only their practice', async ({
  page,
  request,
  browser,
}) => {
  const tag = uniqueTag();
  const email = `joerg.${tag}@praxis.test`;
  const name = `Jörg Übermut ${tag}`;
  const mine = `Mira Mitte${tag}`;
  const theirs = `Anton Anruf${tag}`;
  const note = 'Guten Tag, ich hätte gern einen Termin für Krankengymnastik nächste Woche. Vielen Dank!';
  await sendWebsiteForm(request, E2E_TENANT.slug, { type: 'kontakt', full_name: mine, message: note });
  await sendWebsiteForm(request, CALL_ONLY_TENANT.slug, {
    type: 'kontakt',
    full_name: theirs,
    message: note,
  });

  await openUsersTab(page);
  const total = Number(await page.getByTestId('users-stat-total').textContent());
  await page.getByRole('button', { name: texts.actions.create }).click();
  const dialog = page.getByRole('dialog', { name: texts.form.createTitle });
  await expect(dialog).toBeVisible();

  // Nothing filled in: the spec's message (without the password an invitation does not need), nothing sent.
  await expect(dialog.getByRole('radio', { name: texts.form.accessInvite })).toBeChecked();
  await expect(dialog.getByLabel(texts.form.password, { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: texts.form.create }).click();
  await expect(dialog.getByRole('alert')).toHaveText(texts.form.createRequiredInvite);
  await expect(dialog.getByLabel(texts.form.email)).toBeFocused();

  // The admin chooses the password here (the invitation has its own spec, invitation.spec.ts).
  await dialog.getByRole('radio', { name: texts.form.accessPassword }).check();
  await dialog.getByLabel(texts.form.email).fill(email);
  await dialog.getByLabel(texts.form.password, { exact: true }).fill('kurz');
  await dialog.getByLabel(texts.form.fullName).fill(name);
  await expect(dialog.getByRole('combobox', { name: texts.form.role })).toHaveValue('user');
  await expect(dialog.getByText(texts.form.tenantsHintUser)).toBeVisible();
  await tenantBox(dialog, E2E_TENANT).check();
  await dialog.getByRole('button', { name: texts.form.create }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Das Passwort muss mindestens 12 Zeichen lang sein.');
  // One of the commonest passwords: refused by the server, with its reason.
  await dialog.getByLabel(texts.form.password, { exact: true }).fill('Passwort1234!');
  await dialog.getByRole('button', { name: texts.form.create }).click();
  await expect(dialog.getByRole('alert')).toContainText('am häufigsten verwendeten');

  await dialog.getByLabel(texts.form.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: texts.form.create }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(texts.success.created(name));
  await expect(page.getByTestId('users-stat-total')).toHaveText(String(total + 1));
  await search(page, tag);
  const row = rowOf(page, email);
  await expect(row).toContainText(name);
  await expect(row).toContainText(texts.roleNames.user);
  await expect(row).toContainText(E2E_TENANT.name);
  await expect(row).toContainText(texts.table.active);
  await expect(row).toContainText(texts.table.mustChange);

  // The same address again (other case): refused with the server's reason after the spec's message.
  await page.getByRole('button', { name: texts.actions.create }).click();
  await dialog.getByLabel(texts.form.email).fill(email.toUpperCase());
  await dialog.getByLabel(texts.form.fullName).fill('Doppelt');
  await dialog.getByRole('combobox', { name: texts.form.role }).selectOption('admin');
  await expect(dialog.getByText(texts.form.tenantsHintAdmin)).toBeVisible();
  await dialog.getByRole('button', { name: texts.form.create }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `${texts.errors.create} Einen Benutzer mit der E-Mail ${email.toUpperCase()} gibt es bereits.`,
  );
  await dialog.getByRole('button', { name: texts.form.cancel }).click();

  // The new user signs in, replaces the admin's password with their own, and sees only Physio Mitte's
  // requests (no tenant choice).
  await replaceAdminPassword({ email, password: PASSWORD }, OWN_PASSWORD);
  const other = await browser.newContext();
  const staffPage = await other.newPage();
  await logIn(staffPage, { email, password: OWN_PASSWORD });
  await expect(staffPage.getByRole('article', { name: mine })).toBeVisible();
  await expect(staffPage.getByRole('article', { name: mine })).toContainText(E2E_TENANT.name);
  await expect(staffPage.getByRole('article', { name: theirs })).toHaveCount(0);
  await expect(staffPage.getByRole('combobox', { name: dashboardTexts.filters.tenant })).toHaveCount(0);
  await staffPage.goto('/admin');
  await expect(staffPage).toHaveURL(/\/dashboard$/);
  await other.close();
});

test('bulk role change of two users, with the select-all box of the filtered list', async ({ page }) => {
  const tag = uniqueTag();
  await openUsersTab(page);
  const ids = [
    await apiCreateUser(page.request, {
      email: `rolle-a.${tag}@praxis.test`,
      full_name: `Rolf Rolle ${tag}`,
    }),
    await apiCreateUser(page.request, {
      email: `rolle-b.${tag}@praxis.test`,
      full_name: `Rita Rolle ${tag}`,
    }),
  ];
  await page.getByRole('button', { name: texts.actions.refresh }).click();
  await search(page, tag);
  await expect(usersTable(page).getByRole('row')).toHaveCount(3); // header + 2
  await expect(page.getByRole('button', { name: texts.actions.changeRole })).toBeDisabled();
  await usersTable(page).getByRole('checkbox', { name: texts.table.selectAll }).check();
  await expect(page.getByText(texts.actions.selected(2))).toBeVisible();

  await page.getByRole('button', { name: texts.actions.changeRole }).click();
  const dialog = page.getByRole('dialog', { name: texts.bulkRoleDialog.title(2) });
  await dialog.getByRole('combobox', { name: texts.bulkRoleDialog.role }).selectOption('admin');
  await dialog.getByRole('button', { name: texts.bulkRoleDialog.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(texts.success.roleChanged(2));
  for (const name of [`Rolf Rolle ${tag}`, `Rita Rolle ${tag}`])
    await expect(rowOf(page, name)).toContainText(texts.roleNames.admin);
  const stored = (await apiUsers(page.request)).filter((u) => ids.includes(u.id));
  expect(stored.map((u) => u.role)).toEqual(['admin', 'admin']);

  // The role filter now finds them among the admins only.
  await page.getByRole('combobox', { name: texts.filters.role }).selectOption('user');
  await expect(usersTable(page)).toContainText(texts.table.empty);
  await page.getByRole('combobox', { name: texts.filters.role }).selectOption('admin');
  await expect(usersTable(page).getByRole('row')).toHaveCount(3);
});

test('CSV export: a dated file, UTF-8 with BOM, semicolons, the spec columns and umlauts', async ({
  page,
}) => {
  const tag = uniqueTag();
  await openUsersTab(page);
  const name = `Grete Größe-Weiß; "Grö" ${tag}`;
  const email = `grete.${tag}@praxis.test`;
  await apiCreateUser(page.request, { email, full_name: name });
  await page.getByRole('button', { name: texts.actions.refresh }).click();
  await search(page, tag);
  await expect(rowOf(page, email)).toBeVisible();

  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.actions.exportCsv }).click();
  const download = await started;
  // The browser's calendar day (its time zone is Europe/Berlin, the test runner's may differ).
  const { day, today } = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      day: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      today: `${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}`,
    };
  });
  expect(download.suggestedFilename()).toBe(`benutzer-${day}.csv`);
  await expect(status(page)).toHaveText(texts.success.exported);

  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  const rows = parseCsv(text);
  expect(rows[0]).toEqual(['Name', 'E-Mail', 'Rolle', 'Mandant', 'Erstellt am']);
  expect(rows.slice(1)).toEqual([[name, email, 'Benutzer', E2E_TENANT.name, today]]);
  // The confirmation goes away by itself (3 s).
  await expect(status(page)).toBeHidden({ timeout: 10_000 });
});

test('edit: deactivating ends the user’s session at once; reactivating lets them in again', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  await openUsersTab(page);
  const email = `aktiv.${tag}@praxis.test`;
  await apiCreateUser(page.request, { email, full_name: `Astrid Aktiv ${tag}` });
  const staff = await signedIn(browser, email);

  await page.getByRole('button', { name: texts.actions.refresh }).click();
  await search(page, tag);
  await rowOf(page, email)
    .getByRole('button', { name: texts.actions.rowAction(texts.actions.edit, `Astrid Aktiv ${tag}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: texts.form.editTitle });
  await expect(dialog.getByLabel(texts.form.email)).toHaveValue(email);
  await expect(dialog.getByLabel(texts.form.newPassword)).toHaveValue('');
  await expect(tenantBox(dialog, E2E_TENANT)).toBeChecked();
  // Without any tenant a user would see nothing: the spec's message.
  await tenantBox(dialog, E2E_TENANT).uncheck();
  await dialog.getByRole('button', { name: texts.form.save }).click();
  await expect(dialog.getByRole('alert')).toHaveText(texts.form.editRequired);
  await tenantBox(dialog, E2E_TENANT).check();
  await dialog.getByRole('switch', { name: texts.form.active }).click();
  await dialog.getByRole('button', { name: texts.form.save }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, email)).toContainText(texts.table.inactive);

  // The staff member's next request answers 401: back to the login.
  await staff.page.reload();
  await expect(staff.page).toHaveURL(/\/login/);
  await staff.page.getByLabel(authTexts.emailLabel).fill(email);
  await staff.page.getByLabel(authTexts.passwordLabel, { exact: true }).fill(PASSWORD);
  await staff.page.getByRole('button', { name: authTexts.submit }).click();
  await expect(staff.page.getByRole('alert')).toBeVisible();
  await expect(staff.page).toHaveURL(/\/login/);

  await rowOf(page, email)
    .getByRole('button', { name: texts.actions.rowAction(texts.actions.edit, `Astrid Aktiv ${tag}`) })
    .click();
  await dialog.getByRole('switch', { name: texts.form.active }).click();
  await dialog.getByRole('button', { name: texts.form.save }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, email)).toContainText(texts.table.active);
  await logIn(staff.page, { email, password: PASSWORD });
  await staff.context.close();
});

test('delete one user and two in bulk; nobody deletes or deactivates themselves', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  await openUsersTab(page);
  const single = `einzeln.${tag}@praxis.test`;
  await apiCreateUser(page.request, { email: single, full_name: `Eva Einzeln ${tag}` });
  await apiCreateUser(page.request, { email: `bulk-a.${tag}@praxis.test`, full_name: `Bea Bulk ${tag}` });
  await apiCreateUser(page.request, { email: `bulk-b.${tag}@praxis.test`, full_name: `Bob Bulk ${tag}` });
  const staff = await signedIn(browser, single);
  await page.getByRole('button', { name: texts.actions.refresh }).click();
  await search(page, tag);

  await rowOf(page, single)
    .getByRole('button', { name: texts.actions.rowAction(texts.actions.delete, `Eva Einzeln ${tag}`) })
    .click();
  const confirm = page.getByRole('dialog', { name: texts.deleteDialog.title });
  await expect(confirm).toContainText(texts.deleteDialog.description(`Eva Einzeln ${tag}`, single));
  await confirm.getByRole('button', { name: texts.deleteDialog.confirm }).click();
  await expect(confirm).toBeHidden();
  await expect(status(page)).toHaveText(texts.success.deleted(1));
  await expect(rowOf(page, single)).toHaveCount(0);
  await staff.page.reload();
  await expect(staff.page).toHaveURL(/\/login/);
  await staff.context.close();

  await usersTable(page)
    .getByRole('checkbox', { name: texts.table.selectRow(`Bea Bulk ${tag}`) })
    .check();
  await usersTable(page)
    .getByRole('checkbox', { name: texts.table.selectRow(`Bob Bulk ${tag}`) })
    .check();
  await page.getByRole('button', { name: texts.actions.deleteSelected, exact: true }).click();
  const bulk = page.getByRole('dialog', { name: texts.bulkDeleteDialog.title(2) });
  await expect(bulk).toContainText(`bulk-a.${tag}@praxis.test`);
  await bulk.getByRole('button', { name: texts.bulkDeleteDialog.confirm }).click();
  await expect(bulk).toBeHidden();
  await expect(status(page)).toHaveText(texts.success.deleted(2));
  await expect(usersTable(page)).toContainText(texts.table.empty);
  expect((await apiUsers(page.request)).filter((u) => u.email.includes(tag))).toEqual([]);

  // Oneself: the delete is refused with the spec's wording and the server's reason; the switch is locked.
  await search(page, ADMIN.email);
  const own = rowOf(page, ADMIN.email);
  await expect(own).toContainText(texts.table.you);
  const ownName = (await own.getByRole('rowheader').textContent())!.replace(texts.table.you, '').trim();
  await own.getByRole('button', { name: texts.actions.rowAction(texts.actions.delete, ownName) }).click();
  await confirm.getByRole('button', { name: texts.deleteDialog.confirm }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    `${texts.errors.delete} Sie können Ihr eigenes Benutzerkonto nicht löschen.`,
  );
  await confirm.getByRole('button', { name: texts.deleteDialog.cancel }).click();
  await own.getByRole('button', { name: texts.actions.rowAction(texts.actions.edit, ownName) }).click();
  const edit = page.getByRole('dialog', { name: texts.form.editTitle });
  await expect(edit.getByRole('switch', { name: texts.form.active })).toBeDisabled();
  await expect(edit).toContainText(texts.form.ownAccountHint);
});

test('sorting by column, the empty state, and no serious accessibility violations', async ({ page }) => {
  const tag = uniqueTag();
  await openUsersTab(page);
  for (const [first, last] of [
    ['Zacharias', 'a'],
    ['Ägidius', 'b'],
    ['Berta', 'c'],
  ])
    await apiCreateUser(page.request, {
      email: `${last}.sort.${tag}@praxis.test`,
      full_name: `${first} ${tag}`,
    });
  await page.getByRole('button', { name: texts.actions.refresh }).click();
  await search(page, tag);
  const names = () => usersTable(page).getByRole('rowheader').allTextContents();
  await expect.poll(names).toEqual([`Ägidius ${tag}`, `Berta ${tag}`, `Zacharias ${tag}`]);
  const nameHeader = usersTable(page).getByRole('columnheader', { name: texts.table.name });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(names).toEqual([`Zacharias ${tag}`, `Berta ${tag}`, `Ägidius ${tag}`]);
  await usersTable(page).getByRole('columnheader', { name: texts.table.email }).getByRole('button').click();
  await expect.poll(names).toEqual([`Zacharias ${tag}`, `Ägidius ${tag}`, `Berta ${tag}`]);
  await expect(
    usersTable(page).getByRole('button', {
      name: texts.actions.rowAction(texts.actions.membership, `Berta ${tag}`),
    }),
  ).toBeVisible();

  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: texts.actions.create }).click();
  await expect(page.getByRole('dialog', { name: texts.form.createTitle })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: texts.actions.create })).toBeFocused();

  await search(page, `niemand-${tag}`);
  await expect(usersTable(page)).toContainText(texts.table.empty);

  // Tablet width: the table scrolls inside its box, the page itself does not overflow.
  await page.setViewportSize({ width: 768, height: 1000 });
  await search(page, tag);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

/** A second browser signed in as the given user. */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, { email, password: PASSWORD });
  return { context, page };
}
