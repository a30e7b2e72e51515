import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anamneseDetailResponseSchema,
  submissionDetailResponseSchema,
} from '../../../common/schemas/submissionDetail.ts';
import { anamneseAiSummaries, auditLog, emailLogs, formSubmissions } from '../../db/schema.ts';
import { createRequest, sendAnamnese, uploadFile } from '../../test/detail.ts';
import { loginCookie, type makeTenant, makeUser, practiceWithStaff } from '../../test/factories.ts';
import { pngBytes } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
let strangerCookie: string;
let staffId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const practice = await practiceWithStaff(ctx, { name: 'Physio Süd' });
  ({ tenant, cookie, strangerCookie } = practice);
  staffId = practice.staff.id;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'GET', url, headers });

const answers = {
  bodyParts: ['back', 'knee_left'],
  painLevel: 6,
  comorbidities: { radio: 'yes', text: 'Bluthochdruck' },
  medications: { radio: 'no', text: '' },
  expectations: { text: 'Wieder joggen', checkbox: true },
};

/** The submission.read rows of one submission through one way in (details.via). */
const readsOf = async (id: string, via: string) =>
  (
    await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'submission.read')))
  ).filter((row) => row.details?.via === via);

describe('GET /api/submissions/:id', () => {
  it('answers what the screen needs, e-mail logs newest first, and audits the read', async () => {
    // A website's own form (German keys, type alias): no reception kind, so no required name field.
    const request = await createRequest(ctx, tenant.tenantId, {
      type: 'rezept',
      vorname: 'Jürgen',
      nachname: 'Weiß',
      email: 'jw@example.test',
      phone: '030 555',
      privacyConsent: true,
    });
    await uploadFile(ctx, request, { name: 'Rezept Jürgen.png', type: 'image/png', bytes: pngBytes(3000) });
    const id = request.submissionId;
    await ctx.db.insert(emailLogs).values([
      {
        submissionId: id,
        recipient: 'a@praxis.test',
        subject: 'Alt',
        status: 'sent',
        sentAt: new Date(Date.now() - 60_000),
      },
      {
        submissionId: id,
        recipient: 'b@praxis.test',
        subject: 'Neu',
        status: 'failed',
        errorMessage: '550 unbekannt',
      },
    ]);

    const response = await get(`/api/submissions/${id}`);
    expect(response.statusCode).toBe(200);
    const { submission } = submissionDetailResponseSchema.parse(response.json());
    expect(submission).toMatchObject({
      id,
      tenant_id: tenant.id,
      tenants: { name: tenant.name },
      form_type: 'prescription',
      form_data: { vorname: 'Jürgen', nachname: 'Weiß' },
      is_spam: false,
      is_processed: false,
      has_anamnese: false,
      generated_text: null,
      prescription_file: {
        kind: 'file',
        fileName: 'Rezept Jürgen.png',
        fileType: 'image/png',
        fileSize: 3000,
      },
    });
    expect(submission.email_logs.map((l) => [l.subject, l.status, l.error_message])).toEqual([
      ['Neu', 'failed', '550 unbekannt'],
      ['Alt', 'sent', null],
    ]);
    const reads = await readsOf(id, 'detail');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      actorKind: 'user',
      actorUserId: staffId,
      tenantId: tenant.id,
      targetType: 'submission',
      details: { via: 'detail' },
    });
  });

  it('shows legacy paths, unreadable metadata and undecryptable data as such', async () => {
    const { submissionId: legacy } = await createRequest(ctx, tenant.tenantId);
    await ctx.db
      .update(formSubmissions)
      .set({ prescriptionEncryptedUrl: 'praxis/2023/rezept-1234.pdf.enc' })
      .where(eq(formSubmissions.id, legacy));
    expect((await get(`/api/submissions/${legacy}`)).json().submission.prescription_file).toEqual({
      kind: 'legacy',
      path: 'praxis/2023/rezept-1234.pdf.enc',
    });

    const { submissionId: broken } = await createRequest(ctx, tenant.tenantId);
    await ctx.db
      .update(formSubmissions)
      .set({
        prescriptionEncryptedUrl: '{"fileName": "x.pdf", ',
        formData: `pd1.${randomBytes(40).toString('base64url')}`,
      })
      .where(eq(formSubmissions.id, broken));
    const shown = (await get(`/api/submissions/${broken}`)).json().submission;
    expect(shown.prescription_file).toEqual({ kind: 'invalid' });
    expect(shown.form_data).toBeNull();
  });

  it('answers 404 alike for unknown ids and other practices, 401 without session, 400 for a bad id', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId);
    const foreign = await get(`/api/submissions/${submissionId}`, { cookie: strangerCookie });
    const unknown = await get('/api/submissions/00000000-0000-4000-8000-000000000000');
    for (const response of [foreign, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'Formular-Einreichung nicht gefunden.',
        errorCode: 'NOT_FOUND',
      });
    }
    expect(await readsOf(submissionId, 'detail')).toHaveLength(0);
    const anonymous = await get(`/api/submissions/${submissionId}`, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('Nicht authentifiziert');
    expect((await get('/api/submissions/keine-id')).json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('answers 404 to staff without any practice', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId);
    const newcomer = await makeUser(ctx, { tenantSlugs: [] });
    const cookieOf = await loginCookie(ctx, newcomer.email);
    expect((await get(`/api/submissions/${submissionId}`, { cookie: cookieOf })).statusCode).toBe(404);
    expect((await get(`/api/submissions/${submissionId}/anamnese`, { cookie: cookieOf })).statusCode).toBe(
      404,
    );
  });

  it('lets an admin read any practice', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId);
    const admin = await makeUser(ctx, { role: 'admin' });
    const response = await get(`/api/submissions/${submissionId}`, {
      cookie: await loginCookie(ctx, admin.email),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/submissions/:id/anamnese', () => {
  it('answers the decrypted answers and the latest summary, and audits the read', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId);
    const anamneseId = await sendAnamnese(ctx, tenant.tenantId, submissionId, answers);
    const write = async (summary: string, createdAt: Date) =>
      ctx.db.insert(anamneseAiSummaries).values({
        anamneseSubmissionId: anamneseId,
        encryptedSummary: await ctx.crypto.encryptJson(tenant.id, {
          summary,
          keyFindings: ['Befund'],
          recommendations: ['Empfehlung'],
          riskFactors: [],
        }),
        aiModel: 'test-modell',
        tokensUsed: 12,
        processingTimeMs: 345,
        createdAt,
      });
    await write('Ältere Zusammenfassung', new Date(Date.now() - 60_000));
    await write('Neueste Zusammenfassung', new Date());

    const response = await get(`/api/submissions/${submissionId}/anamnese`);
    expect(response.statusCode).toBe(200);
    const detail = anamneseDetailResponseSchema.parse(response.json());
    expect(detail.anamnese).toMatchObject({
      id: anamneseId,
      original_submission_id: submissionId,
      completed_at: '2026-11-20T08:30:00.000Z',
      answers: { painLevel: 6, comorbidities: { radio: 'yes', text: 'Bluthochdruck' } },
    });
    expect(detail.summary).toMatchObject({
      ai_model: 'test-modell',
      tokens_used: 12,
      processing_time_ms: 345,
      summary: { summary: 'Neueste Zusammenfassung' },
      fallback_reason: null,
    });
    expect(await readsOf(submissionId, 'anamnese')).toHaveLength(1);
  });

  it('answers null without anamnese, 404 for another practice, 401 without session', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId);
    expect((await get(`/api/submissions/${submissionId}/anamnese`)).json()).toEqual({
      anamnese: null,
      summary: null,
    });
    await sendAnamnese(ctx, tenant.tenantId, submissionId, answers);
    const foreign = await get(`/api/submissions/${submissionId}/anamnese`, { cookie: strangerCookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Formular-Einreichung nicht gefunden.');
    expect((await get(`/api/submissions/${submissionId}/anamnese`, {})).statusCode).toBe(401);
    expect(await readsOf(submissionId, 'anamnese')).toHaveLength(0);
  });
});
