// /api/patient (issue 45): the link's click, the mailed code, the page, the patient's answer and the copy of a
// signed document, called from the reception's origin as the page does. Only the session cookie of a request
// opens its page: none, another request's, or a forged one answer 401; a bad body 400 and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { issuePatientPageLink } from '../../commands/patientPageLinks.ts';
import { formSubmissions, patientMessages } from '../../db/schema.ts';
import { answeredConsent, publishedConsentDocument } from '../../test/consentFixtures.ts';
import { type MailServer, startMailServer } from '../../test/mailServer.ts';
import { PATIENT, practiceWithRecipients, scoredRequest } from '../../test/notifications.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

const RECEPTION = 'https://praxis.example';
let smtp: MailServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: RECEPTION });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (path: string, payload: object, cookie = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${path}`,
    headers: { origin: RECEPTION, ...(cookie ? { cookie } : {}) },
    payload,
  });
const get = (path: string, cookie = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/patient/${path}`, headers: cookie ? { cookie } : {} });

/** The cookies a response set, as a Cookie header. */
const cookiesOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

async function openedRequest() {
  const { tenant } = await practiceWithRecipients(ctx, 1, { config: { companyName: 'Physio Süd' } });
  const id = await scoredRequest(ctx, tenant.tenantId);
  const token = await issuePatientPageLink(ctx.db, { id, tenantId: tenant.id });
  expect((await post('open', { token })).json()).toEqual({ status: 'code_sent' });
  const [{ mail }] = await smtp.parsedMailsTo(PATIENT.email, referenceNumber(id));
  const code = /(\d{3}) (\d{3})/.exec(mail.text!)!.slice(1).join(' ');
  const opened = await post('code', { token, code });
  expect(opened.json()).toEqual({ status: 'open', requestId: id });
  return { id, tenantId: tenant.id, token, cookie: cookiesOf(opened) };
}

describe('/api/patient', () => {
  it('opens with the mailed code, then by the device cookie alone, and shows the page', async () => {
    const { id, token, cookie } = await openedRequest();
    const device = cookie.split('; ').find((c) => c.startsWith('pd_patient_device='))!;
    const again = await post('open', { token }, device);
    expect(again.json()).toEqual({ status: 'open', requestId: id });
    const view = await get(`requests/${id}`, cookiesOf(again));
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.json()).toMatchObject({
      request: { id, reference: referenceNumber(id), state: 'neu' },
      practice: { name: 'Physio Süd' },
      messages: [],
      tasks: [],
      documents: [],
    });
  });

  it('takes the patient answer sealed and marks the request for the inbox', async () => {
    const { id, cookie } = await openedRequest();
    const body = `Der Dienstag passt mir gut (${PATIENT.marker}).`;
    const sent = await post(`requests/${id}/messages`, { body }, cookie);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ from: 'patient', body });
    const [row] = await ctx.db.select().from(patientMessages).where(eq(patientMessages.submissionId, id));
    expect(row!.body).not.toContain(PATIENT.marker);
    const [request] = await ctx.db
      .select({ repliedAt: formSubmissions.patientRepliedAt })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id));
    expect(request!.repliedAt).not.toBeNull();
    expect((await get(`requests/${id}`, cookie)).json().messages).toEqual([
      expect.objectContaining({ from: 'patient', body }),
    ]);
  });

  it('answers 401 without a session, with another request’s or a forged one, and 400 to bad bodies', async () => {
    const mine = await openedRequest();
    const other = await openedRequest();
    for (const cookie of ['', other.cookie, `pd_patient=${mine.id}.9999999999999.abc`]) {
      expect((await get(`requests/${mine.id}`, cookie)).statusCode).toBe(401);
      const write = await post(`requests/${mine.id}/messages`, { body: 'Hallo' }, cookie);
      expect(write.json()).toMatchObject({ errorCode: 'PATIENT_SESSION_REQUIRED' });
    }
    for (const payload of [{ body: '   ' }, { body: 'x'.repeat(4001) }, { body: 'ok', extra: 1 }])
      expect((await post(`requests/${mine.id}/messages`, payload, mine.cookie)).statusCode).toBe(400);
    expect((await post('open', { token: 'zu-kurz' })).statusCode).toBe(400);
    expect((await post('code', { token: mine.token, code: '12ab56' })).statusCode).toBe(400);
    expect((await post('open', { token: 'A'.repeat(43) })).json()).toMatchObject({
      errorCode: 'PATIENT_LINK_INVALID',
    });
    const messages = await ctx.db
      .select()
      .from(patientMessages)
      .where(eq(patientMessages.submissionId, mine.id));
    expect(messages).toHaveLength(0);
  });

  it('gives the patient the PDF of what they signed, and only theirs', async () => {
    const { id, tenantId, cookie } = await openedRequest();
    const signed = await answeredConsent(
      ctx,
      { id, tenantId },
      await publishedConsentDocument(ctx, tenantId),
    );
    const view = (await get(`requests/${id}`, cookie)).json();
    expect(view.documents).toEqual([expect.objectContaining({ consentId: signed.consent.id })]);
    const pdf = await get(`requests/${id}/consents/${signed.consent.id}/pdf`, cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await openedRequest();
    expect((await get(`requests/${id}/consents/${signed.consent.id}/pdf`, other.cookie)).statusCode).toBe(
      401,
    );
    expect(
      (await get(`requests/${other.id}/consents/${signed.consent.id}/pdf`, other.cookie)).statusCode,
    ).toBe(404);
  });
});
