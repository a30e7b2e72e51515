// POST /functions/v1/sendMail against a real SMTP server: staff only, own practice only, every recipient now
// with new links (not deduplicated), logged and audited; spam may be resent; failures carry the server's words.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreSubmissions } from '../../commands/scoreSubmissions.ts';
import { auditLog, emailLogs, formSubmissions, magicLinkTokens } from '../../db/schema.ts';
import { practiceWithStaff } from '../../test/factories.ts';
import { freshAddresses, type MailServer, parseMail, startMailServer } from '../../test/mailServer.ts';
import { PATIENT, patientRequest, setRecipients } from '../../test/notifications.ts';
import { seoSpam, submitContact } from '../../test/spam.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let smtp: MailServer;
let ctx: TestContext;
let setup: Awaited<ReturnType<typeof practiceWithStaff>>;
let recipients: string[];
beforeAll(async () => {
  smtp = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://praxis.example' });
  setup = await practiceWithStaff(ctx);
  recipients = freshAddresses(2);
  await setRecipients(ctx, setup.tenant.id, recipients);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const sendMail = (payload: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/sendMail',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const body = (submissionId: string, tenantId = setup.tenant.tenantId) => ({
  submissionId,
  tenantId,
  includeMagicLink: true,
});
const logsOf = (id: string) => ctx.db.select().from(emailLogs).where(eq(emailLogs.submissionId, id));
const tokensOf = (id: string) =>
  ctx.db.select().from(magicLinkTokens).where(eq(magicLinkTokens.submissionId, id));
const resendAudits = (id: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'submission.notification.resend'), eq(auditLog.targetId, id)));

describe('POST /functions/v1/sendMail', () => {
  it('needs a staff session', async () => {
    const { submissionId } = await patientRequest(ctx, setup.tenant.tenantId);
    const response = await sendMail(body(submissionId));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Nicht authentifiziert',
      errorCode: 'UNAUTHENTICATED',
    });
  });

  it("answers 404 for another practice's submission, or a practice that is not the submission's", async () => {
    const { submissionId } = await patientRequest(ctx, setup.tenant.tenantId);
    const stranger = await sendMail(body(submissionId), setup.strangerCookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({
      success: false,
      message: 'Formular-Einreichung nicht gefunden.',
      errorCode: 'NOT_FOUND',
    });
    const other = await practiceWithStaff(ctx);
    const wrongTenant = await sendMail(body(submissionId, other.tenant.tenantId), setup.cookie);
    expect(wrongTenant.statusCode).toBe(404);
    expect(wrongTenant.json().message).toBe('Formular-Einreichung nicht gefunden.');
    expect(await logsOf(submissionId)).toHaveLength(0);
  });

  it('refuses bad input with a message', async () => {
    const response = await sendMail({ submissionId: 'nicht-uuid', tenantId: '' }, setup.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR' });
    expect(response.json().message).toContain('submissionId muss die ID einer Einreichung sein.');
  });

  it('refuses a practice without recipients and sends nothing', async () => {
    const bare = await practiceWithStaff(ctx);
    const { submissionId } = await patientRequest(ctx, bare.tenant.tenantId);
    const response = await sendMail(body(submissionId, bare.tenant.id), bare.cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'NO_RECIPIENTS',
      message: 'Keine Empfänger für diesen Mandanten hinterlegt.',
      error: 'Keine Empfänger für diesen Mandanten hinterlegt.',
    });
    expect(await logsOf(submissionId)).toHaveLength(0);
    expect(await resendAudits(submissionId)).toHaveLength(0);
  });

  it('resends to every recipient now, with new links each time, logged and audited', async () => {
    const { submissionId } = await patientRequest(ctx, setup.tenant.tenantId);
    for (const tenantId of [setup.tenant.tenantId, setup.tenant.id]) {
      const response = await sendMail(body(submissionId, tenantId), setup.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'E-Mail erfolgreich erneut gesendet' });
    }
    for (const address of recipients) {
      const mails = await smtp.parsedMailsTo(address, submissionId);
      expect(mails).toHaveLength(2);
      const links = mails.map((m) => /\?token=(\S+)/.exec(m.mail.text ?? '')?.[1]);
      expect(new Set(links).size).toBe(2);
      for (const { raw, mail } of mails) expect(`${raw}${mail.text}`).not.toContain(PATIENT.marker);
    }
    const logs = await logsOf(submissionId);
    expect(logs).toHaveLength(4);
    expect(logs.every((l) => l.status === 'sent')).toBe(true);
    expect(await tokensOf(submissionId)).toHaveLength(4);
    const audits = await resendAudits(submissionId);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorKind: 'user',
      actorUserId: setup.staff.id,
      tenantId: setup.tenant.id,
      details: { is_spam: false, include_magic_link: true, recipients: 2, failed: 0 },
    });
  });

  it('resends without a link when asked to', async () => {
    const { submissionId } = await patientRequest(ctx, setup.tenant.tenantId);
    const response = await sendMail({ ...body(submissionId), includeMagicLink: false }, setup.cookie);
    expect(response.statusCode).toBe(200);
    const mail = await parseMail(smtp.mailsTo(recipients[0]!).at(-1)!.raw);
    expect(mail.text).not.toContain('?token=');
    expect(mail.text).toContain(`https://praxis.example/submissions/${submissionId}`);
    expect(await tokensOf(submissionId)).toHaveLength(0);
  });

  it('allows resending a spam submission, and records that it was spam', async () => {
    const spam = await submitContact(ctx, setup.tenant.tenantId, seoSpam);
    await scoreSubmissions(ctx, [spam]);
    const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, spam));
    expect(row!.isSpam).toBe(true);
    const response = await sendMail(body(spam), setup.cookie);
    expect(response.statusCode).toBe(200);
    expect(await logsOf(spam)).toHaveLength(2);
    const [audit] = await resendAudits(spam);
    expect(audit!.details).toMatchObject({ is_spam: true });
  });

  it("answers 502 with the server's message when sending fails", async () => {
    const { submissionId } = await patientRequest(ctx, setup.tenant.tenantId);
    smtp.refuse(recipients[1]!, 550, '5.1.1 Mailbox unavailable', 1);
    const response = await sendMail(body(submissionId), setup.cookie);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'MAIL_SEND_FAILED',
      message: 'Fehler beim Senden der E-Mail an 1 von 2 Empfängern: 550 5.1.1 Mailbox unavailable',
    });
    const logs = await logsOf(submissionId);
    expect(logs.map((l) => [l.recipient, l.status]).sort()).toEqual(
      [
        [recipients[0], 'sent'],
        [recipients[1], 'failed'],
      ].sort(),
    );
    expect(logs.find((l) => l.status === 'failed')?.errorMessage).toBe('550 5.1.1 Mailbox unavailable');
    expect((await resendAudits(submissionId))[0]!.details).toMatchObject({ failed: 1 });
  });
});
