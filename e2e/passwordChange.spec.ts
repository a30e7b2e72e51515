// "Passwort ändern" on the account page (issue 27): the rule is shown before anything is typed, a common
// password is refused with the server's reason, the change ends the user's other sessions and keeps this one,
// and the new password is the one that signs in.
import { passwordTexts } from '../common/texts/passwords.ts';
import { createAccount } from './accounts.ts';
import { ADMIN, E2E_TENANT } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, uniqueTag } from './helpers.ts';
import { expect, test } from './test.ts';

const texts = passwordTexts.change;

test('a staff member changes their password; other sessions end, this one stays', async ({
  page,
  browser,
  request,
}) => {
  const tag = uniqueTag();
  const account = {
    email: `wechsel.${tag}@praxis.test`,
    password: 'Altes-Passwort-2026',
    full_name: `Wanda ${tag}`,
  };
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  await createAccount(request, { ...account, tenants: [E2E_TENANT.slug] });

  // A second browser of the same user, signed in before the change.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logIn(other, account);

  await logIn(page, account, { at: '/account' });
  const section = page.getByTestId('change-password');
  await expect(section.getByRole('heading', { name: texts.heading })).toBeVisible();
  // The rule, before anything is typed, tied to the field.
  const newField = section.getByLabel(passwordTexts.newPassword, { exact: true });
  await expect(newField).toHaveAccessibleDescription(/Mindestens 12 Zeichen/);
  await expectNoSeriousAxeViolations(page);

  // Wrong current password: refused, nothing changed.
  await section.getByLabel(texts.current).fill('Falsches-Passwort-1');
  await newField.fill('Mein-neues-Passwort-2026');
  await section.getByLabel(passwordTexts.repeatPassword).fill('Mein-neues-Passwort-2026');
  await section.getByRole('button', { name: texts.submit }).click();
  await expect(section.getByLabel(texts.current)).toHaveAccessibleDescription(texts.currentWrong);

  // One of the commonest passwords: the server's reason at the new password.
  await section.getByLabel(texts.current).fill(account.password);
  await newField.fill('Passwort1234!');
  await section.getByLabel(passwordTexts.repeatPassword).fill('Passwort1234!');
  await section.getByRole('button', { name: texts.submit }).click();
  await expect(newField).toHaveAccessibleDescription(new RegExp(passwordTexts.tooCommon));

  // Too short: said at once, before sending.
  await newField.fill('zu-kurz');
  await section.getByRole('button', { name: texts.submit }).click();
  await expect(newField).toHaveAccessibleDescription(new RegExp(passwordTexts.tooShort(12)));

  await newField.fill('Mein-neues-Passwort-2026');
  await section.getByLabel(passwordTexts.repeatPassword).fill('Mein-neues-Passwort-2026');
  await section.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.done })).toBeVisible();

  // This session goes on; the other browser is signed out at its next request.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  await otherContext.close();

  // The old password no longer signs in, the new one does.
  const old = await page.request.post('/api/auth/login', { data: account });
  expect(old.status()).toBe(401);
  const fresh = await browser.newContext();
  await logIn(await fresh.newPage(), { email: account.email, password: 'Mein-neues-Passwort-2026' });
  await fresh.close();
});
