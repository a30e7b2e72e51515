// Consent documents in the administration (issue 30): an admin starts a document from a template, edits it with
// its preview and a translation, publishes version 1, changes it, publishes version 2, and reads both versions.
// A practice of the test's own keeps its published documents away from every other spec's reception requests.

import { CONSENT_TEMPLATE_NOTICE, CONSENT_TEMPLATES } from '../common/consent/templates.ts';
import { consentAdminTexts as texts } from '../common/texts/consentAdmin.ts';
import { ADMIN } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, uniqueTag } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

const editorOf = (page: Page) => page.getByTestId('consent-editor');

test('an admin publishes a document from a template twice and reads both versions', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const name = `Praxis Einwilligung ${tag}`;
  await logIn(page, ADMIN);
  const created = await page.request.post('/api/tenants', {
    data: { tenant_id: `einwilligung-${tag}`, name },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin');
  await page.getByRole('tab', { name: texts.tab }).click();
  await expect(page).toHaveURL(/tab=einwilligungen/);
  await page.getByLabel(texts.practice, { exact: true }).selectOption({ label: name });
  await expect(page.getByText(texts.list.empty)).toBeVisible();

  // From the template "Behandlungsvertrag": its text, and the reminder to have it checked.
  await page.getByRole('button', { name: texts.list.fromTemplate }).first().click();
  const picker = page.getByRole('dialog', { name: texts.templatePicker.title });
  await picker.getByRole('button', { name: texts.templatePicker.choose }).click();
  await expect(picker.getByText(texts.templatePicker.missing)).toBeVisible();
  await picker.getByLabel(CONSENT_TEMPLATES.behandlungsvertrag.label).check();
  await picker.getByRole('button', { name: texts.templatePicker.choose }).click();
  await expect(picker).toBeHidden();
  const editor = editorOf(page);
  await expect(editor.getByRole('heading', { name: texts.editor.newHeading })).toBeFocused();
  await expect(editor).toContainText(CONSENT_TEMPLATE_NOTICE);
  const title = editor.getByLabel(texts.editor.title, { exact: true });
  const body = editor.getByLabel(texts.editor.body, { exact: true });
  await expect(title).toHaveValue(CONSENT_TEMPLATES.behandlungsvertrag.title);

  // A field error in German next to the field, and the focus on it.
  await title.fill('');
  await editor.getByRole('button', { name: texts.editor.saveDraft }).click();
  await expect(editor.getByText('Bitte geben Sie einen Titel ein.')).toBeVisible();
  await expect(title).toBeFocused();

  // The preview follows the text with its formatting.
  const docTitle = `Behandlungsvertrag ${tag}`;
  await title.fill(docTitle);
  await body.fill('## Erste Fassung\n\n- Punkt eins\n- Punkt zwei\n\nDas ist **wichtig**.');
  const preview = editor.getByTestId('consent-preview');
  await expect(preview.getByRole('heading', { name: 'Erste Fassung' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.locator('strong')).toHaveText('wichtig');

  // An English translation needs both its title and its text.
  const english = editor.getByTestId('consent-translation-en');
  await english.locator('summary').click();
  await english.getByLabel(texts.editor.translationTitle('Englisch')).fill('Treatment contract');
  await editor.getByRole('button', { name: texts.editor.saveDraft }).click();
  const englishBody = english.getByLabel(texts.editor.translationBody('Englisch'));
  await expect(englishBody).toBeFocused();
  await expect(english.getByText('Bitte geben Sie den Text des Dokuments ein.')).toBeVisible();
  await englishBody.fill('## First version\n\nThis is **important**.');
  await editor.getByRole('button', { name: texts.editor.saveDraft }).click();
  await expect(editor.getByText(texts.editor.saved)).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: docTitle });
  await expect(row).toContainText(texts.list.notPublished);
  await expect(row).toContainText(texts.required.short.required);

  // Version 1, after the question.
  await editor.getByRole('button', { name: texts.editor.publish }).click();
  const publishDialog = page.getByRole('dialog', { name: texts.publishDialog.title(1) });
  await expect(publishDialog).toContainText(texts.publishDialog.description(1));
  await publishDialog.getByRole('button', { name: texts.publishDialog.confirm }).click();
  await expect(publishDialog).toBeHidden();
  await expect(editor.getByText(texts.editor.publishedDone(1))).toBeVisible();
  await expect(row).toContainText(/Veröffentlicht: Version 1 am \d{2}\.\d{2}\.\d{4}/);
  await expect(editor).not.toContainText(CONSENT_TEMPLATE_NOTICE);

  // Nothing new: said calmly, no version made.
  await editor.getByRole('button', { name: texts.editor.publish }).click();
  await expect(editor.getByText(texts.editor.nothingToPublish(1))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A change is not dropped silently when another document is opened.
  await body.fill('## Zweite Fassung\n\nGeänderter Text.');
  await expect(row).toContainText(texts.list.unsaved);
  await page.getByRole('button', { name: texts.list.newDocument }).click();
  const discard = page.getByRole('dialog', { name: texts.discardDialog.title });
  await discard.getByRole('button', { name: texts.discardDialog.cancel }).click();
  await expect(discard).toBeHidden();
  await expect(body).toHaveValue('## Zweite Fassung\n\nGeänderter Text.');
  await editor.getByLabel(texts.required.optional).check();

  // Version 2 saves the change first.
  await editor.getByRole('button', { name: texts.editor.publish }).click();
  const secondDialog = page.getByRole('dialog', { name: texts.publishDialog.title(2) });
  await expect(secondDialog).toContainText(texts.publishDialog.savesFirst);
  await secondDialog.getByRole('button', { name: texts.publishDialog.confirm }).click();
  await expect(editor.getByText(texts.editor.publishedDone(2))).toBeVisible();
  await expect(row).toContainText(/Veröffentlicht: Version 2 am/);
  await expect(row).toContainText(texts.required.short.optional);
  await expect(row).not.toContainText(texts.list.unsaved);

  // Both versions, each with its own text.
  const versions = editor.getByRole('table', { name: texts.versions.caption });
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);
  await versions
    .getByRole('button', { name: `${texts.versions.show} ${texts.versions.showSuffix(1)}` })
    .click();
  const first = page.getByRole('dialog', { name: texts.versions.dialogTitle(1, docTitle) });
  await expect(first.getByRole('heading', { name: 'Erste Fassung' })).toBeVisible();
  await expect(first).not.toContainText('Zweite Fassung');
  await first.getByLabel(texts.versions.language).selectOption({ label: 'Englisch' });
  await expect(first.getByRole('heading', { name: 'First version' })).toBeVisible();
  await first.getByRole('button', { name: texts.versions.close }).click();
  await expect(first).toBeHidden();
  await versions
    .getByRole('button', { name: `${texts.versions.show} ${texts.versions.showSuffix(2)}` })
    .click();
  const second = page.getByRole('dialog', { name: texts.versions.dialogTitle(2, docTitle) });
  await expect(second.getByRole('heading', { name: 'Zweite Fassung' })).toBeVisible();
  await second.press('Escape');
  await expect(second).toBeHidden();

  // Archived and back.
  await editor.getByRole('button', { name: texts.editor.archive }).click();
  await expect(editor.getByText(texts.editor.archivedDone)).toBeVisible();
  await expect(row).toContainText(texts.list.archived);
  await editor.getByRole('button', { name: texts.editor.restore }).click();
  await expect(editor.getByText(texts.editor.restoredDone)).toBeVisible();
  await expect(row).not.toContainText(texts.list.archived);

  // Kept on the server.
  await page.reload();
  await page.getByLabel(texts.practice, { exact: true }).selectOption({ label: name });
  await expect(page.getByRole('listitem').filter({ hasText: docTitle })).toContainText(
    /Veröffentlicht: Version 2 am/,
  );
});
