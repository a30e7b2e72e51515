// "Passwort vergessen?" through the real app and a real SMTP server: the same answer for every address, the
// mail with its single-use 30-minute link (only the hash stored), the throttling per e-mail and per address,
// the audit, every session ended after the reset, and the second factor still needed afterwards.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordTokens, users } from '../../db/schema.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { loginCookie, makeTenant, makeUser, randomIp, TEST_PASSWORD } from '../../test/factories.ts';
import { type MailServer, parseMail, startMailServer } from '../../test/mailServer.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { enableTwoFactor, passwordStep } from '../twoFactor/testHelpers.ts';

let ctx: TestContext;
let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: mail.url, PUBLIC_URL: 'https://praxis.example.de' });
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

const NEW = 'Frisch-gesetztes-Passwort';
const post = (url: string, payload: unknown, ip = randomIp(), cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
const requestReset = (email: string, ip = randomIp()) => post('/api/auth/password-reset', { email }, ip);
const session = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
const hashOf = async (id: string) =>
  (await ctx.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.h;
const auditRows = (action: string) => ctx.db.select().from(auditLog).where(eq(auditLog.action, action));

async function staffMember() {
  const tenant = await makeTenant(ctx);
  return makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
}

/** The reset mail to the address (sent after the answer: awaited here), parsed, and the token of its link. */
async function resetMail(address: string, count = 1) {
  await expect.poll(() => mail.mailsTo(address).length, { timeout: 10_000 }).toBe(count);
  const parsed = await parseMail(mail.mailsTo(address).at(-1)!.raw);
  const link = /https:\/\/praxis\.example\.de\/login\/passwort-festlegen#token=([A-Za-z0-9_-]+)/.exec(
    parsed.text ?? '',
  );
  expect(link, parsed.text).not.toBeNull();
  return { parsed, token: link![1]! };
}

describe('POST /api/auth/password-reset', () => {
  it('answers the same for a known, an unknown and an inactive address; only the known one gets a mail', async () => {
    const user = await staffMember();
    const inactive = await makeUser(ctx, { isActive: false });
    const unknown = `niemand-${Date.now()}@praxis.test`;
    const answers = await Promise.all(
      [user.email, unknown, inactive.email].map((email) => requestReset(email)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]!.body);
    }
    const { parsed, token } = await resetMail(user.email);
    expect(parsed.subject).toBe('Praxisdesk: Neues Passwort festlegen');
    expect(parsed.text).toContain('30 Minuten');
    // Only the hash of the token is stored.
    const rows = await ctx.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'reset', usedAt: null });
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 30 * 60_000)).toBeLessThan(5_000);
    // Audited, the unknown address without the address.
    await expect
      .poll(async () => (await auditRows('auth.password_reset_requested')).length, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(3);
    const audited = await auditRows('auth.password_reset_requested');
    expect(audited.find((r) => r.targetId === user.id)?.details).toEqual({ mail: 'sent' });
    expect(audited.some((r) => JSON.stringify(r.details) === '{"account":"unknown"}')).toBe(true);
    expect(JSON.stringify(audited)).not.toContain(unknown);
    expect(mail.mailsTo(unknown)).toHaveLength(0);
    expect(mail.mailsTo(inactive.email)).toHaveLength(0);
  });

  it('refuses an address that is no address (400) and sends nothing', async () => {
    for (const payload of [{}, { email: 'kein-at-zeichen' }, { email: { toString: 'x' } }]) {
      const response = await post('/api/auth/password-reset', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('is throttled per e-mail address (3 per 15 minutes, from any client) and per client address (10)', async () => {
    const user = await staffMember();
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await requestReset(user.email.toUpperCase())).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
    const refused = await requestReset(user.email);
    expect(refused.json()).toMatchObject({ errorCode: 'PASSWORD_RESET_THROTTLED' });
    expect(refused.json().error).toMatch(/15 Minuten/);
    await resetMail(user.email, 3);

    const ip = randomIp();
    const fromOneAddress = [];
    for (let i = 0; i < 11; i++)
      fromOneAddress.push((await requestReset(`jemand-${i}-${Date.now()}@praxis.test`, ip)).statusCode);
    expect(fromOneAddress.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(fromOneAddress[10]).toBe(429);
    expect((await auditRows('auth.password_reset_throttled')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the link from the mail (POST /api/auth/password-link, …/complete)', () => {
  it('shows what it is for, sets the password once, ends every session; audited', async () => {
    const user = await staffMember();
    const cookie = await loginCookie(ctx, user.email);
    await requestReset(user.email);
    const { token } = await resetMail(user.email);

    const info = await post('/api/auth/password-link', { token });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ purpose: 'reset', email: user.email });

    // The policy refuses before the link is spent: the link still works afterwards.
    const common = await post('/api/auth/password-link/complete', { token, password: 'QwertyUiop12345' });
    expect(common.json().errorCode).toBe('PASSWORD_TOO_COMMON');
    const short = await post('/api/auth/password-link/complete', { token, password: 'kurz' });
    expect(short.json().errorCode).toBe('PASSWORD_TOO_SHORT');
    expect(await verifyPassword(await hashOf(user.id), TEST_PASSWORD)).toBe(true);

    const done = await post('/api/auth/password-link/complete', { token, password: NEW });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ purpose: 'reset' });
    expect(await verifyPassword(await hashOf(user.id), NEW)).toBe(true);
    expect((await session(cookie)).statusCode).toBe(401);
    expect(done.cookies.find((c) => c.name === 'pd_session')).toBeUndefined();

    // Single use.
    const again = await post('/api/auth/password-link/complete', {
      token,
      password: 'Noch-ein-anderes-Passwort',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().errorCode).toBe('PASSWORD_LINK_INVALID');
    expect((await post('/api/auth/password-link', { token })).statusCode).toBe(410);
    expect(await verifyPassword(await hashOf(user.id), NEW)).toBe(true);

    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.password_reset'), eq(auditLog.targetId, user.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toEqual({ sessions_ended: 1 });
  });

  it('is dead after 30 minutes, and an earlier link is dead once a newer one was sent', async () => {
    const user = await staffMember();
    await requestReset(user.email);
    const first = (await resetMail(user.email)).token;
    await requestReset(user.email);
    const second = (await resetMail(user.email, 2)).token;
    expect((await post('/api/auth/password-link', { token: first })).statusCode).toBe(410);
    expect((await post('/api/auth/password-link', { token: second })).statusCode).toBe(200);

    await ctx.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, user.id));
    const late = await post('/api/auth/password-link/complete', { token: second, password: NEW });
    expect(late.statusCode).toBe(410);
    expect(await verifyPassword(await hashOf(user.id), TEST_PASSWORD)).toBe(true);
  });

  it('refuses a malformed or unknown token with a stable id', async () => {
    for (const token of ['', 'kurz', 'a'.repeat(43), { x: 1 }]) {
      const response = await post('/api/auth/password-link/complete', { token, password: NEW });
      expect([400, 410], JSON.stringify(token)).toContain(response.statusCode);
      expect(['VALIDATION_ERROR', 'PASSWORD_LINK_INVALID']).toContain(response.json().errorCode);
    }
  });

  it('leaves two-factor login in place: after a reset the login still asks for the code', async () => {
    const user = await staffMember();
    await enableTwoFactor(ctx, user.email);
    await requestReset(user.email);
    const { token } = await resetMail(user.email);
    expect((await post('/api/auth/password-link/complete', { token, password: NEW })).statusCode).toBe(200);
    const login = await passwordStep(ctx, user.email, NEW);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ two_factor: { kind: 'totp' } });
    expect(login.cookies.find((c) => c.name === 'pd_session' && c.value !== '')).toBeUndefined();
  });
});
