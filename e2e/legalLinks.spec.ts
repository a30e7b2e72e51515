// The practice's privacy policy and imprint (issue 29): every consent patients give links the privacy policy
// when the practice has one, and the administration flags a practice that has no privacy policy or no imprint
// (list badge and a note in its settings).

import { adminTenantTexts as texts } from '../common/texts/adminTenants.ts';
import { demoTenantConfig } from '../server/db/seed/demoSamples.ts';
import { ADMIN, E2E_TENANT } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, uniqueTag } from './helpers.ts';
import { at, PATHS } from './receptionHelpers.ts';
import { expect, type Page, test } from './test.ts';

const missing = texts.list.legalMissing;
/** The seeded practice's privacy policy (its configuration is the demo's). */
const POLICY = String(demoTenantConfig.privacyPolicyUrl);
/** The link inside the consent's label (the footer's own "Datenschutz" link is another one). */
const consentLink = (page: Page) =>
  page
    .locator('label')
    .filter({ hasText: /Datenschutzerklärung/ })
    .getByRole('link', { name: /Datenschutzerklärung/ });
const rowOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name: texts.list.caption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the consent of every reception form links the practice’s privacy policy', async ({ page }) => {
    for (const path of [
      PATHS.prescription,
      PATHS.selfPay,
      PATHS.manual,
      PATHS.question,
      PATHS.cancellation,
    ]) {
      await page.goto(at(path));
      await expect(consentLink(page), path).toHaveAttribute('href', POLICY);
      await expect(consentLink(page)).toHaveAttribute('target', '_blank');
    }
  });
});

test('a practice without privacy policy or imprint is flagged to admins until both are set', async ({
  page,
}) => {
  const tag = uniqueTag();
  const slug = `ohne-recht-${tag}`;
  const name = `Praxis ohne Recht ${tag}`;
  await logIn(page, ADMIN);
  const created = await page.request.post('/api/tenants', { data: { tenant_id: slug, name } });
  expect(created.status(), await created.text()).toBe(201);

  // Its patients still see the consent, but the words lead nowhere: there is nothing to link.
  await page.goto(at(PATHS.question, slug));
  await expect(page.getByRole('checkbox', { name: /Datenschutzerklärung/ })).toBeVisible();
  await expect(consentLink(page)).toHaveCount(0);

  await page.goto('/admin?tab=mandanten');
  const row = rowOf(page, name);
  await expect(row.getByText(missing.privacyPolicy, { exact: true })).toBeVisible();
  await expect(row.getByText(missing.imprint, { exact: true })).toBeVisible();
  // The seeded practice has both pages: no flag.
  await expect(rowOf(page, E2E_TENANT.name)).toContainText(texts.list.legalComplete);
  await expect(rowOf(page, E2E_TENANT.name)).not.toContainText(missing.privacyPolicy);
  await expectNoSeriousAxeViolations(page);

  await row.getByRole('button', { name: texts.list.editFor(name) }).click();
  const edit = page.getByRole('dialog', { name: texts.edit.title(name) });
  const warning = edit.getByTestId('legal-links-warning');
  await expect(warning).toContainText(texts.edit.legalMissingTitle);
  await expect(warning).toContainText(missing.privacyPolicy);
  await expect(warning).toContainText(missing.imprint);
  const policy = `https://${slug}.example/datenschutz`;
  await edit.getByLabel(texts.edit.fields.privacyPolicyUrl).fill(policy);
  await expect(warning).not.toContainText(missing.privacyPolicy);
  await expect(warning).toContainText(missing.imprint);
  await expectNoSeriousAxeViolations(page);
  await edit.getByRole('button', { name: texts.edit.submit }).click();
  await expect(edit).toBeHidden();

  await expect(row.getByText(missing.privacyPolicy, { exact: true })).toHaveCount(0);
  await expect(row.getByText(missing.imprint, { exact: true })).toBeVisible();

  // And its reception's consent links the privacy policy now.
  await page.goto(at(PATHS.question, slug));
  await expect(consentLink(page)).toHaveAttribute('href', policy);
});
