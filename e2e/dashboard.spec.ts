import {
  DASHBOARD_FORM_TYPE_KEY,
  DASHBOARD_INCLUDE_SPAM_KEY,
  DASHBOARD_PAGE_KEY,
  DASHBOARD_TENANT_KEY,
} from '../common/storageKeys.ts';
import { authTexts } from '../common/texts/auth.ts';
import { dashboardTexts as texts } from '../common/texts/dashboard.ts';
import { ADMIN, CALL_ONLY_TENANT, E2E_TENANT, MULTI_USER, UNASSIGNED_USER, USER } from './fixtures.ts';
import {
  axeScan,
  type Credentials,
  logIn,
  sendWebsiteForm,
  stopClock,
  syllable,
  uniqueTag,
} from './helpers.ts';
import { type APIRequestContext, expect, type Page, test } from './test.ts';

const TENANT = E2E_TENANT.slug;

/** Sends a website form (to physio-mitte unless told) and returns the new submission's id. */
async function createSubmission(
  request: APIRequestContext,
  formData: Record<string, unknown>,
  tenant = TENANT,
): Promise<string> {
  return sendWebsiteForm(request, tenant, { type: 'kontakt', ...formData });
}

const message = (tag: string) =>
  `Guten Tag, ich hätte gern einen Termin für Krankengymnastik nächste Woche (${tag}). Vielen Dank!`;

const logInAs = (page: Page, user: Credentials = USER) => logIn(page, user);

const isStream = (accept: string | undefined) => (accept ?? '').includes('text/event-stream');
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const unprocessedCount = async (page: Page) =>
  Number(await page.getByTestId('stat-unprocessed').textContent());

test('cards show titles by the name rules, date, badges, tenant and link to the detail', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const german = await createSubmission(request, {
    vorname: 'Greta',
    nachname: `Garbe${tag}`,
    email: 'greta@example.com',
    message: message(tag),
  });
  await createSubmission(request, {
    firstName: 'Anna',
    lastName: `Adler${tag}`,
    message: message(`${tag}a`),
  });
  await createSubmission(request, {
    first_name: 'Ben',
    last_name: `Bauer${tag}`,
    message: message(`${tag}b`),
  });
  await createSubmission(request, { full_name: `Clara Claus${tag}`, message: message(`${tag}c`) });
  await createSubmission(request, { email: `dora${tag}@example.com`, message: message(`${tag}d`) });
  const anonymous = await createSubmission(request, { message: message(`${tag}e`) });

  await logInAs(page);
  await expect(card(page, `Greta Garbe${tag}`)).toBeVisible();
  await expect(card(page, `Anna Adler${tag}`)).toBeVisible();
  await expect(card(page, `Ben Bauer${tag}`)).toBeVisible();
  await expect(card(page, `Clara Claus${tag}`)).toBeVisible();
  await expect(card(page, `dora${tag}@example.com`)).toBeVisible();
  await expect(card(page, `Kontakt ${anonymous.slice(0, 8)}`)).toBeVisible();

  const greta = card(page, `Greta Garbe${tag}`);
  await expect(greta.getByRole('link', { name: `Greta Garbe${tag}` })).toHaveAttribute(
    'href',
    `/submissions/${german}`,
  );
  await expect(greta.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  // One badge of what it is: a website's contact post is a question (issue 28).
  await expect(greta).toContainText(`${texts.card.kind}: Frage`);
  await expect(greta).toContainText(E2E_TENANT.name);
  await expect(greta).toContainText(texts.card.clickForDetails);
  await expect(greta).toContainText(message(tag));
  await expect(greta).toContainText(/Spam-Score/);
});

test('filters follow the address and local storage, and the address wins', async ({ page, request }) => {
  const tag = uniqueTag();
  await createSubmission(request, {
    type: 'training',
    vorname: 'Tina',
    nachname: `Turner${tag}`,
    message: message(tag),
  });
  await createSubmission(request, {
    vorname: 'Karl',
    nachname: `Kontakt${tag}`,
    message: message(`${tag}k`),
  });
  await logInAs(page);

  await page.goto('/dashboard?type=training&spam=1');
  await expect(page.getByRole('combobox', { name: texts.filters.formType, exact: true })).toHaveValue(
    'training',
  );
  await expect(page.getByLabel(texts.filters.showSpam)).toBeChecked();
  await expect(card(page, `Tina Turner${tag}`)).toBeVisible();
  await expect(card(page, `Karl Kontakt${tag}`)).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), DASHBOARD_FORM_TYPE_KEY)).toBe('training');
  expect(await page.evaluate((k) => localStorage.getItem(k), DASHBOARD_INCLUDE_SPAM_KEY)).toBe('true');

  // Changing a filter writes address and storage.
  await page.getByRole('combobox', { name: texts.filters.formType, exact: true }).selectOption('contact');
  await expect(page).toHaveURL(/type=contact/);
  await expect(card(page, `Karl Kontakt${tag}`)).toBeVisible();
  await expect(card(page, `Tina Turner${tag}`)).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), DASHBOARD_FORM_TYPE_KEY)).toBe('contact');
  await page.getByLabel(texts.filters.showSpam).uncheck();
  await expect(page).not.toHaveURL(/spam=/);

  // Without parameters the stored filters come back into the address.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/type=contact/);
  await expect(page.getByRole('combobox', { name: texts.filters.formType, exact: true })).toHaveValue(
    'contact',
  );

  // The address wins over what is stored; the legacy spellings work too.
  await page.goto('/dashboard?formType=training&includeSpam=true');
  await expect(page.getByRole('combobox', { name: texts.filters.formType, exact: true })).toHaveValue(
    'training',
  );
  await expect(page.getByLabel(texts.filters.showSpam)).toBeChecked();
  await expect(page).toHaveURL(/type=training/);
  expect(await page.evaluate((k) => localStorage.getItem(k), DASHBOARD_FORM_TYPE_KEY)).toBe('training');

  // Back to all types; a single-tenant user sees no tenant selector.
  await page.getByRole('combobox', { name: texts.filters.formType, exact: true }).selectOption('');
  await expect(page).not.toHaveURL(/type=/);
  await expect(page.getByLabel(texts.filters.tenant)).toHaveCount(0);
});

test('with two practices: none chosen at first lists both, each card naming its practice; choosing one filters', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  await createSubmission(request, { vorname: 'Mia', nachname: `Mitte${tag}`, message: message(tag) });
  await createSubmission(
    request,
    { vorname: 'Anton', nachname: `Anruf${tag}`, message: message(`${tag}a`) },
    CALL_ONLY_TENANT.slug,
  );
  await logInAs(page, MULTI_USER);
  // The order of calls after choosing a practice: its stats only after its list has loaded (spec 000 §9).
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/submissions/stats'))
      calls.push(`stats ${new URL(r.url()).searchParams.get('tenant')}`);
  });
  page.on('requestfinished', (r) => {
    if (r.url().endsWith('/functions/v1/getSubmissions') && r.postData()?.includes(CALL_ONLY_TENANT.slug))
      calls.push('list loaded');
  });
  const tenantSelect = page.getByRole('combobox', { name: texts.filters.tenant });
  await expect(tenantSelect).toHaveValue('');
  await expect(tenantSelect.getByRole('option', { name: texts.filters.allTenants })).toHaveCount(1);
  await expect(card(page, `Mia Mitte${tag}`)).toContainText(E2E_TENANT.name);
  await expect(card(page, `Anton Anruf${tag}`)).toContainText(CALL_ONLY_TENANT.name);

  await tenantSelect.selectOption(CALL_ONLY_TENANT.slug);
  await expect(page).toHaveURL(new RegExp(`tenant=${CALL_ONLY_TENANT.slug}`));
  const practiceStats = `stats ${CALL_ONLY_TENANT.slug}`;
  await expect.poll(() => calls.includes(practiceStats)).toBe(true);
  expect(calls.indexOf('list loaded')).toBeGreaterThanOrEqual(0);
  expect(calls.indexOf('list loaded')).toBeLessThan(calls.indexOf(practiceStats));
  expect(calls.filter((c) => c === practiceStats)).toHaveLength(1);
  await expect(card(page, `Anton Anruf${tag}`)).toBeVisible();
  await expect(card(page, `Mia Mitte${tag}`)).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), DASHBOARD_TENANT_KEY)).toBe(
    CALL_ONLY_TENANT.slug,
  );
  // A practice the user does not belong to, in the address, is ignored: the stored one stays.
  await page.goto('/dashboard?tenant=gibt-es-nicht');
  await expect(tenantSelect).toHaveValue(CALL_ONLY_TENANT.slug);
});

test('pagination shows ten per page and moves with Zurück / Weiter', async ({ page, request }) => {
  const tag = uniqueTag();
  for (let i = 1; i <= 11; i++) {
    await createSubmission(request, {
      vorname: `Pia${syllable(i)}`,
      nachname: `Page${tag}`,
      message: message(`${tag}${syllable(i)}`),
    });
  }
  await logInAs(page);
  await expect(card(page, `Pia${syllable(11)} Page${tag}`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  await expect(card(page, `Pia${syllable(2)} Page${tag}`)).toBeVisible();
  await expect(card(page, `Pia${syllable(1)} Page${tag}`)).toHaveCount(0);
  const pagination = page.getByRole('navigation', { name: texts.pagination.label });
  await expect(pagination).toContainText(/Seite 1 von \d+/);
  await expect(pagination.getByRole('button', { name: texts.pagination.previous })).toBeDisabled();

  await pagination.getByRole('button', { name: texts.pagination.next }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(card(page, `Pia${syllable(1)} Page${tag}`)).toBeVisible();
  await expect(pagination).toContainText(/Seite 2 von \d+/);
  expect(await page.evaluate((k) => localStorage.getItem(k), DASHBOARD_PAGE_KEY)).toBe('2');

  await pagination.getByRole('button', { name: texts.pagination.previous }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(card(page, `Pia${syllable(11)} Page${tag}`)).toBeVisible();
});

test('the processed toggle changes the card and the unprocessed counter at once', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  await createSubmission(request, { vorname: 'Paul', nachname: `Processed${tag}`, message: message(tag) });
  await logInAs(page);
  const paul = card(page, `Paul Processed${tag}`);
  await expect(paul).toBeVisible();
  await expect(page.getByTestId('stat-unprocessed')).toHaveText(/^\d+$/);
  const before = await unprocessedCount(page);

  // Hold the server's answer back: the counter must change before it arrives.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/submissions/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    await held;
    return route.fallback();
  });
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/submissions/'),
  );
  await paul.getByRole('button', { name: texts.card.markProcessed }).click();
  await expect(page.getByTestId('stat-unprocessed')).toHaveText(String(before - 1));
  await expect(paul).toContainText(texts.card.processed);
  release();
  expect((await answered).ok()).toBe(true);
  await page.unrouteAll({ behavior: 'wait' });
  await expect(page.getByTestId('stat-unprocessed')).toHaveText(String(before - 1));

  await paul.getByRole('button', { name: texts.card.markUnprocessed }).click();
  await expect(page.getByTestId('stat-unprocessed')).toHaveText(String(before));
  await expect(paul.getByRole('button', { name: texts.card.markProcessed })).toBeVisible();
});

test('a failed toggle is rolled back with the alert', async ({ page, request }) => {
  const tag = uniqueTag();
  const id = await createSubmission(request, {
    vorname: 'Rita',
    nachname: `Rollback${tag}`,
    message: message(tag),
  });
  await logInAs(page);
  const rita = card(page, `Rita Rollback${tag}`);
  await expect(rita).toBeVisible();
  // A colleague deletes it meanwhile: the server refuses the change for real.
  const deleted = await page.request.delete(`/api/submissions/${id}`);
  expect(deleted.ok()).toBe(true);
  await rita.getByRole('button', { name: texts.card.markProcessed }).click();
  await expect(page.getByRole('alert')).toContainText(texts.errors.toggleFailed);
  await expect(rita.getByRole('button', { name: texts.card.markProcessed })).toBeVisible();
});

test('bulk delete needs exactly "Löschen" typed', async ({ page, request }) => {
  const tag = uniqueTag();
  await createSubmission(request, { vorname: 'Dirk', nachname: `Delete${tag}`, message: message(tag) });
  await createSubmission(request, { vorname: 'Dana', nachname: `Delete${tag}`, message: message(`${tag}x`) });
  await logInAs(page);
  const deleteSelected = page.getByRole('button', { name: /^Ausgewählte löschen/ });
  await expect(deleteSelected).toBeDisabled();
  await expect(deleteSelected).toHaveText(texts.list.deleteSelected(0));

  await page.getByRole('checkbox', { name: texts.card.select(`Dirk Delete${tag}`) }).check();
  await page.getByRole('checkbox', { name: texts.card.select(`Dana Delete${tag}`) }).check();
  await expect(deleteSelected).toHaveText(texts.list.deleteSelected(2));
  await deleteSelected.click();

  const dialog = page.getByRole('dialog', { name: texts.bulkDelete.title(2) });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: texts.bulkDelete.confirm });
  const word = dialog.getByLabel(texts.bulkDelete.prompt);
  await expect(confirm).toBeDisabled();
  await word.fill('löschen');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('button', { name: texts.bulkDelete.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(deleteSelected).toBeFocused();

  await deleteSelected.click();
  await expect(word).toHaveValue('');
  await word.fill('Löschen');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, `Dirk Delete${tag}`)).toHaveCount(0);
  await expect(card(page, `Dana Delete${tag}`)).toHaveCount(0);
  await expect(deleteSelected).toHaveText(texts.list.deleteSelected(0));
});

test('the spam scan shows live progress from the event stream and its result', async ({ page, request }) => {
  const tag = uniqueTag();
  for (let i = 0; i < 12; i++) {
    await createSubmission(request, {
      vorname: `Scan${syllable(i)}`,
      nachname: `Stream${tag}`,
      message: message(`${tag}${syllable(i)}`),
    });
  }
  await logInAs(page);
  await page.getByRole('button', { name: texts.startSpamScan }).click();
  const dialog = page.getByRole('dialog', { name: texts.scan.title });
  await expect(dialog).toBeVisible();

  // Limit: clamped to 1–100.
  const limit = dialog.getByLabel(texts.scan.limit);
  await limit.fill('500');
  await limit.blur();
  await expect(limit).toHaveValue('100');
  await limit.fill('0');
  await limit.blur();
  await expect(limit).toHaveValue('1');

  // By form type: start only once a type is chosen.
  await dialog.getByRole('radio', { name: texts.scan.modes.formType }).check();
  await expect(dialog.getByRole('button', { name: texts.scan.start })).toBeDisabled();
  await dialog.getByRole('combobox', { name: texts.scan.formType, exact: true }).selectOption('contact');
  await expect(dialog.getByRole('button', { name: texts.scan.start })).toBeEnabled();
  await dialog.getByRole('radio', { name: texts.scan.modes.newest }).check();

  await limit.fill('12');
  await expect(dialog.getByLabel(texts.scan.streaming)).toBeChecked();
  const streamed = page.waitForResponse((r) => r.url().endsWith('/functions/v1/scanSpam'));
  await dialog.getByRole('button', { name: texts.scan.start }).click();
  const response = await streamed;
  expect(response.headers()['content-type']).toContain('text/event-stream');

  await expect(dialog.getByRole('heading', { name: texts.scan.resultTitle })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toContainText('12 Einreichungen geprüft');
  await expect(dialog.getByRole('table')).toBeVisible();
  // The bar is fed only by the stream's progress events (the standard scan has none) and ends full.
  const bar = dialog.getByRole('progressbar', { name: texts.scan.progressLabel });
  await expect(bar).toHaveAttribute('aria-valuemax', '12');
  await expect(bar).toHaveAttribute('aria-valuenow', '12');
  await expect(dialog).toContainText(texts.scan.progress(12, 12));

  await dialog.getByRole('button', { name: texts.scan.restart }).click();
  await expect(dialog.getByLabel(texts.scan.limit)).toBeVisible();
  await dialog.getByRole('button', { name: texts.scan.close }).first().click();
  await expect(dialog).toHaveCount(0);
});

test('a broken or silent event stream falls back to the standard scan with the notice', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  for (let i = 0; i < 11; i++) {
    await createSubmission(request, {
      vorname: `Fall${syllable(i)}`,
      nachname: `Back${tag}`,
      message: message(`${tag}${syllable(i)}`),
    });
  }
  await page.clock.install();
  await logInAs(page);

  async function scanEleven() {
    await page.getByRole('button', { name: texts.startSpamScan }).click();
    const dialog = page.getByRole('dialog', { name: texts.scan.title });
    await dialog.getByLabel(texts.scan.limit).fill('11');
    await expect(dialog.getByLabel(texts.scan.streaming)).toBeChecked();
    await dialog.getByRole('button', { name: texts.scan.start }).click();
    return dialog;
  }

  // The connection breaks as the stream starts: the standard scan (JSON) takes over.
  await page.route('**/functions/v1/scanSpam', (route) =>
    isStream(route.request().headers().accept) ? route.abort('connectionreset') : route.fallback(),
  );
  const standardAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/functions/v1/scanSpam') && !isStream(r.request().headers().accept),
  );
  let dialog = await scanEleven();
  expect((await standardAnswer).headers()['content-type']).toContain('application/json');
  await expect(dialog).toContainText(texts.scan.streamingNetwork);
  await expect(dialog).toContainText('11 Einreichungen geprüft');
  await dialog.getByRole('button', { name: texts.scan.close }).first().click();
  await page.unrouteAll({ behavior: 'wait' });

  // The stream stays silent: after 120 s the standard scan takes over.
  let releaseStream: () => void = () => {};
  const streamHeld = new Promise<void>((resolve) => {
    releaseStream = resolve;
  });
  await page.route('**/functions/v1/scanSpam', async (route) => {
    if (!isStream(route.request().headers().accept)) return route.fallback();
    await streamHeld;
    await route.abort().catch(() => {});
  });
  dialog = await scanEleven();
  await page.clock.runFor(110_000);
  await expect(dialog).not.toContainText(texts.scan.streamingTimeout);
  await page.clock.runFor(11_000);
  await expect(dialog).toContainText(texts.scan.streamingTimeout);
  await expect(dialog).toContainText('11 Einreichungen geprüft');
  releaseStream();
  await page.unrouteAll({ behavior: 'wait' });
});

test('a session that ends during a streaming scan leads to the login and clears the stored filters', async ({
  page,
}) => {
  await logInAs(page);
  await page.goto('/dashboard?type=contact');
  await expect(page.getByRole('combobox', { name: texts.filters.formType, exact: true })).toHaveValue(
    'contact',
  );
  await page.getByRole('button', { name: texts.startSpamScan }).click();
  const dialog = page.getByRole('dialog', { name: texts.scan.title });
  await dialog.getByLabel(texts.scan.limit).fill('12');
  await expect(dialog.getByLabel(texts.scan.streaming)).toBeChecked();
  // The session ends on the server between the click and the stream's arrival there: ending it before the
  // click raced with the app's own session checks, which may open the login first.
  await page.route('**/functions/v1/scanSpam', async (route) => {
    if (!isStream(route.request().headers().accept)) return route.fallback();
    expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
    await route.continue();
  });
  await dialog.getByRole('button', { name: texts.scan.start }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
  // The address changes before the login screen has rendered; the next person at this desk meets the form.
  await expect(page.getByRole('button', { name: authTexts.submit })).toBeVisible();
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), DASHBOARD_FORM_TYPE_KEY)).toBeNull();
});

test('the empty state, connection and load errors with retry', async ({ page }) => {
  await logInAs(page);
  // No test sends applications, so this filter is empty on the real data.
  await page.goto('/dashboard?type=bewerbung');
  await expect(page.getByText(texts.list.empty)).toBeVisible();
  await expect(page.getByText(texts.list.emptyHint)).toBeVisible();
  await expect(page.getByRole('navigation', { name: texts.pagination.label })).toHaveCount(0);

  // The connection drops (the stopped server itself is in e2e/polling.spec.ts).
  await page.route('**/functions/v1/getSubmissions', (route) => route.abort('internetdisconnected'));
  await page.reload();
  // Shown after the two retries (1 s, 2 s): more than the default wait on a busy machine.
  await expect(page.getByRole('alert')).toContainText(texts.errors.network, { timeout: 15_000 });
  await page.unroute('**/functions/v1/getSubmissions');
  await page.getByRole('alert').getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(texts.list.empty)).toBeVisible();

  // A real error answer of the server: an admin asking for a practice that does not exist.
  await page.context().clearCookies();
  await logInAs(page, ADMIN);
  await page.goto('/dashboard?tenant=gibt-es-nicht');
  await expect(page.getByRole('alert')).toContainText('Fehler beim Laden der Daten: Mandant nicht gefunden.');
});

test('a user without a practice sees the no-tenant message, no list and zero counts', async ({ page }) => {
  await logInAs(page, UNASSIGNED_USER);
  await expect(page.getByRole('alert')).toContainText(texts.errors.noTenant);
  await expect(page.getByText(texts.list.empty)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  for (const stat of ['stat-total', 'stat-unprocessed', 'stat-spam'])
    await expect(page.getByTestId(stat)).toHaveText('0');
  await expect(page.getByRole('figure')).toHaveCount(0);
});

test('the dashboard passes an axe scan', async ({ page, request }) => {
  await createSubmission(request, {
    vorname: 'Axel',
    nachname: `Axe${uniqueTag()}`,
    message: message('axe'),
  });
  await logInAs(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('stat-total')).toHaveText(/^\d+$/);
  const results = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);

  await page.getByRole('button', { name: texts.startSpamScan }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const dialogResults = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(dialogResults.violations).toEqual([]);
});

test('marking spam shows the message for 3 s and moves the card to the spam view', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  // Its own words: marking spam trains the filter, which must not learn the other tests' message.
  const id = await createSubmission(request, {
    vorname: 'Sam',
    nachname: `Spam${tag}`,
    content: `Zebra Quasar Vulkan ${tag}`,
  });
  // A spam row counts against its sender's address (here every test's; five block it): un-mark whatever happens.
  try {
    await page.clock.install();
    await logInAs(page);
    const sam = card(page, `Sam Spam${tag}`);
    await expect(sam).toBeVisible();
    await expect(sam.getByRole('button', { name: texts.card.markNotSpam })).toBeDisabled();
    await stopClock(page);

    await sam.getByRole('button', { name: texts.card.markSpam }).click();
    const status = page.getByRole('status').filter({ hasText: texts.card.markedSpam });
    await expect(status).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(status).toBeVisible();
    await page.clock.runFor(700);
    await expect(status).toHaveCount(0);
    // Time runs again: the list's queries deliver their results through timers.
    await page.clock.resume();
    // Without "Spam anzeigen" the card leaves the list.
    await expect(sam).toHaveCount(0);

    await page.getByLabel(texts.filters.showSpam).check();
    await page.clock.runFor(400);
    await expect(sam).toBeVisible();
    await expect(sam.getByRole('button', { name: texts.card.markSpam })).toBeDisabled();
    await sam.getByRole('button', { name: texts.card.markNotSpam }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.card.markedNotSpam })).toBeVisible();
    await expect(sam.getByRole('button', { name: texts.card.markSpam })).toBeEnabled();
  } finally {
    await page.request.patch(`/api/submissions/${id}/spam`, { data: { isSpam: false } });
  }
});

test("the 30-day chart counts today's submissions by type and follows a refresh", async ({
  page,
  request,
}) => {
  await logInAs(page);
  const table = page.getByRole('table', { name: texts.chart.tableCaption });
  await expect(table.getByRole('row')).toHaveCount(31);
  const today = table.getByRole('row').last();
  const contactCell = today.getByRole('cell').first();
  await expect(contactCell).toHaveText(/^\d+$/);
  const before = Number(await contactCell.textContent());

  const tag = uniqueTag();
  await createSubmission(request, { vorname: 'Carla', nachname: `Chart${tag}`, message: message(tag) });
  await page.getByRole('button', { name: texts.refresh }).click();
  await expect(contactCell).toHaveText(String(before + 1));
  // The bar of today says the same to sighted users.
  const total = Number(await today.getByRole('cell').last().textContent());
  await expect(page.locator(`[title$=": ${total} Einreichungen"]`).last()).toBeVisible();
});

test('at tablet width (768 px) nothing overflows and every action is reachable by keyboard', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  await createSubmission(request, { vorname: 'Tamara', nachname: `Tablet${tag}`, message: message(tag) });
  await page.setViewportSize({ width: 768, height: 1024 });
  await logInAs(page);
  const tamara = card(page, `Tamara Tablet${tag}`);
  await expect(tamara).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  for (const button of await tamara.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 768).toBe(true);
  }

  // Keyboard only: the processed toggle, then the scan dialog opens and closes with focus handed back.
  const toggle = tamara.getByRole('button', { name: texts.card.markProcessed });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(tamara.getByRole('button', { name: texts.card.markUnprocessed })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(tamara.getByRole('button', { name: texts.card.markProcessed })).toBeVisible();

  const scan = page.getByRole('button', { name: texts.startSpamScan });
  await scan.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.width <= 768 && box.height <= 1024).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(scan).toBeFocused();
});
