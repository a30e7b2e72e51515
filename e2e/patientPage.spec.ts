// „Ihre Anfrage“ (issue 45) as a Turkish patient on a phone: the confirmation mail's link, the click that opens
// it, the code mailed to the patient's address, the page in Turkish with the practice's phone in order, and an
// answer that stays on the page after a reload. Staff's side of the conversation comes with the next part.
import type { APIRequestContext } from '@playwright/test';
import { tr } from '../common/texts/patient/tr.ts';
import { ADMIN } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, publicKeyOf, uniqueTag } from './helpers.ts';
import { mailTo, waitForMails } from './mailHelpers.ts';
import { expect, test } from './test.ts';

const PAGE_PATH = '/online-rezeption/ihre-anfrage';

async function newPractice(admin: APIRequestContext, tag: string) {
  const name = `Praxis Seite ${tag}`;
  const created = await admin.post('/api/tenants', { data: { tenant_id: `seite-${tag}`, name } });
  expect(created.status(), await created.text()).toBe(201);
  const { tenant } = (await created.json()) as { tenant: { id: string; slug: string } };
  const updated = await admin.put(`/api/tenants/${tenant.id}`, {
    data: { name, config: { phone: '030 1234567' }, notifications: { patientConfirmation: true } },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  return { id: tenant.id, slug: tenant.slug, name };
}

test('a Turkish patient opens „Ihre Anfrage“ from the confirmation mail with the mailed code and answers', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  await logIn(page, ADMIN);
  const practice = await newPractice(page.request, tag);
  const email = `sayfa-${tag}@example.com`;
  const sent = await page.request.post('/functions/v1/submitForm', {
    headers: { apikey: await publicKeyOf(page.request, practice.slug) },
    data: {
      tenantId: practice.slug,
      patientLanguage: 'tr',
      formData: {
        type: 'question',
        name: `Ayşe Yılmaz ${tag}`,
        phone: '0151 23456789',
        email,
        message: 'Reçetem hâlâ geçerli mi? Omzum için randevu almak istiyorum.',
        privacyConsent: true,
      },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { submissionId } = (await sent.json()) as { submissionId: string };
  const confirmation = mailTo(await waitForMails(submissionId, 1), email);
  const found = new RegExp(`https?://[^\\s"<>]+${PAGE_PATH}\\?[^\\s"<>#]*#t=[\\w-]{43}`).exec(
    confirmation.text,
  )?.[0];
  expect(found, confirmation.text).toBeTruthy();
  const address = new URL(found!);
  expect(address.searchParams.get('lang')).toBe('tr');

  // The patient's own phone: nothing opens until the click.
  const patient = await browser.newContext({ baseURL, viewport: { width: 390, height: 800 } });
  const phone = await patient.newPage();
  await phone.goto(`${address.pathname}${address.search}${address.hash}`);
  const t = tr.patientPage;
  await expect(phone).not.toHaveURL(/#t=/);
  await phone.getByRole('button', { name: t.open.button }).click();

  // A new device: the code comes to the patient's address.
  const codeMail = (await waitForMails(submissionId, 2)).find(
    (mail) => mail !== confirmation && mail.to.includes(email) && /^\d{3} \d{3}$/m.test(mail.text),
  );
  expect(codeMail, 'the code mail').toBeDefined();
  const code = /^(\d{3} \d{3})$/m.exec(codeMail!.text)![1]!;
  const codeField = phone.getByLabel(t.code.label);
  await expect(codeField).toBeFocused();
  await codeField.fill(code);
  await phone.getByRole('button', { name: t.code.submit }).click();

  await expect(phone.getByRole('heading', { level: 1, name: t.pageTitle })).toBeVisible();
  await expect(phone.locator('[aria-current="step"]')).toContainText(t.state.neu);
  // The number is its own left-to-right run, so a right-to-left page cannot reorder it.
  await expect(phone.locator('a[href^="tel:"] [dir="ltr"]')).toHaveText('030 1234567');
  const answer = `Salı günü uygun, teşekkürler (${tag})`;
  await phone.getByLabel(t.messages.composeLabel).fill(answer);
  await phone.getByRole('button', { name: t.messages.send }).click();
  await expect(phone.getByText(t.messages.sent)).toBeVisible();
  await expect(phone.getByText(answer)).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousAxeViolations(phone);

  // A reload keeps the page open (the session cookie), and the answer is still there.
  await phone.reload();
  await expect(phone.getByText(answer)).toBeVisible();
  await patient.close();
});
