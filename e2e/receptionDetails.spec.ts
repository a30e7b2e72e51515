// The reception's details of issue 29 at phone size: a cancellation names the appointment's date and time and
// refuses one in the past; a near one brings up the practice's own terms; the manual prescription's issue date
// warns when older than 28 days and reaches the staff's card and detail; phone numbers are checked and sent in
// ASCII digits; the administration saves the practice's terms, notice period and patient languages.

import { fieldMessages } from '../common/intake/formDataRules.ts';
import { practiceNow } from '../common/intake/practiceClock.ts';
import { adminTenantTexts } from '../common/texts/adminTenants.ts';
import { dashboardTexts } from '../common/texts/dashboard.ts';
import { de } from '../common/texts/patient/de.ts';
import { receptionTexts } from '../common/texts/reception.ts';
import { ADMIN, USER } from './fixtures.ts';
import { expectNoSeriousAxeViolations, logIn, uniqueTag } from './helpers.ts';
import { acceptPrivacy, at, fillContact, PATHS } from './receptionHelpers.ts';
import { expect, type Page, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const cancellation = receptionTexts.cancellation;
const manual = receptionTexts.manual;
const TERMS = 'Bei Absagen unter 48 Stunden berechnen wir 25 €.';

/** Day and time on the practice's clock, `hours` from now. */
const inHours = (hours: number) => practiceNow(new Date(Date.now() + hours * 3_600_000));
/** 17.05.2030 for 2030-05-17. */
const germanDay = (day: string) => day.split('-').reverse().join('.');

/** A practice of its own (the admin's API), optionally with its reception settings. */
async function newPractice(page: Page, config: Record<string, unknown> = {}) {
  const tag = uniqueTag();
  const practice = { slug: `details-${tag}`, name: `Praxis Details ${tag}` };
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  const created = await page.request.post('/api/tenants', {
    data: { tenant_id: practice.slug, name: practice.name },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { tenant } = (await created.json()) as { tenant: { id: string } };
  if (Object.keys(config).length > 0) {
    const saved = await page.request.put(`/api/tenants/${tenant.id}`, {
      data: { name: practice.name, config },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  return practice;
}

async function fillAppointment(page: Page, { day, time }: { day: string; time: string }) {
  await page.getByLabel(cancellation.appointmentDate).fill(day);
  await page.getByLabel(cancellation.appointmentTime).fill(time);
}

test('a cancellation asks for date and time and refuses an appointment in the past', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/submitForm')) sent++;
  });
  await page.goto(at(PATHS.cancellation));
  await fillContact(page);
  await acceptPrivacy(page);
  await expect(page.getByLabel(cancellation.appointmentTime)).toHaveAttribute('type', 'time');

  await fillAppointment(page, { day: inHours(-24).day, time: '10:00' });
  await page.getByRole('button', { name: cancellation.submit }).click();
  const date = page.getByLabel(cancellation.appointmentDate);
  await expect(date).toBeFocused();
  await expect(date).toHaveAccessibleDescription(fieldMessages.appointmentPast);

  // Today, but an hour ago: the time is the wrong one.
  const hourAgo = inHours(-1);
  if (hourAgo.day === inHours(0).day) {
    await fillAppointment(page, hourAgo);
    await page.getByRole('button', { name: cancellation.submit }).click();
    await expect(page.getByLabel(cancellation.appointmentTime)).toHaveAccessibleDescription(
      fieldMessages.appointmentPast,
    );
  }
  await expectNoSeriousAxeViolations(page);
  expect(sent).toBe(0);

  await fillAppointment(page, inHours(24 * 7));
  await page.getByRole('button', { name: cancellation.submit }).click();
  await expect(page.getByRole('heading', { name: cancellation.successTitle })).toBeVisible();
  expect(sent).toBe(1);
});

test('an appointment closer than the notice period shows the practice’s terms, and cancelling still works', async ({
  page,
}) => {
  const practice = await newPractice(page, { cancellationTerms: TERMS, cancellationNoticeHours: 48 });
  await page.goto(at(PATHS.cancellation, practice.slug));
  await expect(page.getByText(cancellation.notice(48), { exact: true })).toBeVisible();
  const warning = page.getByRole('status').filter({ hasText: cancellation.shortNoticeTitle(48) });

  await fillContact(page);
  await fillAppointment(page, inHours(24 * 5));
  await expect(warning).toHaveCount(0);
  await fillAppointment(page, inHours(2));
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(TERMS);
  await expect(warning.getByText(TERMS)).toHaveAttribute('lang', 'de');
  await expectNoSeriousAxeViolations(page);

  await acceptPrivacy(page);
  await page.getByRole('button', { name: cancellation.submit }).click();
  await expect(page.getByRole('heading', { name: cancellation.successTitle })).toBeVisible();
});

test('a manual prescription older than 28 days is sent with a warning and its date reaches the staff', async ({
  page,
}) => {
  const name = `Rita Rezept ${uniqueTag()}`;
  const issued = inHours(-24 * 40).day;
  await page.goto(at(PATHS.manual));
  await fillContact(page, name);
  const phone = page.getByLabel(receptionTexts.fields.phone);
  await phone.fill('abc');
  const date = page.getByLabel(manual.prescriptionDate);
  await date.fill(inHours(48).day);
  await page.getByLabel(manual.diagnosis).fill('M54.5 Kreuzschmerz');
  await page.getByLabel(manual.treatment).fill('Krankengymnastik, 6 ×');
  await acceptPrivacy(page);
  await page.getByRole('button', { name: manual.submit }).click();
  await expect(phone).toHaveAccessibleDescription(new RegExp(fieldMessages.phoneInvalid));
  await expect(date).toHaveAccessibleDescription(new RegExp(fieldMessages.prescriptionDateFuture));

  // Persian digits, as a patient typing Persian has them: sent as 0–9.
  await phone.fill('۰۱۵۱ ۲۳۴۵۶۷۸۹');
  await date.fill(issued);
  const warning = page.getByRole('status').filter({ hasText: manual.prescriptionDateOld(28) });
  await expect(warning).toBeVisible();
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);

  const submitted = page.waitForRequest((request) => request.url().endsWith('/functions/v1/submitForm'));
  const answered = page.waitForResponse((response) => response.url().endsWith('/functions/v1/submitForm'));
  await page.getByRole('button', { name: manual.submit }).click();
  const { formData } = (await submitted).postDataJSON() as { formData: Record<string, unknown> };
  expect(formData).toMatchObject({ phone: '0151 23456789', prescriptionDate: issued });
  const response = await answered;
  expect(response.status()).toBe(200);
  const { submissionId } = (await response.json()) as { submissionId: string };

  await logIn(page, USER);
  const issuedText = dashboardTexts.card.prescriptionIssued(germanDay(issued));
  await expect(page.getByRole('article', { name }).getByText(issuedText)).toBeVisible();
  await page.goto(`/submissions/${submissionId}`);
  const formDataSection = page.getByTestId('form-data');
  await expect(formDataSection.getByRole('term').filter({ hasText: 'Ausgestellt am' })).toBeVisible();
  await expect(formDataSection.getByRole('definition').filter({ hasText: germanDay(issued) })).toBeVisible();
});

test('the administration saves the cancellation terms, the notice period and the patient languages', async ({
  page,
}) => {
  const texts = adminTenantTexts.edit;
  const practice = await newPractice(page);
  await logIn(page, ADMIN, { at: '/admin?tab=mandanten' });
  const open = async () => {
    await page.getByRole('button', { name: adminTenantTexts.list.editFor(practice.name) }).click();
    const dialog = page.getByRole('dialog', { name: texts.title(practice.name) });
    await expect(dialog.getByLabel(texts.fields.cancellationTerms)).toBeVisible();
    return dialog;
  };
  let dialog = await open();
  const languages = dialog.getByRole('group', { name: texts.sections.languages });
  await expect(languages.getByRole('checkbox', { name: texts.hints.germanAlways })).toBeChecked();
  await expect(languages.getByRole('checkbox', { name: texts.hints.germanAlways })).toBeDisabled();
  await expect(languages.getByRole('checkbox', { name: 'Türkisch' })).toBeChecked();

  await dialog.getByLabel(texts.fields.cancellationTerms).fill(TERMS);
  const hours = dialog.getByLabel(texts.fields.cancellationNoticeHours);
  await expect(hours).toHaveValue('24');
  await hours.fill('0');
  await dialog.getByRole('button', { name: texts.submit }).click();
  await expect(hours).toHaveAccessibleDescription(
    new RegExp(adminTenantTexts.errors.noticeHoursInvalid(1, 168)),
  );
  await hours.fill('48');
  await languages.getByRole('checkbox', { name: 'Türkisch' }).uncheck();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: texts.submit }).click();
  await expect(dialog).toBeHidden();

  dialog = await open();
  await expect(dialog.getByLabel(texts.fields.cancellationTerms)).toHaveValue(TERMS);
  await expect(dialog.getByLabel(texts.fields.cancellationNoticeHours)).toHaveValue('48');
  await expect(dialog.getByRole('checkbox', { name: 'Türkisch' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Englisch' })).toBeChecked();

  // The reception: the practice's period and terms; Turkish is neither offered nor taken from the address.
  await page.goto(`${at(PATHS.cancellation, practice.slug)}&lang=tr`);
  await expect(page.getByText(cancellation.notice(48), { exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: cancellation.noticeTitle })).toContainText(TERMS);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const switcher = page.getByRole('combobox', { name: new RegExp(de.languageSwitch.label) });
  await expect(switcher.locator('option[value="en"]')).toHaveCount(1);
  await expect(switcher.locator('option[value="tr"]')).toHaveCount(0);
});
