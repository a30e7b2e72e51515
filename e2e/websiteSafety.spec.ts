// Issue 13, "Patients and websites": the thank-you and failure pages keep patients with their practice
// whatever `from` says, and the reception's trap field is one no browser autofill touches.

import { FORM_SOURCE_HEADER } from '../common/intake/formSource.ts';
import { receptionTexts } from '../common/texts/reception.ts';
import { demoTenantConfig } from '../server/db/seed/demoSamples.ts';
import { ADMIN, E2E_TENANT } from './fixtures.ts';
import { acceptPrivacy, at, fillContact, PATHS } from './receptionHelpers.ts';
import { expect, type Page, test } from './test.ts';

const WEBSITE = String(demoTenantConfig.website); // https://praxis-stadtpark.example
const EVIL = 'https://evil.example';

/** Stands in for the outside world: the practice's website answers, a foreign host is recorded. */
async function stubOutside(page: Page) {
  const foreign: string[] = [];
  // Any scheme, any subdomain: look-alikes such as praxis-stadtpark.example.evil.example included.
  await page.route(/^https?:\/\/([^/]+\.)?evil\.example\//, (route) => {
    foreign.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Fremde Seite</title>' });
  });
  await page.route(`${new URL(WEBSITE).origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Praxis-Website</title><h1>Praxis am Stadtpark</h1>',
    }),
  );
  return foreign;
}

/** Opens the thank-you page and lets its 10-second countdown run out. */
async function countDown(page: Page, query: string) {
  await page.clock.install();
  await page.goto(`/success?${query}`);
  await expect(page.getByTestId('countdown')).toHaveText(receptionTexts.thankYou.countdown(10));
  await page.clock.runFor(11_000);
}

test.describe('the thank-you and failure pages', () => {
  test('/success?from= a foreign host goes to the practice website instead', async ({ page }) => {
    const foreign = await stubOutside(page);
    await countDown(page, `tenant=${E2E_TENANT.slug}&from=${encodeURIComponent(`${EVIL}/phishing`)}`);
    await expect(page).toHaveURL(`${WEBSITE}/`);
    expect(foreign).toEqual([]);
  });

  for (const trick of [
    'https://praxis-stadtpark.example.evil.example/',
    `https://praxis-stadtpark.example@evil.example/`,
    '//evil.example/',
    'javascript:location="https://evil.example"',
  ]) {
    test(`/success?from=${trick} stays with the practice`, async ({ page }) => {
      const foreign = await stubOutside(page);
      await countDown(page, `tenant=${E2E_TENANT.slug}&from=${encodeURIComponent(trick)}`);
      await expect(page).toHaveURL(`${WEBSITE}/`);
      expect(foreign).toEqual([]);
    });
  }

  test('/success?from= a page of the practice website is followed', async ({ page }) => {
    await stubOutside(page);
    const kontakt = 'https://termine.praxis-stadtpark.example/kontakt?danke=1';
    await page.route('https://termine.praxis-stadtpark.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Termine</title>' }),
    );
    await countDown(page, `tenant=${E2E_TENANT.slug}&from=${encodeURIComponent(kontakt)}`);
    await expect(page).toHaveURL(kontakt);
  });

  test('without a known practice the patient lands in its reception, never on the staff login', async ({
    page,
  }) => {
    const foreign = await stubOutside(page);
    await countDown(page, `tenant=gibt-es-nicht&from=${encodeURIComponent(EVIL)}`);
    await expect(page).toHaveURL(at(PATHS.home, 'gibt-es-nicht'));
    await expect(page.getByRole('heading', { name: 'Praxis nicht gefunden' })).toBeVisible();
    expect(foreign).toEqual([]);
  });

  test("/error's buttons ignore a foreign from", async ({ page }) => {
    const foreign = await stubOutside(page);
    await page.goto(`/error?tenant=${E2E_TENANT.slug}&error=INTERNAL&from=${encodeURIComponent(EVIL)}`);
    await page.getByRole('button', { name: receptionTexts.failure.home }).click();
    await expect(page).toHaveURL(`${WEBSITE}/`);
    expect(foreign).toEqual([]);
  });
});

// Words Chromium's and Firefox's autofill heuristics (and password managers) look for in a field's name,
// id, label and placeholder, in the languages our patients' browsers speak: any of them could make a browser
// fill the trap with the patient's own data.
const AUTOFILL_WORDS =
  /name|company|firma|firmen|organi[sz]ation|business|unternehmen|web.?site|homepage|url|e.?mail|phone|tel|fax|mobil|handy|address|adress|street|stra(ss|ß)e|zip|plz|postal|post.?code|city|\bort\b|stadt|country|\bland\b|state|region|birth|geburt|card|\bcc|cvc|iban|user|login|passw|search|such|title|titel|anrede|number|nummer/i;

test.describe('the reception trap field', () => {
  test('carries nothing autofill recognises and is out of sight, reach and the accessibility tree', async ({
    page,
  }) => {
    await page.goto(at(PATHS.question));
    const trap = page.getByRole('textbox', { name: receptionTexts.fields.honeypot, includeHidden: true });
    await expect(trap).toHaveCount(1);
    const described = await trap.evaluate((input: HTMLInputElement) => ({
      name: input.name,
      id: input.id,
      type: input.type,
      label: [...(input.labels ?? [])].map((label) => label.textContent ?? '').join(' '),
      placeholder: input.placeholder,
      ariaLabel: input.getAttribute('aria-label') ?? '',
      autocomplete: input.getAttribute('autocomplete'),
      tabIndex: input.tabIndex,
      hiddenFromAssistiveTech: input.closest('[aria-hidden="true"]') !== null,
    }));
    for (const word of [
      described.name,
      described.id,
      described.label,
      described.placeholder,
      described.ariaLabel,
    ])
      expect(word, `"${word}" would invite autofill`).not.toMatch(AUTOFILL_WORDS);
    expect(described).toMatchObject({
      type: 'text',
      autocomplete: 'off',
      tabIndex: -1,
      hiddenFromAssistiveTech: true,
    });
    // Password managers' own "leave this alone" marks.
    await expect(trap).toHaveAttribute('data-1p-ignore', '');
    await expect(trap).toHaveAttribute('data-lpignore', 'true');
    // Not in the accessibility tree (getByRole without includeHidden leaves out aria-hidden subtrees).
    await expect(page.getByRole('textbox', { name: receptionTexts.fields.honeypot })).toHaveCount(0);
    // Off-screen, yet rendered: robots that skip invisible fields still see it.
    const box = await trap.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(0);

    // Tab from the first field through the whole form: the trap is never focused.
    await page.getByLabel(receptionTexts.fields.name).focus();
    for (let step = 0; step < 15; step++) {
      expect(await trap.evaluate((input) => input === document.activeElement)).toBe(false);
      await page.keyboard.press('Tab');
    }
  });

  test("a patient's request through the browser is sent with the trap empty and is not spam", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.goto(at(PATHS.question));
    await fillContact(page, 'Frieda Firma');
    await page.getByLabel(receptionTexts.question.messageLabel).fill('Haben Sie dienstags Termine frei?');
    await acceptPrivacy(page);
    // Read before sending: the thank-you page replaces the form.
    const trapName = await page
      .getByRole('textbox', { name: receptionTexts.fields.honeypot, includeHidden: true })
      .getAttribute('name');
    const sent = page.waitForRequest('**/functions/v1/submitForm');
    const answered = page.waitForResponse('**/functions/v1/submitForm');
    await page.getByRole('button', { name: receptionTexts.question.submit }).click();
    const request = await sent;
    expect(request.headers()[FORM_SOURCE_HEADER]).toBe('reception');
    const formData = (request.postDataJSON() as { formData: Record<string, unknown> }).formData;
    expect(formData).not.toHaveProperty('firma_website');
    expect(formData[trapName!]).toBe('');
    const { submissionId } = (await (await answered).json()) as { submissionId: string };

    const api = await playwright.request.newContext({ baseURL });
    expect((await api.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
    const detail = await api.get(`/api/submissions/${submissionId}`);
    const { submission } = (await detail.json()) as {
      submission: { is_spam: boolean; spam_score: number | null; spam_reasons: unknown };
    };
    expect(submission.is_spam).toBe(false);
    expect(submission.spam_score).not.toBe(100);
    expect(JSON.stringify(submission.spam_reasons ?? [])).not.toContain('Honeypot');
    await api.dispose();
  });
});
