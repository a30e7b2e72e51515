// „Ihre Anfrage“ (issue 45): a link opens nothing by itself, a new browser is mailed a code (throttled, five
// wrong tries lock it), the page shows the practice's messages and never what staff wrote internally; the
// mails carry the link and the reference only. The routes (next) speak HTTP over these.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { patientMessages, patientPageLinks } from '../db/schema.ts';
import { findPatientRequest, patientPageView, patientRequestGone } from '../queries/patientPageView.ts';
import { type MailServer, startMailServer } from '../test/mailServer.ts';
import { mailDepsOf, PATIENT, practiceWithRecipients, scoredRequest } from '../test/notifications.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { openPatientPage, resendPatientCode, verifyPatientCode } from './openPatientPage.ts';
import { findPatientPageLink, hashPatientToken, issuePatientPageLink } from './patientPageLinks.ts';
import { sendPatientNotice } from './patientPageMail.ts';

let smtp: MailServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://praxis.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const unknownBrowser = () => false;
const codeFrom = (text: string) => /(\d{3}) (\d{3})/.exec(text)!.slice(1).join('');

async function request(language?: string) {
  const { tenant } = await practiceWithRecipients(ctx, 1, { config: { companyName: 'Physio Süd' } });
  const id = await scoredRequest(ctx, tenant.tenantId, language ? { patientLanguage: language } : {});
  const token = await issuePatientPageLink(ctx.database.db, { id, tenantId: tenant.id });
  return { id, tenantId: tenant.id, token };
}

describe('opening the patient page', () => {
  it('stores only the hash of a link, and a browser it knows opens without a code', async () => {
    const { id, token } = await request();
    const [row] = await ctx.database.db
      .select()
      .from(patientPageLinks)
      .where(eq(patientPageLinks.submissionId, id));
    expect(row!.tokenHash).toBe(hashPatientToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const opened = await openPatientPage(mailDepsOf(ctx), token, (submissionId) => submissionId === id);
    expect(opened.status).toBe('open');
    expect(await smtp.parsedMailsTo(PATIENT.email, 'Bestätigungscode')).toHaveLength(0);
  });

  it('mails a new browser a code once, in the patient language, and the code opens the page', async () => {
    const { id, token } = await request('tr');
    expect(await openPatientPage(mailDepsOf(ctx), token, unknownBrowser)).toEqual({ status: 'code_sent' });
    // A reload while the code is valid sends no second one.
    expect(await openPatientPage(mailDepsOf(ctx), token, unknownBrowser)).toEqual({ status: 'code_sent' });
    const mails = await smtp.parsedMailsTo(PATIENT.email, referenceNumber(id));
    expect(mails).toHaveLength(1);
    const { mail } = mails[0]!;
    expect(mail.subject).toContain('Physio Süd');
    expect(mail.html).toContain('lang="tr"');
    for (const secret of [PATIENT.name, PATIENT.marker, 'Knie']) expect(mail.text).not.toContain(secret);
    // A second code within the minute is refused with how long to wait.
    await expect(resendPatientCode(mailDepsOf(ctx), token)).rejects.toMatchObject({
      id: 'PATIENT_CODE_LIMIT',
      status: 429,
    });
    const link = await verifyPatientCode(ctx, token, codeFrom(mail.text!));
    expect(link.submissionId).toBe(id);
    // Single use: the same code again has nothing to match.
    await expect(verifyPatientCode(ctx, token, codeFrom(mail.text!))).rejects.toMatchObject({
      id: 'PATIENT_CODE_EXPIRED',
    });
  });

  it('locks the code after five wrong tries, even for the right one', async () => {
    const { id, token } = await request();
    await openPatientPage(mailDepsOf(ctx), token, unknownBrowser);
    const [{ mail }] = await smtp.parsedMailsTo(PATIENT.email, referenceNumber(id));
    const right = codeFrom(mail.text!);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let remaining = 4; remaining >= 0; remaining--)
      await expect(verifyPatientCode(ctx, token, wrong)).rejects.toMatchObject({
        id: 'PATIENT_CODE_WRONG',
        details: { remaining },
      });
    await expect(verifyPatientCode(ctx, token, right)).rejects.toMatchObject({
      id: 'PATIENT_CODE_LOCKED',
      status: 423,
    });
  });

  it('refuses unknown and expired links alike', async () => {
    const { token } = await request();
    await ctx.database.db
      .update(patientPageLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(patientPageLinks.tokenHash, hashPatientToken(token)));
    for (const t of [token, 'x'.repeat(43)])
      await expect(findPatientPageLink(ctx.database.db, t)).rejects.toMatchObject({
        id: 'PATIENT_LINK_INVALID',
        status: 404,
      });
  });
});

describe('the page and its mails', () => {
  it('shows the state, the patient messages opened from their seal, and no form data', async () => {
    const { id, tenantId } = await request();
    const sealed = await ctx.crypto.encryptText(tenantId, `Danke, bis Dienstag (${PATIENT.marker})`);
    await ctx.database.db.insert(patientMessages).values({ tenantId, submissionId: id, body: sealed });
    const view = await patientPageView(
      { db: ctx.database.db, crypto: ctx.crypto },
      await findPatientRequest(ctx.database.db, id),
    );
    expect(view.request).toMatchObject({ id, reference: referenceNumber(id), state: 'neu' });
    expect(view.practice.name).toBe('Physio Süd');
    expect(view.messages).toEqual([
      expect.objectContaining({ from: 'patient', body: `Danke, bis Dienstag (${PATIENT.marker})` }),
    ]);
    expect(JSON.stringify(view)).not.toContain(PATIENT.phone);
    await expect(findPatientRequest(ctx.database.db, crypto.randomUUID())).rejects.toMatchObject(
      patientRequestGone(),
    );
  });

  it('a notice mail carries a fresh link and the reference, never a text', async () => {
    const { id } = await request();
    const outcome = await sendPatientNotice(mailDepsOf(ctx), id, { kind: 'message' });
    expect(outcome.ok).toBe(true);
    const [{ mail, raw }] = await smtp.parsedMailsTo(PATIENT.email, referenceNumber(id));
    const url = /https:\/\/praxis\.example\/online-rezeption\/ihre-anfrage\?\S+#t=([\w-]{43})/.exec(
      mail.text!,
    );
    expect(url).not.toBeNull();
    expect((await findPatientPageLink(ctx.database.db, url![1]!)).submissionId).toBe(id);
    for (const secret of [PATIENT.name, PATIENT.marker]) expect(raw).not.toContain(secret);
  });
});
