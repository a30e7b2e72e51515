// POST /functions/v1/renewSubmissionToken (issue 28) against a real SMTP server: the holder of a used or
// expired link gets a new link and code mailed to the address the old one went to, and to no other; the old
// link stays refused, the new one opens once. Throttled, audited, and refused like verifySubmissionToken for
// anything it does not know.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkTexts } from '../../../common/texts/magicLink.ts';
import { issueMagicLink } from '../../commands/issueMagicLink.ts';
import { RENEW_PER_LINK_MS, RENEW_PER_SUBMISSION, RENEWED_ACTION } from '../../commands/renewMagicLink.ts';
import { auditLog, emailLogs, magicLinkTokens } from '../../db/schema.ts';
import { randomIp } from '../../test/factories.ts';
import { freshAddresses, type MailServer, parseMail, startMailServer } from '../../test/mailServer.ts';
import { PATIENT, patientRequest, practiceWithRecipients, setRecipients } from '../../test/notifications.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

const PUBLIC = 'https://praxis.example';
const texts = magicLinkTexts.renew;

let smtp: MailServer;
let ctx: TestContext;
let practice: Awaited<ReturnType<typeof practiceWithRecipients>>;
beforeAll(async () => {
  smtp = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: PUBLIC });
  practice = await practiceWithRecipients(ctx, 2);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** A patient's request with one link per recipient (issued as the notice issues them; no mail sent). */
async function requestWithLinks(options: { now?: Date } = {}) {
  const { submissionId: id } = await patientRequest(ctx, practice.tenant.tenantId);
  const links = [];
  for (const recipient of practice.addresses)
    links.push(
      await issueMagicLink(ctx.db, ctx.keyedHash, { submissionId: id, recipient, now: options.now }),
    );
  return { id, links };
}

const call = (path: string, body: unknown, options: { ip?: string; apikey?: string | null } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/functions/v1/${path}`,
    headers: options.apikey === null ? {} : { apikey: options.apikey ?? ctx.anonKey },
    payload: body as object,
    remoteAddress: options.ip ?? randomIp(),
  });
const renew = (body: unknown, options: { ip?: string; apikey?: string | null } = {}) =>
  call('renewSubmissionToken', body, options);
const verify = (body: unknown, options: { ip?: string } = {}) => call('verifySubmissionToken', body, options);

function expectRefused(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, code, errorCode: code });
  expect(typeof body.error).toBe('string');
}

const tokenRows = (id: string) =>
  ctx.db.select().from(magicLinkTokens).where(eq(magicLinkTokens.submissionId, id));
const renewals = (id: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, RENEWED_ACTION)));
/** The mails with a link to one submission (bodies are base64: parsed first). */
async function mailsAbout(id: string) {
  const all = await Promise.all(smtp.received.map(async (m) => ({ to: m.to, mail: await parseMail(m.raw) })));
  return all.filter(({ mail }) => (mail.text ?? '').includes(`/submission/${id}?token=`));
}

function linkOf(text: string, id: string) {
  const token = new RegExp(`${PUBLIC}/submission/${id}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
  const code = /Code:\s*(\d{6})\b/.exec(text)?.[1];
  expect(token).toBeDefined();
  expect(code).toBeDefined();
  return { token: token!, code: code! };
}

/** Moves the renewals' audit rows back in time, as if they were that old. */
const ageRenewals = (id: string, ms: number) =>
  ctx.db
    .update(auditLog)
    .set({ createdAt: sql`${auditLog.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, RENEWED_ACTION)));

describe('POST /functions/v1/renewSubmissionToken', () => {
  it('mails a new link and code to the used link’s recipient only; the old link stays refused, the new opens once', async () => {
    const { id, links } = await requestWithLinks();
    const [infoMailbox] = practice.addresses as [string];
    // The first colleague at the shared mailbox opens it; the link (and the other recipient's) is spent.
    expect((await verify({ submissionId: id, token: links[0]!.token })).statusCode).toBe(200);
    expectRefused(await verify({ submissionId: id, token: links[0]!.token }), 410, 'TOKEN_ALREADY_USED');

    const response = await renew({ submissionId: id, token: links[0]!.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: texts.sentMessage });
    // The answer names no address.
    expect(response.body).not.toContain('@');

    const mails = await mailsAbout(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([infoMailbox.toLowerCase()]);
    const { mail } = mails[0]!;
    // The staff notice as the notification sends it: nothing the patient wrote.
    for (const part of [mail.subject, mail.text, mail.html || ''])
      for (const patientData of [PATIENT.name, PATIENT.email, PATIENT.phone, PATIENT.marker])
        expect(part).not.toContain(patientData);
    const fresh = linkOf(mail.text ?? '', id);
    expect(fresh.token).not.toBe(links[0]!.token);

    // Logged as a mail of the submission, audited as the magic link's with token rows only.
    const logs = await ctx.db.select().from(emailLogs).where(eq(emailLogs.submissionId, id));
    expect(logs.map((l) => [l.recipient, l.status])).toEqual([[infoMailbox, 'sent']]);
    const rows = await tokenRows(id);
    expect(rows).toHaveLength(3);
    const usedRow = rows.find((r) => r.usedAt !== null)!;
    const newRow = rows.find((r) => r.usedAt === null && r.deactivatedAt === null)!;
    expect(newRow.recipient).toBe(infoMailbox);
    const [audit] = await renewals(id);
    expect(audit).toMatchObject({
      actorKind: 'magic_link',
      tenantId: practice.tenant.id,
      targetType: 'submission',
      details: { tokenId: usedRow.id, newTokenId: newRow.id },
    });
    expect(JSON.stringify(audit)).not.toContain('@');
    for (const secret of [fresh.token, fresh.code, links[0]!.token])
      expect(JSON.stringify(audit)).not.toContain(secret);

    // The old link is still used up; the new one opens once, for the same address, then is spent too.
    expectRefused(await verify({ submissionId: id, token: links[0]!.token }), 410, 'TOKEN_ALREADY_USED');
    const opened = await verify({ submissionId: id, token: fresh.token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().email).toBe(infoMailbox);
    expectRefused(await verify({ submissionId: id, token: fresh.token }), 410, 'TOKEN_ALREADY_USED');
    expectRefused(await verify({ submissionId: id, token: fresh.code }), 410, 'TOKEN_ALREADY_USED');
  });

  it('renews an expired link; its code from the new mail opens it', async () => {
    const { id, links } = await requestWithLinks({ now: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
    expectRefused(await verify({ submissionId: id, token: links[1]!.token }), 410, 'TOKEN_EXPIRED');
    expect((await renew({ submissionId: id, token: links[1]!.token })).statusCode).toBe(200);
    const mails = await mailsAbout(id);
    expect(mails.map((m) => m.to)).toEqual([[practice.addresses[1]!.toLowerCase()]]);
    const { code } = linkOf(mails[0]!.mail.text ?? '', id);
    const opened = await verify({ submissionId: id, token: code });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().email).toBe(practice.addresses[1]);
  });

  it('refuses unknown tokens as verifySubmissionToken does, and a link that still works; sends nothing', async () => {
    const a = await requestWithLinks();
    const b = await requestWithLinks();
    await verify({ submissionId: a.id, token: a.links[0]!.token });
    const before = smtp.received.length;

    const unknown = await renew({ submissionId: a.id, token: 'abcDEF123_-'.repeat(4) });
    expectRefused(unknown, 404, 'TOKEN_NOT_FOUND');
    expect(unknown.json().error).toBe('Der Link oder Code ist ungültig.');
    // Another submission's (used) token is unknown here.
    expectRefused(await renew({ submissionId: b.id, token: a.links[0]!.token }), 404, 'TOKEN_NOT_FOUND');
    expectRefused(
      await renew({ submissionId: randomUUID(), token: a.links[0]!.token }),
      404,
      'SUBMISSION_NOT_FOUND',
    );
    // An unused link needs no renewal.
    const valid = await renew({ submissionId: b.id, token: b.links[0]!.token });
    expectRefused(valid, 409, 'TOKEN_STILL_VALID');
    expect(valid.json().error).toBe(texts.errors.TOKEN_STILL_VALID);

    expect(smtp.received.length).toBe(before);
    expect(await tokenRows(a.id)).toHaveLength(2);
    expect(await tokenRows(b.id)).toHaveLength(2);
    const denied = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, b.id), eq(auditLog.action, 'magic_link.denied')));
    expect(denied).toHaveLength(2);
    expect(denied.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { code: 'TOKEN_NOT_FOUND', via: 'renew' },
        { code: 'TOKEN_STILL_VALID', via: 'renew', tokenId: expect.any(String) },
      ]),
    );
    for (const row of denied) expect(JSON.stringify(row.details)).not.toContain('@');
  });

  it('allows one renewal per link per 5 minutes and 5 per submission per day: 429 RENEW_RATE_LIMITED', async () => {
    const { id, links } = await requestWithLinks();
    await verify({ submissionId: id, token: links[0]!.token });
    const body = { submissionId: id, token: links[0]!.token };
    // Two clicks at once (two colleagues): one mail.
    const both = await Promise.all([renew(body), renew(body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    const limited = both.find((r) => r.statusCode === 429)!;
    expectRefused(limited, 429, 'RENEW_RATE_LIMITED');
    expect(limited.json().error).toBe(texts.limitPerLink(5));
    expect(limited.json().retryAfterSeconds).toBeGreaterThan(290);
    expect(limited.json().retryAfterSeconds).toBeLessThanOrEqual(RENEW_PER_LINK_MS / 1000);
    expect(limited.headers['retry-after']).toBe(String(limited.json().retryAfterSeconds));
    expect(await mailsAbout(id)).toHaveLength(1);

    // Five minutes later the same link may ask again.
    await ageRenewals(id, RENEW_PER_LINK_MS + 1000);
    expect((await renew(body)).statusCode).toBe(200);
    // The submission's day: renewals of other links of it count too, up to 5.
    await ageRenewals(id, RENEW_PER_LINK_MS + 1000);
    for (let i = 0; i < RENEW_PER_SUBMISSION - 2; i++) {
      const tokenId = randomUUID();
      await ctx.db.insert(auditLog).values({
        actorKind: 'magic_link',
        action: RENEWED_ACTION,
        tenantId: practice.tenant.id,
        targetType: 'submission',
        targetId: id,
        details: { tokenId, newTokenId: randomUUID() },
      });
    }
    const daily = await renew(body);
    expectRefused(daily, 429, 'RENEW_RATE_LIMITED');
    expect(daily.json().error).toBe(texts.limitPerDay(RENEW_PER_SUBMISSION));
    expect(await mailsAbout(id)).toHaveLength(2);
    // A day later they no longer count.
    await ageRenewals(id, 24 * 60 * 60 * 1000);
    expect((await renew(body)).statusCode).toBe(200);
  });

  it('sends nothing to an address the practice no longer notifies (403 RECIPIENT_REMOVED)', async () => {
    const local = await practiceWithRecipients(ctx, 1);
    const { submissionId: id } = await patientRequest(ctx, local.tenant.tenantId);
    const link = await issueMagicLink(ctx.db, ctx.keyedHash, {
      submissionId: id,
      recipient: local.addresses[0]!,
    });
    await verify({ submissionId: id, token: link.token });
    await setRecipients(ctx, local.tenant.id, freshAddresses(1));
    const response = await renew({ submissionId: id, token: link.token });
    expectRefused(response, 403, 'RECIPIENT_REMOVED');
    expect(response.json().error).toBe(texts.errors.RECIPIENT_REMOVED);
    expect(await mailsAbout(id)).toHaveLength(0);
    expect(await tokenRows(id)).toHaveLength(1);
  });

  it('answers 502 RENEW_SEND_FAILED when the mail server refuses, logged as a failed mail', async () => {
    const local = await practiceWithRecipients(ctx, 1);
    const [address] = local.addresses as [string];
    const { submissionId: id } = await patientRequest(ctx, local.tenant.tenantId);
    const link = await issueMagicLink(ctx.db, ctx.keyedHash, { submissionId: id, recipient: address });
    await verify({ submissionId: id, token: link.token });
    smtp.refuse(address, 550, '5.1.1 Mailbox unbekannt', 1);
    const response = await renew({ submissionId: id, token: link.token });
    expectRefused(response, 502, 'RENEW_SEND_FAILED');
    expect(response.body).not.toContain('Mailbox');
    const logs = await ctx.db.select().from(emailLogs).where(eq(emailLogs.submissionId, id));
    expect(logs.map((l) => l.status)).toEqual(['failed']);
  });

  it('refuses bad input with 400 BAD_REQUEST in its own shape, changing nothing; a code does not renew', async () => {
    const { id, links } = await requestWithLinks();
    await verify({ submissionId: id, token: links[0]!.token });
    const bodies: unknown[] = [
      {},
      { submissionId: id },
      { token: links[0]!.token },
      { submissionId: 'nicht-eine-id', token: links[0]!.token },
      { submissionId: id, token: '' },
      { submissionId: id, token: 123456 },
      { submissionId: id, token: links[0]!.code },
      { submissionId: id, token: 'x'.repeat(600) },
      { submissionId: id, token: links[0]!.token, email: 'fremd@example.test' },
    ];
    for (const body of bodies.slice(0, -1)) {
      const response = await renew(body);
      expectRefused(response, 400, 'BAD_REQUEST');
      expect(response.json().error).toBe(texts.errors.BAD_REQUEST);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/renewSubmissionToken',
      headers: { apikey: ctx.anonKey, 'content-type': 'application/json' },
      payload: '{"submissionId":',
    });
    expectRefused(notJson, 400, 'BAD_REQUEST');
    expect(await tokenRows(id)).toHaveLength(2);
    expect(await mailsAbout(id)).toHaveLength(0);
    // An address in the body is ignored: the mail goes to the link's recipient all the same.
    expect((await renew(bodies.at(-1))).statusCode).toBe(200);
    expect(smtp.mailsTo('fremd@example.test')).toHaveLength(0);
    expect((await mailsAbout(id)).map((m) => m.to)).toEqual([[practice.addresses[0]!.toLowerCase()]]);
  });

  it('wants the public key (401 INVALID_API_KEY), and counts unknown tokens against the address’s limit', async () => {
    const { id, links } = await requestWithLinks();
    await verify({ submissionId: id, token: links[0]!.token });
    const body = { submissionId: id, token: links[0]!.token };
    expectRefused(await renew(body, { apikey: null }), 401, 'INVALID_API_KEY');
    expectRefused(await renew(body, { apikey: 'falsch' }), 401, 'INVALID_API_KEY');

    const ip = randomIp();
    for (let i = 0; i < 20; i++)
      expectRefused(
        await renew({ submissionId: id, token: `falsch${i}`.padEnd(43, 'x') }, { ip }),
        404,
        'TOKEN_NOT_FOUND',
      );
    expectRefused(await renew(body, { ip }), 429, 'RATE_LIMITED');
    expectRefused(await verify({ submissionId: id, token: links[1]!.token }, { ip }), 429, 'RATE_LIMITED');
    expect(await mailsAbout(id)).toHaveLength(0);
  });
});
