// The administration's Protokoll tab (issue 13): an admin's read of a submission's detail is on record, the
// filters find it, the CSV export contains it; the empty state, accessibility and a tablet's width.
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../common/admin/csvReader.ts';
import { referenceNumber } from '../common/reception/referenceNumber.ts';
import { adminAuditTexts as texts } from '../common/texts/adminAudit.ts';
import { ADMIN, E2E_TENANT } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, sendWebsiteForm, uniqueTag } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

const auditTable = (page: Page) => page.getByRole('table', { name: texts.table.caption });
const DETAIL_READ = 'Einsicht in Einreichung (Detailansicht)';

/** A datetime-local value a few minutes before now, in the browser's own time zone. */
const minutesAgo = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() - m * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, minutes);

async function openProtokoll(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: texts.tab }).click();
  await expect(page).toHaveURL(/tab=protokoll/);
  await expect(auditTable(page)).toBeVisible();
}

test('an admin’s read of a detail shows up in the Protokoll with filters, and in the CSV', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const id = await sendWebsiteForm(request, E2E_TENANT.slug, {
    type: 'kontakt',
    full_name: `Paula Protokoll ${tag}`,
    message: `Bitte um Rückruf wegen eines Termins (${tag}).`,
  });
  await logIn(page, ADMIN, { at: `/submissions/${id}` });
  await expect(page.getByTestId('submission-detail')).toBeVisible();
  await expect(page.getByTestId('submission-detail')).toContainText(tag);

  await openProtokoll(page);
  const admin = (
    (await (await page.request.get('/api/users')).json()) as {
      users: { id: string; email: string }[];
    }
  ).users.find((u) => u.email === ADMIN.email)!;
  const filters = page.getByRole('search', { name: texts.filters.label });
  await filters.getByLabel(texts.filters.user).selectOption(admin.id);
  await filters.getByLabel(texts.filters.practice).selectOption({ label: E2E_TENANT.name });
  await filters.getByLabel(texts.filters.action).selectOption({ label: 'Einsicht in Einreichung' });
  await filters.getByLabel(texts.filters.from).fill(await minutesAgo(page, 10));

  const row = auditTable(page)
    .getByRole('row')
    .filter({ hasText: `Einreichung ${referenceNumber(id)}` })
    .filter({ hasText: DETAIL_READ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(ADMIN.email);
  await expect(row).toContainText(E2E_TENANT.name);
  // German date and time, never the patient's words.
  await expect(row.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(auditTable(page)).not.toContainText(tag);
  // Every row shown matches the filters (awaited: the list follows the last filter a moment later).
  const shown = auditTable(page).locator('tbody tr');
  await expect(shown.filter({ hasNotText: E2E_TENANT.name })).toHaveCount(0);
  await expect(shown.filter({ hasNotText: 'Einsicht in Einreichung' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.actions.exportCsv }).click();
  const download = await started;
  const day = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  expect(download.suggestedFilename()).toBe(`protokoll-${day}.csv`);
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(texts.success.exported);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3)));
  expect(rows[0]).toEqual([...texts.csv.columns]);
  const read = rows.filter((r) => r[4] === `Einreichung ${referenceNumber(id)}` && r[3] === DETAIL_READ);
  expect(read).toHaveLength(1);
  expect(read[0]![1]).toContain(ADMIN.email);
  expect(read[0]![2]).toBe(E2E_TENANT.name);
  expect(read[0]![0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  // Only what the filters let through.
  expect(rows.slice(1).every((r) => r[2] === E2E_TENANT.name && r[3]!.startsWith('Einsicht'))).toBe(true);
  expect(bytes.toString('utf8')).not.toContain(tag);
});

test('tells when nothing matches, refuses a reversed range, and fits a tablet', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.setViewportSize({ width: 768, height: 1024 });
  await openProtokoll(page);
  const filters = page.getByRole('search', { name: texts.filters.label });
  await filters.getByLabel(texts.filters.action).selectOption({ label: 'Mandant gelöscht' });
  await filters.getByLabel(texts.filters.from).fill(await minutesAgo(page, -60));
  await expect(auditTable(page)).toContainText(texts.table.empty);

  await filters.getByLabel(texts.filters.to).fill(await minutesAgo(page, 0));
  await expect(filters.getByLabel(texts.filters.to)).toHaveAttribute('aria-invalid', 'true');
  await expect(filters).toContainText(texts.errors.range);
  await expect(page.getByRole('button', { name: texts.actions.exportCsv })).toBeDisabled();

  await filters.getByRole('button', { name: texts.filters.reset }).click();
  await expect(auditTable(page).locator('tbody tr').first()).not.toContainText(texts.table.empty);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
