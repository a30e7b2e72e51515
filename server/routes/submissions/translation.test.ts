// The machine translation of a patient's free text (issue 29) on the real app: nothing without an AI provider,
// against a fake OpenAI-compatible server the texts only, stored sealed, not asked again, and a provider
// failure stores nothing. Deletion takes it along; the Datenauskunft carries it.
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, submissionTranslations } from '../../db/schema.ts';
import { createRequest, sendAnamnese } from '../../test/detail.ts';
import { loginCookie, makeUser, practiceWithStaff } from '../../test/factories.ts';
import {
  aiEnvFor,
  type FakeOpenAi,
  fakeGerman,
  flaggedAnswers,
  startFakeOpenAi,
  textsToTranslate,
  translationReply,
} from '../../test/fakeOpenAi.ts';
import { validContact } from '../../test/intake.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

const MESSAGE = 'Dizimde ağrı var, Pazartesi randevu alabilir miyim?';
const turkishQuestion = { ...validContact, message: MESSAGE };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const call = (c: TestContext, method: 'GET' | 'POST', id: string, cookie?: string, payload?: object) =>
  c.app.inject({
    method,
    url: `/api/submissions/${id}/translation`,
    headers: cookie ? { cookie } : {},
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
const storedRows = (c: TestContext, id: string) =>
  c.db.select().from(submissionTranslations).where(eq(submissionTranslations.submissionId, id));

describe('without an AI provider (the local default)', () => {
  let ctx: TestContext;
  let practice: Awaited<ReturnType<typeof practiceWithStaff>>;
  let id: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    practice = await practiceWithStaff(ctx);
    ({ submissionId: id } = await createRequest(ctx, practice.tenant.tenantId, turkishQuestion, {
      patientLanguage: 'tr',
    }));
  });
  afterAll(() => ctx.close());

  it('offers nothing, refuses to translate and stores nothing', async () => {
    const read = await call(ctx, 'GET', id, practice.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ available: false, translation: null });

    const asked = await call(ctx, 'POST', id, practice.cookie);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ errorCode: 'TRANSLATION_UNAVAILABLE' });
    expect(asked.json().error).toContain('KI-Anbieter');
    expect(await storedRows(ctx, id)).toEqual([]);
  });

  it('refuses without a session, for another practice or an unknown id, and on bad input', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const anonymous = await call(ctx, method, id);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().errorCode).toBe('UNAUTHENTICATED');
      for (const response of [
        await call(ctx, method, id, practice.strangerCookie),
        await call(ctx, method, UNKNOWN_ID, practice.cookie),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
      }
      const badId = await call(ctx, method, 'abc', practice.cookie);
      expect(badId.statusCode).toBe(400);
      expect(badId.json().errorCode).toBe('VALIDATION_ERROR');
    }
    for (const body of [{ regenerate: 'ja' }, { regenerate: true, fields: ['form.message'] }]) {
      const response = await call(ctx, 'POST', id, practice.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });
});

describe('with an OpenAI-compatible server configured', () => {
  let fake: FakeOpenAi;
  let ai: TestContext;
  let practice: Awaited<ReturnType<typeof practiceWithStaff>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ai = await createTestContext(aiEnvFor(fake));
    practice = await practiceWithStaff(ai);
  });
  afterAll(async () => {
    await ai.close();
    await fake.close();
  });

  const turkishRequest = async (formData: Record<string, unknown> = turkishQuestion) =>
    (await createRequest(ai, practice.tenant.tenantId, formData, { patientLanguage: 'tr' })).submissionId;
  const translationAudits = (id: string) =>
    ai.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'submission.translate')));

  it('translates the free text only, stores it sealed, answers it on GET and does not ask again', async () => {
    fake.answerWith(translationReply);
    const id = await turkishRequest();
    expect((await call(ai, 'GET', id, practice.cookie)).json()).toEqual({
      available: true,
      translation: null,
    });
    const before = fake.requests.length;

    const created = await call(ai, 'POST', id, practice.cookie);
    expect(created.statusCode).toBe(200);
    const { available, translation } = created.json();
    expect(available).toBe(true);
    expect(translation).toMatchObject({ fields: { 'form.message': fakeGerman(MESSAGE) }, model: fake.model });
    expect(Object.keys(translation.fields)).toEqual(['form.message']);

    // One request to the configured model: the message alone, asked for as strict JSON field → text.
    expect(fake.requests).toHaveLength(before + 1);
    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('gpt-praxis');
    expect(request.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'uebersetzung', strict: true },
    });
    expect(request.body.response_format.json_schema.schema).toMatchObject({
      required: ['form.message'],
      additionalProperties: false,
    });
    expect(request.body.messages[0]!.content).toMatch(/treuen, vollständigen deutschen Übersetzung/);
    expect(request.body.messages[0]!.content).toContain('füge nichts hinzu');
    expect(request.body.messages[1]!.content).toContain('Sprache der Anfrage: Türkisch.');
    expect(textsToTranslate(request)).toEqual({ 'form.message': MESSAGE });
    for (const contact of [validContact.name, validContact.email, validContact.phone])
      expect(JSON.stringify(request.body)).not.toContain(contact);

    const [row] = await storedRows(ai, id);
    expect(row!.model).toBe(fake.model);
    expect(row!.content).toMatch(/^pd1\./);
    expect(row!.content).not.toContain('ağrı');
    const opened = await ai.crypto.decryptJson(practice.tenant.id, row!.content);
    expect(opened).toEqual({ ok: true, value: { fields: translation.fields } });

    const read = await call(ai, 'GET', id, practice.cookie);
    expect(read.json()).toEqual({ available: true, translation });
    const again = await call(ai, 'POST', id, practice.cookie);
    expect(again.json().translation).toEqual(translation);
    expect(fake.requests).toHaveLength(before + 1);

    const audits = await translationAudits(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({ model: fake.model, fields: 1, regenerate: false });
    const reads = await ai.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'submission.read')));
    expect(reads.filter((r) => (r.details as { via?: string }).via === 'translation')).toHaveLength(2);
  });

  it('makes a new translation with regenerate: true', async () => {
    fake.answerWith(translationReply);
    const id = await turkishRequest();
    const first = (await call(ai, 'POST', id, practice.cookie)).json().translation;
    fake.answerWith(() => ({ content: { 'form.message': 'Neue Übersetzung.' } }));
    const second = await call(ai, 'POST', id, practice.cookie, { regenerate: true });
    expect(second.statusCode).toBe(200);
    expect(second.json().translation.fields).toEqual({ 'form.message': 'Neue Übersetzung.' });
    expect(second.json().translation.created_at >= first.created_at).toBe(true);
    expect((await call(ai, 'GET', id, practice.cookie)).json().translation.fields).toEqual({
      'form.message': 'Neue Übersetzung.',
    });
    expect(
      (await translationAudits(id)).map((a) => (a.details as { regenerate: boolean }).regenerate),
    ).toEqual(expect.arrayContaining([false, true]));
  });

  it('translates the anamnese’s free text too, and asks again when an anamnese came after', async () => {
    fake.answerWith(translationReply);
    const id = await turkishRequest({ ...validContact, type: 'prescription', message: MESSAGE });
    const before = (await call(ai, 'POST', id, practice.cookie)).json().translation;
    expect(Object.keys(before.fields)).toEqual(['form.message']);

    await sendAnamnese(ai, practice.tenant.tenantId, id, flaggedAnswers);
    const after = await call(ai, 'POST', id, practice.cookie);
    expect(after.json().translation.fields).toEqual({
      'form.message': fakeGerman(MESSAGE),
      'anamnese.comorbidities': fakeGerman(flaggedAnswers.comorbidities.text),
      'anamnese.medications': fakeGerman(flaggedAnswers.medications.text),
      'anamnese.previousTreatments': fakeGerman(flaggedAnswers.previousTreatments.text),
      'anamnese.expectations': fakeGerman(flaggedAnswers.expectations.text),
    });
    // Answers chosen from lists are German already: they do not leave the server.
    expect(JSON.stringify(fake.requests.at(-1)!.body)).not.toContain('overhead_work');
  });

  it('answers 502 and stores nothing when the provider fails or answers something else', async () => {
    const id = await turkishRequest();
    for (const reply of [
      () => ({ status: 500, raw: 'kaputt' }),
      () => ({ raw: '{"choices": [kaputt' }),
      () => ({ content: { 'form.nachricht': 'falscher Schlüssel' } }),
      () => ({ content: { 'form.message': '   ' } }),
    ]) {
      fake.answerWith(reply);
      const response = await call(ai, 'POST', id, practice.cookie);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ errorCode: 'TRANSLATION_FAILED' });
      expect(response.json().error).toContain('Übersetzung ist fehlgeschlagen');
    }
    expect(await storedRows(ai, id)).toEqual([]);
    expect(await translationAudits(id)).toEqual([]);
  });

  it('asks nobody when there is no free text', async () => {
    const id = await turkishRequest({ ...validContact, type: 'prescription', message: '' });
    const before = fake.requests.length;
    const response = await call(ai, 'POST', id, practice.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('NOTHING_TO_TRANSLATE');
    expect(fake.requests).toHaveLength(before);
  });

  it('lets a platform admin translate, and keeps other practices out', async () => {
    fake.answerWith(translationReply);
    const id = await turkishRequest();
    const admin = await loginCookie(ai, (await makeUser(ai, { role: 'admin' })).email);
    expect((await call(ai, 'POST', id, admin)).statusCode).toBe(200);
    for (const method of ['GET', 'POST'] as const)
      expect((await call(ai, method, id, practice.strangerCookie)).statusCode).toBe(404);
  });

  it('is part of the Datenauskunft and goes with the request', async () => {
    fake.answerWith(translationReply);
    const id = await turkishRequest();
    await call(ai, 'POST', id, practice.cookie);
    const exported = await ai.app.inject({
      method: 'GET',
      url: `/api/submissions/${id}/data-export`,
      headers: { cookie: practice.cookie },
    });
    expect(exported.statusCode).toBe(200);
    const json = JSON.parse(
      Buffer.from(unzipSync(new Uint8Array(exported.rawPayload))['auskunft.json']!).toString('utf8'),
    );
    expect(json.requests[0].translation).toMatchObject({
      fields: { 'form.message': fakeGerman(MESSAGE) },
      model: fake.model,
      note: 'Maschinell übersetzt – ohne Gewähr',
    });

    const deleted = await ai.app.inject({
      method: 'DELETE',
      url: `/api/submissions/${id}`,
      headers: { cookie: practice.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storedRows(ai, id)).toEqual([]);
  });
});
