// The patient's signing page (issue 30) on a phone: the later-signing link from the confirmation mail, signed
// with the keyboard alone (the typed name as the signature, an optional document declined), in English with a
// German-only document; and right after a request, from the success page, drawn with the pointer, where an empty
// pad sends nothing. A practice of each test's own keeps its published documents away from other specs.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { StaffConsent } from '../common/consent/api.ts';
import { germanDateTimeSeconds } from '../common/format/germanDateTimeSeconds.ts';
import { consentDetailTexts } from '../common/texts/consentDetail.ts';
import { ar } from '../common/texts/patient/ar.ts';
import { de } from '../common/texts/patient/de.ts';
import { en } from '../common/texts/patient/en.ts';
import { countPaintedImages, readPdfText } from '../server/services/pdf/pdfTextForTests.ts';
import { ADMIN } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, publicKeyOf, uniqueTag } from './helpers.ts';
import { mailTo, waitForMails } from './mailHelpers.ts';
import { at, PATHS } from './receptionHelpers.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 375, height: 740 } });

const SIGNING_PATH = '/online-rezeption/unterschreiben';

interface Practice {
  id: string;
  slug: string;
  name: string;
}

/** A practice of the test's own, with the patient confirmation on (it carries the later-signing link). */
async function newPractice(admin: APIRequestContext, tag: string): Promise<Practice> {
  const name = `Praxis Unterschrift ${tag}`;
  const created = await admin.post('/api/tenants', { data: { tenant_id: `unterschrift-${tag}`, name } });
  expect(created.status(), await created.text()).toBe(201);
  const { tenant } = (await created.json()) as { tenant: { id: string; slug: string } };
  const updated = await admin.put(`/api/tenants/${tenant.id}`, {
    data: { name, notifications: { patientConfirmation: true } },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  return { id: tenant.id, slug: tenant.slug, name };
}

/** A published document (version 1) for self-pay requests. */
async function publishDocument(
  admin: APIRequestContext,
  practice: Practice,
  content: { title: string; body: string; required: boolean; translations?: Record<string, unknown> },
) {
  const created = await admin.post('/api/consent-documents', {
    data: {
      tenant_id: practice.id,
      template: null,
      content: { translations: {}, requestKinds: ['selbstzahler'], ...content },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await admin.post(`/api/consent-documents/${id}/publish`, { data: {} });
  expect(published.ok(), await published.text()).toBe(true);
}

/** Presses Tab until `target` has the focus (at most `limit` times): how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The staff's view of the request's consents. */
async function consentsOf(admin: APIRequestContext, submissionId: string): Promise<StaffConsent[]> {
  const response = await admin.get(`/api/submissions/${submissionId}/consents`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { consents: StaffConsent[] }).consents;
}

test('the later-signing link from the mail, signed with the keyboard alone, in English', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  await logIn(page, ADMIN);
  const admin = page.request;
  const practice = await newPractice(admin, tag);
  const contract = { de: `Behandlungsvertrag ${tag}`, en: `Treatment contract ${tag}` };
  await publishDocument(admin, practice, {
    title: contract.de,
    body: '## Leistungen\n\nDie Praxis behandelt nach ärztlicher Verordnung.',
    required: true,
    translations: {
      en: { title: contract.en, body: '## Services\n\nThe practice treats as **prescribed**.' },
    },
  });
  const photos = `Fotos für die Website ${tag}`;
  await publishDocument(admin, practice, {
    title: photos,
    body: 'Ich bin einverstanden, dass die Praxis Fotos von mir zeigt.',
    required: false,
  });

  // A request in English with an address: the confirmation carries the personal link.
  const email = `signing-${tag}@example.com`;
  const sent = await page.request.post('/functions/v1/submitForm', {
    headers: { apikey: await publicKeyOf(page.request, practice.slug) },
    data: {
      tenantId: practice.slug,
      patientLanguage: 'en',
      formData: {
        type: 'no_prescription',
        name: `Jane Keyboard ${tag}`,
        phone: '0151 23456789',
        email,
        message: 'I would like an appointment for my shoulder, mornings suit me best.',
        privacyConsent: true,
      },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { submissionId, consentToken } = (await sent.json()) as {
    submissionId: string;
    consentToken?: string;
  };
  expect(consentToken).toBeTruthy();
  // The practice has no staff recipients: the patient's confirmation is the request's one mail.
  const mail = mailTo(await waitForMails(submissionId, 1), email);
  const found = new RegExp(`https?://[^\\s"<>]+${SIGNING_PATH}\\?[^\\s"<>#]*#t=[^\\s"<>]+`).exec(
    mail.text,
  )?.[0];
  expect(found, mail.text).toBeTruthy();
  const address = new URL(found!);
  expect(address.searchParams.get('tenant')).toBe(practice.slug);
  expect(address.searchParams.get('lang')).toBe('en');
  const link = `${address.pathname}${address.search}${address.hash}`;

  // A patient's own browser: no staff session.
  const patient = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const phone = await patient.newPage();
  await phone.goto(link);
  const t = en.signing;
  await expect(phone.getByRole('heading', { level: 1, name: t.pageTitle })).toBeVisible();
  // The token leaves the address bar at once.
  await expect(phone).not.toHaveURL(/#t=/);
  await expect(phone.getByText(t.documentOf(1, 2))).toBeVisible();
  await expect(phone.getByRole('heading', { level: 2, name: contract.en })).toBeVisible();
  await expect(phone.getByRole('heading', { level: 3, name: 'Services' })).toBeVisible();
  await expect(phone.getByText(t.evidenceTitle)).toBeVisible();
  await expectNoSeriousAxeViolations(phone);

  // Keyboard only: the name, the switch to the typed name, then "Sign".
  const name = phone.getByLabel(t.nameLabel);
  await tabTo(phone, name);
  await phone.keyboard.type(`Jane Keyboard ${tag}`);
  const typeInstead = phone.getByRole('button', { name: t.typeInstead });
  await tabTo(phone, typeInstead);
  await phone.keyboard.press('Enter');
  await expect(phone.getByText(t.typedNote)).toBeVisible();
  const sign = phone.getByRole('button', { name: t.sign, exact: true });
  await tabTo(phone, sign);
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('status').filter({ hasText: contract.en })).toContainText(
    /was signed on .+ at \d\d:\d\d/,
  );

  // The optional document has no English text: German with the note; declined with the arrow keys.
  const second = phone.getByRole('heading', { level: 2, name: photos });
  await expect(second).toBeFocused();
  await expect(phone.getByText(t.documentOf(2, 2))).toBeVisible();
  await expect(phone.getByText(t.germanOnlyTitle)).toBeVisible();
  const agree = phone.getByRole('radio', { name: t.agree, exact: true });
  await tabTo(phone, agree);
  await phone.keyboard.press('ArrowDown');
  await expect(phone.getByRole('radio', { name: t.disagree, exact: true })).toBeChecked();
  await expect(name).toHaveValue(`Jane Keyboard ${tag}`);
  const decline = phone.getByRole('button', { name: t.decline, exact: true });
  await tabTo(phone, decline);
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('heading', { name: t.doneTitle })).toBeFocused();
  await expect(phone.getByRole('listitem').filter({ hasText: contract.en })).toContainText(t.statusSigned);
  await expect(phone.getByRole('listitem').filter({ hasText: photos })).toContainText(t.statusDeclined);

  // Staff see the typed signature and the declined document.
  const consents = await consentsOf(admin, submissionId);
  expect(consents.find((consent) => consent.title === contract.de)).toMatchObject({
    status: 'signed',
    method: 'typed',
    language: 'en',
    intact: true,
  });
  expect(consents.find((consent) => consent.title === photos)).toMatchObject({ status: 'declined' });

  // A reload thanks again; the used link elsewhere is over.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: t.doneTitle })).toBeVisible();
  const later = await browser.newContext({ baseURL });
  const again = await later.newPage();
  await again.goto(link);
  await expect(again.getByRole('heading', { name: t.errors.linkInvalidTitle })).toBeVisible();
  await later.close();
  await patient.close();
});

/** Draws a stroke across the signature pad with the pointer. */
async function drawOn(page: Page, pad: Locator) {
  // The pointer reaches only what is on screen: a phone shows the pad after scrolling.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(box.x + 30 + step * 20, box.y + box.height * (0.6 + (step % 2 ? -0.2 : 0.1)));
  await page.mouse.up();
}

/** How many images the PDF's pages paint. */

test('right after a request: two documents signed by drawing, the detail shows them, the signed PDF holds text, name, time and the image; a revocation is recorded', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  await logIn(page, ADMIN);
  const admin = page.request;
  const practice = await newPractice(admin, tag);
  const privacy = { title: `Einwilligung Datenverarbeitung ${tag}`, text: `Gesundheitsdaten ${tag}` };
  await publishDocument(admin, practice, {
    title: privacy.title,
    body: `Ich willige ein, dass die Praxis meine ${privacy.text} für die Behandlung verarbeitet.`,
    required: true,
  });
  const fee = `Ausfallhonorar ${tag}`;
  await publishDocument(admin, practice, {
    title: fee,
    body: 'Nicht 24 Stunden vorher abgesagte Termine kann die Praxis in Rechnung stellen.',
    required: false,
  });
  await page.context().clearCookies();

  const t = de.reception;
  const patientName = `Erika Zeichnet ${tag}`;
  await page.goto(at(PATHS.selfPay, practice.slug));
  await page.getByLabel(t.fields.name).fill(patientName);
  await page.getByLabel(t.fields.phone).fill('0151 23456789');
  await page.getByLabel(t.fields.email).fill(`zeichnet-${tag}@example.com`);
  await page
    .getByLabel(t.selfPay.messageLabel)
    .fill('Ich möchte einen Termin für meinen Rücken vereinbaren.');
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  const submitted = page.waitForResponse((response) => response.url().endsWith('/functions/v1/submitForm'));
  await page.getByRole('button', { name: t.selfPay.submit }).click();
  const { submissionId } = (await (await submitted).json()) as { submissionId: string };
  await page.getByRole('button', { name: t.submissionSuccess.skip }).click();

  const s = de.signing;
  const offer = page.getByRole('region', { name: s.offer.title });
  await offer.getByRole('link', { name: s.offer.button }).click();
  await expect(page).toHaveURL(new RegExp(`${SIGNING_PATH}\\?tenant=${practice.slug}$`));
  await expect(page.getByRole('heading', { level: 2, name: privacy.title })).toBeVisible();
  await expect(page.getByText(s.documentOf(1, 2))).toBeVisible();

  // An empty pad: a message at the pad, and no request.
  let signCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/public/consent/sign')) signCalls += 1;
  });
  await page.getByLabel(s.nameLabel).fill(patientName);
  await page.getByRole('button', { name: s.sign, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: s.padEmpty })).toBeVisible();
  expect(signCalls).toBe(0);

  // Drawn with the pointer on a pad at least 160 px high on the phone.
  const pad = page.getByRole('img', { name: s.padLabel });
  const box = (await pad.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(160);
  expect(box.width).toBeGreaterThan(300);
  await drawOn(page, pad);
  await expect(page.getByText(s.padEmpty)).toBeHidden();

  // Arabic from the switch: the texts load again, right to left, the document stays German with the note,
  // and neither the name nor the drawing is lost.
  await page.getByRole('combobox', { name: /Language/ }).selectOption('ar');
  const a = ar.signing;
  await expect(page.getByRole('heading', { level: 1, name: a.pageTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(a.germanOnlyTitle)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: privacy.title })).toHaveAttribute('dir', 'ltr');
  await expect(page.getByLabel(a.nameLabel)).toHaveValue(patientName);
  await expectNoSeriousAxeViolations(page);

  const signed = page.waitForResponse((response) => response.url().endsWith('/api/public/consent/sign'));
  await page.getByRole('button', { name: a.sign, exact: true }).click();
  const body = (await signed).request().postDataJSON() as {
    method: string;
    signature_image: string;
    language: string;
  };
  expect(body).toMatchObject({ method: 'drawn', language: 'de' });
  expect(body.signature_image).toMatch(/^data:image\/png;base64,/);

  // The optional one: agreed and drawn as well.
  await expect(page.getByRole('heading', { level: 2, name: fee })).toBeFocused();
  await page.getByRole('radio', { name: a.agree, exact: true }).check();
  await drawOn(page, page.getByRole('img', { name: a.padLabel }));
  await page.getByRole('button', { name: a.sign, exact: true }).click();
  await expect(page.getByRole('heading', { name: a.doneTitle })).toBeFocused();
  await expect(page.getByRole('listitem').filter({ hasText: fee })).toContainText(a.statusSigned);

  // Staff: the detail shows both signed; the signed PDF holds the text, the name, the time and the image.
  await logIn(page, ADMIN);
  const consents = await consentsOf(page.request, submissionId);
  expect(consents.map((consent) => [consent.status, consent.method, consent.intact])).toEqual([
    ['signed', 'drawn', true],
    ['signed', 'drawn', true],
  ]);
  await page.goto(`/submissions/${submissionId}`);
  const section = page.getByRole('region', { name: consentDetailTexts.title });
  for (const title of [privacy.title, fee])
    await expect(section.getByRole('listitem').filter({ hasText: title })).toContainText(
      consentDetailTexts.statuses.signed,
    );
  const downloaded = page.waitForEvent('download');
  await section.getByRole('button', { name: consentDetailTexts.pdfLabel(privacy.title) }).click();
  const pdf = await readFile((await (await downloaded).path())!);
  const { text } = await readPdfText(pdf);
  expect(text).toContain(privacy.text);
  expect(text).toContain(patientName);
  // The server's time of the signature, to the second, on the practice's clock.
  expect(text).toContain(germanDateTimeSeconds(consents[0]!.answered_at!, 'Europe/Berlin'));
  expect(await countPaintedImages(pdf)).toBe(1);

  // The patient withdraws the optional agreement by phone: staff record it with the day; the row keeps it.
  const r = consentDetailTexts.revocation;
  await section.getByRole('button', { name: r.recordLabel(fee) }).click();
  const dialog = page.getByRole('dialog', { name: r.dialogTitle(fee) });
  await dialog.getByLabel(r.note).fill('Per Telefon widerrufen');
  await dialog.getByRole('button', { name: r.save }).click();
  await expect(dialog).toBeHidden();
  const feeRow = section.getByRole('listitem').filter({ hasText: fee });
  await expect(feeRow).toContainText(consentDetailTexts.revoked);
  await expect(feeRow).toContainText('Per Telefon widerrufen');
  await expect(feeRow.getByRole('button', { name: r.recordLabel(fee) })).toHaveCount(0);
  const [, revoked] = await consentsOf(page.request, submissionId);
  expect(revoked!.revocation).toMatchObject({ note: 'Per Telefon widerrufen' });
});
