// The reception specs' shared pieces. The addresses are spec 002 §2's, written out (not imported from the
// app) so the tests pin them.
import type { Page } from '@playwright/test';
import { receptionWords } from '../common/receptionWords.ts';
import { parseReceptionConfig } from '../common/tenantConfig.ts';
import { receptionTexts } from '../common/texts/reception.ts';
import { demoTenantConfig } from '../server/db/seed/demoSamples.ts';
import { E2E_TENANT } from './fixtures.ts';

export const PATHS = {
  home: '/online-rezeption',
  booking: '/online-rezeption/terminbuchung',
  prescription: '/online-rezeption/terminbuchung/rezept',
  selfPay: '/online-rezeption/terminbuchung/kein-rezept',
  manual: '/online-rezeption/terminbuchung/manuell',
  question: '/online-rezeption/fragen',
  cancellation: '/online-rezeption/absagen',
  submissionSuccess: '/online-rezeption/submission-erfolg',
  anamnese: '/online-rezeption/anamnese',
  success: '/online-rezeption/erfolg',
};

/** A reception address for one practice (physio-mitte unless told). */
export const at = (path: string, slug: string = E2E_TENANT.slug) => `${path}?tenant=${slug}`;

/** The words of the demo configuration, which both main seeded practices use. */
export const DEMO_WORDS = receptionWords(parseReceptionConfig(demoTenantConfig, ''));

/** A valid 1 × 1 pixel PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const fileInput = (page: Page) => page.getByLabel(receptionTexts.prescription.fileLabel);

export async function fillContact(page: Page, name = 'Erika Mustermann') {
  await page.getByLabel(receptionTexts.fields.name).fill(name);
  await page.getByLabel(receptionTexts.fields.phone).fill('0151 23456789');
  await page.getByLabel(receptionTexts.fields.email).fill('erika@example.com');
}

export async function acceptPrivacy(page: Page) {
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
}
