// The dashboard's request search (issue 28): staff type a word of a request's message, or the patient's name
// without its umlauts, see the request in the results, open it, and come back to the list as they left it
// (its filters in the address) with the same search. Requests are sent through the real public API; the
// server's workers index them when they score them.
import { referenceNumber } from '../common/reception/referenceNumber.ts';
import { searchTexts as texts } from '../common/texts/search.ts';
import { USER } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, uniqueTag } from './helpers.ts';
import { receptionRequest, submitForm } from './submissionHelpers.ts';
import { expect, type Page, test } from './test.ts';

const searchbox = (page: Page) => page.getByRole('searchbox', { name: texts.field.label });

test('staff find a request by a word of its message and by a name without umlauts, and come back to the list', async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Jürgen Größer${tag}`;
  const word = `Kniegelenk${tag}`;
  const sent = await submitForm(
    page.request,
    receptionRequest(name, {
      type: 'question',
      message: `Seit dem Sturz schmerzt mein ${word} beim Treppensteigen.`,
    }),
  );
  const other = await submitForm(
    page.request,
    receptionRequest(`Greta Grosser${tag}`, { type: 'question', message: 'Bitte um Rückruf.' }),
  );

  await logIn(page, USER);
  // The server's workers index a request when they score it.
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/submissions/search?q=${word}`);
        return ((await response.json()) as { submissions: { id: string }[] }).submissions.map((s) => s.id);
      },
      { timeout: 30_000 },
    )
    .toEqual([sent.submissionId]);

  // A filter of the list, in its address: it is still there when the user comes back.
  await page.goto('/dashboard?type=contact');
  const field = searchbox(page);
  await field.fill(word.toLowerCase());
  const results = page.getByRole('list', { name: texts.field.resultsLabel });
  await expect(results.getByRole('link')).toHaveCount(1);
  const result = results.getByRole('link', { name: new RegExp(name) });
  await expect(result).toContainText(`Nr. ${referenceNumber(sent.submissionId)}`);
  await expect(page.getByRole('status').filter({ hasText: texts.status.count(1) })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The name as typed without umlauts ("Groesser", "Grosser") finds the "Größer" — and the one who is a "Grosser".
  await field.fill(`Groesser${tag}`);
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await field.fill(`grosser${tag}`);
  await expect(results.getByRole('link')).toHaveCount(2);
  await expect(results.getByRole('link').first()).toContainText(`Greta Grosser${tag}`);
  expect(other.submissionId).not.toBe(sent.submissionId);

  // Nothing found says so; the words are never in the address.
  await field.fill(`Niemand${tag}`);
  await expect(page.getByRole('status').filter({ hasText: texts.status.none })).toBeVisible();
  expect(page.url()).not.toContain(tag);

  await field.fill(`Grosser${tag} ${word}`);
  await expect(results.getByRole('link')).toHaveCount(1);
  await field.press('ArrowDown');
  await expect(results.getByRole('link', { name: new RegExp(name) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/submissions/${sent.submissionId}$`));

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\?(.*&)?type=contact/);
  await expect(searchbox(page)).toHaveValue(`Grosser${tag} ${word}`);
});
