import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_PARTS } from '../../../common/anamnese/questionnaire.ts';
import { redFlags } from '../../../common/anamnese/redFlags.ts';
import {
  anamneseAiSummaries,
  anamneseSubmissions,
  auditLog,
  formSubmissions,
  ipBlacklist,
} from '../../db/schema.ts';
import { demoSamples } from '../../db/seed/demoSamples.ts';
import { LOCAL_MODEL } from '../../services/ai/localEngine.ts';
import { storedSummarySchema } from '../../services/ai/storedTexts.ts';
import { anamneseViaApi } from '../../test/detail.ts';
import { loginCookie, makeTenant, makeUser, randomIp } from '../../test/factories.ts';
import { flaggedAnswers } from '../../test/fakeOpenAi.ts';
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

/** The anamnese token submitForm answered for each request (send() adds it unless the body names one). */
const tokens = new Map<string, string>();

async function request(practice: { tenantId: string } = tenant) {
  const response = await submit(ctx, {
    tenantId: practice.tenantId,
    formData: { ...validContact, type: 'prescription' },
  });
  const { submissionId, anamneseToken } = response.json() as { submissionId: string; anamneseToken: string };
  tokens.set(submissionId, anamneseToken);
  return submissionId;
}

const anamnesesOf = (originalSubmissionIds: string[]) =>
  ctx.db
    .select()
    .from(anamneseSubmissions)
    .where(inArray(anamneseSubmissions.originalSubmissionId, originalSubmissionIds));

const send = (body: Record<string, unknown>, options: { apikey?: string | null; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/submitAnamnese',
    headers: {
      'user-agent': 'Testbrowser/1.0',
      ...(options.apikey === null ? {} : { apikey: options.apikey ?? ctx.anonKey }),
    },
    payload:
      'anamneseToken' in body
        ? body
        : { ...body, anamneseToken: tokens.get(String(body.originalSubmissionId)) ?? 'unbekannt' },
    remoteAddress: options.ip ?? randomIp(),
  });

describe('POST /functions/v1/submitAnamnese', () => {
  it('stores the answers encrypted, marks the request, and refuses a second anamnese (token used)', async () => {
    const originalSubmissionId = await request();
    const completedAt = '2026-11-22T09:15:00.000Z';
    const ip = randomIp();
    const response = await send(
      { tenantId: tenant.tenantId, originalSubmissionId, answers: fullAnswers, completedAt },
      { ip },
    );
    expect(response.statusCode).toBe(200);
    const { submissionId } = response.json();
    const [row] = await ctx.db
      .select()
      .from(anamneseSubmissions)
      .where(eq(anamneseSubmissions.id, submissionId));
    expect(row.originalSubmissionId).toBe(originalSubmissionId);
    expect(row.completedAt.toISOString()).toBe(completedAt);
    // The sender as for every submission: the address only as its keyed hash, the user agent as sent.
    expect(row.clientIpHash).toBe(ctx.ipHash(ip));
    expect(row.userAgent).toBe('Testbrowser/1.0');
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
    expect(original.anamneseTokenHash).toBeNull();

    const second = await send({ tenantId: tenant.tenantId, originalSubmissionId, answers: minimalAnswers });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ success: false, errorCode: 'ANAMNESE_TOKEN_INVALID' });
    expect(second.json().error).toContain('bereits übermittelt');
    expect(await anamnesesOf([originalSubmissionId])).toHaveLength(1);
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
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errorCode).toBe('ANAMNESE_TOKEN_INVALID');
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
    expect(await anamnesesOf([originalSubmissionId])).toHaveLength(0);
  });

  it('names the question in German when an answer does not fit', async () => {
    const originalSubmissionId = await request();
    const response = await send({
      tenantId: tenant.tenantId,
      originalSubmissionId,
      answers: { ...minimalAnswers, painLevel: 11, bodyParts: ['tail'] },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(
      'Ungültige Anamnese-Antwort zu „Wo haben Sie Beschwerden?“ (bodyParts): "tail" ist keine erlaubte Antwort; ' +
        `erwartet wird eine Liste mit Werten aus: ${BODY_PARTS.map((p) => p.value).join(', ')}.`,
    );
    expect(body.details.issues).toContainEqual({
      path: 'painLevel',
      message: 'Erwartet wird eine ganze Zahl von 1 bis 10 (erhalten: 11).',
    });
    const missing = await send({
      tenantId: tenant.tenantId,
      originalSubmissionId,
      answers: { ...minimalAnswers, medications: { text: 'Ibuprofen' } },
    });
    expect(missing.json().error).toBe(
      'Ungültige Anamnese-Antwort zu „Nehmen Sie regelmäßig Medikamente ein?“ (medications): Es fehlt die Ja/Nein-Auswahl („radio“).',
    );
    for (const answer of [body, missing.json()]) {
      expect(JSON.stringify(answer)).not.toMatch(/Too big|Too small|expected|Invalid/);
    }
  });

  it('reports a malformed body in German', async () => {
    const originalSubmissionId = await request();
    const response = await send({ tenantId: tenant.tenantId, originalSubmissionId, answers: 'kaputt' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR' });
    expect(response.json().error).toBe(
      'Ungültige Anfrage – answers: Ungültige Eingabe: erwartet record, erhalten string',
    );
  });

  it('refuses when the practice has the anamnese turned off', async () => {
    const off = await makeTenant(ctx, { config: { features: { enableAnamnese: false } } });
    const originalSubmissionId = await request(off);
    const response = await send({ tenantId: off.tenantId, originalSubmissionId, answers: minimalAnswers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'ANAMNESE_DISABLED',
      error:
        'Diese Praxis nimmt keine Online-Anamnese entgegen. Bitte besprechen Sie Ihre Angaben beim Termin.',
    });
    expect(await anamnesesOf([originalSubmissionId])).toHaveLength(0);
  });

  it('refuses a body over 256 KB with 413 and stores nothing', async () => {
    const originalSubmissionId = await request();
    const response = await send({
      tenantId: tenant.tenantId,
      originalSubmissionId,
      answers: { ...minimalAnswers, expectations: { text: 'x'.repeat(270_000), checkbox: true } },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'PAYLOAD_TOO_LARGE',
      error: 'Die Anfrage ist zu groß.',
    });
    expect(await anamnesesOf([originalSubmissionId])).toHaveLength(0);
  });

  it('allows 20 anamneses per address and practice in 10 minutes, then 429', async () => {
    const ip = randomIp();
    const ids = [];
    for (let i = 0; i < 21; i++) ids.push(await request());
    for (const originalSubmissionId of ids.slice(0, 20)) {
      const ok = await send(
        { tenantId: tenant.tenantId, originalSubmissionId, answers: minimalAnswers },
        { ip },
      );
      expect(ok.statusCode).toBe(200);
    }
    const last = ids[20]!;
    const limited = await send(
      { tenantId: tenant.tenantId, originalSubmissionId: last, answers: minimalAnswers },
      { ip },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(limited.json().error).toContain('10 Minuten');
    expect(await anamnesesOf(ids)).toHaveLength(20);
    const [original] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, last));
    expect(original.hasAnamnese).toBe(false);

    // Another address, and the same address at another practice, are not affected.
    const other = await send({
      tenantId: tenant.tenantId,
      originalSubmissionId: last,
      answers: minimalAnswers,
    });
    expect(other.statusCode).toBe(200);
    const elsewhere = await makeTenant(ctx);
    const foreign = await send(
      {
        tenantId: elsewhere.tenantId,
        originalSubmissionId: await request(elsewhere),
        answers: minimalAnswers,
      },
      { ip },
    );
    expect(foreign.statusCode).toBe(200);
  });
});

describe('POST /functions/v1/submitAnamnese: the single-use anamnese token', () => {
  const stateOf = async (id: string) => {
    const [row] = await ctx.db
      .select({ hasAnamnese: formSubmissions.hasAnamnese, tokenHash: formSubmissions.anamneseTokenHash })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id));
    return { ...row!, anamneses: (await anamnesesOf([id])).length };
  };
  const untouched = { hasAnamnese: false, tokenHash: expect.any(String), anamneses: 0 };
  const expectInvalid = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'ANAMNESE_TOKEN_INVALID',
      error:
        'Zu dieser Anfrage kann keine Anamnese (mehr) gesendet werden: Sie wurde bereits übermittelt, oder der Zugang ist abgelaufen. Bitte wenden Sie sich an die Praxis.',
    });
  };

  it('refuses a post without the token in German and writes nothing', async () => {
    const id = await request();
    const response = await send({
      tenantId: tenant.tenantId,
      originalSubmissionId: id,
      anamneseToken: undefined,
      answers: minimalAnswers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR' });
    expect(response.json().error).toContain('Es fehlt der anamneseToken aus der Antwort von submitForm.');
    expect(await stateOf(id)).toEqual(untouched);
  });

  it('answers a wrong token, another request’s token and an unknown request alike, and writes nothing', async () => {
    const id = await request();
    const otherId = await request();
    const answers = [
      await send({
        tenantId: tenant.tenantId,
        originalSubmissionId: id,
        anamneseToken: 'geraten',
        answers: minimalAnswers,
      }),
      await send({
        tenantId: tenant.tenantId,
        originalSubmissionId: id,
        anamneseToken: tokens.get(otherId),
        answers: minimalAnswers,
      }),
      await send({
        tenantId: tenant.tenantId,
        originalSubmissionId: '00000000-0000-4000-8000-000000000000',
        anamneseToken: tokens.get(id),
        answers: minimalAnswers,
      }),
    ];
    for (const response of answers) expectInvalid(response);
    expect(await stateOf(id)).toEqual(untouched);
    expect(await stateOf(otherId)).toEqual(untouched);
  });

  it('stores only the token’s hash, and the right token works exactly once', async () => {
    const id = await request();
    const token = tokens.get(id)!;
    expect(token).toMatch(/^[\w-]{30,}$/);
    const before = await stateOf(id);
    expect(before.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.tokenHash).not.toContain(token);

    const first = await send({
      tenantId: tenant.tenantId,
      originalSubmissionId: id,
      answers: minimalAnswers,
    });
    expect(first.statusCode).toBe(200);
    expect(await stateOf(id)).toEqual({ hasAnamnese: true, tokenHash: null, anamneses: 1 });
    const again = await send({
      tenantId: tenant.tenantId,
      originalSubmissionId: id,
      answers: { ...minimalAnswers, painLevel: 3 },
    });
    expectInvalid(again);
    expect(await stateOf(id)).toEqual({ hasAnamnese: true, tokenHash: null, anamneses: 1 });
  });

  it('attaches one anamnese when the same token is posted in parallel', async () => {
    const id = await request();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        send({ tenantId: tenant.tenantId, originalSubmissionId: id, answers: minimalAnswers }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 403, 403, 403, 403, 403]);
    expect(await stateOf(id)).toEqual({ hasAnamnese: true, tokenHash: null, anamneses: 1 });
  });

  it('keeps the token after a refused answer, so the patient can correct and send', async () => {
    const id = await request();
    const refused = await send({
      tenantId: tenant.tenantId,
      originalSubmissionId: id,
      answers: { ...minimalAnswers, painLevel: 11 },
    });
    expect(refused.statusCode).toBe(400);
    expect(await stateOf(id)).toEqual(untouched);
    const sent = await send({ tenantId: tenant.tenantId, originalSubmissionId: id, answers: minimalAnswers });
    expect(sent.statusCode).toBe(200);
  });

  it('refuses a token older than a day', async () => {
    const id = await request();
    await ctx.db
      .update(formSubmissions)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(formSubmissions.id, id));
    expectInvalid(
      await send({ tenantId: tenant.tenantId, originalSubmissionId: id, answers: minimalAnswers }),
    );
    expect(await stateOf(id)).toEqual(untouched);
  });
});

describe('POST /functions/v1/submitAnamnese in the manual AI mode (staff)', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [tenant.tenantId] })).email);
  });

  const generate = (
    anamneseId: unknown,
    headers: Record<string, string>,
    extra: Record<string, unknown> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/submitAnamnese',
      headers,
      payload: {
        tenantId: tenant.id,
        answers: minimalAnswers,
        completedAt: '2026-11-22T09:15:00.000Z',
        _manualAIGeneration: true,
        _existingAnamneseId: anamneseId,
        ...extra,
      },
      remoteAddress: randomIp(),
    });
  const summariesOf = (anamneseId: string) =>
    ctx.db.select().from(anamneseAiSummaries).where(eq(anamneseAiSummaries.anamneseSubmissionId, anamneseId));
  const anamneseCount = async () =>
    (await ctx.db.select().from(anamneseSubmissions).where(eq(anamneseSubmissions.tenantId, tenant.id)))
      .length;

  it('summarises the stored answers (not the posted ones) into a new row each time; the latest wins', async () => {
    const { submissionId, anamneseId } = await anamneseViaApi(ctx, tenant.tenantId, flaggedAnswers);
    const before = await anamneseCount();
    const first = await generate(anamneseId, { cookie });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.summary).toMatchObject({ ai_model: LOCAL_MODEL, tokens_used: 0, fallback_reason: null });
    expect(body.debug).toEqual({
      provider: 'local',
      providerMs: expect.any(Number),
      totalMs: expect.any(Number),
    });
    // The posted minimal answers have no red flags; the stored ones do, and they come first.
    const flags = redFlags(flaggedAnswers).map((f) => f.text);
    expect(body.summary.summary.riskFactors.slice(0, flags.length)).toEqual(flags);
    expect(body.summary.summary.summary).toContain('Schmerzen der Stärke 9/10 (NRS)');
    expect(body.summary.summary.keyFindings).toContain('Medikation: Tamoxifenmarker 20 mg täglich');
    expect(body.summary.summary.recommendations[0]).toMatch(/ärztliche Abklärung/);

    const [row] = await summariesOf(anamneseId);
    expect(row!.encryptedSummary).toMatch(/^pd1\./);
    expect(row!.encryptedSummary).not.toContain('Tamoxifen');
    const decrypted = await ctx.crypto.decryptJson(tenant.id, row!.encryptedSummary);
    expect(storedSummarySchema.parse(decrypted.ok ? decrypted.value : null)).toEqual(body.summary.summary);
    expect(row).toMatchObject({ aiModel: LOCAL_MODEL, tokensUsed: 0, id: body.summary.id });

    const second = await generate(anamneseId, { cookie });
    expect(second.json().summary.id).not.toBe(body.summary.id);
    expect(await summariesOf(anamneseId)).toHaveLength(2);
    expect(await anamneseCount()).toBe(before);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/submissions/${submissionId}/anamnese`,
      headers: { cookie },
    });
    expect(detail.json().summary.id).toBe(second.json().summary.id);

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, submissionId), eq(auditLog.action, 'anamnese.summary.generate')));
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits.map((a) => a.details))).not.toMatch(/Tamoxifen|Mammakarzinom/);
  });

  it('needs a staff session: the public key is not enough', async () => {
    const { anamneseId } = await anamneseViaApi(ctx, tenant.tenantId, flaggedAnswers);
    for (const headers of [{ apikey: ctx.anonKey }, { authorization: `Bearer ${ctx.anonKey}` }, {}] as Record<
      string,
      string
    >[]) {
      const response = await generate(anamneseId, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: 'UNAUTHENTICATED',
        error: 'Nicht authentifiziert',
      });
    }
    expect(await summariesOf(anamneseId)).toHaveLength(0);
  });

  it("answers 404 for another practice's anamnese and unknown ids; an admin may", async () => {
    const { anamneseId } = await anamneseViaApi(ctx, tenant.tenantId, flaggedAnswers);
    const other = await makeTenant(ctx);
    const stranger = await makeUser(ctx, { tenantSlugs: [other.tenantId] });
    const strangerCookie = await loginCookie(ctx, stranger.email);
    const foreign = await generate(anamneseId, { cookie: strangerCookie }, { tenantId: other.id });
    const unknown = await generate('00000000-0000-4000-8000-000000000000', { cookie });
    for (const response of [foreign, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: 'NOT_FOUND',
        error: 'Anamnese nicht gefunden.',
      });
    }
    expect(await summariesOf(anamneseId)).toHaveLength(0);
    const admin = await makeUser(ctx, { role: 'admin' });
    expect((await generate(anamneseId, { cookie: await loginCookie(ctx, admin.email) })).statusCode).toBe(
      200,
    );
  });

  it('refuses bad input with 400', async () => {
    for (const [id, extra] of [
      ['keine-uuid', {}],
      [undefined, {}],
      ['00000000-0000-4000-8000-000000000000', { _manualAIGeneration: 'ja' }],
      ['00000000-0000-4000-8000-000000000000', { completedAt: 'gestern' }],
    ] as const) {
      const response = await generate(id, { cookie }, extra);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR' });
    }
  });

  it('leaves the public mode as it was for a staff member', async () => {
    const originalSubmissionId = await request();
    const response = await send(
      { tenantId: tenant.tenantId, originalSubmissionId, answers: minimalAnswers },
      { apikey: null },
    );
    expect(response.statusCode).toBe(401);
    const withSession = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/submitAnamnese',
      headers: { cookie },
      payload: {
        tenantId: tenant.tenantId,
        originalSubmissionId,
        anamneseToken: tokens.get(originalSubmissionId),
        answers: minimalAnswers,
      },
      remoteAddress: randomIp(),
    });
    expect(withSession.statusCode).toBe(200);
    expect(withSession.json()).toEqual({ success: true, submissionId: expect.any(String) });
  });
});
