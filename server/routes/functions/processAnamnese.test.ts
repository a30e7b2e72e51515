// processAnamnese (the Fließtext) on the real app: local engine by default, then against a fake
// OpenAI-compatible server for both AI endpoints (success, invalid JSON, timeout → local fallback).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redFlags } from '../../../common/anamnese/redFlags.ts';
import { auditLog, formSubmissions } from '../../db/schema.ts';
import { LOCAL_MODEL } from '../../services/ai/localEngine.ts';
import { openAiDefaults } from '../../services/ai/openAiProvider.ts';
import { storedGeneratedTextSchema } from '../../services/ai/storedTexts.ts';
import { anamneseViaApi } from '../../test/detail.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { aiEnvFor, type FakeOpenAi, flaggedAnswers, startFakeOpenAi } from '../../test/fakeOpenAi.ts';
import { submit, validContact } from '../../test/intake.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx);
  const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
  cookie = await loginCookie(ctx, staff.email);
});
afterAll(() => ctx.close());

const processAnamnese = (c: TestContext, payload: unknown, headers: Record<string, string>) =>
  c.app.inject({ method: 'POST', url: '/functions/v1/processAnamnese', headers, payload: payload as object });
const storedText = async (c: TestContext, id: string) =>
  (await c.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!.generatedText;
const flagTexts = redFlags(flaggedAnswers).map((f) => f.text);
const ALLOWED_TAGS = /^<\/?(h3|p|ul|li|strong)>$/;

describe('POST /functions/v1/processAnamnese (local engine)', () => {
  it('writes a German Fließtext reflecting every answer, red flags included, stored only encrypted', async () => {
    const { submissionId } = await anamneseViaApi(ctx, tenant.tenantId, flaggedAnswers);
    const response = await processAnamnese(ctx, { submissionId }, { cookie });
    expect(response.statusCode).toBe(200);
    const { success, generatedText } = response.json();
    expect(success).toBe(true);
    expect(generatedText).toMatchObject({ model: LOCAL_MODEL, fallback_reason: null });
    expect(Date.parse(generatedText.generated_at)).not.toBeNaN();
    for (const expected of [
      'des Nackens, der linken Schulter und beider Knie',
      '9/10',
      'stechend',
      'wechselnd',
      'verschlechtert',
      'beim Heben, bei Überkopfarbeit und morgens',
      'in Ruhe und im Liegen',
      'Gefühlsstörungen (z. B. Kribbeln, Taubheit)',
      'Gleichgewichtsprobleme bzw. Schwindel',
      'Ein Kraftverlust wird verneint',
      'Hörstörungen und Krämpfe',
      'Beweglichkeit',
      'Zustand nach Mammakarzinom 2019, Osteoporose',
      'Tamoxifenmarker 20 mg täglich',
      'Eine Krebserkrankung (aktuell oder in der Vorgeschichte) wird angegeben',
      'Einschränkungen im Alltag bzw. im Beruf',
      'psychisch belastend',
      'MRT',
      'Injektionen (Spritzen) und Trainingstherapie',
      'Kortisonspritze Schulter März',
      'Wieder Enkelkinder hochheben können',
      ...flagTexts,
    ]) {
      expect(generatedText.text).toContain(expected);
    }
    expect(generatedText.html).toContain('<h3>Warnzeichen (Red Flags)</h3>');
    expect(generatedText.html).toContain(`<li><strong>${flagTexts[0]}</strong></li>`);

    const stored = await storedText(ctx, submissionId);
    expect(stored).toMatch(/^pd1\./);
    expect(stored).not.toContain('Tamoxifenmarker');
    const decrypted = await ctx.crypto.decryptJson(tenant.id, stored!);
    const parsed = storedGeneratedTextSchema.parse(decrypted.ok ? decrypted.value : null);
    expect(parsed).toMatchObject({ text: generatedText.text, html: generatedText.html, tokensUsed: 0 });

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, submissionId), eq(auditLog.action, 'anamnese.text.generate')));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]!.details)).not.toContain('Tamoxifen');
  });

  it('overwrites an existing text only with regenerate: true', async () => {
    const { submissionId } = await anamneseViaApi(ctx, tenant.tenantId, flaggedAnswers);
    const first = await processAnamnese(ctx, { submissionId }, { cookie });
    const firstStored = await storedText(ctx, submissionId);
    for (const payload of [{ submissionId }, { submissionId, regenerate: false }]) {
      const again = await processAnamnese(ctx, payload, { cookie });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ success: false, errorCode: 'GENERATED_TEXT_EXISTS' });
      expect(again.json().error).toContain('überschreibt');
    }
    expect(await storedText(ctx, submissionId)).toBe(firstStored);

    const regenerated = await processAnamnese(ctx, { submissionId, regenerate: true }, { cookie });
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().generatedText.generated_at).not.toBe(first.json().generatedText.generated_at);
    expect(await storedText(ctx, submissionId)).not.toBe(firstStored);
    const actions = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, submissionId));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['anamnese.text.generate', 'anamnese.text.regenerate']),
    );
  });

  it('escapes patient text in the HTML: only our own tags', async () => {
    const { submissionId } = await anamneseViaApi(ctx, tenant.tenantId, {
      ...flaggedAnswers,
      medications: { radio: 'yes', text: '<script>alert("x")</script> Ibuprofen' },
      expectations: { text: '<b>fett</b> & <img src=x onerror=alert(1)>', checkbox: true },
    });
    const { html, text } = (await processAnamnese(ctx, { submissionId }, { cookie })).json().generatedText;
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ibuprofen');
    expect(html).toContain('&lt;b&gt;fett&lt;/b&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(html.match(/<[^>]*>/g)!.every((tag: string) => ALLOWED_TAGS.test(tag))).toBe(true);
    expect(text).toContain('<b>fett</b>');
  });

  it('refuses without session, for another practice, without anamnese and on bad input', async () => {
    const { submissionId } = await anamneseViaApi(ctx, tenant.tenantId, flaggedAnswers);
    const anonymous = await processAnamnese(ctx, { submissionId }, { apikey: ctx.anonKey });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorCode: 'UNAUTHENTICATED', error: 'Nicht authentifiziert' });

    const other = await makeTenant(ctx);
    const stranger = await makeUser(ctx, { tenantSlugs: [other.tenantId] });
    const foreign = await processAnamnese(
      ctx,
      { submissionId },
      { cookie: await loginCookie(ctx, stranger.email) },
    );
    const unknown = await processAnamnese(
      ctx,
      { submissionId: '00000000-0000-4000-8000-000000000000' },
      { cookie },
    );
    for (const response of [foreign, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        errorCode: 'NOT_FOUND',
        error: 'Formular-Einreichung nicht gefunden.',
      });
    }
    expect(await storedText(ctx, submissionId)).toBeNull();

    const plain = (await submit(ctx, { tenantId: tenant.tenantId, formData: validContact })).json()
      .submissionId;
    const none = await processAnamnese(ctx, { submissionId: plain }, { cookie });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      errorCode: 'NO_ANAMNESE',
      error: 'Für diese Submission wurde keine Anamnese ausgefüllt.',
    });

    for (const bad of [{}, { submissionId: 'abc' }, { submissionId, regenerate: 'ja' }]) {
      const response = await processAnamnese(ctx, bad, { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('lets an admin work on any practice', async () => {
    const { submissionId } = await anamneseViaApi(ctx, tenant.tenantId, flaggedAnswers);
    const admin = await makeUser(ctx, { role: 'admin' });
    const response = await processAnamnese(
      ctx,
      { submissionId },
      { cookie: await loginCookie(ctx, admin.email) },
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('with an OpenAI-compatible server configured', () => {
  let fake: FakeOpenAi;
  let ai: TestContext;
  let aiTenant: Awaited<ReturnType<typeof makeTenant>>;
  let aiCookie: string;
  const defaultTimeout = openAiDefaults.timeoutMs;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ai = await createTestContext(aiEnvFor(fake));
    aiTenant = await makeTenant(ai);
    aiCookie = await loginCookie(ai, (await makeUser(ai, { tenantSlugs: [aiTenant.tenantId] })).email);
  });
  afterAll(async () => {
    openAiDefaults.timeoutMs = defaultTimeout;
    await ai.close();
    await fake.close();
  });

  const summarize = (anamneseId: string) =>
    ai.app.inject({
      method: 'POST',
      url: '/functions/v1/submitAnamnese',
      headers: { cookie: aiCookie },
      payload: {
        tenantId: aiTenant.id,
        answers: {},
        _manualAIGeneration: true,
        _existingAnamneseId: anamneseId,
      },
    });
  const modelAnswer = (name: string) =>
    name === 'anamnese_zusammenfassung'
      ? {
          summary: 'Modell-Zusammenfassung.',
          keyFindings: ['B'],
          recommendations: ['E'],
          riskFactors: ['Modellrisiko'],
        }
      : { paragraphs: [{ heading: 'Anlass', text: 'Vom Modell <b>geschrieben</b>.' }] };

  it('uses the model’s answer with its name and tokens, our red flags first, our own HTML', async () => {
    fake.answerWith((request) => ({ content: modelAnswer(request.body.response_format.json_schema.name) }));
    const { submissionId, anamneseId } = await anamneseViaApi(ai, aiTenant.tenantId, flaggedAnswers);

    const summary = await summarize(anamneseId);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().summary).toMatchObject({
      ai_model: fake.model,
      tokens_used: 1234,
      fallback_reason: null,
    });
    expect(summary.json().summary.summary.riskFactors).toEqual([...flagTexts, 'Modellrisiko']);
    expect(summary.json().debug.provider).toBe('openai');

    const text = await processAnamnese(ai, { submissionId }, { cookie: aiCookie });
    expect(text.json().generatedText).toMatchObject({ model: fake.model, fallback_reason: null });
    expect(text.json().generatedText.html).toMatch(/^<h3>Warnzeichen \(Red Flags\)<\/h3>/);
    expect(text.json().generatedText.html).toContain('<p>Vom Modell &lt;b&gt;geschrieben&lt;/b&gt;.</p>');

    const asked = fake.requests.slice(-2);
    for (const request of asked) {
      expect(request.authorization).toBe('Bearer sk-test');
      expect(request.body.model).toBe('gpt-praxis');
      expect(request.body.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: { strict: true },
      });
      // Only the anamnese leaves the server, not who sent it.
      expect(JSON.stringify(request.body)).not.toContain(validContact.email);
      expect(JSON.stringify(request.body)).not.toContain(validContact.name);
    }
    expect(asked.map((r) => r.body.response_format.json_schema.name)).toEqual([
      'anamnese_zusammenfassung',
      'anamnese_fliesstext',
    ]);
  });

  it('falls back to the local engine on invalid JSON and on a timeout, and says why', async () => {
    const { submissionId, anamneseId } = await anamneseViaApi(ai, aiTenant.tenantId, flaggedAnswers);
    fake.answerWith(() => ({ raw: '{"choices": [kaputt' }));
    const invalid = (await summarize(anamneseId)).json().summary;
    expect(invalid).toMatchObject({
      ai_model: LOCAL_MODEL,
      tokens_used: 0,
      fallback_reason: 'invalid_response',
    });
    expect(invalid.summary.riskFactors.slice(0, flagTexts.length)).toEqual(flagTexts);

    openAiDefaults.timeoutMs = 150;
    fake.answerWith((request) => ({
      content: modelAnswer(request.body.response_format.json_schema.name),
      delayMs: 1000,
    }));
    const late = await processAnamnese(ai, { submissionId }, { cookie: aiCookie });
    expect(late.statusCode).toBe(200);
    expect(late.json().generatedText).toMatchObject({ model: LOCAL_MODEL, fallback_reason: 'timeout' });
    expect(late.json().generatedText.text).toContain('Tamoxifenmarker 20 mg täglich');
    const slowSummary = (await summarize(anamneseId)).json().summary;
    expect(slowSummary).toMatchObject({ ai_model: LOCAL_MODEL, fallback_reason: 'timeout' });

    // The detail screen reads the fallback reason back from the stored (encrypted) text.
    const detail = await ai.app.inject({
      method: 'GET',
      url: `/api/submissions/${submissionId}`,
      headers: { cookie: aiCookie },
    });
    expect(detail.json().submission.generated_text).toMatchObject({
      fallback_reason: 'timeout',
      model: LOCAL_MODEL,
    });
  });
});
