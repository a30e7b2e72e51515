// "Passwort vergessen?" in the browser (issue 27): the link on the login screen, the same confirmation for a
// known and an unknown address, the mail in the server's outbox with its single-use link, the page that sets
// the new password under the rule shown up front, every session ended, and the link dead afterwards.
import { authTexts } from '../common/texts/auth.ts';
import { passwordTexts } from '../common/texts/passwords.ts';
import { createAccount } from './accounts.ts';
import { ADMIN, E2E_TENANT } from './fixtures.ts';
import { expectNoSeriousAxeViolations, fillLoginForm, logIn, uniqueTag } from './helpers.ts';
import { mailsTo, passwordMailTo } from './passwordMails.ts';
import { expect, type Page, test } from './test.ts';

const texts = passwordTexts;
const SUBJECT = 'Praxisdesk: Neues Passwort festlegen';

async function requestLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: texts.forgot.link }).click();
  await expect(page).toHaveURL(/\/login\/passwort-vergessen$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.forgot.heading })).toBeVisible();
  await page.getByLabel(authTexts.emailLabel).fill(email);
  await page.getByRole('button', { name: texts.forgot.submit }).click();
  await expect(page.getByTestId('reset-requested')).toHaveText(texts.forgot.sent);
}

test('a forgotten password is replaced through the mailed link, once; other sessions end', async ({
  page,
  browser,
  request,
}) => {
  const tag = uniqueTag();
  const account = {
    email: `vergessen.${tag}@praxis.test`,
    password: 'Vergessenes-Passwort-1',
    full_name: `Vera ${tag}`,
  };
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  await createAccount(request, { ...account, tenants: [E2E_TENANT.slug] });
  const elsewhereContext = await browser.newContext();
  const elsewhere = await elsewhereContext.newPage();
  await logIn(elsewhere, account);

  // An unknown address gets the same confirmation, and no mail.
  const unknown = `niemand.${tag}@praxis.test`;
  await requestLink(page, unknown);
  await expectNoSeriousAxeViolations(page);

  await requestLink(page, account.email);
  const { mail, link } = await passwordMailTo(account.email, SUBJECT);
  expect(mail.text).toContain('30 Minuten');
  expect(await mailsTo(unknown)).toHaveLength(0);

  // The link's page: for whom, the rule before anything is typed; a common password is refused.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: texts.link.resetHeading })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  const field = page.getByLabel(texts.newPassword, { exact: true });
  await expect(field).toHaveAccessibleDescription(/Mindestens 12 Zeichen/);
  await expectNoSeriousAxeViolations(page);
  await field.fill('qwertyuiop123');
  await page.getByLabel(texts.repeatPassword).fill('qwertyuiop123');
  await page.getByRole('button', { name: texts.link.submit }).click();
  await expect(field).toHaveAccessibleDescription(new RegExp(texts.tooCommon));

  const fresh = 'Neu-gesetzt-nach-Reset-7';
  await field.fill(fresh);
  await page.getByLabel(texts.repeatPassword).fill(fresh);
  await page.getByRole('button', { name: texts.link.submit }).click();
  await expect(page.getByRole('heading', { name: texts.link.doneTitle })).toBeVisible();

  // Every session of the user ended.
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/login/);
  await elsewhereContext.close();

  // The link is spent (opened anew: from another page, not as a jump within this one).
  await page.goto('/login');
  await page.goto(link);
  await expect(page.getByTestId('password-link-invalid')).toContainText(texts.link.invalid);

  // The new password signs in through the form, the old one does not.
  await page.goto('/login');
  await fillLoginForm(page, account);
  await expect(page.getByRole('alert')).toHaveText(authTexts.loginFailed);
  await fillLoginForm(page, { email: account.email, password: fresh });
  await expect(page).toHaveURL(/\/dashboard/);
});
