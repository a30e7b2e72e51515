import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkSubmissionSchema } from '../../../common/schemas/magicLinkSubmission.ts';
import { issueMagicLink, MAGIC_CODE_MAX_FAILURES } from '../../commands/issueMagicLink.ts';
import {
  anamneseAiSummaries,
  auditLog,
  emailLogs,
  formSubmissions,
  magicLinkTokens,
} from '../../db/schema.ts';
import { MAGIC_GRANT_COOKIE } from '../../http/magicGrant.ts';
import { createRequest, sendAnamnese, uploadFile } from '../../test/detail.ts';
import { type makeTenant, practiceWithStaff, randomIp } from '../../test/factories.ts';
import { pngBytes } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ tenant, cookie } = await practiceWithStaff(ctx));
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

/** A request with a prescription file and one link per recipient. */
async function withLinks(recipients = ['empfang@praxis.test'], options: { now?: Date } = {}) {
  const request = await createRequest(ctx, tenant.tenantId);
  await uploadFile(ctx, request, { name: 'rezept.png', type: 'image/png', bytes: pngBytes(200) });
  const id = request.submissionId;
  const links = [];
  for (const recipient of recipients)
    links.push(
      await issueMagicLink(ctx.db, ctx.keyedHash, { submissionId: id, recipient, now: options.now }),
    );
  return { id, links };
}

function verify(
  body: unknown,
  options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/verifySubmissionToken',
    headers: {
      apikey: ctx.anonKey,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: body as object,
    remoteAddress: options.ip ?? randomIp(),
  });
}

const grantOf = (response: { cookies: { name: string; value: string }[] }) => {
  const grant = response.cookies.find((c) => c.name === MAGIC_GRANT_COOKIE);
  return grant ? `${MAGIC_GRANT_COOKIE}=${grant.value}` : undefined;
};

const tokenRows = (id: string) =>
  ctx.db.select().from(magicLinkTokens).where(eq(magicLinkTokens.submissionId, id));

function expectDenied(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, code });
  expect(typeof body.error).toBe('string');
}

describe('POST /functions/v1/verifySubmissionToken', () => {
  it('opens the submission with the link: the link view, the recipient, a 30-minute grant cookie', async () => {
    const { id, links } = await withLinks(['leitung@praxis.test']);
    await ctx.db.insert(emailLogs).values({
      submissionId: id,
      recipient: 'leitung@praxis.test',
      subject: 'Neue Anfrage',
      status: 'sent',
    });
    const response = await verify({ submissionId: id, token: links[0]!.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.email).toBe('leitung@praxis.test');
    // What staff see of it, as far as the link view shows it; decrypted.
    const staff = (
      await ctx.app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: { cookie } })
    ).json().submission;
    const submission = magicLinkSubmissionSchema.parse(body.submission);
    expect(submission).toMatchObject({
      id,
      created_at: staff.created_at,
      form_type: 'prescription',
      tenants: staff.tenants,
      form_data: staff.form_data,
      is_spam: false,
      is_processed: false,
      has_anamnese: false,
      prescription_file: staff.prescription_file,
      generated_text: null,
      email_logs: [{ status: 'sent', sent_at: staff.email_logs[0].sent_at }],
      anamnese: null,
    });
    expect(submission.form_data).toMatchObject({ name: expect.any(String) });
    expect(submission.prescription_file).toMatchObject({ kind: 'file', fileName: 'rezept.png' });

    const grant = response.cookies.find((c) => c.name === MAGIC_GRANT_COOKIE)!;
    expect(grant).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const minutes = (new Date(grant.expires!).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(grant.value).not.toContain('leitung');
    expect(decodeURIComponent(grant.value)).not.toContain('@');

    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    // The staff read above is its own row; the link's read is the magic link's.
    const used = audits.filter((a) => a.action === 'submission.read' && a.actorKind === 'magic_link');
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({
      actorKind: 'magic_link',
      tenantId: tenant.id,
      targetType: 'submission',
      details: { via: 'magic_link', by: 'token', tokenId: expect.any(String) },
    });
  });

  it('opens it with the 6-digit code as typed (spaces, dashes) and deactivates the other codes', async () => {
    const { id, links } = await withLinks(['a@praxis.test', 'b@praxis.test', 'c@praxis.test']);
    const code = links[1]!.code;
    const response = await verify({ submissionId: id, token: ` ${code.slice(0, 3)} ${code.slice(3)} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('b@praxis.test');
    const rows = await tokenRows(id);
    const byRecipient = Object.fromEntries(rows.map((r) => [r.recipient, r]));
    expect(byRecipient['b@praxis.test']!.usedAt).not.toBeNull();
    for (const other of ['a@praxis.test', 'c@praxis.test']) {
      expect(byRecipient[other]!.usedAt).toBeNull();
      expect(byRecipient[other]!.deactivatedAt).not.toBeNull();
    }
    // Every other link and code of the submission is spent now.
    expectDenied(await verify({ submissionId: id, token: links[0]!.token }), 410, 'TOKEN_ALREADY_USED');
    expectDenied(await verify({ submissionId: id, token: links[2]!.code }), 410, 'TOKEN_ALREADY_USED');
    expect(
      (await verify({ submissionId: id, token: `${code.slice(0, 3)}-${code.slice(3)}` })).statusCode,
    ).toBe(410);
  });

  it('stores only hashes: neither token nor code is in any column', async () => {
    const { id, links } = await withLinks();
    const { token, code } = links[0]!;
    await verify({ submissionId: id, token: '000000' === code ? '111111' : '000000' });
    await verify({ submissionId: id, token });
    const [row] = await tokenRows(id);
    const [submission] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    for (const stored of [row, submission, ...audits]) {
      const text = JSON.stringify(stored);
      expect(text).not.toContain(token);
      expect(text).not.toContain(code);
    }
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is single use; a reload with the grant cookie answers again, a new browser gets TOKEN_ALREADY_USED', async () => {
    const { id, links } = await withLinks(['empfang@praxis.test']);
    const first = await verify({ submissionId: id, token: links[0]!.token });
    expect(first.statusCode).toBe(200);
    const grant = grantOf(first)!;
    const usedAt = (await tokenRows(id))[0]!.usedAt;

    const reload = await verify({ submissionId: id, token: links[0]!.token }, { cookie: grant });
    expect(reload.statusCode).toBe(200);
    expect(reload.json()).toEqual(first.json());
    expect(reload.json().email).toBe('empfang@praxis.test');
    expect(reload.json().submission.id).toBe(id);
    expect(grantOf(reload)).toBeUndefined();
    const [after] = await tokenRows(id);
    expect(after!.usedAt).toEqual(usedAt);
    const reloadAudit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'submission.read')));
    expect(reloadAudit.map((a) => (a.details as { by: string }).by).sort()).toEqual(['grant', 'token']);

    expectDenied(await verify({ submissionId: id, token: links[0]!.token }), 410, 'TOKEN_ALREADY_USED');
    // The code of the used link reloads too; a wrong token with the grant is still wrong.
    expect((await verify({ submissionId: id, token: links[0]!.code }, { cookie: grant })).statusCode).toBe(
      200,
    );
    expectDenied(
      await verify({ submissionId: id, token: 'x'.repeat(43) }, { cookie: grant }),
      404,
      'TOKEN_NOT_FOUND',
    );
  });

  it('a grant reloads only its own submission, and only while signed and unexpired', async () => {
    const a = await withLinks();
    const b = await withLinks();
    const grantA = grantOf(await verify({ submissionId: a.id, token: a.links[0]!.token }))!;
    expect((await verify({ submissionId: b.id, token: b.links[0]!.token })).statusCode).toBe(200);
    expectDenied(
      await verify({ submissionId: b.id, token: b.links[0]!.token }, { cookie: grantA }),
      410,
      'TOKEN_ALREADY_USED',
    );
    const [id, expiresMs, tokenId, mac] = decodeURIComponent(grantA.split('=')[1]!).split('.') as string[];
    const forged = `${MAGIC_GRANT_COOKIE}=${id}.${Number(expiresMs) + 1000}.${tokenId}.${mac}`;
    const token = a.links[0]!.token;
    expectDenied(await verify({ submissionId: a.id, token }, { cookie: forged }), 410, 'TOKEN_ALREADY_USED');
    // Correctly signed but expired.
    const old = `${a.id}.${Date.now() - 1000}.${tokenId}`;
    const expired = `${MAGIC_GRANT_COOKIE}=${old}.${ctx.keyedHash('magic-grant', old)}`;
    expectDenied(await verify({ submissionId: a.id, token }, { cookie: expired }), 410, 'TOKEN_ALREADY_USED');
  });

  it('keeps the grants of several links opened in one browser', async () => {
    const a = await withLinks(['a@praxis.test']);
    const b = await withLinks(['b@praxis.test']);
    const grantA = grantOf(await verify({ submissionId: a.id, token: a.links[0]!.token }))!;
    const both = grantOf(await verify({ submissionId: b.id, token: b.links[0]!.token }, { cookie: grantA }))!;
    const reloadA = await verify({ submissionId: a.id, token: a.links[0]!.token }, { cookie: both });
    expect(reloadA.statusCode).toBe(200);
    expect(reloadA.json().email).toBe('a@praxis.test');
    const reloadB = await verify({ submissionId: b.id, token: b.links[0]!.token }, { cookie: both });
    expect(reloadB.json().email).toBe('b@praxis.test');
  });

  it('answers TOKEN_EXPIRED after 7 days, for link and code', async () => {
    const { id, links } = await withLinks(['a@praxis.test'], { now: new Date(Date.now() - 8 * DAY) });
    expectDenied(await verify({ submissionId: id, token: links[0]!.token }), 410, 'TOKEN_EXPIRED');
    expectDenied(await verify({ submissionId: id, token: links[0]!.code }), 410, 'TOKEN_EXPIRED');
    expect((await tokenRows(id))[0]!.usedAt).toBeNull();
    // Moving the clock of a fresh link past its expiry does the same.
    const fresh = await withLinks();
    await ctx.db
      .update(magicLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(magicLinkTokens.submissionId, fresh.id));
    expectDenied(
      await verify({ submissionId: fresh.id, token: fresh.links[0]!.token }),
      410,
      'TOKEN_EXPIRED',
    );
  });

  it('answers TOKEN_NOT_FOUND for unknown tokens and for another submission’s token, consuming nothing', async () => {
    const a = await withLinks();
    const b = await withLinks();
    const unknown = await verify({ submissionId: a.id, token: 'abcDEF123_-'.repeat(4) });
    expectDenied(unknown, 404, 'TOKEN_NOT_FOUND');
    expect(unknown.json().error).toBe('Der Link oder Code ist ungültig.');
    expectDenied(await verify({ submissionId: b.id, token: a.links[0]!.token }), 404, 'TOKEN_NOT_FOUND');
    expect((await tokenRows(a.id))[0]!.usedAt).toBeNull();
    // A code is bound to its submission as well.
    expectDenied(await verify({ submissionId: b.id, token: a.links[0]!.code }), 404, 'TOKEN_NOT_FOUND');
    expect((await verify({ submissionId: a.id, token: a.links[0]!.token })).statusCode).toBe(200);
  });

  it('answers SUBMISSION_NOT_FOUND for an unknown or deleted submission', async () => {
    expectDenied(
      await verify({ submissionId: randomUUID(), token: 'x'.repeat(43) }),
      404,
      'SUBMISSION_NOT_FOUND',
    );
    const { id, links } = await withLinks();
    await ctx.db.delete(formSubmissions).where(eq(formSubmissions.id, id));
    const response = await verify({ submissionId: id, token: links[0]!.token });
    expectDenied(response, 404, 'SUBMISSION_NOT_FOUND');
    expect(response.json().error).toBe('Die Einreichung wurde nicht gefunden.');
  });

  it('answers BAD_REQUEST in its own shape for a missing or malformed id or token', async () => {
    const { id } = await withLinks();
    const bodies: unknown[] = [
      {},
      { submissionId: id },
      { token: 'abc' },
      { submissionId: id, token: '' },
      { submissionId: id, token: '   ' },
      { submissionId: 'nicht-eine-id', token: 'abc' },
      { submissionId: id, token: 123456 },
      { submissionId: id, token: 'x'.repeat(600) },
    ];
    for (const body of bodies) {
      const response = await verify(body);
      expectDenied(response, 400, 'BAD_REQUEST');
      expect(response.json().error).toBe('Ungültiger Link: Submission-ID oder Token fehlt');
    }
    const short = await verify({ submissionId: id, token: '12345' });
    expectDenied(short, 400, 'BAD_REQUEST');
    expect(short.json().error).toBe('Bitte geben Sie einen 6-stelligen Code ein.');
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/verifySubmissionToken',
      headers: { apikey: ctx.anonKey, 'content-type': 'application/json' },
      payload: '{"submissionId":',
    });
    expectDenied(notJson, 400, 'BAD_REQUEST');
    // A malformed code never counts as a wrong guess.
    const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row!.magicCodeFailures).toBe(0);
  });

  it('locks the codes after 5 wrong ones (also the right code); the 256-bit link still works', async () => {
    const { id, links } = await withLinks();
    const right = links[0]!.code;
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < MAGIC_CODE_MAX_FAILURES; i++)
      expectDenied(await verify({ submissionId: id, token: wrong }), 404, 'TOKEN_NOT_FOUND');
    const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row!.magicCodeFailures).toBe(MAGIC_CODE_MAX_FAILURES);
    const locked = await verify({ submissionId: id, token: right });
    expectDenied(locked, 423, 'TOKEN_LOCKED');
    expect(locked.json().error).toBe(
      'Zu viele falsche Codes. Die Codes für diese Einreichung sind gesperrt.',
    );
    expect((await tokenRows(id))[0]!.usedAt).toBeNull();
    expect((await verify({ submissionId: id, token: links[0]!.token })).statusCode).toBe(200);
    const denied = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'magic_link.denied')));
    expect(denied.map((a) => (a.details as { code: string }).code)).toContain('TOKEN_LOCKED');
  });

  it('gives one success for parallel uses of one token, and of two recipients’ links', async () => {
    const { id, links } = await withLinks(['a@praxis.test', 'b@praxis.test']);
    const same = await Promise.all(
      Array.from({ length: 4 }, () => verify({ submissionId: id, token: links[0]!.token })),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 410, 410, 410]);

    const other = await withLinks(['a@praxis.test', 'b@praxis.test']);
    const both = await Promise.all(
      other.links.map((l) => verify({ submissionId: other.id, token: l.token })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const rows = await tokenRows(other.id);
    expect(rows.filter((r) => r.usedAt !== null)).toHaveLength(1);
  });

  it('a GET of the link (mail scanners, the page itself) consumes nothing', async () => {
    const { id, links } = await withLinks();
    const token = encodeURIComponent(links[0]!.token);
    await ctx.app.inject({ method: 'GET', url: `/submission/${id}?token=${token}` });
    await ctx.app.inject({ method: 'HEAD', url: `/submission/${id}?token=${token}` });
    const get = await ctx.app.inject({
      method: 'GET',
      url: `/functions/v1/verifySubmissionToken?submissionId=${id}&token=${token}`,
      headers: { apikey: ctx.anonKey },
    });
    expect(get.statusCode).toBe(404);
    expect((await tokenRows(id))[0]!.usedAt).toBeNull();
    expect((await verify({ submissionId: id, token: links[0]!.token })).statusCode).toBe(200);
  });

  it('grants nothing beyond its submission: /api stays 401 with only the grant cookie', async () => {
    const { id, links } = await withLinks();
    const grant = grantOf(await verify({ submissionId: id, token: links[0]!.token }))!;
    for (const url of [`/api/submissions/${id}`, `/api/submissions/${id}/anamnese`, '/api/auth/session']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: grant } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('limits failed attempts per address (20 in 10 minutes), counted in the database', async () => {
    const { id, links } = await withLinks();
    const ip = randomIp();
    for (let i = 0; i < 20; i++)
      expectDenied(
        await verify({ submissionId: id, token: `falsch${i}`.padEnd(43, 'x') }, { ip }),
        404,
        'TOKEN_NOT_FOUND',
      );
    const limited = await verify({ submissionId: id, token: links[0]!.token }, { ip });
    expectDenied(limited, 429, 'RATE_LIMITED');
    expect((await tokenRows(id))[0]!.usedAt).toBeNull();
    // Another address is not affected.
    expect((await verify({ submissionId: id, token: links[0]!.token })).statusCode).toBe(200);
  });

  it('wants the public key: 401 INVALID_API_KEY without or with a wrong one', async () => {
    const { id, links } = await withLinks();
    const body = { submissionId: id, token: links[0]!.token };
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/verifySubmissionToken',
      payload: body,
    });
    expectDenied(missing, 401, 'INVALID_API_KEY');
    expect(missing.json().errorCode).toBe('INVALID_API_KEY');
    expectDenied(await verify(body, { headers: { apikey: 'falsch' } }), 401, 'INVALID_API_KEY');
    expect((await tokenRows(id))[0]!.usedAt).toBeNull();
  });

  it('answers UNKNOWN_ERROR (500, own shape, no details) when something unexpected breaks', async () => {
    const { id, links } = await withLinks();
    // Stored data the answer's schema refuses (form data that is no record): the response cannot be built.
    const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    await ctx.db
      .update(formSubmissions)
      .set({ formData: await ctx.crypto.encryptJson(row!.tenantId, 'kaputt') })
      .where(eq(formSubmissions.id, id));
    const response = await verify({ submissionId: id, token: links[0]!.token });
    expectDenied(response, 500, 'UNKNOWN_ERROR');
    expect(response.json()).toEqual({
      success: false,
      code: 'UNKNOWN_ERROR',
      errorCode: 'UNKNOWN_ERROR',
      error: 'Der Link ist ungültig, abgelaufen oder wurde bereits verwendet',
    });
  });

  it('does not care about the spam state (the recipient holds the link)', async () => {
    const { id, links } = await withLinks();
    await ctx.db.update(formSubmissions).set({ isSpam: true }).where(eq(formSubmissions.id, id));
    const response = await verify({ submissionId: id, token: links[0]!.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().submission.is_spam).toBe(true);
  });
});

describe('the link view’s own field list (issue 27: the answer is not the staff detail)', () => {
  const answers = {
    bodyParts: ['back'],
    painLevel: 5,
    comorbidities: { radio: 'yes', text: 'Bluthochdruck' },
    medications: { radio: 'no', text: '' },
    expectations: { text: 'Wieder joggen', checkbox: true },
  };

  /** The submission.read rows the magic link left for one submission, by way in (details.via). */
  const linkReads = async (id: string, via: string) =>
    (
      await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'submission.read')))
    ).filter((row) => row.actorKind === 'magic_link' && row.details?.via === via);

  const storedText = (fallbackReason?: string) => ({
    text: 'Der Patient berichtet über Rückenschmerzen.',
    html: '<p>Der Patient berichtet über Rückenschmerzen.</p>',
    model: 'lokal-regeln',
    generatedAt: '2026-11-20T09:00:00.000Z',
    ...(fallbackReason ? { fallbackReason } : {}),
  });

  it('carries no recipient address, subject or delivery error, no spam scoring: only what the view shows', async () => {
    const { id, links } = await withLinks(['a@praxis.test', 'b@praxis.test']);
    const error = 'SMTP 550 5.1.1 <b@praxis.test>: Mailbox unbekannt (relay.intern.test)';
    await ctx.db.insert(emailLogs).values([
      {
        submissionId: id,
        recipient: 'a@praxis.test',
        subject: 'Neue Anfrage Betreffzeile',
        status: 'sent',
        sentAt: new Date(Date.now() - 60_000),
      },
      {
        submissionId: id,
        recipient: 'b@praxis.test',
        subject: 'Neue Anfrage Betreffzeile',
        status: 'failed',
        errorMessage: error,
        sentAt: new Date(),
      },
    ]);
    await ctx.db
      .update(formSubmissions)
      .set({ spamScore: 37, spamConfidence: 0.61, aiClassified: true })
      .where(eq(formSubmissions.id, id));

    const response = await verify({ submissionId: id, token: links[0]!.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['email', 'submission', 'success']);
    // The holder's own address is named once, as whom the link was for; nobody else's anywhere.
    expect(body.email).toBe('a@praxis.test');
    const submissionText = JSON.stringify(body.submission);
    for (const hidden of ['a@praxis.test', 'b@praxis.test', 'relay.intern', 'Mailbox', 'Betreffzeile'])
      expect(submissionText).not.toContain(hidden);
    expect(JSON.stringify(body)).not.toContain('b@praxis.test');

    expect(Object.keys(body.submission).sort()).toEqual([
      'anamnese',
      'created_at',
      'email_logs',
      'form_data',
      'form_type',
      'generated_text',
      'has_anamnese',
      'id',
      'is_processed',
      'is_spam',
      'patient_language',
      'prescription_file',
      'tenants',
    ]);
    expect(body.submission.tenants).toEqual({ name: expect.any(String) });
    // Newest first: a tick or cross and the time per mail.
    expect(body.submission.email_logs).toEqual([
      { status: 'failed', sent_at: expect.any(String) },
      { status: 'sent', sent_at: expect.any(String) },
    ]);
    // Staff still see all of it.
    const staff = await ctx.app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: { cookie } });
    expect(JSON.stringify(staff.json())).toContain(error);
  });

  it('has the anamnese card only with has_anamnese; each read is audited like the staff’s', async () => {
    // A request without an anamnese: no card data, no anamnese read, and no Fließtext (the view has none).
    const plain = await withLinks();
    await ctx.db
      .update(formSubmissions)
      .set({ generatedText: await ctx.crypto.encryptJson(tenant.id, storedText()) })
      .where(eq(formSubmissions.id, plain.id));
    const without = (await verify({ submissionId: plain.id, token: plain.links[0]!.token })).json();
    expect(without.submission).toMatchObject({ has_anamnese: false, anamnese: null, generated_text: null });
    expect(await linkReads(plain.id, 'magic_link')).toHaveLength(1);
    expect(await linkReads(plain.id, 'anamnese')).toHaveLength(0);

    // A request with its anamnese, a summary and a Fließtext, both written by the local engine after the
    // provider failed: the view says so, but not why.
    const { submissionId: id } = await createRequest(ctx, tenant.tenantId);
    const anamneseId = await sendAnamnese(ctx, tenant.tenantId, id, answers);
    await ctx.db.insert(anamneseAiSummaries).values({
      anamneseSubmissionId: anamneseId,
      encryptedSummary: await ctx.crypto.encryptJson(tenant.id, {
        summary: 'Rückenschmerzen seit zwei Wochen.',
        keyFindings: ['Schmerz 5/10'],
        recommendations: ['Manuelle Therapie'],
        riskFactors: [],
        fallbackReason: 'Anbieter antwortete 401 (Schlüssel sk-geheim)',
      }),
      aiModel: 'lokal-regeln',
      tokensUsed: 0,
      processingTimeMs: 12,
    });
    await ctx.db
      .update(formSubmissions)
      .set({
        generatedText: await ctx.crypto.encryptJson(tenant.id, storedText('Zeitüberschreitung ai.intern')),
      })
      .where(eq(formSubmissions.id, id));
    const link = await issueMagicLink(ctx.db, ctx.keyedHash, {
      submissionId: id,
      recipient: 'a@praxis.test',
    });

    const first = await verify({ submissionId: id, token: link.token });
    expect(first.statusCode).toBe(200);
    const submission = magicLinkSubmissionSchema.parse(first.json().submission);
    expect(submission.has_anamnese).toBe(true);
    expect(submission.anamnese).toEqual({
      anamnese: { completed_at: '2026-11-20T08:30:00.000Z', answers },
      summary: {
        created_at: expect.any(String),
        ai_model: 'lokal-regeln',
        tokens_used: 0,
        processing_time_ms: 12,
        summary: {
          summary: 'Rückenschmerzen seit zwei Wochen.',
          keyFindings: ['Schmerz 5/10'],
          recommendations: ['Manuelle Therapie'],
          riskFactors: [],
        },
        fallback: true,
      },
    });
    expect(submission.generated_text).toEqual({
      text: storedText().text,
      html: storedText().html,
      model: 'lokal-regeln',
      generated_at: '2026-11-20T09:00:00.000Z',
      fallback: true,
    });
    const text = JSON.stringify(first.json());
    for (const hidden of ['sk-geheim', 'ai.intern', anamneseId]) expect(text).not.toContain(hidden);

    // The answers staff read are the same.
    const staff = await ctx.app.inject({
      method: 'GET',
      url: `/api/submissions/${id}/anamnese`,
      headers: { cookie },
    });
    expect(staff.json().anamnese.answers).toEqual(submission.anamnese!.anamnese!.answers);

    // Audited like the staff's reads: the detail and the anamnese, by the link, with whose link it was.
    const tokenId = (await tokenRows(id))[0]!.id;
    expect((await linkReads(id, 'anamnese')).map((row) => row.details)).toEqual([
      { via: 'anamnese', by: 'token', tokenId },
    ]);
    expect(await linkReads(id, 'magic_link')).toHaveLength(1);

    // A reload on this browser's grant reads (and audits) it again.
    const reload = await verify({ submissionId: id, token: link.token }, { cookie: grantOf(first) });
    expect(reload.json().submission.anamnese).toEqual(submission.anamnese);
    expect((await linkReads(id, 'anamnese')).map((row) => row.details?.by).sort()).toEqual([
      'grant',
      'token',
    ]);
  });
});
