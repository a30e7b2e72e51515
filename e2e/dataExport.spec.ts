// "Datenauskunft" (GDPR Art. 15) from the detail screen: staff download one request's ZIP, see the same
// patient's other request (same address in another case, same number in another spelling), open it and
// export both together; people who share a family's number stay apart, each named (issue 43). Requests are
// sent through the real public API and scored by the server's workers.
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { referenceNumber } from '../common/reception/referenceNumber.ts';
import type { PatientSearchResult, RelatedRequests } from '../common/schemas/patientRequests.ts';
import { dashboardTexts } from '../common/texts/dashboard.ts';
import { dataExportTexts as texts } from '../common/texts/dataExport.ts';
import { E2E_TENANT, USER } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, uniqueTag } from './helpers.ts';
import { makePdf, receptionRequest, submitForm, uploadFile } from './submissionHelpers.ts';
import { expect, type Locator, type Page, test } from './test.ts';

async function download(page: Page, button: Locator) {
  const started = page.waitForEvent('download');
  await button.click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

test('staff download the Datenauskunft as a ZIP and find the same person’s other request', async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Erika Auskunft${tag}`;
  const email = `auskunft.${tag}@patient-post.test`;
  const first = await submitForm(page.request, receptionRequest(name, { email, phone: '+49 30 5550101' }));
  await uploadFile(page.request, first, {
    name: 'Rezept Auskunft.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf('Verordnung Krankengymnastik'),
  });
  const second = await submitForm(
    page.request,
    receptionRequest(name, {
      type: 'question',
      message: 'Haben Sie am Montagvormittag einen Termin frei?',
      email: email.toUpperCase(),
      phone: '030 5550101',
    }),
  );

  await logIn(page, USER);
  // The other request is found by its stored keys, written when the server's workers have scored it.
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/submissions/${first.submissionId}/related`);
        return ((await response.json()) as { submissions: { id: string }[] }).submissions.map((s) => s.id);
      },
      { timeout: 30_000 },
    )
    .toEqual([second.submissionId]);

  await page.goto(`/submissions/${first.submissionId}`);
  const section = page.getByTestId('data-export');
  await expect(section.getByRole('heading', { name: texts.section.title })).toBeVisible();
  const related = page.getByTestId('related-submissions');
  await expect(related.getByRole('heading', { name: texts.related.title })).toBeVisible();
  const link = related.getByRole('link', { name });
  await expect(link).toHaveCount(1);
  await expect(related).toContainText(referenceNumber(second.submissionId));

  const single = await download(
    page,
    section.getByRole('button', { name: texts.section.button, exact: true }),
  );
  expect(single.name).toMatch(
    new RegExp(`^datenauskunft-\\d{4}-\\d{2}-\\d{2}-${referenceNumber(first.submissionId)}\\.zip$`),
  );
  expect(single.name).not.toContain(tag);
  expect(single.bytes.subarray(0, 4).equals(ZIP_SIGNATURE)).toBe(true);
  const entries = unzipSync(new Uint8Array(single.bytes));
  expect(Object.keys(entries).sort()).toEqual([
    'auskunft.json',
    'auskunft.pdf',
    'dateien/Rezept Auskunft.pdf',
  ]);
  const json = JSON.parse(Buffer.from(entries['auskunft.json']!).toString('utf8'));
  expect(json.requests).toHaveLength(1);
  expect(json.requests[0]).toMatchObject({ id: first.submissionId, formData: { name, email } });
  expect(Buffer.from(entries['auskunft.pdf']!.subarray(0, 5)).toString()).toBe('%PDF-');

  await expectNoSeriousAxeViolations(page);

  const both = await download(page, related.getByRole('button', { name: texts.related.exportAll(2) }));
  const all = JSON.parse(
    Buffer.from(unzipSync(new Uint8Array(both.bytes))['auskunft.json']!).toString('utf8'),
  );
  expect(all.requests.map((r: { id: string }) => r.id)).toEqual([first.submissionId, second.submissionId]);

  // The link opens the other request, which lists the first in turn.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${second.submissionId}$`));
  await expect(page.getByTestId('related-submissions').getByRole('link', { name })).toHaveCount(1);
  await expect(page.getByTestId('related-submissions')).toContainText(referenceNumber(first.submissionId));

  // Erasure together (Art. 17): both requests, after typing the word; then nothing of this person is left.
  await page
    .getByTestId('related-submissions')
    .getByRole('button', { name: texts.related.deleteAll(2) })
    .click();
  const dialog = page.getByRole('dialog', { name: dashboardTexts.bulkDelete.title(2) });
  const confirm = dialog.getByRole('button', { name: dashboardTexts.bulkDelete.confirm });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(dashboardTexts.bulkDelete.prompt).fill(dashboardTexts.bulkDelete.word);
  await confirm.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const id of [first.submissionId, second.submissionId])
    expect((await page.request.get(`/api/submissions/${id}`)).status()).toBe(404);
});

test('staff find one patient’s requests from the dashboard by phone or e-mail, export and delete them together', async ({
  page,
}) => {
  const search = texts.patientSearch;
  const tag = uniqueTag();
  const name = `Paula Suche${tag}`;
  const email = `suche.${tag}@patient-post.test`;
  const number = String(Date.now()).slice(-7);
  const first = await submitForm(page.request, receptionRequest(name, { email, phone: `030 ${number}` }));
  const second = await submitForm(
    page.request,
    receptionRequest(name, {
      type: 'question',
      message: 'Können Sie mir sagen, welche Unterlagen ich mitbringen soll?',
      email,
      phone: `+49 30 ${number}`,
    }),
  );
  const otherName = `Otto Anders${tag}`;
  const otherEmail = `anders.${tag}@patient-post.test`;
  const other = await submitForm(
    page.request,
    receptionRequest(otherName, { email: otherEmail, phone: `040 ${number}` }),
  );
  const ours = [first.submissionId, second.submissionId].sort();

  await logIn(page, USER);
  // Requests are found by their stored keys, written when the server's workers have scored them.
  const found = async (query: { email?: string; phone?: string }) => {
    const response = await page.request.post('/api/submissions/patient-search', {
      data: { tenantId: E2E_TENANT.slug, ...query },
    });
    return ((await response.json()) as PatientSearchResult).people
      .flatMap((person) => person.submissions.map((s) => s.id))
      .sort();
  };
  await expect.poll(() => found({ phone: `030 ${number}` }), { timeout: 30_000 }).toEqual(ours);
  await expect.poll(() => found({ email: otherEmail }), { timeout: 30_000 }).toEqual([other.submissionId]);

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(2);
  const opener = page.getByRole('button', { name: search.open });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: search.title });
  const emailField = dialog.getByLabel(search.email);
  const phoneField = dialog.getByLabel(search.phone);
  const submit = dialog.getByRole('button', { name: search.submit, exact: true });
  const results = dialog.getByTestId('patient-search-results');
  // One practice: no choice of practice.
  await expect(dialog.getByLabel(dashboardTexts.filters.tenant)).toHaveCount(0);

  // Not an address: the server's German reason at the field, and no results.
  await emailField.fill('paula-ohne-at.patient-post.test');
  await submit.click();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse an.');
  await expect(results).toHaveCount(0);

  // The number in a third spelling finds exactly this patient's two requests.
  await emailField.fill('');
  await phoneField.fill(`0049 (0)30 ${number.slice(0, 3)}-${number.slice(3)}`);
  await submit.click();
  await expect(results.getByRole('heading', { name: search.results(2) })).toBeVisible();
  await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
  await expect(results.getByRole('link', { name })).toHaveCount(2);
  await expect(results.getByRole('link')).toHaveCount(2);
  for (const id of ours) await expect(results).toContainText(referenceNumber(id));
  await expect(results).not.toContainText(otherName);
  await expectNoSeriousAxeViolations(page);

  // One person found: the buttons name her.
  await expect(results.getByRole('heading', { name, level: 4 })).toBeVisible();
  const zip = await download(page, results.getByRole('button', { name: texts.person.exportAll(name, 2) }));
  const json = JSON.parse(
    Buffer.from(unzipSync(new Uint8Array(zip.bytes))['auskunft.json']!).toString('utf8'),
  );
  expect(json.requests.map((r: { id: string }) => r.id).sort()).toEqual(ours);

  // By the e-mail address (in capitals), then erasure together after typing the word.
  await phoneField.fill('');
  await emailField.fill(email.toUpperCase());
  await submit.click();
  await expect(results.getByRole('link', { name })).toHaveCount(2);
  await results.getByRole('button', { name: texts.person.deleteAll(name, 2) }).click();
  const confirmDialog = page.getByRole('dialog', { name: dashboardTexts.bulkDelete.title(2) });
  const confirm = confirmDialog.getByRole('button', { name: dashboardTexts.bulkDelete.confirm });
  await expect(confirm).toBeDisabled();
  await confirmDialog.getByLabel(dashboardTexts.bulkDelete.prompt).fill(dashboardTexts.bulkDelete.word);
  await confirm.click();
  await expect(confirmDialog).toHaveCount(0);
  await expect(results.getByRole('status')).toHaveText(texts.person.deleted(name, 2));
  await expect(results.getByText(search.none)).toBeVisible();
  await expect(results.getByRole('link')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard/);
  for (const id of ours) expect((await page.request.get(`/api/submissions/${id}`)).status()).toBe(404);
  expect((await page.request.get(`/api/submissions/${other.submissionId}`)).status()).toBe(200);

  // Closing forgets the patient and returns to the button; the dashboard no longer lists the deleted ones.
  await dialog.getByRole('button', { name: search.close }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.getByRole('link', { name: new RegExp(otherName) }).first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await opener.click();
  await expect(emailField).toHaveValue('');
  await expect(results).toHaveCount(0);
});

test('four people who gave one family number stay four: the person’s own requests, and the others apart by name', async ({
  page,
}) => {
  const tag = uniqueTag();
  const phone = `0171 ${String(Date.now()).slice(-7)}`;
  const firstNames = ['Anna', 'Bernd', 'Clara', 'Dieter'];
  const [anna, bernd, clara, dieter] = firstNames.map((first) => `${first} Familie${tag}`) as [
    string,
    string,
    string,
    string,
  ];
  const requests = new Map<string, string[]>();
  for (const [i, name] of [anna, bernd, clara, dieter].entries()) {
    const email = `${firstNames[i]!.toLowerCase()}.${tag}@familie-post.test`;
    const ids: string[] = [];
    ids.push((await submitForm(page.request, receptionRequest(name, { email, phone }))).submissionId);
    // Anna writes the second time from another address: the same name and number, still one person.
    const second = name === anna ? `anna.zweite.${tag}@familie-post.test` : email;
    ids.push(
      (
        await submitForm(
          page.request,
          receptionRequest(name, {
            type: 'question',
            message: 'Wann ist der nächste Termin frei?',
            email: second,
            phone,
          }),
        )
      ).submissionId,
    );
    requests.set(name, ids);
  }
  const [annaFirst, annaSecond] = requests.get(anna)!;
  const sorted = (name: string) => [...requests.get(name)!].sort();

  await logIn(page, USER);
  // All eight are found by their stored keys once the server's workers have scored them.
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/submissions/${annaFirst}/related`);
        const answer = (await response.json()) as RelatedRequests;
        return {
          own: answer.submissions.map((s) => s.id),
          others: answer.others.map((p) => `${p.name} ${p.submissions.length}`).sort(),
        };
      },
      { timeout: 30_000 },
    )
    .toEqual({ own: [annaSecond], others: [`${bernd} 2`, `${clara} 2`, `${dieter} 2`] });

  await page.goto(`/submissions/${annaFirst}`);
  const related = page.getByTestId('related-submissions');
  await expect(related.getByRole('link')).toHaveCount(1);
  await expect(related.getByRole('link', { name: anna })).toHaveCount(1);
  // "Alle …" covers Anna's two requests, never the family's eight.
  const exportOwn = related.getByRole('button', { name: texts.related.exportAll(2) });
  await expect(exportOwn).toBeVisible();
  await expect(related.getByRole('button', { name: texts.related.deleteAll(2) })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.related.exportAll(8) })).toHaveCount(0);

  const others = page.getByTestId('related-other-people');
  await expect(others.getByRole('heading', { name: texts.otherPeople.title })).toBeVisible();
  await expect(others.getByTestId('patient-person')).toHaveCount(3);
  await expect(others).not.toContainText(anna);
  for (const name of [bernd, clara, dieter]) {
    const person = others.getByRole('region', { name });
    await expect(person).toContainText(`${texts.person.count(2)} · ${texts.person.shared(['phone'])}`);
    await expect(person.getByRole('link', { name })).toHaveCount(2);
    for (const id of requests.get(name)!) await expect(person).toContainText(referenceNumber(id));
  }
  await expectNoSeriousAxeViolations(page);

  const idsIn = (zip: Buffer) => {
    const json = JSON.parse(Buffer.from(unzipSync(new Uint8Array(zip))['auskunft.json']!).toString('utf8'));
    return { ids: (json.requests as { id: string }[]).map((r) => r.id).sort(), text: JSON.stringify(json) };
  };
  // The person's Datenauskunft holds her two requests and nothing of the others.
  const own = idsIn((await download(page, exportOwn)).bytes);
  expect(own.ids).toEqual(sorted(anna));
  for (const name of [bernd, clara, dieter]) expect(own.text).not.toContain(name);
  // Another person's only when chosen by name, and then only theirs.
  const berndZip = idsIn(
    (await download(page, others.getByRole('button', { name: texts.person.exportAll(bernd, 2) }))).bytes,
  );
  expect(berndZip.ids).toEqual(sorted(bernd));
  expect(berndZip.text).not.toContain(anna);

  // Erasing Clara's, chosen by name: hers go, the page stays, everyone else's are kept.
  await others.getByRole('button', { name: texts.person.deleteAll(clara, 2) }).click();
  const dialog = page.getByRole('dialog', { name: dashboardTexts.bulkDelete.title(2) });
  await expect(dialog).toContainText(texts.person.deleteDescription(clara, 2));
  await dialog.getByLabel(dashboardTexts.bulkDelete.prompt).fill(dashboardTexts.bulkDelete.word);
  await dialog.getByRole('button', { name: dashboardTexts.bulkDelete.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.person.deleted(clara, 2) })).toBeVisible();
  await expect(others.getByTestId('patient-person')).toHaveCount(2);
  await expect(others).not.toContainText(clara);
  await expect(page).toHaveURL(new RegExp(`/submissions/${annaFirst}$`));
  for (const id of requests.get(clara)!)
    expect((await page.request.get(`/api/submissions/${id}`)).status()).toBe(404);

  // Erasing Anna's ("Alle löschen (2)") leaves Bernd's and Dieter's.
  await related.getByRole('button', { name: texts.related.deleteAll(2) }).click();
  const confirmAll = page.getByRole('dialog', { name: dashboardTexts.bulkDelete.title(2) });
  await confirmAll.getByLabel(dashboardTexts.bulkDelete.prompt).fill(dashboardTexts.bulkDelete.word);
  await confirmAll.getByRole('button', { name: dashboardTexts.bulkDelete.confirm }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const id of requests.get(anna)!)
    expect((await page.request.get(`/api/submissions/${id}`)).status()).toBe(404);
  for (const id of [...requests.get(bernd)!, ...requests.get(dieter)!])
    expect((await page.request.get(`/api/submissions/${id}`)).status()).toBe(200);
});
