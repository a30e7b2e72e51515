// The notification job against a real SMTP server: one mail per recipient with its own link and code and
// nothing of the patient in it; spam sends nothing; temporary refusals are retried, permanent ones are not;
// concurrent runs (and, on PostgreSQL, two server instances) mail each recipient exactly once.
// The patient confirmation has its own file (sendPatientConfirmation.test.ts).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { formSubmissions, magicLinkTokens, notificationDeliveries, tenantSettings } from '../db/schema.ts';
import { type MailServer, parseMail, startMailServer } from '../test/mailServer.ts';
import {
  deliveriesOf,
  jobHandler,
  logsOf,
  mailDepsOf,
  PATIENT,
  practiceWithRecipients,
  scoredRequest,
} from '../test/notifications.ts';
import { seoSpam, submitContact } from '../test/spam.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { hashMagicCode, hashMagicToken } from './issueMagicLink.ts';
import { scoreSubmissions } from './scoreSubmissions.ts';
import { RetryLaterError, sendNotification, sendNotifications } from './sendNotification.ts';

const PUBLIC = 'https://praxis.example';
let smtp: MailServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startMailServer();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    PUBLIC_URL: PUBLIC,
    MAIL_FROM: 'Praxisdesk <noreply@praxisdesk.test>',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const practice = (recipients: number, options: Parameters<typeof practiceWithRecipients>[2] = {}) =>
  practiceWithRecipients(ctx, recipients, options);
const scored = (slug: string) => scoredRequest(ctx, slug);
const logsFor = (id: string) => logsOf(ctx, id);
const deliveriesFor = (id: string) => deliveriesOf(ctx, id);
const notify = (payload: { submissionId: string }, attempt = 1) =>
  jobHandler(ctx, 'notify-submission')(payload, attempt);

describe('notify-submission', () => {
  it('mails each recipient a personal link and code, and nothing the patient typed', async () => {
    const { tenant, addresses } = await practice(2, { name: 'Physio <Nord> & Co' });
    const id = await scored(tenant.tenantId);
    const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row!.isSpam).toBe(false);

    await notify({ submissionId: id });

    const reference = referenceNumber(id);
    const tokens = await ctx.db.select().from(magicLinkTokens).where(eq(magicLinkTokens.submissionId, id));
    expect(tokens).toHaveLength(2);
    const links = new Set<string>();
    for (const address of addresses) {
      const received = smtp.mailsTo(address);
      expect(received).toHaveLength(1);
      const raw = received[0]!.raw;
      const mail = await parseMail(raw);
      expect(mail.subject).toBe(`Neue Anfrage (Kontakt · Frage) – Referenz ${reference}`);
      expect(mail.from?.text).toContain('noreply@praxisdesk.test');
      const text = mail.text ?? '';
      const html = typeof mail.html === 'string' ? mail.html : '';
      const link = new RegExp(`${PUBLIC}/submission/${id}\\?token=([A-Za-z0-9_-]+)`).exec(text);
      const code = /Code: (\d{6})\b/.exec(text);
      expect(link && code).toBeTruthy();
      links.add(link![1]!);
      // Only the hashes are stored, each bound to its recipient.
      const token = tokens.find((t) => t.tokenHash === hashMagicToken(link![1]!));
      expect(token?.recipient).toBe(address);
      expect(token?.codeHash).toBe(hashMagicCode(ctx.keyedHash, id, code![1]!));
      expect(html).toContain(`${PUBLIC}/submission/${id}?token=${link![1]}`);
      expect(text).toContain('7 Tage gültig und nur einmal verwendbar');
      expect(text).toContain(`${PUBLIC}/submissions/${id}`);
      expect(text).toMatch(/Eingegangen: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Uhr/);
      expect(html).toContain('Physio &lt;Nord&gt; &amp; Co');
      expect(html).not.toContain('<Nord>');
      const everything = [raw, text, html, mail.subject, ...mail.headerLines.map((h) => h.line)].join('\n');
      for (const secret of [
        'Jürgen',
        'Weiß',
        'Weiss',
        'juergen',
        PATIENT.email,
        PATIENT.phone,
        PATIENT.marker,
        'Knie',
      ])
        expect(everything.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    expect(links.size).toBe(2);
    const logs = await logsFor(id);
    expect(logs.map((l) => [l.recipient, l.status, l.errorMessage]).sort()).toEqual(
      addresses.map((a) => [a, 'sent', null]).sort(),
    );
    expect(logs[0]!.subject).toBe(`Neue Anfrage (Kontakt · Frage) – Referenz ${reference}`);
  });

  it('shows the practice logo when one is set', async () => {
    const { tenant, addresses } = await practice(1);
    await ctx.db
      .update(tenantSettings)
      .set({ logoUrl: 'https://cdn.example/logo.png?a=1&b=2' })
      .where(eq(tenantSettings.id, tenant.id));
    const id = await scored(tenant.tenantId);
    await notify({ submissionId: id });
    const mail = await parseMail(smtp.mailsTo(addresses[0]!)[0]!.raw);
    expect(mail.html).toContain('<img src="https://cdn.example/logo.png?a=1&amp;b=2"');
  });

  it('sends nothing for spam, nor for a deleted submission', async () => {
    const { tenant, addresses } = await practice(1);
    const spam = await submitContact(ctx, tenant.tenantId, seoSpam);
    await scoreSubmissions(ctx, [spam]);
    const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, spam));
    expect(row!.isSpam).toBe(true);
    expect(await sendNotification(mailDepsOf(ctx), spam)).toMatchObject({ skipped: 'spam', sent: 0 });
    await notify({ submissionId: spam });

    const gone = await scored(tenant.tenantId);
    await ctx.db.delete(formSubmissions).where(eq(formSubmissions.id, gone));
    expect(await sendNotification(mailDepsOf(ctx), gone)).toMatchObject({ skipped: 'not_found' });
    expect(smtp.mailsTo(addresses[0]!)).toHaveLength(0);
    expect(await logsFor(spam)).toHaveLength(0);
  });

  it('retries a temporary refusal (each attempt logged), never re-mailing who already got it', async () => {
    const { tenant, addresses } = await practice(2);
    const [busy, fine] = addresses as [string, string];
    smtp.refuse(busy, 451, '4.2.1 Postfach vorübergehend nicht verfügbar', 1);
    const id = await scored(tenant.tenantId);

    await expect(notify({ submissionId: id }, 1)).rejects.toBeInstanceOf(RetryLaterError);
    let logs = await logsFor(id);
    expect(logs.find((l) => l.recipient === busy)).toMatchObject({
      status: 'failed',
      errorMessage: '451 4.2.1 Postfach vorübergehend nicht verfügbar',
    });
    expect(logs.find((l) => l.recipient === fine)?.status).toBe('sent');
    expect((await deliveriesFor(id)).find((d) => d.recipient === busy)?.status).toBe('pending');

    // pg-boss runs the job again with backoff (the queue's retry settings), here: the next attempt.
    const queue = await ctx.queue.boss.getQueue('notify-submission');
    expect(queue).toMatchObject({ retryLimit: 5, retryDelay: 30, retryBackoff: true });
    await notify({ submissionId: id }, 2);
    await notify({ submissionId: id }, 3);
    expect(smtp.mailsTo(busy)).toHaveLength(1);
    expect(smtp.mailsTo(fine)).toHaveLength(1);
    logs = await logsFor(id);
    expect(
      logs
        .filter((l) => l.recipient === busy)
        .map((l) => l.status)
        .sort(),
    ).toEqual(['failed', 'sent']);
    expect(logs.filter((l) => l.recipient === fine)).toHaveLength(1);
    const deliveries = await deliveriesFor(id);
    expect(deliveries.map((d) => [d.recipient, d.status, d.attempts]).sort()).toEqual(
      [
        [busy, 'sent', 2],
        [fine, 'sent', 1],
      ].sort(),
    );
  });

  it('does not retry a permanent refusal; the other recipients still get theirs', async () => {
    const { tenant, addresses } = await practice(3);
    const [gone, ...others] = addresses as [string, ...string[]];
    smtp.refuse(gone, 550, '5.1.1 Mailbox unavailable');
    const id = await scored(tenant.tenantId);

    const outcome = await sendNotification(mailDepsOf(ctx), id);
    expect(outcome).toMatchObject({ sent: 2, failed: 1, retry: 0 });
    await notify({ submissionId: id }, 2);
    const logs = await logsFor(id);
    expect(logs.filter((l) => l.recipient === gone)).toEqual([
      expect.objectContaining({ status: 'failed', errorMessage: '550 5.1.1 Mailbox unavailable' }),
    ]);
    for (const address of others) expect(smtp.mailsTo(address)).toHaveLength(1);
    expect((await deliveriesFor(id)).find((d) => d.recipient === gone)).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
  });

  it('gives up on a temporary refusal at the last attempt', async () => {
    const { tenant, addresses } = await practice(1);
    smtp.refuse(addresses[0]!, 421, '4.7.0 Zu viele Verbindungen');
    const id = await scored(tenant.tenantId);
    // Attempt 6 is the last (retryLimit 5): the delivery is settled as failed instead of left pending.
    await notify({ submissionId: id }, 6);
    expect((await deliveriesFor(id))[0]).toMatchObject({
      status: 'failed',
      lastError: '421 4.7.0 Zu viele Verbindungen',
    });
    await notify({ submissionId: id }, 7);
    expect(await logsFor(id)).toHaveLength(1);
  });

  // The worker hands one fetch of jobs to sendNotifications together: each job still gets its own outcome,
  // and one job's temporary failure fails (and retries) that job alone.
  it('a fetch of several jobs: one outcome per job, each recipient mailed once, a refusal failing its own job', async () => {
    const { tenant, addresses } = await practice(2);
    const [busy, fine] = addresses as [string, string];
    const { tenant: other, addresses: otherAddresses } = await practice(1);
    const first = await scored(tenant.tenantId);
    const second = await scored(tenant.tenantId);
    const elsewhere = await scored(other.tenantId);
    const spam = await submitContact(ctx, tenant.tenantId, seoSpam);
    await scoreSubmissions(ctx, [spam]);
    const gone = await scored(other.tenantId);
    await ctx.db.delete(formSubmissions).where(eq(formSubmissions.id, gone));
    smtp.refuse(busy, 451, '4.3.0 Später', 1);

    const jobs = [first, second, elsewhere, spam, gone, second].map((submissionId) => ({
      submissionId,
      finalAttempt: false,
    }));
    const outcomes = await sendNotifications(mailDepsOf(ctx), jobs);

    // busy is refused once: whichever of the first two submissions it hit, that job alone is retried.
    const failed = outcomes.flatMap((o, i) => (o instanceof RetryLaterError ? [i] : []));
    expect(failed).toHaveLength(1);
    expect([0, 1]).toContain(failed[0]);
    expect(outcomes[2]).toEqual({ sent: 1, failed: 0, retry: 0, already: 0 });
    expect(outcomes[3]).toMatchObject({ skipped: 'spam', sent: 0 });
    expect(outcomes[4]).toMatchObject({ skipped: 'not_found', sent: 0 });
    // The same submission twice in one fetch is mailed once.
    expect(smtp.mailsTo(fine)).toHaveLength(2);
    expect(smtp.mailsTo(otherAddresses[0]!)).toHaveLength(1);
    expect(await logsFor(spam)).toHaveLength(0);
    const links = await ctx.db.select().from(magicLinkTokens).where(eq(magicLinkTokens.submissionId, second));
    // Issued before sending, one per claimed recipient (also the refused one), in one INSERT.
    expect(links).toHaveLength(2);

    // The retry of the failed job mails only the recipient still missing.
    const retried = [first, second][failed[0]!]!;
    const retry = await sendNotifications(mailDepsOf(ctx), [{ submissionId: retried, finalAttempt: false }]);
    expect(retry[0]).toEqual({ sent: 1, failed: 0, retry: 0, already: 1 });
    expect(smtp.mailsTo(busy)).toHaveLength(2);
    expect(smtp.mailsTo(fine)).toHaveLength(2);
  });

  // Concurrent runs of one notification on one database (a job retried while the first run still sends, or a
  // duplicate job). On PostgreSQL also through a second, separate app/queue instance with its own pool.
  it('mails each recipient once when runs overlap, also from two server instances', async () => {
    const second = inject('pgUrl')
      ? await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: PUBLIC })
      : null;
    try {
      const { tenant, addresses } = await practice(5);
      const id = await scored(tenant.tenantId);
      const runs = [
        () => sendNotification(mailDepsOf(ctx), id),
        () => jobHandler(ctx, 'notify-submission')({ submissionId: id }),
        ...(second
          ? [1, 2].map(() => () => jobHandler(second, 'notify-submission')({ submissionId: id }))
          : []),
      ];
      await Promise.all([...runs, ...runs].map((run) => run()));
      for (const address of addresses) expect(smtp.mailsTo(address)).toHaveLength(1);
      expect(await logsFor(id)).toHaveLength(5);
      const tokens = await ctx.db.select().from(magicLinkTokens).where(eq(magicLinkTokens.submissionId, id));
      expect(tokens).toHaveLength(5);
      const sent = await ctx.db
        .select()
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.submissionId, id), eq(notificationDeliveries.status, 'sent')));
      expect(sent.map((d) => d.attempts)).toEqual([1, 1, 1, 1, 1]);
    } finally {
      await second?.close();
    }
  });
});
