// "Antworten" (issue 28): staff answer a patient by e-mail from the practice's templates; the reply is sealed,
// sent by the send-reply job through a real SMTP server with retries, listed in the history with its state,
// and moves a new request to In Bearbeitung.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { emailLogs, formSubmissions } from '../../db/schema.ts';
import { createRequest } from '../../test/detail.ts';
import { loginCookie, makeUser } from '../../test/factories.ts';
import { type MailServer, startMailServer } from '../../test/mailServer.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import {
  auditsOf,
  patientQuestion,
  repliesOf,
  replyJob,
  replyPractice,
  startReplyWorker,
  stateOf,
} from './testHelpers.ts';

let smtp: MailServer;
let ctx: TestContext;
let practice: Awaited<ReturnType<typeof replyPractice>>;
let worker: Awaited<ReturnType<typeof startReplyWorker>>;
beforeAll(async () => {
  smtp = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://praxis.example' });
  worker = await startReplyWorker(ctx);
  practice = await replyPractice(ctx);
});
afterAll(async () => {
  await worker.stop();
  await ctx.close();
  await smtp.close();
});

const url = (id: string) => `/api/submissions/${id}/replies`;
async function post(id: string, payload: object, cookie: string | null = practice.cookie) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: url(id),
    headers: cookie ? { cookie } : {},
    payload,
  });
  worker.wake();
  return response;
}
const history = (id: string, cookie: string | null = practice.cookie) =>
  ctx.app.inject({ method: 'GET', url: url(id), headers: cookie ? { cookie } : {} });
const question = (extra: Record<string, unknown> = {}) =>
  patientQuestion(ctx, practice.tenant.tenantId, extra);
/** The reply job waits for the workers; a test waits for its outcome, not a fixed time. */
const settled = (id: string, status: string) =>
  expect
    .poll(async () => (await repliesOf(ctx, id))[0]?.status, { timeout: 15_000, interval: 50 })
    .toBe(status);
const jobsOf = async (replyId: string) =>
  (
    await ctx.database.executeSql(
      `select state, data from ${ctx.queue.schema}.job where name = 'send-reply' and data->>'replyId' = $1`,
      [replyId],
    )
  ).rows as { state: string; data: Record<string, unknown> }[];

describe('POST /api/submissions/:id/replies', () => {
  it('sends a Terminvorschlag from the template: mail, history "sent", In Bearbeitung, audited without text', async () => {
    const { id, email } = await question();
    const response = await post(id, { template: 'terminvorschlag', date: '2099-05-12', time: '09:30' });
    expect(response.statusCode).toBe(202);
    const { reply, workflow_state } = response.json();
    expect(workflow_state).toBe('in_bearbeitung');
    expect(reply).toMatchObject({
      template: 'terminvorschlag',
      subject: 'Terminvorschlag zu Ihrer Anfrage',
      status: 'queued',
      author: { id: practice.staff.id, name: 'Erika Mustermann' },
      sent_at: null,
    });
    expect(reply.body).toContain('Guten Tag Jürgen Weiß,');
    expect(reply.body).toContain('Dienstag, 12.05.2099 um 09:30 Uhr');
    // The job carries the reply's id only.
    expect((await jobsOf(reply.id)).map((job) => job.data)).toEqual([{ replyId: reply.id }]);

    await settled(id, 'sent');
    const [mail] = await smtp.parsedMailsTo(email, referenceNumber(id));
    expect(mail!.mail.subject).toBe('Terminvorschlag zu Ihrer Anfrage');
    expect(mail!.mail.replyTo?.text).toBe('kontakt@physio-sued.test');
    // The practice's name on the sender, MAIL_FROM's address (our server signs for that domain only).
    expect(mail!.mail.from?.text).toMatch(/^"?Physio Süd"? <[^>]+>$/);
    expect(mail!.mail.text).toContain('Dienstag, 12.05.2099 um 09:30 Uhr');
    expect(mail!.mail.text).toContain('Mit freundlichen Grüßen\nPhysio Süd');
    expect(mail!.mail.text).toContain('Telefon: 089 123456');
    expect(mail!.mail.html).toContain('Physio Süd');

    const listed = (await history(id)).json().replies;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: reply.id, status: 'sent', attempts: 1, error_message: null });
    expect(Date.parse(listed[0].sent_at)).toBeGreaterThanOrEqual(Date.parse(listed[0].created_at));
    expect(await stateOf(ctx, id)).toEqual({ state: 'in_bearbeitung', processed: false });

    // At rest: sealed; the e-mail log names a label and the template, not the address or the typed subject.
    const [row] = await repliesOf(ctx, id);
    expect(`${row!.subject}${row!.body}`).not.toMatch(/Terminvorschlag|Jürgen|09:30/);
    const logs = await ctx.db.select().from(emailLogs).where(eq(emailLogs.submissionId, id));
    expect(logs.map((l) => [l.recipient, l.subject, l.status])).toEqual([
      ['Patient:in (Adresse aus der Anfrage)', 'Antwort an Patient:in: Terminvorschlag', 'sent'],
    ]);
    const audits = (await auditsOf(ctx, id)).filter((a) => a.action === 'submission.reply');
    expect(audits.map((a) => a.details)).toEqual([
      {
        reply_id: reply.id,
        template: 'terminvorschlag',
        workflow_state: { from: 'neu', to: 'in_bearbeitung' },
      },
    ]);
  });

  it('sends what staff edited, lists replies newest first, and leaves Erledigt as it is', async () => {
    const { id, email } = await question();
    await ctx.db.update(formSubmissions).set({ workflowState: 'erledigt' }).where(eq(formSubmissions.id, id));
    const first = await post(id, { template: 'rueckrufbitte' });
    expect(first.json().workflow_state).toBe('erledigt');
    await settled(id, 'sent');
    const second = await post(id, {
      template: 'frei',
      subject: 'Ihre Frage an {{praxis}}',
      body: 'Guten Tag {{name}},\n\nja, Dienstag <b>passt</b>.\n\nIhr Team',
    });
    expect(second.statusCode).toBe(202);
    expect(second.json().reply).toMatchObject({
      subject: 'Ihre Frage an Physio Süd',
      body: 'Guten Tag Jürgen Weiß,\n\nja, Dienstag <b>passt</b>.\n\nIhr Team',
    });
    await expect
      .poll(async () => (await repliesOf(ctx, id)).every((r) => r.status === 'sent'), { timeout: 15_000 })
      .toBe(true);
    expect(await stateOf(ctx, id)).toEqual({ state: 'erledigt', processed: true });
    const listed = (await history(id)).json().replies;
    expect(listed.map((r: { template: string }) => r.template)).toEqual(['frei', 'rueckrufbitte']);
    const mails = await smtp.parsedMailsTo(email, referenceNumber(id));
    expect(mails.map((m) => m.mail.subject).sort()).toEqual([
      'Bitte um Rückruf zu Ihrer Anfrage',
      'Ihre Frage an Physio Süd',
    ]);
    // Staff's text is text: escaped in the HTML part, never markup.
    const html = mails.find((m) => m.mail.subject === 'Ihre Frage an Physio Süd')!.mail.html as string;
    expect(html).toContain('ja, Dienstag &lt;b&gt;passt&lt;/b&gt;.');
  });

  it('keeps a temporarily refused reply queued for the retries, then marks it failed; a 5xx at once', async () => {
    const { id, email } = await question();
    smtp.refuse(email, 451, '4.7.1 Bitte später erneut versuchen');
    const { reply } = (await post(id, { template: 'absage_bestaetigt' })).json();
    // The worker's first try: refused, the reply stays queued and the job waits for its retry.
    await expect
      .poll(async () => (await repliesOf(ctx, id))[0]?.attempts, { timeout: 15_000, interval: 50 })
      .toBe(1);
    await expect.poll(async () => (await jobsOf(reply.id))[0]?.state, { timeout: 10_000 }).toBe('retry');
    expect((await repliesOf(ctx, id))[0]).toMatchObject({ status: 'queued' });
    // The retries as pg-boss runs them (backoff from 30 s: called here instead of waited for).
    const run = replyJob(ctx);
    for (const attempt of [2, 3, 4, 5]) await expect(run(reply.id, attempt)).rejects.toThrow(/retrying/);
    await run(reply.id, 6);
    const [row] = await repliesOf(ctx, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 6, sentAt: null });
    expect(row!.errorMessage).toContain('451');
    expect(row!.errorMessage).not.toContain(email);
    const listed = (await history(id)).json().replies[0];
    expect(listed).toMatchObject({ status: 'failed', attempts: 6 });
    const logs = await ctx.db.select().from(emailLogs).where(eq(emailLogs.submissionId, id));
    expect(logs.map((l) => l.status)).toEqual(Array(6).fill('failed'));
    // A later run of the same job (a worker's leftover retry) sends nothing.
    await run(reply.id, 3);
    expect((await repliesOf(ctx, id))[0]!.attempts).toBe(6);

    const refused = await question();
    smtp.refuse(refused.email, 550, '5.1.1 Mailbox unbekannt');
    expect((await post(refused.id, { template: 'frei', subject: 'Hallo', body: 'Text' })).statusCode).toBe(
      202,
    );
    await settled(refused.id, 'failed');
    expect((await repliesOf(ctx, refused.id))[0]).toMatchObject({ attempts: 1 });
  });

  it('refuses bad input with a stable id and changes nothing', async () => {
    const { id } = await question();
    const cases: [object, string, string?][] = [
      [{ template: 'terminvorschlag', time: '09:30' }, 'VALIDATION_ERROR', '/date'],
      [{ template: 'terminvorschlag', date: '2099-02-30', time: '09:30' }, 'VALIDATION_ERROR', '/date'],
      [{ template: 'terminvorschlag', date: '2020-01-01', time: '09:30' }, 'VALIDATION_ERROR', '/date'],
      [{ template: 'terminvorschlag', date: '2099-05-12', time: '9 Uhr' }, 'VALIDATION_ERROR', '/time'],
      [{ template: 'wunsch' }, 'VALIDATION_ERROR', '/template'],
      [{ template: 'frei', subject: ' ', body: 'Text' }, 'VALIDATION_ERROR', '/subject'],
      [{ template: 'frei', subject: 'a', body: 'x'.repeat(10_001) }, 'VALIDATION_ERROR', '/body'],
    ];
    for (const [payload, errorCode, path] of cases) {
      const response = await post(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorCode).toBe(errorCode);
      if (path) expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const first = await post(id, { template: 'terminvorschlag' });
    expect(first.json().error).toContain('Bitte wählen Sie ein Datum für den Terminvorschlag.');

    // A practice website's form that asks for a phone number only.
    const withoutAddress = {
      id: (
        await createRequest(ctx, practice.tenant.tenantId, {
          name: 'Jürgen Weiß',
          phone: '030 1234567',
          message: 'Bitte rufen Sie mich an.',
        })
      ).submissionId,
    };
    const noEmail = await post(withoutAddress.id, { template: 'rueckrufbitte' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ errorCode: 'NO_PATIENT_EMAIL' });

    const spam = await question();
    await ctx.db.update(formSubmissions).set({ isSpam: true }).where(eq(formSubmissions.id, spam.id));
    expect((await post(spam.id, { template: 'rueckrufbitte' })).json().errorCode).toBe('REPLY_TO_SPAM');

    for (const unchanged of [id, withoutAddress.id, spam.id]) {
      expect(await repliesOf(ctx, unchanged)).toEqual([]);
      expect((await stateOf(ctx, unchanged))!.state).toBe('neu');
      expect((await auditsOf(ctx, unchanged)).filter((a) => a.action === 'submission.reply')).toEqual([]);
    }
  });

  it('answers 401 without a session, 404 for another practice or an unknown request', async () => {
    const { id } = await question();
    const valid = { template: 'rueckrufbitte' };
    expect((await post(id, valid, null)).statusCode).toBe(401);
    expect((await history(id, null)).statusCode).toBe(401);
    expect((await post(id, valid, practice.strangerCookie)).statusCode).toBe(404);
    expect((await history(id, practice.strangerCookie)).statusCode).toBe(404);
    expect((await post(randomUUID(), valid)).statusCode).toBe(404);
    expect((await post('keine-uuid', valid)).json().errorCode).toBe('VALIDATION_ERROR');
    expect(await repliesOf(ctx, id)).toEqual([]);
    // A platform admin may answer for any practice.
    const admin = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
    expect((await post(id, valid, admin)).statusCode).toBe(202);
    await settled(id, 'sent');
  });
});
