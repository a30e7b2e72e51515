// The submission detail screen (/submissions/{id}, spec 001 §2.1–§2.2) on submissions created through the real
// public API: a contact request, prescriptions with a PNG and a PDF, a request with an anamnese.

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { answerLines } from '../common/anamnese/answerText.ts';
import { redFlags } from '../common/anamnese/redFlags.ts';
import { referenceNumber } from '../common/reception/referenceNumber.ts';
import { formatMegabytes } from '../common/submission/fileSize.ts';
import { consentDetailTexts } from '../common/texts/consentDetail.ts';
import { fhirTexts } from '../common/texts/fhir.ts';
import { replyTexts } from '../common/texts/replies.ts';
import { submissionTexts as texts } from '../common/texts/submission.ts';
import { workflowTexts } from '../common/texts/workflow.ts';
import { countPaintedImages } from '../server/services/pdf/pdfTextForTests.ts';
import { CALL_ONLY_TENANT, USER } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, sendWebsiteForm, syllable, uniqueTag } from './helpers.ts';
import { TINY_PNG } from './receptionHelpers.ts';
import {
  makePdf,
  RED_FLAG_ANSWERS,
  receptionRequest,
  sendAnamnese,
  submitForm,
  TENANT,
  uploadFile,
} from './submissionHelpers.ts';
import { expect, type Locator, type Page, test } from './test.ts';

const message = (tag: string) =>
  `Guten Tag, ich hätte gern einen Termin für Krankengymnastik am Vormittag (${tag}). Vielen Dank!`;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The dd of a dt with exactly this label, within a section. */
const fieldValue = (scope: Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Clicks a button that downloads, and answers the file's suggested name and bytes. */
async function download(page: Page, button: Locator) {
  const started = page.waitForEvent('download');
  await button.click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

async function openDetail(page: Page, id: string) {
  await page.goto(`/submissions/${id}`);
  await expect(page.getByTestId('submission-detail')).toBeVisible();
}

/**
 * Watches each frame from now on for the placeholder of the part below the request; answers whether it showed.
 * A retry within a panel or the anamnese card must show there, not hide the whole part again.
 */
async function watchPanelsPlaceholder(page: Page) {
  await page.evaluate((label) => {
    const w = window as { panelsPlaceholderSeen?: boolean };
    w.panelsPlaceholderSeen = false;
    const look = () => {
      if (document.body.textContent?.includes(label)) w.panelsPlaceholderSeen = true;
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, texts.panelsLoading);
  return () => page.evaluate(() => (window as { panelsPlaceholderSeen?: boolean }).panelsPlaceholderSeen);
}

/**
 * Holds the next matching request until released, so an in-progress state can be seen; the request itself
 * then goes to the server unchanged.
 */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let passed!: () => void;
  const continued = new Promise<void>((resolve) => {
    passed = resolve;
  });
  await page.route(
    url,
    async (route) => {
      await gate;
      await route.continue();
      passed();
    },
    { times: 1 },
  );
  return async () => {
    release();
    await continued;
  };
}

/** The red-flag answers, with one question left out so "Nicht angegeben" shows. */
const ANSWERS: Record<string, unknown> = Object.fromEntries(
  Object.entries(RED_FLAG_ANSWERS).filter(([key]) => key !== 'psychologicalImpact'),
);

async function anamneseRequest(page: Page, tag: string) {
  const sent = await submitForm(page.request, receptionRequest(`Anna Anamnese${tag}`));
  await uploadFile(page.request, sent, { name: 'rezept.png', mimeType: 'image/png', buffer: TINY_PNG });
  await sendAnamnese(page.request, sent.submissionId, ANSWERS);
  return sent.submissionId;
}

test.beforeEach(async ({ page }) => {
  await logIn(page, USER);
});

test('a contact request: heading, subline, form data, spam and e-mail sections, no anamnese', async ({
  page,
}) => {
  const tag = uniqueTag();
  const id = await sendWebsiteForm(page.request, TENANT, {
    type: 'kontakt',
    vorname: 'Greta',
    nachname: `Garbe${tag}`,
    email: 'greta@example.com',
    telefon: '030 5551234',
    nachricht: message(tag),
    wunschzeiten: { tage: ['Montag', 'Mittwoch'], vormittags: true },
  });
  await openDetail(page, id);

  await expect(heading(page, `Greta Garbe${tag}`)).toBeVisible();
  await expect(page).toHaveTitle(`Einreichung ${referenceNumber(id)} · Praxisdesk`);
  await expect(page.getByTestId('detail-form-type')).toHaveText('Kontaktformular');
  await expect(page.getByTestId('submission-detail').locator('header time')).toHaveText(
    /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
  );
  await expect(page.getByTestId('reference-number')).toHaveText(referenceNumber(id));
  await expect(page.getByRole('button', { name: texts.actions.markProcessed })).toBeVisible();

  const form = page.getByTestId('form-data');
  await expect(form.getByRole('heading', { name: texts.formData.title })).toBeVisible();
  await expect(fieldValue(form, 'Vorname')).toHaveText('Greta');
  await expect(fieldValue(form, 'Nachname')).toHaveText(`Garbe${tag}`);
  await expect(fieldValue(form, 'E-Mail')).toHaveText('greta@example.com');
  await expect(fieldValue(form, 'Telefon')).toHaveText('030 5551234');
  await expect(fieldValue(form, 'Nachricht')).toHaveText(message(tag));
  // A non-string value as formatted JSON, under its prettified key.
  const json = fieldValue(form, 'Wunschzeiten').locator('pre');
  await expect(json).toContainText('"tage": [');
  await expect(json).toContainText('"vormittags": true');

  const spam = page.getByTestId('spam-section');
  await expect(spam.getByRole('heading', { name: texts.spam.title })).toBeVisible();
  await expect(page.getByTestId('spam-score')).toHaveText(/^(\d+\/100|Nicht verfügbar)$/);
  await expect(spam.getByRole('switch', { name: texts.spam.toggle })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(spam.getByRole('heading', { name: texts.spam.reasons })).toBeVisible();
  await expect(page.getByTestId('spam-banner')).toHaveCount(0);

  await expect(page.getByTestId('email-section')).toContainText(texts.email.noLogs);
  await expect(page.getByTestId('email-logs')).toContainText(texts.email.noLogs);
  await expect(page.getByTestId('anamnese-card')).toContainText(texts.anamnese.none);
  await expect(page.getByTestId('generated-text')).toHaveCount(0);
  await expect(page.getByTestId('prescription-file')).toHaveCount(0);
});

test('without a name the heading is "Einreichung #id"; an anamnese form without answers offers the Fließtext and says why it failed', async ({
  page,
}) => {
  const tag = uniqueTag();
  const id = await sendWebsiteForm(page.request, TENANT, { type: 'anamnese', nachricht: message(tag) });
  await openDetail(page, id);
  await expect(heading(page, `Einreichung #${id}`)).toBeVisible();
  await expect(page.getByTestId('detail-form-type')).toHaveText('Anamnese');

  const section = page.getByTestId('generated-text');
  await expect(section).toContainText(texts.generatedText.none);
  await section.getByRole('button', { name: texts.generatedText.generate }).click();
  await expect(section.getByRole('alert')).toHaveText(texts.errors.processingNotStarted);
  await expect(page.getByTestId('anamnese-card')).toContainText(texts.anamnese.none);
});

test('nothing below the request moves as the panels and the anamnese arrive: the e-mail section stays put', async ({
  page,
}) => {
  const id = await anamneseRequest(page, uniqueTag());
  // Each frame from the first paint on (once the font is in, which would move text on its own): where the
  // e-mail section stands on the page. A click aimed at its resend button must land there.
  await page.addInitScript(() => {
    const tops: number[] = [];
    (window as { emailSectionTops?: number[] }).emailSectionTops = tops;
    const watch = () => {
      const section = document.querySelector('[data-testid="email-section"]');
      if (section) {
        const top = Math.round(section.getBoundingClientRect().top + window.scrollY);
        if (tops.at(-1) !== top) tops.push(top);
      }
      requestAnimationFrame(watch);
    };
    void document.fonts.ready.then(() => requestAnimationFrame(watch));
  });
  await openDetail(page, id);
  // What arrives last: the anamnese's answers, the workflow, the replies, the consents' answer (none here).
  await expect(page.getByTestId('anamnese-answers')).toBeVisible();
  await expect(page.getByTestId('workflow-panel').getByText(workflowTexts.notes.empty)).toBeVisible();
  await expect(page.getByTestId('reply-panel').getByText(replyTexts.panel.empty)).toBeVisible();
  await expect(page.getByText(texts.panelsLoading)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const tops = await page.evaluate(() => (window as { emailSectionTops?: number[] }).emailSectionTops);
  expect(tops).toHaveLength(1);
});

test('processed toggle and spam toggle: score 70/100 with the red banner, back to 0/100', async ({
  page,
}) => {
  const tag = uniqueTag();
  const id = await sendWebsiteForm(page.request, TENANT, {
    type: 'kontakt',
    name: `Paul Prozess${tag}`,
    nachricht: message(tag),
  });
  await openDetail(page, id);

  await page.getByRole('button', { name: texts.actions.markProcessed }).click();
  await expect(page.getByRole('button', { name: texts.actions.markUnprocessed })).toBeVisible();
  await expect(page.getByTestId('processed-status')).toHaveText(texts.status.processed);
  await page.reload();
  await expect(page.getByRole('button', { name: texts.actions.markUnprocessed })).toBeVisible();
  await page.getByRole('button', { name: texts.actions.markUnprocessed }).click();
  await expect(page.getByRole('button', { name: texts.actions.markProcessed })).toBeVisible();
  await expect(page.getByTestId('processed-status')).toHaveText(texts.status.unprocessed);

  const toggle = page.getByRole('switch', { name: texts.spam.toggle });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('spam-score')).toHaveText('70/100');
  await expect(page.getByTestId('spam-status')).toContainText(texts.spam.isSpam);
  await expect(page.getByTestId('spam-banner')).toContainText(texts.spam.banner);
  await expect(page.getByRole('status').filter({ hasText: texts.spam.markedSpam })).toBeVisible();
  await expect(page.getByTestId('email-section')).toContainText(texts.email.spamText);
  await page.reload();
  await expect(page.getByTestId('spam-score')).toHaveText('70/100');
  await expect(page.getByTestId('spam-banner')).toBeVisible();

  await page.getByRole('switch', { name: texts.spam.toggle }).click();
  await expect(page.getByRole('switch', { name: texts.spam.toggle })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByTestId('spam-score')).toHaveText('0/100');
  await expect(page.getByTestId('spam-status')).toContainText(texts.spam.notSpam);
  await expect(page.getByTestId('spam-banner')).toHaveCount(0);
});

test('prescription image: thumbnail, fullscreen (Escape closes, focus returns), download with the uploaded bytes; in the PDF and the FHIR export', async ({
  page,
}) => {
  const tag = uniqueTag();
  const sent = await submitForm(page.request, receptionRequest(`Rita Rezept${tag}`));
  await uploadFile(page.request, sent, { name: 'rezept.png', mimeType: 'image/png', buffer: TINY_PNG });
  await openDetail(page, sent.submissionId);
  await expect(page.getByTestId('detail-form-type')).toHaveText('Rezept');

  const file = page.getByTestId('prescription-file');
  await expect(fieldValue(file, texts.file.name)).toHaveText('rezept.png');
  await expect(fieldValue(file, texts.file.size)).toHaveText(formatMegabytes(TINY_PNG.length));
  await expect(fieldValue(file, texts.file.uploadedAt)).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  const thumbnail = file.getByRole('img', { name: texts.file.thumbnailAlt('rezept.png') });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const opener = file.getByRole('button', { name: texts.file.openFullscreen });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: texts.file.fullscreenTitle('rezept.png') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: texts.file.thumbnailAlt('rezept.png') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  const saved = await download(page, file.getByRole('button', { name: texts.file.download }));
  expect(saved.name).toBe('rezept.png');
  expect(Buffer.compare(saved.bytes, TINY_PNG)).toBe(0);

  // The PDF export carries the prescription image; the FHIR export names it as a DocumentReference.
  const pdf = await download(page, page.getByRole('button', { name: texts.actions.exportPdf }));
  expect(await countPaintedImages(pdf.bytes)).toBe(1);
  const fhir = await download(page, page.getByRole('button', { name: fhirTexts.exportButton }));
  expect(fhir.name).toMatch(/^Anfrage-.+\.fhir\.json$/);
  const bundle = JSON.parse(fhir.bytes.toString('utf8')) as {
    resourceType: string;
    entry: { resource: { resourceType: string } }[];
  };
  expect(bundle.resourceType).toBe('Bundle');
  expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual(['Patient', 'DocumentReference']);
});

test('prescription PDF: view link opens it inline in a new tab, download gives the uploaded bytes', async ({
  page,
}) => {
  const tag = uniqueTag();
  const pdf = await makePdf(`Verordnung Krankengymnastik ${tag}`);
  const sent = await submitForm(page.request, receptionRequest(`Peter Pdf${tag}`));
  await uploadFile(page.request, sent, {
    name: 'Verordnung Müller.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await openDetail(page, sent.submissionId);

  const file = page.getByTestId('prescription-file');
  await expect(fieldValue(file, texts.file.name)).toHaveText('Verordnung Müller.pdf');
  await expect(fieldValue(file, texts.file.size)).toHaveText(formatMegabytes(pdf.length));
  await expect(file.getByRole('img')).toHaveCount(0);

  const view = file.getByRole('link', { name: new RegExp(`^${texts.file.view}`) });
  await expect(view).toHaveAttribute('target', '_blank');
  const href = await view.getAttribute('href');
  const inline = await page.request.get(href!);
  expect(inline.status()).toBe(200);
  expect(inline.headers()['content-type']).toContain('application/pdf');
  expect(inline.headers()['content-disposition']).toMatch(/^inline/);
  expect(Buffer.compare(await inline.body(), pdf)).toBe(0);

  const saved = await download(page, file.getByRole('button', { name: texts.file.download }));
  expect(saved.name).toBe('Verordnung Müller.pdf');
  expect(Buffer.compare(saved.bytes, pdf)).toBe(0);
});

test('anamnese: AI summary with its in-progress state and reload, red flags first, answers formatted and raw', async ({
  page,
}) => {
  const tag = uniqueTag();
  const id = await anamneseRequest(page, tag);
  await openDetail(page, id);
  await expect(heading(page, `Anna Anamnese${tag}`)).toBeVisible();

  const card = page.getByTestId('anamnese-card');
  const summary = page.getByTestId('ai-summary');
  await expect(summary).toContainText(texts.anamnese.noSummary);

  // Formatted answers: all 20 with German labels, "Nicht angegeben", red-flag rows marked (not by colour alone).
  const answers = page.getByTestId('anamnese-answers');
  await expect(answers).toContainText(texts.anamnese.completedAt);
  const rows = answers.locator('[data-field]');
  await expect(rows).toHaveCount(20);
  for (const line of answerLines(ANSWERS)) {
    await expect(answers.locator(`[data-field="${line.id}"]`)).toContainText(line.label);
    await expect(answers.locator(`[data-field="${line.id}"] dd`)).toHaveText(line.text);
  }
  await expect(answers.locator('[data-field="psychologicalImpact"] dd')).toHaveText('Nicht angegeben');
  for (const field of ['cancer', 'nightSweats']) {
    const row = answers.locator(`[data-field="${field}"]`);
    await expect(row).toHaveAttribute('data-red-flag', 'true');
    await expect(row).toContainText(texts.anamnese.redFlag);
  }
  await expect(answers.locator('[data-field="painType"]')).not.toHaveAttribute('data-red-flag', 'true');
  await expect(answers.locator('[data-red-flag]')).toHaveCount(2);

  await answers.getByRole('button', { name: texts.anamnese.raw }).click();
  await expect(answers.getByRole('button', { name: texts.anamnese.raw })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const raw = answers.getByTestId('answers-raw');
  expect(JSON.parse((await raw.textContent())!)).toEqual(ANSWERS);
  // The raw view scrolls inside its box: a region the keyboard reaches.
  await expect(raw).toHaveAttribute('tabindex', '0');
  await expectNoSeriousAxeViolations(page);
  await answers.getByRole('button', { name: texts.anamnese.formatted }).click();
  await expect(answers.locator('[data-field]')).toHaveCount(20);

  // Create: a visible in-progress state with the button disabled, then the reloaded summary.
  const release = await holdRequests(page, '**/functions/v1/submitAnamnese');
  const create = summary.getByRole('button', { name: texts.anamnese.createSummary });
  await create.click();
  await expect(summary.getByRole('status')).toHaveText(texts.anamnese.generatingSummary);
  await expect(create).toBeDisabled();
  const generated = page.waitForResponse((r) => r.url().includes('/functions/v1/submitAnamnese'));
  const reloaded = page.waitForResponse((r) => r.url().endsWith(`/api/submissions/${id}/anamnese`));
  await release();
  const first = await (await generated).json();
  expect(first.success).toBe(true);
  await reloaded;
  await expect(summary.getByRole('status')).toHaveCount(0);
  await expect(summary).toContainText(first.summary.summary.summary);
  for (const heading of [
    texts.anamnese.keyFindings,
    texts.anamnese.recommendations,
    texts.anamnese.riskFactors,
  ]) {
    await expect(summary.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByTestId('key-findings').locator('li')).toHaveCount(
    new Set(first.summary.summary.keyFindings).size,
  );

  // Besondere Hinweise: the red flags of the answers first.
  const flags = redFlags(ANSWERS).map((flag) => flag.text);
  const notes = page.getByTestId('special-notes').locator('li');
  for (const [index, text] of flags.entries()) {
    await expect(notes.nth(index)).toHaveAttribute('data-red-flag', 'true');
    await expect(notes.nth(index)).toContainText(text);
  }

  const meta = page.getByTestId('summary-meta');
  await expect(meta).toContainText(`${texts.anamnese.model}: ${first.summary.ai_model}`);
  await expect(meta).toContainText(
    new RegExp(`${texts.anamnese.createdAt}: \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}`),
  );
  await expect(meta).toContainText(texts.anamnese.processingMs(first.summary.processing_time_ms));
  await expect(meta).toContainText(
    `${texts.anamnese.tokens}: ${texts.anamnese.tokensValue(first.summary.tokens_used)}`,
  );
  await expect(meta).toContainText(texts.anamnese.generationSeconds(first.summary.processing_time_ms));
  await expect(meta).toContainText(/\d+,\d+ s/);

  // Regenerate: a new summary, and the screen reloads the latest one.
  const again = page.waitForResponse((r) => r.url().includes('/functions/v1/submitAnamnese'));
  const reloadedAgain = page.waitForResponse((r) => r.url().endsWith(`/api/submissions/${id}/anamnese`));
  await summary.getByRole('button', { name: texts.anamnese.regenerateSummary }).click();
  const second = await (await again).json();
  expect(second.summary.id).not.toBe(first.summary.id);
  const latest = await (await reloadedAgain).json();
  expect(latest.summary.id).toBe(second.summary.id);
  await expect(summary).toContainText(second.summary.summary.summary);
  await expect(summary.getByRole('button', { name: texts.anamnese.regenerateSummary })).toBeEnabled();
  await expect(card).not.toContainText(texts.anamnese.none);
});

test('Fließtext: generate, text and HTML views, regenerate only after the overwrite warning', async ({
  page,
}) => {
  const tag = uniqueTag();
  const id = await anamneseRequest(page, tag);
  await openDetail(page, id);

  const section = page.getByTestId('generated-text');
  await expect(section).toContainText(texts.generatedText.none);
  const release = await holdRequests(page, '**/functions/v1/processAnamnese');
  await section.getByRole('button', { name: texts.generatedText.generate }).click();
  await expect(section.getByRole('status')).toHaveText(texts.generatedText.generating);
  const generated = page.waitForResponse((r) => r.url().includes('/functions/v1/processAnamnese'));
  await release();
  const first = await (await generated).json();
  expect(first.success).toBe(true);

  const plain = section.getByTestId('generated-plain');
  await expect(plain).toHaveText(first.generatedText.text);
  await expect(section).toContainText(`${texts.generatedText.model}: ${first.generatedText.model}`);

  await section.getByRole('button', { name: texts.generatedText.showHtml }).click();
  const html = section.getByTestId('generated-html');
  await expect(html).toBeVisible();
  await expect(html.locator('p').first()).toBeVisible();
  // Only allowed tags, none with an attribute.
  const tags = await html.evaluate((root) =>
    Array.from(root.querySelectorAll('*'), (el) => ({ tag: el.localName, attributes: el.attributes.length })),
  );
  expect(tags.length).toBeGreaterThan(0);
  for (const { tag: name, attributes } of tags) {
    expect(['h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'br']).toContain(name);
    expect(attributes).toBe(0);
  }
  await section.getByRole('button', { name: texts.generatedText.showText }).click();
  await expect(plain).toBeVisible();

  // Regenerate asks first; cancelling sends nothing.
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().includes('/functions/v1/processAnamnese')) posts++;
  });
  await section.getByRole('button', { name: texts.generatedText.regenerate }).click();
  const dialog = page.getByRole('dialog', { name: texts.generatedText.confirmTitle });
  await expect(dialog).toContainText(texts.generatedText.confirmDescription);
  await dialog.getByRole('button', { name: texts.generatedText.cancel }).click();
  await expect(dialog).toHaveCount(0);
  expect(posts).toBe(0);

  await section.getByRole('button', { name: texts.generatedText.regenerate }).click();
  const request = page.waitForRequest((r) => r.url().includes('/functions/v1/processAnamnese'));
  const response = page.waitForResponse((r) => r.url().includes('/functions/v1/processAnamnese'));
  await dialog.getByRole('button', { name: texts.generatedText.confirm }).click();
  expect((await request).postDataJSON()).toEqual({ submissionId: id, regenerate: true });
  const second = await (await response).json();
  expect(second.success).toBe(true);
  await expect(plain).toHaveText(second.generatedText.text);
  await page.reload();
  await expect(page.getByTestId('generated-plain')).toHaveText(second.generatedText.text);
});

test('the HTML view renders only allowed tags without attributes, whatever markup arrives', async ({
  page,
}) => {
  const tag = uniqueTag();
  const id = await anamneseRequest(page, tag);
  const generated = await page.request.post('/functions/v1/processAnamnese', { data: { submissionId: id } });
  expect(generated.ok(), await generated.text()).toBe(true);

  // The server's real answer with hostile markup in place of its own (as if an escaping bug let it through).
  const hostile = [
    '<h3 onclick="window.__pwned=1" style="color:red">Befund</h3>',
    '<script>window.__pwned=1</script>',
    '<p>Vor <img src="x" onerror="window.__pwned=1"> nach <a href="javascript:window.__pwned=1">Link</a></p>',
    '<ul><li class="x"><strong>fett</strong> und <em>kursiv</em><br>neu</li></ul>',
    '<iframe src="/dashboard"></iframe><div><p>Im Div</p></div>',
  ].join('');
  await page.route(`**/api/submissions/${id}`, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.submission.generated_text.html = hostile;
    await route.fulfill({ response, json });
  });
  await openDetail(page, id);
  const section = page.getByTestId('generated-text');
  await section.getByRole('button', { name: texts.generatedText.showHtml }).click();
  const html = section.getByTestId('generated-html');
  await expect(html.locator('h3')).toHaveText('Befund');
  await expect(html).toContainText(/Vor\s+nach Link/);
  await expect(html.locator('li strong')).toHaveText('fett');
  await expect(html.locator('li em')).toHaveText('kursiv');
  await expect(html.locator('li br')).toHaveCount(1);
  await expect(html.locator('p', { hasText: 'Im Div' })).toBeVisible();
  await expect(
    html.locator('script, img, a, iframe, div, [onclick], [style], [class], [href], [src]'),
  ).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('PDF export downloads a file named by the reference number', async ({ page }) => {
  const tag = uniqueTag();
  const id = await anamneseRequest(page, tag);
  await openDetail(page, id);
  const saved = await download(page, page.getByRole('button', { name: texts.actions.exportPdf }));
  expect(saved.name).toContain(referenceNumber(id));
  expect(saved.name).toMatch(/\.pdf$/);
  expect(saved.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('delete asks first, then leaves for the dashboard; the submission is gone', async ({ page }) => {
  const tag = uniqueTag();
  const id = await sendWebsiteForm(page.request, TENANT, {
    type: 'kontakt',
    name: `Lena Löschen${tag}`,
    nachricht: message(tag),
  });
  await openDetail(page, id);
  await page.getByRole('button', { name: texts.actions.delete, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.deleteDialog.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: texts.deleteDialog.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(heading(page, `Lena Löschen${tag}`)).toBeVisible();

  await page.getByRole('button', { name: texts.actions.delete, exact: true }).click();
  await dialog.getByRole('button', { name: texts.deleteDialog.confirm }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('link', { name: `Lena Löschen${tag}` })).toHaveCount(0);

  await page.goto(`/submissions/${id}`);
  await expect(page.getByText(texts.errors.notFound)).toBeVisible();
});

test('unknown ids and other practices\' ids both say "Formular-Einreichung nicht gefunden."', async ({
  page,
}) => {
  await page.goto(`/submissions/${randomUUID()}`);
  await expect(page.getByText(texts.errors.notFound)).toBeVisible();
  await expect(page.getByRole('link', { name: texts.errors.backToDashboard })).toBeVisible();

  const foreign = await sendWebsiteForm(page.request, CALL_ONLY_TENANT.slug, {
    type: 'kontakt',
    name: 'Fremde Praxis',
    nachricht: message(uniqueTag()),
  });
  await page.goto(`/submissions/${foreign}`);
  await expect(page.getByText(texts.errors.notFound)).toBeVisible();
  await expect(page.getByText('Fremde Praxis')).toHaveCount(0);
  await page.getByRole('link', { name: texts.errors.backToDashboard }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/submissions/kein-gueltiger-wert');
  await expect(page.getByText(texts.errors.notFound)).toBeVisible();
});

test('j/k walk through the dashboard list; "Zurück" returns to the dashboard with its filters', async ({
  page,
}) => {
  const tag = uniqueTag();
  const older = `Olga Älter${tag}`;
  const newer = `Nora Neuer${tag}`;
  const olderId = await sendWebsiteForm(page.request, TENANT, {
    type: 'kontakt',
    name: older,
    nachricht: message(tag),
  });
  const newerId = await sendWebsiteForm(page.request, TENANT, {
    type: 'kontakt',
    name: newer,
    nachricht: message(`${tag}n`),
  });

  await page.goto('/dashboard?type=contact');
  await page.getByRole('link', { name: newer }).click();
  await expect(heading(page, newer)).toBeVisible();
  await expect(page.getByText(texts.shortcuts.hint)).toBeVisible();

  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/submissions/${olderId}$`));
  await expect(heading(page, older)).toBeVisible();
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`/submissions/${newerId}$`));
  await expect(heading(page, newer)).toBeVisible();

  // Not while a dialog is open.
  await page.getByRole('button', { name: texts.actions.delete, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/submissions/${newerId}$`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: texts.actions.back }).click();
  await expect(page).toHaveURL(/\/dashboard\?type=contact$/);
  await expect(page.getByRole('link', { name: newer })).toBeVisible();
});

/** Three contact requests, oldest first, and the dashboard's contact filter open on them. */
async function threeContactRequests(page: Page, surname: string) {
  const tag = uniqueTag();
  const names = ['Olga', 'Mira', 'Nina'].map((first) => `${first} ${surname}${tag}`);
  const ids: string[] = [];
  for (const name of names)
    ids.push(await sendWebsiteForm(page.request, TENANT, { type: 'kontakt', name, nachricht: message(tag) }));
  await page.goto('/dashboard?type=contact');
  return { names: names as [string, string, string], ids };
}

test('a j pressed the moment the next request shows counts for that request', async ({ page }) => {
  const {
    names: [older, middle, newer],
    ids,
  } = await threeContactRequests(page, 'Sofort');
  await page.getByRole('link', { name: newer, exact: true }).click();
  await expect(heading(page, newer)).toBeVisible();
  // Once there and back: the middle request is cached, so its heading comes with the screen's first paint.
  await page.keyboard.press('j');
  await expect(heading(page, middle)).toBeVisible();
  await page.keyboard.press('k');
  await expect(heading(page, newer)).toBeVisible();

  // The fastest hand possible: a second j in the same turn of the page as the middle request's heading
  // appears, before any later task of the page (React runs passive effects in one) has run.
  await page.evaluate((name) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('h1')?.textContent !== name) return;
      observer.disconnect();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, middle);
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/submissions/${ids[0]}$`));
  await expect(heading(page, older)).toBeVisible();
});

/**
 * Eleven contact requests, oldest first: the newest ten fill page 1 of the contact filter, the oldest opens
 * page 2. Opens the dashboard with them and then page 1's last (names[1]). Names and messages without digits:
 * the filter scores digits in a name as a bot's; and with spam shown, no verdict of the filter on a test's
 * made-up names moves the page boundary.
 */
async function openLastOfFirstPage(page: Page) {
  const tag = uniqueTag();
  const names = Array.from({ length: 11 }, (_, i) => `Kim Kontakt${tag}${syllable(i)}`);
  const ids: string[] = [];
  for (const [i, name] of names.entries()) {
    ids.push(
      await sendWebsiteForm(page.request, TENANT, {
        type: 'kontakt',
        name,
        nachricht: message(`${tag}${syllable(i)}`),
      }),
    );
  }
  await page.goto('/dashboard?type=contact&spam=1');
  await page.getByRole('link', { name: names[1], exact: true }).click();
  await expect(heading(page, names[1]!)).toBeVisible();
  return { tag, names, ids };
}

/** A contact request newer than those of openLastOfFirstPage: it pushes page 1's last onto page 2. */
const sendNewerRequest = (page: Page, tag: string) =>
  sendWebsiteForm(page.request, TENANT, {
    type: 'kontakt',
    name: `Kim Neu${tag}`,
    nachricht: message(`${tag}neu`),
  });

/** The dashboard's list read again (a page of it), without the request `id`. */
const listReadWithout = (page: Page, id: string) =>
  page.waitForResponse(
    async (response) =>
      response.url().endsWith('/functions/v1/getSubmissions') && !(await response.text()).includes(id),
  );

test('j at the end of a dashboard page goes on to the next page; "Zurück" returns to that page', async ({
  page,
}) => {
  const { names, ids } = await openLastOfFirstPage(page);
  await page.keyboard.press('k');
  await expect(heading(page, names[2]!)).toBeVisible();
  await page.keyboard.press('j');
  await expect(heading(page, names[1]!)).toBeVisible();
  await page.keyboard.press('j');
  // Across the page boundary j first loads page 2 (a request of its own, slow on a loaded machine). The
  // message names the test's requests, so a failure says whether j stayed, went to one of them or elsewhere.
  await expect(page, `this test's requests, oldest first: ${ids.join(' ')}`).toHaveURL(
    new RegExp(`/submissions/${ids[0]}$`),
    { timeout: 15_000 },
  );
  await expect(heading(page, names[0]!)).toBeVisible();

  await page.getByRole('link', { name: texts.actions.back }).click();
  await expect(page).toHaveURL(/\/dashboard\?page=2&spam=1&type=contact$/);
  await expect(page.getByRole('link', { name: names[0], exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: names[1], exact: true })).toHaveCount(0);
});

test('a request that arrives while staff read does not shift j across the page boundary', async ({
  page,
}) => {
  const { tag, names, ids } = await openLastOfFirstPage(page);
  // A newer request pushes the shown page's last one onto page 2: the next older one is still ids[0].
  await sendNewerRequest(page, tag);
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/submissions/${ids[0]}$`), { timeout: 15_000 });
  await expect(heading(page, names[0]!)).toBeVisible();
});

test('after a new request and a note, the shown request stands first on page 2, and j and k still step from it', async ({
  page,
}) => {
  const { tag, names, ids } = await openLastOfFirstPage(page);
  await sendNewerRequest(page, tag);
  // A note refreshes the dashboard's lists: page 1, as read now, no longer holds the request shown.
  const refreshed = listReadWithout(page, ids[1]!);
  await page.getByLabel(workflowTexts.notes.label).fill(`Rückruf ${tag}.`);
  await page.getByRole('button', { name: workflowTexts.notes.save }).click();
  await refreshed;
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/submissions/${ids[0]}$`), { timeout: 15_000 });
  await expect(heading(page, names[0]!)).toBeVisible();
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`/submissions/${ids[1]}$`));
  await expect(heading(page, names[1]!)).toBeVisible();
});

test('a request marked as spam leaves the list, and j goes on to the next older one', async ({ page }) => {
  const {
    names: [older, middle, newer],
    ids,
  } = await threeContactRequests(page, 'Kontakt');
  await page.getByRole('link', { name: middle, exact: true }).click();
  await expect(heading(page, middle)).toBeVisible();
  // The lists are read again, without it: spam is not shown with these filters.
  const refreshed = listReadWithout(page, ids[1]!);
  await page.getByRole('switch', { name: texts.spam.toggle }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.spam.markedSpam })).toBeVisible();
  await refreshed;
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/submissions/${ids[0]}$`));
  await expect(heading(page, older)).toBeVisible();
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`/submissions/${ids[2]}$`));
  await expect(heading(page, newer)).toBeVisible();
});

test("failed calls show the spec's messages (the connection is cut, the server is not imitated)", async ({
  page,
}) => {
  const tag = uniqueTag();
  const id = await anamneseRequest(page, tag);
  const generated = await page.request.post('/functions/v1/processAnamnese', { data: { submissionId: id } });
  expect(generated.ok(), await generated.text()).toBe(true);
  const network = 'Verbindungsfehler. Bitte überprüfen Sie Ihre Internetverbindung.';

  // The detail and the anamnese (each asked three times before it counts as failed), then a retry that works.
  await page.route(`**/api/submissions/${id}`, (route) => route.abort());
  await page.goto(`/submissions/${id}`);
  await expect(page.getByRole('alert')).toContainText(texts.errors.load, { timeout: 15_000 });
  await page.unroute(`**/api/submissions/${id}`);
  await page.route(`**/api/submissions/${id}/anamnese`, (route) => route.abort());
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  const card = page.getByTestId('anamnese-card');
  await expect(card.getByRole('alert')).toContainText(texts.errors.anamneseLoad(network), {
    timeout: 15_000,
  });
  await page.unroute(`**/api/submissions/${id}/anamnese`);
  let placeholderSeen = await watchPanelsPlaceholder(page);
  await card.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('anamnese-answers')).toBeVisible();
  expect(await placeholderSeen()).toBe(false);

  // The panels below the request: the part waits for their answers (three tries each), then each says it
  // failed, and the rest of the detail, e-mails included, is there; a retry that works fills a panel in.
  const panelCalls = new RegExp(`/api/submissions/${id}/(workflow|replies|consents)$`);
  await page.route(panelCalls, (route) => route.abort());
  await page.reload();
  await expect(page.getByText(texts.panelsLoading)).toBeVisible();
  const workflowPanel = page.getByTestId('workflow-panel');
  await expect(workflowPanel.getByRole('alert')).toContainText(workflowTexts.panel.loadFailed, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('reply-panel').getByRole('alert')).toContainText(replyTexts.panel.loadFailed);
  await expect(page.getByTestId('consent-section').getByRole('alert')).toContainText(
    consentDetailTexts.loadFailed,
  );
  await expect(page.getByTestId('email-section')).toBeVisible();
  await page.unroute(panelCalls);
  placeholderSeen = await watchPanelsPlaceholder(page);
  await workflowPanel.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(workflowPanel.getByText(workflowTexts.notes.empty)).toBeVisible();
  expect(await placeholderSeen()).toBe(false);

  // The image preview shows its placeholder; a download says it failed.
  await page.route('**/functions/v1/decryptFile*', (route) => route.abort());
  await page.reload();
  const file = page.getByTestId('prescription-file');
  await expect(file.getByTestId('image-placeholder')).toContainText(texts.file.imageFailed);
  await file.getByRole('button', { name: texts.file.download }).click();
  await expect(file.getByRole('alert')).toHaveText(texts.errors.download);
  await page.unroute('**/functions/v1/decryptFile*');

  // Processed flag (rolled back), delete, PDF export.
  await page.route(`**/api/submissions/${id}`, (route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort(),
  );
  await page.getByRole('button', { name: texts.actions.markProcessed }).click();
  await expect(page.getByText(texts.errors.status)).toBeVisible();
  await expect(page.getByRole('button', { name: texts.actions.markProcessed })).toBeVisible();
  await page.getByRole('button', { name: texts.actions.delete, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.deleteDialog.confirm }).click();
  await expect(page.getByText(texts.errors.delete)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/submissions/${id}$`));
  await page.route(`**/api/submissions/${id}/pdf`, (route) => route.abort());
  await page.getByRole('button', { name: texts.actions.exportPdf }).click();
  await expect(page.getByText(texts.errors.pdfExport)).toBeVisible();

  // AI summary and Fließtext regeneration.
  await page.route('**/functions/v1/submitAnamnese', (route) => route.abort());
  await page.getByRole('button', { name: texts.anamnese.createSummary }).click();
  await expect(page.getByTestId('ai-summary').getByRole('alert')).toHaveText(
    texts.errors.aiGeneration(network),
  );
  await page.route('**/functions/v1/processAnamnese', (route) => route.abort());
  await page.getByRole('button', { name: texts.generatedText.regenerate }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.generatedText.confirm }).click();
  await expect(page.getByTestId('generated-text').getByRole('alert')).toHaveText(
    texts.errors.regenerate(network),
  );
});

test('768 px wide without horizontal overflow, and no serious accessibility violations', async ({ page }) => {
  const tag = uniqueTag();
  const id = await anamneseRequest(page, tag);
  const generated = await page.request.post('/functions/v1/processAnamnese', { data: { submissionId: id } });
  expect(generated.ok(), await generated.text()).toBe(true);
  await openDetail(page, id);
  await page.getByTestId('ai-summary').getByRole('button', { name: texts.anamnese.createSummary }).click();
  await expect(page.getByTestId('summary-meta')).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByTestId('prescription-file')
        .getByRole('img', { name: texts.file.thumbnailAlt('rezept.png') })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1);
  await expectNoSeriousAxeViolations(page);

  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page
      .getByTestId('generated-text')
      .getByRole('button', { name: texts.generatedText.showHtml })
      .click();
    await page.getByTestId('anamnese-answers').getByRole('button', { name: texts.anamnese.raw }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    await page
      .getByTestId('generated-text')
      .getByRole('button', { name: texts.generatedText.showText })
      .click();
    await page
      .getByTestId('anamnese-answers')
      .getByRole('button', { name: texts.anamnese.formatted })
      .click();
    const formattedOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(formattedOverflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
  }
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: texts.file.openFullscreen }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
