// The detail spec's submissions, created through the real public API as a website or the reception would:
// submitForm, then secureUpload with the returned token, then submitAnamnese for the request.
import { type APIRequestContext, expect } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { demoSamples } from '../server/db/seed/demoSamples.ts';
import { E2E_TENANT } from './fixtures.ts';
import { publicKeyOf } from './helpers.ts';

export const TENANT = E2E_TENANT.slug;

/** A request as our reception sends it (a reception kind, name, phone, e-mail, consent). */
export const receptionRequest = (name: string, extra: Record<string, unknown> = {}) => ({
  type: 'prescription',
  name,
  phone: '030 1234567',
  email: 'patient@beispiel.test',
  privacyConsent: true,
  ...extra,
});

/** The anamnese token submitForm answered per request, as the reception keeps it for submitAnamnese. */
const anamneseTokens = new Map<string, string>();

export async function submitForm(
  request: APIRequestContext,
  formData: Record<string, unknown>,
  slug: string = TENANT,
): Promise<{ submissionId: string; uploadToken: string; anamneseToken?: string }> {
  const response = await request.post('/functions/v1/submitForm', {
    headers: { apikey: await publicKeyOf(request, slug) },
    data: { tenantId: slug, formData },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const sent = (await response.json()) as {
    submissionId: string;
    uploadToken: string;
    anamneseToken?: string;
  };
  if (sent.anamneseToken) anamneseTokens.set(sent.submissionId, sent.anamneseToken);
  return sent;
}

export async function uploadFile(
  request: APIRequestContext,
  sent: { submissionId: string; uploadToken: string },
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const response = await request.post('/functions/v1/secureUpload', {
    multipart: { submissionId: sent.submissionId, uploadToken: sent.uploadToken, fileName: file.name, file },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The demo practice's full anamnese (back, neck and shoulder pain; no red flags). */
export const DEMO_ANSWERS = demoSamples.find((s) => s.anamneseAnswers)!.anamneseAnswers!;

/** The demo answers with two red flags: a cancer history and night sweats. */
export const RED_FLAG_ANSWERS = { ...DEMO_ANSWERS, cancer: 'yes', nightSweats: 'yes' };

export async function sendAnamnese(
  request: APIRequestContext,
  originalSubmissionId: string,
  answers: Record<string, unknown>,
  slug: string = TENANT,
) {
  const response = await request.post('/functions/v1/submitAnamnese', {
    headers: { apikey: await publicKeyOf(request, slug) },
    data: {
      tenantId: slug,
      originalSubmissionId,
      anamneseToken: anamneseTokens.get(originalSubmissionId),
      answers,
      completedAt: new Date().toISOString(),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A real one-page PDF (pdfkit, as the server's export uses). */
export function makePdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6', info: { Title: 'Rezept' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text(text);
    doc.end();
  });
}
