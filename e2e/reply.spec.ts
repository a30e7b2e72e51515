// Answering the patient (issue 28): "Antworten" on the detail writes a mail from a practice template, the
// worker's SMTP server receives it, and the history shows it sent; an admin's own template text is what the
// next reply uses.
import { replyTexts } from '../common/texts/replies.ts';
import { demoTenantConfig } from '../server/db/seed/demoSamples.ts';
import { ADMIN, E2E_TENANT, USER } from './fixtures.ts';
import { logIn, uniqueTag } from './helpers.ts';
import { mailTo, waitForMails } from './mailHelpers.ts';
import { receptionRequest, submitForm } from './submissionHelpers.ts';
import { expect, type Page, test } from './test.ts';

const texts = replyTexts;
/** The name replies of E2E_TENANT carry: its reception's company name. */
const PRACTICE_NAME = String(demoTenantConfig.companyName);

/** A request of E2E_TENANT (no notice recipients: the only mail about it is the reply) with its own address. */
async function patientRequest(page: Page) {
  const tag = uniqueTag();
  const email = `paula.${tag}@patient-post.test`;
  const { submissionId } = await submitForm(page.request, receptionRequest(`Paula Antwort${tag}`, { email }));
  return { id: submissionId, email, name: `Paula Antwort${tag}` };
}

async function openReplyDialog(page: Page, id: string) {
  await page.goto(`/submissions/${id}`);
  const panel = page.getByTestId('reply-panel');
  await expect(panel).toContainText(texts.panel.empty);
  await panel.getByRole('button', { name: texts.panel.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog.title });
  await expect(dialog.getByLabel(texts.dialog.subject, { exact: true })).not.toHaveValue('');
  return { panel, dialog };
}

test('a Terminvorschlag from the template reaches the patient and the history shows it sent', async ({
  page,
}) => {
  await logIn(page, USER);
  const request = await patientRequest(page);
  const { panel, dialog } = await openReplyDialog(page, request.id);

  await expect(dialog.getByTestId('reply-recipient')).toHaveText(request.email);
  // Without a date the dialog says what is missing, at its field, and sends nothing.
  await dialog.getByRole('button', { name: texts.dialog.send }).click();
  await expect(dialog.getByText(texts.errors.dateRequired)).toBeVisible();
  await dialog.getByLabel(texts.dialog.date, { exact: true }).fill('2099-05-12');
  await dialog.getByLabel(texts.dialog.time, { exact: true }).fill('09:30');
  const message = dialog.getByLabel(texts.dialog.body, { exact: true });
  await expect(message).toHaveValue(/Guten Tag Paula Antwort\w+,/);
  await expect(message).toHaveValue(/Dienstag, 12\.05\.2099 um 09:30 Uhr/);
  await message.fill(`${await message.inputValue()}\n\nBitte bringen Sie bequeme Kleidung mit.`);
  await dialog.getByRole('button', { name: texts.dialog.send }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('status')).toContainText(texts.panel.queuedNotice);

  const entry = panel.getByTestId('reply-entry').first();
  await expect(entry).toContainText('Terminvorschlag zu Ihrer Anfrage');
  await expect(entry).toContainText(texts.status.sent, { timeout: 20_000 });
  const mail = mailTo(await waitForMails(request.id), request.email);
  expect(mail.subject).toBe('Terminvorschlag zu Ihrer Anfrage');
  expect(mail.text).toContain('Dienstag, 12.05.2099 um 09:30 Uhr');
  expect(mail.text).toContain('Bitte bringen Sie bequeme Kleidung mit.');
  expect(mail.text).toContain(`Mit freundlichen Grüßen\n${PRACTICE_NAME}`);
});

test('an admin edits a template; the next reply uses it; "Standard wiederherstellen" brings the built-in back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const subject = `Rückruf erbeten – ${uniqueTag()}`;
  await logIn(page, ADMIN, { at: '/admin?tab=antwortvorlagen' });
  await page.getByLabel(texts.admin.practice, { exact: true }).selectOption({ label: E2E_TENANT.name });
  const editor = page.getByTestId('reply-template-rueckrufbitte');
  await expect(editor).toContainText(texts.admin.standard);
  await editor.getByLabel(texts.admin.subject, { exact: true }).fill(subject);
  await editor
    .getByLabel(texts.admin.body, { exact: true })
    .fill('Guten Tag {{name}},\n\nbitte rufen Sie uns heute noch an.\n\n{{praxis}}');
  await editor.getByRole('button', { name: texts.admin.save }).click();
  await expect(editor.getByRole('status')).toContainText(texts.admin.saved('Rückrufbitte'));
  await expect(editor).toContainText(texts.admin.custom);

  const request = await patientRequest(page);
  const { panel, dialog } = await openReplyDialog(page, request.id);
  await dialog.getByLabel(texts.dialog.template, { exact: true }).selectOption({ label: 'Rückrufbitte' });
  await expect(dialog.getByLabel(texts.dialog.subject, { exact: true })).toHaveValue(subject);
  await expect(dialog.getByLabel(texts.dialog.body, { exact: true })).toHaveValue(
    `Guten Tag ${request.name},\n\nbitte rufen Sie uns heute noch an.\n\n${PRACTICE_NAME}`,
  );
  await dialog.getByRole('button', { name: texts.dialog.send }).click();
  await expect(panel.getByTestId('reply-entry').first()).toContainText(texts.status.sent, {
    timeout: 20_000,
  });
  expect(mailTo(await waitForMails(request.id), request.email).subject).toBe(subject);

  // Back to the built-in text, so the practice's other tests see the standard again.
  await page.goto('/admin?tab=antwortvorlagen');
  await page.getByLabel(texts.admin.practice, { exact: true }).selectOption({ label: E2E_TENANT.name });
  await editor.getByRole('button', { name: texts.admin.reset }).click();
  await expect(editor).toContainText(texts.admin.standard);
  await expect(editor.getByLabel(texts.admin.subject, { exact: true })).toHaveValue(
    'Bitte um Rückruf zu Ihrer Anfrage',
  );
});
