import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anamneseSubmissions, formSubmissions, ipBlacklist } from '../../db/schema.ts';
import { demoSamples } from '../../db/seed/demoSamples.ts';
import { makeTenant, randomIp } from '../../test/factories.ts';
import { submit, validContact } from '../../test/intake.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx);
});
afterAll(() => ctx.close());

const fullAnswers = demoSamples.find((s) => s.anamneseAnswers)!.anamneseAnswers!;
const minimalAnswers = {
  comorbidities: { radio: 'no', text: '' },
  medications: { radio: 'no', text: '' },
  expectations: { text: 'Schmerzfrei arbeiten', checkbox: true },
};

async function request(originalSubmissionId?: string) {
  if (originalSubmissionId) return originalSubmissionId;
  const response = await submit(ctx, {
    tenantId: tenant.tenantId,
    formData: { ...validContact, type: 'prescription' },
  });
  return response.json().submissionId as string;
}

const send = (body: Record<string, unknown>, options: { apikey?: string | null; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/submitAnamnese',
    headers: options.apikey === null ? {} : { apikey: options.apikey ?? ctx.anonKey },
    payload: body,
    remoteAddress: options.ip ?? randomIp(),
  });

describe('POST /functions/v1/submitAnamnese', () => {
  it('stores the answers encrypted, marks the request, and refuses a second anamnese', async () => {
    const originalSubmissionId = await request();
    const completedAt = '2026-11-22T09:15:00.000Z';
    const response = await send({
      tenantId: tenant.tenantId,
      originalSubmissionId,
      answers: fullAnswers,
      completedAt,
    });
    expect(response.statusCode).toBe(200);
    const { submissionId } = response.json();
    const [row] = await ctx.db
      .select()
      .from(anamneseSubmissions)
      .where(eq(anamneseSubmissions.id, submissionId));
    expect(row.originalSubmissionId).toBe(originalSubmissionId);
    expect(row.completedAt.toISOString()).toBe(completedAt);
    expect(row.encryptedAnswers).not.toContain('Ramipril');
    expect(await ctx.crypto.decryptJson(tenant.id, row.encryptedAnswers)).toEqual({
      ok: true,
      value: fullAnswers,
    });
    const [original] = await ctx.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, originalSubmissionId));
    expect(original.hasAnamnese).toBe(true);

    const second = await send({ tenantId: tenant.tenantId, originalSubmissionId, answers: minimalAnswers });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, errorCode: 'ANAMNESE_EXISTS' });
    expect(second.json().error).toContain('bereits eine Anamnese');
  });

  it('accepts skipped questions when the three required ones are answered', async () => {
    const originalSubmissionId = await request();
    const response = await send({ tenantId: tenant.tenantId, originalSubmissionId, answers: minimalAnswers });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['an unknown question', { ...minimalAnswers, favouriteColour: 'blau' }, 'Unbekannte Frage'],
    ['a pain level of 11', { ...minimalAnswers, painLevel: 11 }, 'painLevel'],
    ['a pain level of 0', { ...minimalAnswers, painLevel: 0 }, 'painLevel'],
    ['an unknown body part', { ...minimalAnswers, bodyParts: ['tail'] }, 'bodyParts'],
    ['a string instead of a list', { ...minimalAnswers, otherSymptoms: 'cramps' }, 'otherSymptoms'],
    ['yes/no without a choice', { ...minimalAnswers, medications: { text: 'Ibuprofen' } }, 'medications'],
    [
      'expectations without consent',
      { ...minimalAnswers, expectations: { text: 'Ziel', checkbox: false } },
      'Einwilligung',
    ],
    [
      'empty expectations',
      { ...minimalAnswers, expectations: { text: '  ', checkbox: true } },
      'Erwartungen',
    ],
    ['no answers at all', {}, 'comorbidities'],
  ])('refuses %s with 400 and stores nothing', async (_name, answers, message) => {
    const originalSubmissionId = await request();
    const response = await send({ tenantId: tenant.tenantId, originalSubmissionId, answers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'INVALID_ANSWERS' });
    expect(response.json().error).toContain(message);
    const rows = await ctx.db
      .select()
      .from(anamneseSubmissions)
      .where(eq(anamneseSubmissions.originalSubmissionId, originalSubmissionId));
    expect(rows).toHaveLength(0);
  });

  it("refuses another practice's request, an unknown tenant, bad ids and a missing key", async () => {
    const other = await makeTenant(ctx);
    const originalSubmissionId = await request();
    const foreign = await send({ tenantId: other.tenantId, originalSubmissionId, answers: minimalAnswers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('SUBMISSION_NOT_FOUND');
    const unknown = await send({ tenantId: 'gibt-es-nicht', originalSubmissionId, answers: minimalAnswers });
    expect(unknown.json().errorCode).toBe('TENANT_NOT_FOUND');
    const badId = await send({
      tenantId: tenant.tenantId,
      originalSubmissionId: '123',
      answers: minimalAnswers,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toContain('originalSubmissionId');
    const noKey = await send(
      { tenantId: tenant.tenantId, originalSubmissionId, answers: minimalAnswers },
      { apikey: null },
    );
    expect(noKey.statusCode).toBe(401);
  });

  it('rejects a blacklisted address', async () => {
    const ip = randomIp();
    const originalSubmissionId = await request();
    await ctx.db.insert(ipBlacklist).values({ ipHash: ctx.ipHash(ip), reason: 'Test' });
    const response = await send(
      { tenantId: tenant.tenantId, originalSubmissionId, answers: minimalAnswers },
      { ip },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('IP_BLOCKED');
  });
});
