import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_SOURCE_HEADER } from '../../../common/intake/formSource.ts';
import { practiceNow } from '../../../common/intake/practiceClock.ts';
import { auditLog, formSubmissions, ipBlacklist } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser, randomIp } from '../../test/factories.ts';
import { submit, validContact } from '../../test/intake.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx);
});
afterAll(() => ctx.close());

/** What our reception sends along: its forms are checked strictly. */
const fromReception = { headers: { [FORM_SOURCE_HEADER]: 'reception' } };

const rowsOf = (tenantId: string) =>
  ctx.db.select().from(formSubmissions).where(eq(formSubmissions.tenantId, tenantId));

describe('POST /functions/v1/submitForm', () => {
  it('stores an encrypted pending submission, enqueues scoring and answers ids', async () => {
    const t = await makeTenant(ctx);
    const ip = randomIp();
    const response = await submit(
      ctx,
      { tenantId: t.tenantId, formData: validContact },
      { ip, headers: { 'user-agent': 'Testbrowser/1.0' } },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true });
    expect(body.uploadToken).toMatch(/^[\w-]{30,}$/);
    const [row] = await rowsOf(t.id);
    expect(row.id).toBe(body.submissionId);
    expect(row.formType).toBe('contact');
    expect(row.quarantineStatus).toBe('pending');
    expect(row.isSpam).toBe(false);
    expect(row.userAgent).toBe('Testbrowser/1.0');
    expect(row.clientIpHash).toBe(ctx.ipHash(ip));
    expect(row.clientIpHash).not.toContain(ip);
    expect(row.formData).not.toContain('Jana');
    expect(row.uploadTokenHash).not.toBe(body.uploadToken);
    expect(await ctx.crypto.decryptJson(t.id, row.formData)).toEqual({ ok: true, value: validContact });
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, row.id));
    expect(audits.map((a) => [a.action, a.actorKind])).toEqual([['submission.create', 'public']]);
    const { rows: jobs } = await ctx.database.executeSql(
      `select data from ${ctx.queue.schema}.job where name = 'score-submissions' and data->'submissionIds' ? $1`,
      [row.id],
    );
    expect(jobs).toHaveLength(1);
  });

  it('answers a single-use anamnese token only for requests that can carry an anamnese', async () => {
    const t = await makeTenant(ctx);
    const send = async (formData: Record<string, unknown>) => {
      const response = await submit(ctx, {
        tenantId: t.tenantId,
        formData: { ...validContact, ...formData },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const [row] = await ctx.db
        .select({ hash: formSubmissions.anamneseTokenHash })
        .from(formSubmissions)
        .where(eq(formSubmissions.id, body.submissionId));
      return { token: body.anamneseToken as string | undefined, hash: row!.hash };
    };
    for (const formData of [
      { type: 'prescription' },
      { type: 'no_prescription' },
      { type: 'manual_prescription', diagnosis: 'Lumbago', treatment: 'KG' },
      { type: 'Rezept' },
      { type: 'selbstzahler' },
    ]) {
      const { token, hash } = await send(formData);
      expect(token, formData.type).toMatch(/^[\w-]{30,}$/);
      // Only the SHA-256 is stored.
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).not.toBe(token);
    }
    for (const formData of [
      { type: 'question' },
      { type: 'cancellation', appointmentDate: '2026-12-01' },
      { type: 'bewerbung' },
    ]) {
      expect(await send(formData), formData.type).toEqual({ token: undefined, hash: null });
    }
  });

  it('accepts the key as Bearer token and a staff session instead of a key', async () => {
    const bearer = await submit(
      ctx,
      { tenantId: tenant.tenantId, formData: validContact },
      {
        apikey: null,
        headers: { authorization: `Bearer ${ctx.anonKey}` },
      },
    );
    expect(bearer.statusCode).toBe(200);
    const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const cookie = await loginCookie(ctx, staff.email);
    const withSession = await submit(
      ctx,
      { tenantId: tenant.tenantId, formData: validContact },
      { apikey: null, headers: { cookie } },
    );
    expect(withSession.statusCode).toBe(200);
  });

  it('refuses a missing or wrong key and stores nothing', async () => {
    const t = await makeTenant(ctx);
    const missing = await submit(ctx, { tenantId: t.tenantId, formData: validContact }, { apikey: null });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'INVALID_API_KEY' });
    expect(missing.json().error).toContain('apikey');
    const wrong = await submit(ctx, { tenantId: t.tenantId, formData: validContact }, { apikey: 'falsch' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Der übermittelte API-Schlüssel ist ungültig.');
    expect(await rowsOf(t.id)).toHaveLength(0);
  });

  it('answers an unknown tenant with 404 and accepts the tenant uuid too', async () => {
    const unknown = await submit(ctx, { tenantId: 'gibt-es-nicht', formData: validContact });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'TENANT_NOT_FOUND' });
    const byUuid = await submit(ctx, { tenantId: tenant.id, formData: validContact });
    expect(byUuid.statusCode).toBe(200);
  });

  it.each([
    ['kontakt', 'contact'],
    ['rezept', 'prescription'],
    ['manual_prescription', 'prescription'],
    ['cancellation', 'contact'],
    ['no_prescription', 'contact'],
    ['application', 'bewerbung'],
    ['Bewerbung', 'bewerbung'],
    ['kurs', 'training'],
    ['course', 'training'],
    ['anamnese', 'anamnese'],
    ['etwas-anderes', 'contact'],
  ])('maps the form type %s to %s and keeps the original', async (type, canonical) => {
    const t = await makeTenant(ctx);
    const formData = { type, name: 'Max', email: 'max@beispiel.test', message: 'Hallo' };
    const response = await submit(ctx, { tenantId: t.tenantId, formData });
    // Reception kinds need their full fields; website types are checked loosely.
    if (response.statusCode === 400) {
      const full = {
        ...validContact,
        ...formData,
        phone: '030 1',
        privacyConsent: true,
        appointmentDate: '2026-12-01',
        diagnosis: 'Lumbago',
        treatment: 'KG',
      };
      expect((await submit(ctx, { tenantId: t.tenantId, formData: full })).statusCode).toBe(200);
    }
    const [row] = await rowsOf(t.id);
    expect(row.formType).toBe(canonical);
    const stored = await ctx.crypto.decryptJson<Record<string, unknown>>(t.id, row.formData);
    expect(stored.ok && stored.value.type).toBe(type);
  });

  it('accepts url-encoded posts with formType and formData[…] fields', async () => {
    const t = await makeTenant(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      headers: { apikey: ctx.anonKey, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tenantId=${t.tenantId}&formType=kurs&name=Lea+Lauf&formData%5Bemail%5D=lea%40beispiel.test&message=Pilates%3F`,
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(t.id);
    expect(row.formType).toBe('training');
    const stored = await ctx.crypto.decryptJson(t.id, row.formData);
    expect(stored).toEqual({
      ok: true,
      value: { name: 'Lea Lauf', email: 'lea@beispiel.test', message: 'Pilates?', type: 'kurs' },
    });
  });

  it('validates the reception kinds with German messages and stores nothing', async () => {
    const t = await makeTenant(ctx);
    const noMessage = await submit(
      ctx,
      { tenantId: t.tenantId, formData: { ...validContact, message: ' ' } },
      fromReception,
    );
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json()).toMatchObject({
      success: false,
      errorCode: 'BAD_REQUEST',
      error: 'Bitte geben Sie Ihre Nachricht ein.',
    });
    const noConsent = await submit(
      ctx,
      { tenantId: t.tenantId, formData: { ...validContact, privacyConsent: false } },
      fromReception,
    );
    expect(noConsent.json().error).toBe('Bitte stimmen Sie der Datenschutzerklärung zu.');
    // A website's own form sends the spec's fields only: no consent field is no refusal.
    const { privacyConsent: _, ...withoutConsent } = validContact as Record<string, unknown>;
    const fromWebsite = await submit(ctx, {
      tenantId: t.tenantId,
      formData: { ...withoutConsent, type: 'question' },
    });
    expect(fromWebsite.statusCode).toBe(200);
    await ctx.db.delete(formSubmissions).where(eq(formSubmissions.tenantId, t.id));
    const badMail = await submit(
      ctx,
      { tenantId: t.tenantId, formData: { ...validContact, email: 'kein-at' } },
      fromReception,
    );
    expect(badMail.json().details.fields.email).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an.');
    const empty = await submit(ctx, { tenantId: t.tenantId, formData: {} }, fromReception);
    expect(empty.json().error).toBe('Das Formular enthält keine Angaben.');
    const notObject = await submit(ctx, { tenantId: t.tenantId, formData: 'text' });
    expect(notObject.statusCode).toBe(400);
    expect(await rowsOf(t.id)).toHaveLength(0);
  });

  it('refuses a cancellation in the past, an implausible phone and a prescription issued in the future', async () => {
    const t = await makeTenant(ctx);
    const inDays = (days: number) => practiceNow(new Date(Date.now() + days * 86_400_000)).day;
    const cancellation = { ...validContact, type: 'cancellation', appointmentTime: '10:00' };
    const past = await submit(
      ctx,
      { tenantId: t.tenantId, formData: { ...cancellation, appointmentDate: inDays(-1) } },
      fromReception,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().details.fields).toEqual({
      appointmentDate: 'Dieser Termin liegt in der Vergangenheit. Bitte prüfen Sie Datum und Uhrzeit.',
    });
    const noTime = await submit(
      ctx,
      {
        tenantId: t.tenantId,
        formData: { ...validContact, type: 'cancellation', appointmentDate: inDays(2) },
      },
      fromReception,
    );
    expect(noTime.json().details.fields).toEqual({
      appointmentTime: 'Bitte geben Sie die Uhrzeit Ihres Termins an.',
    });

    const badPhone = await submit(
      ctx,
      { tenantId: t.tenantId, formData: { ...validContact, phone: 'abc' } },
      fromReception,
    );
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().details.fields).toEqual({
      phone: 'Bitte geben Sie eine gültige Telefonnummer mit mindestens 6 Ziffern an.',
    });

    const manual = { ...validContact, type: 'manual_prescription', diagnosis: 'Lumbago', treatment: 'KG' };
    const future = await submit(
      ctx,
      { tenantId: t.tenantId, formData: { ...manual, prescriptionDate: inDays(3) } },
      fromReception,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().details.fields).toEqual({
      prescriptionDate: 'Das Ausstellungsdatum kann nicht in der Zukunft liegen.',
    });
    expect(await rowsOf(t.id)).toHaveLength(0);

    // A website's post keeps its own phone spelling; a near appointment, Persian digits and an old prescription pass.
    const website = await submit(ctx, { tenantId: t.tenantId, formData: { ...validContact, phone: 'abc' } });
    expect(website.statusCode).toBe(200);
    for (const formData of [
      { ...cancellation, appointmentDate: inDays(1), phone: '۰۳۰ ۱۲۳۴۵۶۷' },
      { ...manual, prescriptionDate: inDays(-40) },
    ]) {
      expect((await submit(ctx, { tenantId: t.tenantId, formData }, fromReception)).statusCode).toBe(200);
    }
  });

  it('asks non-medical practices for goals and services in the manual form', async () => {
    const t = await makeTenant(ctx, { config: { businessType: 'non-medical' } });
    const manual = { ...validContact, type: 'manual_prescription', diagnosis: 'Lumbago', treatment: 'KG' };
    const response = await submit(ctx, { tenantId: t.tenantId, formData: manual }, fromReception);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details.fields)).toEqual(['goals', 'services']);
    const ok = await submit(
      ctx,
      {
        tenantId: t.tenantId,
        formData: { ...manual, goals: 'Fitter werden', services: 'Personal Training' },
      },
      fromReception,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('rejects a blacklisted address and stores nothing', async () => {
    const t = await makeTenant(ctx);
    const ip = randomIp();
    await ctx.db.insert(ipBlacklist).values({ ipHash: ctx.ipHash(ip), reason: 'Test' });
    const response = await submit(ctx, { tenantId: t.tenantId, formData: validContact }, { ip });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'IP_BLOCKED' });
    expect(await rowsOf(t.id)).toHaveLength(0);
  });

  it('limits body size, field count and field length', async () => {
    const t = await makeTenant(ctx);
    const huge = await submit(ctx, {
      tenantId: t.tenantId,
      formData: { ...validContact, message: 'x'.repeat(270_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE' });
    const manyFields = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`feld${i}`, 'x']));
    const tooMany = await submit(ctx, { tenantId: t.tenantId, formData: manyFields });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      errorCode: 'FORM_TOO_LARGE',
      error: 'Das Formular hat mehr als 100 Felder.',
    });
    const exactly100 = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`feld${i}`, 'x']));
    expect((await submit(ctx, { tenantId: t.tenantId, formData: exactly100 })).statusCode).toBe(200);
    const long = await submit(ctx, {
      tenantId: t.tenantId,
      formData: { ...validContact, message: 'x'.repeat(10_001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('„message“');
    const limit = await submit(ctx, {
      tenantId: t.tenantId,
      formData: { ...validContact, message: 'x'.repeat(10_000) },
    });
    expect(limit.statusCode).toBe(200);
    expect(await rowsOf(t.id)).toHaveLength(2);
  });

  it('allows 20 submissions per address and practice in 10 minutes, then 429', async () => {
    const t = await makeTenant(ctx);
    const other = await makeTenant(ctx);
    const ip = randomIp();
    for (let i = 0; i < 20; i++) {
      expect((await submit(ctx, { tenantId: t.tenantId, formData: validContact }, { ip })).statusCode).toBe(
        200,
      );
    }
    const limited = await submit(ctx, { tenantId: t.tenantId, formData: validContact }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(limited.json().error).toContain('10 Minuten');
    expect(await rowsOf(t.id)).toHaveLength(20);
    expect((await submit(ctx, { tenantId: t.tenantId, formData: validContact })).statusCode).toBe(200);
    expect((await submit(ctx, { tenantId: other.tenantId, formData: validContact }, { ip })).statusCode).toBe(
      200,
    );
    // Older submissions leave the window.
    await ctx.db
      .update(formSubmissions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(formSubmissions.tenantId, t.id));
    expect((await submit(ctx, { tenantId: t.tenantId, formData: validContact }, { ip })).statusCode).toBe(
      200,
    );
  });

  it('stores a filled honeypot as spam, answers like a success and enqueues nothing', async () => {
    const t = await makeTenant(ctx);
    const response = await submit(ctx, {
      tenantId: t.tenantId,
      formData: { ...validContact, _gotcha: 'http://spam.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const [row] = await rowsOf(t.id);
    expect(row).toMatchObject({
      isSpam: true,
      quarantineStatus: 'completed',
      spamScore: 100,
    });
    expect(await ctx.crypto.decryptJson(t.id, row.spamReasons!)).toEqual({
      ok: true,
      value: ['Honeypot-Feld ausgefüllt'],
    });
    const stored = await ctx.crypto.decryptJson<Record<string, unknown>>(t.id, row.formData);
    expect(stored.ok && '_gotcha' in stored.value).toBe(false);
    const { rows: jobs } = await ctx.database.executeSql(
      `select 1 from ${ctx.queue.schema}.job where name = 'score-submissions' and data->'submissionIds' ? $1`,
      [row.id],
    );
    expect(jobs).toHaveLength(0);
    const ours = await submit(ctx, {
      tenantId: t.tenantId,
      formData: { ...validContact, firma_website: 'x' },
    });
    expect(ours.statusCode).toBe(200);
  });

  it('answers CORS preflights from any website', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/functions/v1/submitForm',
      headers: {
        origin: 'https://physio.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-headers']).toContain('apikey');
  });
});
