// The desk's inbox (issue 28) as staff use it: a request sent while the dashboard is open appears without a
// click, marked "Neu" and counted in the tab's title; the kind filter; the cards as filters.
import { dashboardTexts as texts } from '../common/texts/dashboard.ts';
import { E2E_TENANT, USER } from './fixtures.ts';
import { logIn, sendWebsiteForm, syllable, uniqueTag } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
// A text of its own per request: the spam filter holds the same text sent again and again.
const message = (name: string) =>
  `Guten Tag, hier schreibt ${name}: ich bitte um einen Rückruf wegen meines Termins. Vielen Dank!`;

test('a request sent while the dashboard is open appears without a click, Neu until opened', async ({
  page,
  request,
}) => {
  await logIn(page, USER, { at: '/dashboard' });
  await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
  const before = await page.title();

  const name = `Lena ${syllable(Date.now() % 1000)}${uniqueTag().replace(/\d/g, '')}`;
  const id = await sendWebsiteForm(request, E2E_TENANT.slug, {
    type: 'cancellation',
    name,
    email: 'lena@example.com',
    message: message(name),
  });
  // No click: the live inbox sees it within its interval (issue 28: within 5 s).
  const arrived = card(page, name);
  await expect(arrived).toBeVisible({ timeout: 8_000 });
  await expect(arrived.getByText(texts.card.unopened, { exact: true })).toBeVisible();
  await expect(arrived).toContainText('Absage');
  await expect(page).toHaveTitle(/^\(\d+\) Dashboard · Praxisdesk$/);
  expect(before).not.toBe(await page.title());

  // Opened by someone of the practice: no longer new.
  await arrived.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${id}$`));
  await expect(page.getByTestId('submission-detail')).toBeVisible();
  await page.goBack();
  await expect(card(page, name).getByText(texts.card.unopened, { exact: true })).toHaveCount(0);
});

test('the kind filter and the cards as filters show their sets', async ({ page, request }) => {
  const tag = uniqueTag().replace(/\d/g, '');
  const selfPay = `Sara Selbst${tag}`;
  const question = `Fritz Frage${tag}`;
  await sendWebsiteForm(request, E2E_TENANT.slug, {
    type: 'no_prescription',
    name: selfPay,
    message: message(selfPay),
  });
  await sendWebsiteForm(request, E2E_TENANT.slug, {
    type: 'question',
    name: question,
    message: message(question),
  });
  await logIn(page, USER, { at: '/dashboard' });
  await expect(card(page, question)).toBeVisible();

  await page
    .getByRole('combobox', { name: texts.filters.kind, exact: true })
    .selectOption({ label: 'Selbstzahler' });
  await expect(page).toHaveURL(/kind=selbstzahler/);
  await expect(card(page, selfPay)).toBeVisible();
  await expect(card(page, question)).toHaveCount(0);

  // The "Unbearbeitet" card shows what is not done, of every kind.
  await page.getByRole('button', { name: texts.stats.unprocessed, exact: true }).click();
  await expect(page).toHaveURL(/state=offen/);
  await expect(page).not.toHaveURL(/kind=/);
  await expect(page.getByRole('button', { name: texts.stats.unprocessed, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card(page, question)).toBeVisible();
  await expect(card(page, selfPay)).toBeVisible();
});

test('on a phone the first requests are on the first screen; the overview folds open', async ({
  page,
  request,
}) => {
  const name = `Pia Handy${uniqueTag().replace(/\d/g, '')}`;
  await sendWebsiteForm(request, E2E_TENANT.slug, { type: 'question', name, message: message(name) });
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, USER, { at: '/dashboard' });
  const first = card(page, name);
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box!.y).toBeLessThan(844);
  await expect(page.getByTestId('stat-total')).toBeHidden();
  await page.getByRole('button', { name: texts.stats.statsToggle }).click();
  await expect(page.getByTestId('stat-total')).toBeVisible();
});
