// The desk's shared workflow (issue 28) as two colleagues of one practice use it, each in a browser of their
// own: an owner ("Mir zuweisen"), a note, a write from a stale page that gets the conflict message instead of
// overwriting, and Erledigt on the dashboard's card.
import { dashboardTexts } from '../common/texts/dashboard.ts';
import { workflowTexts as texts } from '../common/texts/workflow.ts';
import { WORKFLOW_STATE_LABELS } from '../common/workflow.ts';
import { createAccount } from './accounts.ts';
import { ADMIN, E2E_TENANT } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, sendWebsiteForm, uniqueTag } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

const stateButton = (panel: ReturnType<Page['getByTestId']>, state: keyof typeof WORKFLOW_STATE_LABELS) =>
  panel.getByRole('button', { name: WORKFLOW_STATE_LABELS[state], exact: true });

async function openPanel(page: Page, id: string) {
  await page.goto(`/submissions/${id}`);
  const panel = page.getByTestId('workflow-panel');
  await expect(panel.getByLabel(texts.panel.owner)).toBeVisible();
  return panel;
}

test('two colleagues: owner, note, a stale write gets the conflict, Erledigt shows on the card', async ({
  page,
  browser,
  request,
}) => {
  const tag = uniqueTag();
  const account = (first: string) => ({
    email: `${first.toLowerCase()}.${tag}@praxis.test`,
    password: `${first}-Passwort-2026`,
    full_name: `${first} ${tag}`,
  });
  const anna = account('Anna');
  const bernd = account('Bernd');
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  const annaId = (await createAccount(request, { ...anna, tenants: [E2E_TENANT.slug] })).id;
  await createAccount(request, { ...bernd, tenants: [E2E_TENANT.slug] });
  const patient = `Wilma Workflow${tag}`;
  const id = await sendWebsiteForm(request, E2E_TENANT.slug, {
    type: 'kontakt',
    vorname: 'Wilma',
    nachname: `Workflow${tag}`,
    email: 'wilma@example.com',
    nachricht: `Guten Tag, ich hätte gern einen Termin für Krankengymnastik (${tag}). Vielen Dank!`,
  });

  // Bernd opens the request first; his page then stays as it is.
  const berndContext = await browser.newContext();
  const berndPage = await berndContext.newPage();
  await logIn(berndPage, bernd);
  const berndPanel = await openPanel(berndPage, id);
  await expect(stateButton(berndPanel, 'neu')).toHaveAttribute('aria-pressed', 'true');

  // Anna takes it: she owns it, and Neu became In Bearbeitung.
  await logIn(page, anna);
  const annaPanel = await openPanel(page, id);
  await annaPanel.getByRole('button', { name: texts.panel.assignToMe }).click();
  await expect(annaPanel.getByLabel(texts.panel.owner)).toHaveValue(annaId);
  await expect(stateButton(annaPanel, 'in_bearbeitung')).toHaveAttribute('aria-pressed', 'true');
  await expect(annaPanel.getByRole('button', { name: texts.panel.assignToMe })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  // Bernd sees Anna as the owner after a reload, and writes a note.
  await berndPage.reload();
  await expect(berndPanel.getByLabel(texts.panel.owner)).toHaveValue(annaId);
  await expect(stateButton(berndPanel, 'in_bearbeitung')).toHaveAttribute('aria-pressed', 'true');
  const note = `Rückruf vereinbart, ${tag}.`;
  await berndPanel.getByLabel(texts.notes.label).fill(note);
  await berndPanel.getByRole('button', { name: texts.notes.save }).click();
  const berndNotes = berndPanel.getByRole('list', { name: texts.notes.listLabel });
  await expect(berndNotes.getByRole('listitem')).toHaveCount(1);
  await expect(berndNotes).toContainText(bernd.full_name);
  await expect(berndNotes).toContainText(note);
  await expect(berndPanel.getByLabel(texts.notes.label)).toHaveValue('');
  await berndContext.close();

  // Anna's page still shows the version before the note: her write is refused with Bernd's name, and changes
  // nothing until she reloads.
  await stateButton(annaPanel, 'erledigt').click();
  const conflict = annaPanel.getByRole('alert');
  await expect(conflict).toContainText(texts.conflict.message(bernd.full_name));
  await expect(stateButton(annaPanel, 'in_bearbeitung')).toHaveAttribute('aria-pressed', 'true');
  await conflict.getByRole('button', { name: texts.conflict.reload }).click();
  await expect(conflict).toBeHidden();
  const annaNotes = annaPanel.getByRole('list', { name: texts.notes.listLabel });
  await expect(annaNotes).toContainText(note);
  await expect(annaNotes.getByRole('listitem').first()).toContainText(
    new RegExp(`${bernd.full_name} · \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}`),
  );

  await stateButton(annaPanel, 'erledigt').click();
  await expect(stateButton(annaPanel, 'erledigt')).toHaveAttribute('aria-pressed', 'true');
  await expect(annaPanel.getByRole('status')).toContainText(texts.panel.stateSaved);

  // Erledigt is the spec's "processed": the dashboard's card says so.
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: patient })).toContainText(dashboardTexts.card.processed);
});
