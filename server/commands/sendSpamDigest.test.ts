// The daily spam digest against a real SMTP server: the reference numbers of what the filter caught in the
// last 24 hours, a link to the spam view, no content; nothing when nothing was caught; once per day.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { formSubmissions } from '../db/schema.ts';
import { type MailServer, startMailServer } from '../test/mailServer.ts';
import { jobHandler, mailDepsOf, patientRequest, practiceWithRecipients } from '../test/notifications.ts';
import { seoSpam, submitContact } from '../test/spam.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { scoreSubmissions } from './scoreSubmissions.ts';
import { sendSpamDigests } from './sendSpamDigest.ts';

const PUBLIC = 'https://praxis.example';
let smtp: MailServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: PUBLIC });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function practice(config: Record<string, unknown> = {}) {
  const { tenant, addresses } = await practiceWithRecipients(ctx, 1, { config });
  return { tenant, address: addresses[0]! };
}

/** Spam the filter catches (the real scorer), and a real request it lets through. */
async function traffic(slug: string) {
  const spam = [
    await submitContact(ctx, slug, seoSpam),
    await submitContact(ctx, slug, { ...seoSpam, name: 'CasinoBot' }),
  ];
  const { submissionId: ham } = await patientRequest(ctx, slug);
  await scoreSubmissions(ctx, [...spam, ham]);
  const rows = await Promise.all(
    [...spam, ham].map(
      async (id) => (await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!,
    ),
  );
  expect(rows.map((r) => r.isSpam)).toEqual([true, true, false]);
  return { spam, ham };
}

describe('spam digest', () => {
  it('is scheduled daily', async () => {
    const schedules = (await ctx.queue.boss.getSchedules()) as { name: string; cron: string }[];
    expect(schedules.find((s) => s.name === 'spam-digest')?.cron).toBe('0 17 * * *');
  });

  it('lists the reference numbers of what was caught, with the spam view, and no content', async () => {
    const { tenant, address } = await practice();
    const { spam, ham } = await traffic(tenant.tenantId);
    await jobHandler(ctx, 'spam-digest')({});

    const mails = smtp.mailsTo(address);
    expect(mails).toHaveLength(1);
    const [{ mail, raw }] = await smtp.parsedMailsTo(address, '');
    expect(mail.subject).toBe(`Spamfilter: 2 Anfragen zurückgehalten – ${tenant.name}`);
    const text = mail.text ?? '';
    for (const id of spam) expect(text).toContain(`- ${referenceNumber(id)} (Kontakt, `);
    expect(text).not.toContain(referenceNumber(ham));
    const spamView = `${PUBLIC}/dashboard?spam=1&tenant=${tenant.tenantId}`;
    expect(text).toContain(spamView);
    expect(mail.html).toContain(spamView.replace('&', '&amp;'));
    for (const content of ['RobertLix', 'CasinoBot', 'backlinks', 'mailinator', 'seo-rank-pro'])
      expect(`${raw}${text}${mail.html}`).not.toContain(content);
  });

  it('goes out at most once per practice and day', async () => {
    const { tenant, address } = await practice();
    await traffic(tenant.tenantId);
    const deps = mailDepsOf(ctx);
    await sendSpamDigests(deps);
    await sendSpamDigests(deps);
    await Promise.all([sendSpamDigests(deps), sendSpamDigests(deps)]);
    expect(smtp.mailsTo(address)).toHaveLength(1);
  });

  it('sends nothing when nothing was caught, or only longer than 24 hours ago', async () => {
    const quiet = await practice();
    await patientRequest(ctx, quiet.tenant.tenantId);
    const old = await practice();
    await traffic(old.tenant.tenantId);
    const threeDaysLater = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await sendSpamDigests(mailDepsOf(ctx), { now: threeDaysLater });
    await sendSpamDigests(mailDepsOf(ctx));
    expect(smtp.mailsTo(quiet.address)).toHaveLength(0);
    // Caught today: today's digest only, nothing three days later.
    expect(smtp.mailsTo(old.address)).toHaveLength(1);
  });

  it('leaves out practices that switched it off, and spam staff marked themselves', async () => {
    const off = await practice({ notifications: { spamDigest: false } });
    await traffic(off.tenant.tenantId);
    const marked = await practice();
    const id = await submitContact(ctx, marked.tenant.tenantId, seoSpam);
    await ctx.db
      .update(formSubmissions)
      .set({ isSpam: true, spamMarkedAt: new Date(), quarantineStatus: 'completed' })
      .where(eq(formSubmissions.id, id));
    await sendSpamDigests(mailDepsOf(ctx));
    expect(smtp.mailsTo(off.address)).toHaveLength(0);
    expect(smtp.mailsTo(marked.address)).toHaveLength(0);
  });
});
