import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_SECOND_FACTOR_MAX_FAILURES, loginKeys } from '../../auth/loginThrottle.ts';
import { auditLog, loginAttempts, userRecoveryCodes, userTwoFactor } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { challengeOf, codeAt, enableTwoFactor, passwordStep, post } from './testHelpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BASE = '/api/account/two-factor';
const status = async (cookie: string) => (await ctx.app.inject({ url: BASE, headers: { cookie } })).json();
const actions = async (userId: string) =>
  (await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, userId))).map((e) => e.action);

describe('two-factor login on the account page', () => {
  it('sets up: status off, start (QR, URI, secret), a wrong code changes nothing, confirm enables with 10 codes', async () => {
    const user = await makeUser(ctx);
    const cookie = await loginCookie(ctx, user.email);
    // A session opened elsewhere with the password alone (issue 43: it must not outlive the second factor).
    const elsewhere = await loginCookie(ctx, user.email);
    expect(await status(cookie)).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
    const start = await post(ctx, `${BASE}/setup`, cookie);
    expect(start.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_code } = start.json();
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Praxisdesk:/);
    expect(decodeURIComponent(otpauth_uri)).toContain(user.email);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // A second start replaces the pending secret (a new QR code); the first one's codes no longer fit.
    const restart = (await post(ctx, `${BASE}/setup`, cookie)).json();
    expect(restart.secret).not.toBe(secret);
    const old = await post(ctx, `${BASE}/confirm`, cookie, { code: codeAt(secret) });
    expect(old.statusCode).toBe(400);
    expect(old.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await status(cookie)).enabled).toBe(false);

    const confirm = await post(ctx, `${BASE}/confirm`, cookie, { code: codeAt(restart.secret) });
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    // Stored only as hashes.
    const stored = await ctx.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored)
      for (const code of codes) expect(row.codeHash).not.toContain(code.replace(/-/g, ''));
    expect(await status(cookie)).toEqual({
      enabled: true,
      enabled_at: expect.any(String),
      recovery_codes_left: 10,
      required: false,
    });
    expect(await actions(user.id)).toContain('two_factor.enabled');
    expect(
      (await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: elsewhere } })).statusCode,
    ).toBe(401);
    // Enabled: no second setup, no second confirmation.
    expect((await post(ctx, `${BASE}/setup`, cookie)).json().errorCode).toBe('TWO_FACTOR_ALREADY_ENABLED');
    expect((await post(ctx, `${BASE}/confirm`, cookie, { code: codeAt(restart.secret, 1) })).statusCode).toBe(
      409,
    );
  });

  it('confirm without a started setup answers 409 TWO_FACTOR_NOT_STARTED', async () => {
    const user = await makeUser(ctx);
    const cookie = await loginCookie(ctx, user.email);
    const response = await post(ctx, `${BASE}/confirm`, cookie, { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('TWO_FACTOR_NOT_STARTED');
  });

  it('turns off only with the password or a code; a wrong one is refused and audited', async () => {
    const user = await makeUser(ctx);
    const { secret, cookie } = await enableTwoFactor(ctx, user.email);
    const wrong = await post(ctx, `${BASE}/disable`, cookie, { password: 'falsch' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('REAUTH_FAILED');
    const wrongCode = await post(ctx, `${BASE}/disable`, cookie, { code: codeAt(secret, 10) });
    expect(wrongCode.json().errorCode).toBe('REAUTH_FAILED');
    expect((await status(cookie)).enabled).toBe(true);
    const failures = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'auth.reauth_failed')));
    expect(failures.map((f) => f.details)).toEqual([
      { reason: 'wrong_password', step: 'disable' },
      { reason: 'wrong_code', step: 'disable' },
    ]);

    const off = await post(ctx, `${BASE}/disable`, cookie, { code: codeAt(secret, 1) });
    expect(off.statusCode).toBe(204);
    expect(await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id))).toEqual([]);
    expect(
      await ctx.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect(await actions(user.id)).toContain('two_factor.disabled');
    // Off: the password alone signs in again.
    expect((await passwordStep(ctx, user.email)).json().user.id).toBe(user.id);
    expect((await post(ctx, `${BASE}/disable`, cookie, { password: TEST_PASSWORD })).json().errorCode).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
  });

  it("counts wrong codes on the user's code budget, which the login's second step then keeps", async () => {
    const user = await makeUser(ctx);
    const { secret, cookie } = await enableTwoFactor(ctx, user.email);
    // Ten wrong codes from ten addresses: each refused, none over a per-address limit; each "31 s" after the
    // last, so the e-mail's spacing does not make the test wait.
    const { email } = loginKeys(ctx, user.email, '203.0.113.1');
    for (let n = 0; n < LOGIN_SECOND_FACTOR_MAX_FAILURES; n++) {
      const wrong = await post(ctx, `${BASE}/disable`, cookie, { code: codeAt(secret, 10 + n) });
      expect(wrong.json().errorCode).toBe('REAUTH_FAILED');
      await ctx.db
        .update(loginAttempts)
        .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => 31)` })
        .where(eq(loginAttempts.key, email));
    }
    // The budget is spent: a login's right code is refused too, from yet another address.
    const step = await passwordStep(ctx, user.email);
    expect(step.statusCode).toBe(200);
    const refused = await post(ctx, '/api/auth/two-factor/verify', challengeOf(step), {
      code: codeAt(secret),
    });
    expect(refused.statusCode).toBe(429);
    expect((await status(cookie)).enabled).toBe(true);
  });

  it('cannot be turned off where a practice requires it', async () => {
    const tenant = await makeTenant(ctx);
    const user = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const { cookie } = await enableTwoFactor(ctx, user.email);
    const admin = await makeUser(ctx, { role: 'admin' });
    const adminCookie = await loginCookie(ctx, admin.email);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/two-factor/tenants/${tenant.id}`,
      headers: { cookie: adminCookie },
      payload: { require_two_factor: true },
    });
    expect((await status(cookie)).required).toBe(true);
    const refused = await post(ctx, `${BASE}/disable`, cookie, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('TWO_FACTOR_REQUIRED');
    expect((await status(cookie)).enabled).toBe(true);
  });

  it('renews the recovery codes (after the password): the old ones stop working', async () => {
    const user = await makeUser(ctx);
    const { recoveryCodes, cookie } = await enableTwoFactor(ctx, user.email);
    const renewed = await post(ctx, `${BASE}/recovery-codes`, cookie, { password: TEST_PASSWORD });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect(await actions(user.id)).toContain('two_factor.recovery_codes_renewed');
    const verify = (code: string) =>
      passwordStep(ctx, user.email).then((r) =>
        post(ctx, '/api/auth/two-factor/verify', challengeOf(r), { code }),
      );
    expect((await verify(recoveryCodes[0])).statusCode).toBe(401);
    expect((await verify(fresh[0])).statusCode).toBe(200);
    expect((await status(cookie)).recovery_codes_left).toBe(9);
    const wrong = await post(ctx, `${BASE}/recovery-codes`, cookie, { password: 'falsch' });
    expect(wrong.statusCode).toBe(400);
    expect((await status(cookie)).recovery_codes_left).toBe(9);
  });

  it('answers 401 without a session and 400 for bad input (changing nothing) on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/setup'],
      ['POST', '/confirm'],
      ['POST', '/disable'],
      ['POST', '/recovery-codes'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url: `${BASE}${path}`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, path).toBe(401);
    }
    const user = await makeUser(ctx);
    const { cookie } = await enableTwoFactor(ctx, user.email);
    for (const [path, payload] of [
      ['/confirm', {}],
      ['/confirm', { code: 'x' }],
      ['/disable', {}],
      ['/disable', { password: TEST_PASSWORD, code: '123456' }],
      ['/disable', { password: TEST_PASSWORD, extra: true }],
      ['/recovery-codes', { code: 12 }],
    ] as const) {
      const response = await post(ctx, `${BASE}${path}`, cookie, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect(await status(cookie)).toMatchObject({ enabled: true, recovery_codes_left: 10 });
  });
});
