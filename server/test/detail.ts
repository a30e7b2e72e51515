// Submissions as patients create them (submitForm, secureUpload, submitAnamnese through the real API), for
// the detail, file and export tests.
import { randomIp } from './factories.ts';
import { pdfDocument } from './files.ts';
import { submit, validContact } from './intake.ts';
import { multipart } from './multipart.ts';
import type { TestContext } from './testContext.ts';

/** The anamnese token submitForm answered per request, as the reception keeps it for submitAnamnese. */
const anamneseTokens = new Map<string, string>();

export async function createRequest(
  ctx: TestContext,
  tenantSlug: string,
  formData: Record<string, unknown> = { ...validContact, type: 'prescription', message: '' },
  /** Further body fields beside tenantId and formData, e.g. { patientLanguage: 'tr' }. */
  extra: Record<string, unknown> = {},
) {
  const response = await submit(ctx, { tenantId: tenantSlug, formData, ...extra });
  if (response.statusCode !== 200) throw new Error(`submitForm: ${response.body}`);
  const created = response.json() as { submissionId: string; uploadToken: string; anamneseToken?: string };
  if (created.anamneseToken) anamneseTokens.set(created.submissionId, created.anamneseToken);
  return created;
}

export async function uploadFile(
  ctx: TestContext,
  request: { submissionId: string; uploadToken: string },
  file: { name: string; type: string; bytes: Buffer },
) {
  const body = multipart(
    { submissionId: request.submissionId, uploadToken: request.uploadToken, fileName: file.name },
    file,
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/secureUpload',
    ...body,
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 200) throw new Error(`secureUpload: ${response.body}`);
}

export async function sendAnamnese(
  ctx: TestContext,
  tenantSlug: string,
  originalSubmissionId: string,
  answers: Record<string, unknown>,
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/submitAnamnese',
    headers: { apikey: ctx.anonKey },
    payload: {
      tenantId: tenantSlug,
      originalSubmissionId,
      anamneseToken: anamneseTokens.get(originalSubmissionId),
      answers,
      completedAt: '2026-11-20T08:30:00.000Z',
    },
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 200) throw new Error(`submitAnamnese: ${response.body}`);
  return response.json().submissionId as string;
}

/** A request with its anamnese, sent like the reception does; returns both ids. */
export async function anamneseViaApi(ctx: TestContext, tenantSlug: string, answers: Record<string, unknown>) {
  const { submissionId } = await createRequest(ctx, tenantSlug);
  return { submissionId, anamneseId: await sendAnamnese(ctx, tenantSlug, submissionId, answers) };
}

/** A minimal one-page PDF (the upload check reads its header, cross-reference table and trailer). */
export const pdfBytes = () => pdfDocument();
