// Issue 13: a practice website posting a reception type (spec 000 §3) in its own spellings is accepted; our
// own reception's forms stay strict; sanity limits hold for everyone; the reception's trap field is one no
// autofill fills, and the old one still counts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_SOURCE_HEADER } from '../../../common/intake/formSource.ts';
import { RECEPTION_HONEYPOT_FIELD } from '../../../common/intake/limits.ts';
import { formSubmissions } from '../../db/schema.ts';
import { makeTenant, randomIp } from '../../test/factories.ts';
import { submit, validContact } from '../../test/intake.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx, { config: { website: 'https://praxis.example' } });
});
afterAll(() => ctx.close());

const fromReception = { headers: { [FORM_SOURCE_HEADER]: 'reception' } };

const germanPrescription = {
  Vorname: 'Greta',
  Nachname: 'Gips',
  Telefon: '030 7654321',
  'E-Mail': 'greta@beispiel.test',
  Nachricht: 'Ich habe ein Rezept über 6x KG.',
};
const englishPrescription = {
  first_name: 'Grace',
  last_name: 'Gale',
  phone_number: '030 1111111',
  email: 'grace@beispiel.test',
};

const storedOf = async (id: string) => {
  const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
  const stored = await ctx.crypto.decryptJson<Record<string, unknown>>(tenant.id, row!.formData);
  return { row: row!, data: stored.ok ? stored.value : null };
};

const webflow = (payload: string | Buffer, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/webflow-submit',
    headers,
    payload,
    remoteAddress: randomIp(),
  });

describe('website posts of reception types', () => {
  it.each([
    ['German', germanPrescription],
    ['English', englishPrescription],
  ])('accepts a JSON post of formType=prescription with %s field names', async (_l, fields) => {
    const response = await submit(ctx, {
      tenantId: tenant.tenantId,
      formData: { ...fields, type: 'prescription' },
    });
    expect(response.statusCode).toBe(200);
    const { row, data } = await storedOf(response.json().submissionId);
    expect(row.formType).toBe('prescription');
    expect(data).toEqual({ ...fields, type: 'prescription' });
  });

  it('accepts a url-encoded post with formType=prescription', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      headers: { apikey: ctx.anonKey, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        tenantId: tenant.tenantId,
        formType: 'prescription',
        ...germanPrescription,
      }).toString(),
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(200);
    const { data } = await storedOf(response.json().submissionId);
    expect(data).toMatchObject({ Vorname: 'Greta', type: 'prescription' });
  });

  it.each([
    ['url-encoded', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data'],
  ])('takes a plain HTML %s form of formType=prescription to the thank-you page', async (_k, type) => {
    // What a browser sends for <form enctype="…">.
    const fields = { tenantId: tenant.tenantId, formType: 'prescription', ...germanPrescription };
    const body =
      type === 'multipart/form-data'
        ? multipart(fields)
        : { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': type } };
    const response = await webflow(body.payload, {
      ...body.headers,
      referer: 'https://praxis.example/rezept',
    });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(/^\/success\?tenant=/);
  });

  it('still asks a website for a name when a reception type names nobody, and for a real address', async () => {
    const nameless = await submit(ctx, {
      tenantId: tenant.tenantId,
      formData: { type: 'prescription', Telefon: '030 1', Nachricht: 'Rezept' },
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      error: 'Bitte geben Sie Ihren Namen an.',
    });
    const badMail = await submit(ctx, {
      tenantId: tenant.tenantId,
      formData: { ...germanPrescription, 'E-Mail': 'kein-at', type: 'prescription' },
    });
    expect(badMail.json().details.fields).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    });
    const refused = await submit(ctx, {
      tenantId: tenant.tenantId,
      formData: { ...germanPrescription, type: 'prescription', privacyConsent: 'false' },
    });
    expect(refused.json().error).toBe('Bitte stimmen Sie der Datenschutzerklärung zu.');
  });

  it('keeps our reception strict: its own names, every field of the kind and the consent', async () => {
    const asWebsiteFields = await submit(
      ctx,
      { tenantId: tenant.tenantId, formData: { ...germanPrescription, type: 'prescription' } },
      fromReception,
    );
    expect(asWebsiteFields.statusCode).toBe(400);
    expect(asWebsiteFields.json().details.fields).toMatchObject({
      name: 'Bitte geben Sie Ihren Namen an.',
      phone: 'Bitte geben Sie Ihre Telefonnummer an.',
      email: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
      privacyConsent: 'Bitte stimmen Sie der Datenschutzerklärung zu.',
    });
    const { privacyConsent: _, ...withoutConsent } = validContact;
    const noConsent = await submit(
      ctx,
      { tenantId: tenant.tenantId, formData: withoutConsent },
      fromReception,
    );
    expect(noConsent.json().error).toBe('Bitte stimmen Sie der Datenschutzerklärung zu.');
    const ok = await submit(ctx, { tenantId: tenant.tenantId, formData: validContact }, fromReception);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an empty or oversized post from anyone with stable ids', async () => {
    for (const options of [{}, fromReception]) {
      const empty = await submit(
        ctx,
        { tenantId: tenant.tenantId, formData: { type: 'kontakt', Nachricht: ' ' } },
        options,
      );
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        errorCode: 'BAD_REQUEST',
        error: 'Das Formular enthält keine Angaben.',
      });
      const long = await submit(
        ctx,
        {
          tenantId: tenant.tenantId,
          formData: { ...germanPrescription, type: 'prescription', Nachricht: 'x'.repeat(10_001) },
        },
        options,
      );
      expect(long.statusCode).toBe(400);
      expect(long.json().errorCode).toBe('FORM_TOO_LARGE');
    }
    const emptyPrescription = await submit(ctx, {
      tenantId: tenant.tenantId,
      formData: { type: 'prescription', Vorname: ' ' },
    });
    expect(emptyPrescription.json().error).toBe('Das Formular enthält keine Angaben.');
  });
});

describe('the reception trap field', () => {
  it.each([
    ['the reception field', RECEPTION_HONEYPOT_FIELD],
    ['the old reception field', 'firma_website'],
    ['the websites field', '_gotcha'],
  ])('stores a post with %s filled as spam, answered as success, without the field', async (_c, field) => {
    const response = await submit(
      ctx,
      { tenantId: tenant.tenantId, formData: { ...validContact, [field]: 'Beispiel GmbH' } },
      fromReception,
    );
    expect(response.statusCode).toBe(200);
    const { row, data } = await storedOf(response.json().submissionId);
    expect(row.isSpam).toBe(true);
    expect(row.spamScore).toBe(100);
    expect(data && field in data).toBe(false);
  });

  it('lets an empty trap field through as a real request, not stored', async () => {
    const response = await submit(
      ctx,
      { tenantId: tenant.tenantId, formData: { ...validContact, [RECEPTION_HONEYPOT_FIELD]: '' } },
      fromReception,
    );
    const { row, data } = await storedOf(response.json().submissionId);
    expect(row.isSpam).toBe(false);
    expect(row.quarantineStatus).toBe('pending');
    expect(data).toEqual(validContact);
  });
});

describe('the practice places the thank-you page may return to', () => {
  it('are in the public tenant answer: the website and the configured domains', async () => {
    const t = await makeTenant(ctx, {
      config: { website: 'https://praxis-ort.example' },
      domains: ['rezeption.praxis-ort.example'],
    });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/public/tenant?tenant=${t.tenantId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().tenant).toMatchObject({
      config: { website: 'https://praxis-ort.example' },
      domains: ['rezeption.praxis-ort.example'],
    });
  });
});
