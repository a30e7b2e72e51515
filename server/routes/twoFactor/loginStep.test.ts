import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_PAIR_MAX_FAILURES,
  LOGIN_SECOND_FACTOR_MAX_FAILURES,
  type LoginKeys,
  loginKeys,
  secondFactorKey,
} from '../../auth/loginThrottle.ts';
import { auditLog, loginAttempts, loginChallenges, sessions, users, userTwoFactor } from '../../db/schema.ts';
import { makeTenant, makeUser, randomIp, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import {
  CHALLENGE,
  challengeOf,
  codeAt,
  enableTwoFactor,
  passwordStep,
  post,
  sessionCookieOf,
} from './testHelpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const VERIFY = '/api/auth/two-factor/verify';
const auditOf = async (userId: string) =>
  (
    await ctx.db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.targetId, userId), eq(auditLog.actorUserId, userId)))
      .orderBy(auditLog.id)
  ).map((e) => ({
    action: e.action,
    details: e.details as Record<string, unknown> | null,
  }));

/** Moves recorded attempts back in time, so the e-mail's spacing does not slow the test (as auth.test.ts does). */
async function ageAttempts(keys: LoginKeys, ms: number) {
  await ctx.db
    .update(loginAttempts)
    .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => ${ms / 1000})` })
    .where(inArray(loginAttempts.key, Object.values(keys)));
}

/** A password step, then `n` wrong codes from `ip` (each "31 s" after the last: no e-mail spacing); their statuses. */
async function wrongCodesAfterPassword(email: string, secret: string, ip: string, n: number) {
  const step = await passwordStep(ctx, email, TEST_PASSWORD, ip);
  expect(step.statusCode).toBe(200);
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    statuses.push((await post(ctx, VERIFY, challengeOf(step), { code: codeAt(secret, 10) }, ip)).statusCode);
    await ageAttempts(loginKeys(ctx, email, ip), 31_000);
  }
  return statuses;
}

describe('login with two-factor login enabled', () => {
  it('answers a challenge instead of a session after the right password, then a session for the code', async () => {
    const user = await makeUser(ctx);
    const { secret } = await enableTwoFactor(ctx, user.email);
    const sessionsBefore = (await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;

    const first = await passwordStep(ctx, user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor: { kind: 'totp', expires_at: expect.any(String) } });
    expect(first.cookies.find((c) => c.name === 'pd_session')).toBeUndefined();
    const cookie = first.cookies.find((c) => c.name === CHALLENGE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const expiresIn = new Date(first.json().two_factor.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
    // Only the token's hash is stored; the challenge opens nothing else.
    const [stored] = await ctx.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id));
    expect(stored.tokenHash).not.toBe(cookie.value);
    expect(stored.kind).toBe('totp');
    const probe = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: challengeOf(first) } });
    expect(probe.statusCode).toBe(401);
    expect((await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(
      sessionsBefore,
    );

    const second = await post(ctx, VERIFY, challengeOf(first), { code: codeAt(secret, 1) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().user).toMatchObject({ id: user.id, email: user.email });
    const session = await ctx.app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookieOf(second) },
    });
    expect(session.statusCode).toBe(200);
    // The step is used up: the same challenge cookie does not open a second session.
    expect(second.cookies.find((c) => c.name === CHALLENGE)?.value).toBe('');
    expect(await ctx.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id))).toEqual(
      [],
    );
    const again = await post(ctx, VERIFY, challengeOf(first), { code: codeAt(secret, 1) });
    expect(again.statusCode).toBe(401);
    expect(again.json().errorCode).toBe('LOGIN_CHALLENGE_INVALID');
    expect(await auditOf(user.id)).toContainEqual({
      action: 'auth.login',
      details: { second_factor: 'totp' },
    });
  });

  it('refuses a wrong code (401, audited with a reason) and keeps the step open for the right one', async () => {
    const user = await makeUser(ctx);
    const { secret } = await enableTwoFactor(ctx, user.email);
    const challenge = challengeOf(await passwordStep(ctx, user.email));
    const wrong = await post(ctx, VERIFY, challenge, { code: codeAt(secret, 10) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID');
    expect(wrong.cookies.find((c) => c.name === 'pd_session')).toBeUndefined();
    const failures = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'auth.login_failed')));
    expect(failures.map((f) => f.details)).toEqual([{ reason: 'wrong_code', step: 'two_factor' }]);
    expect(failures[0].actorKind).toBe('public');
    expect(JSON.stringify(failures)).not.toContain(codeAt(secret, 10));
    expect((await post(ctx, VERIFY, challenge, { code: codeAt(secret, 1) })).statusCode).toBe(200);
  });

  it('refuses a code used before (replay), even within its time window', async () => {
    const user = await makeUser(ctx);
    const { secret } = await enableTwoFactor(ctx, user.email);
    const code = codeAt(secret, 1);
    expect(
      (await post(ctx, VERIFY, challengeOf(await passwordStep(ctx, user.email)), { code })).statusCode,
    ).toBe(200);
    const replay = await post(ctx, VERIFY, challengeOf(await passwordStep(ctx, user.email)), { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID');
    // The setup's own code (the current step) is spent as well.
    const setupCode = await post(ctx, VERIFY, challengeOf(await passwordStep(ctx, user.email)), {
      code: codeAt(secret, 0),
    });
    expect(setupCode.statusCode).toBe(401);
    const reasons = (await auditOf(user.id))
      .filter((e) => e.action === 'auth.login_failed')
      .map((e) => e.details?.reason);
    expect(reasons).toEqual(['replayed_code', 'replayed_code']);
    const [row] = await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row.lastUsedStep).toBeGreaterThanOrEqual(Math.floor(Date.now() / 30_000));
  });

  it('lets two parallel requests with one code open one session only', async () => {
    const user = await makeUser(ctx);
    const { secret } = await enableTwoFactor(ctx, user.email);
    const code = codeAt(secret, 1);
    // Two browsers at their code step at once (an eavesdropper racing the owner with the code they saw).
    const first = challengeOf(await passwordStep(ctx, user.email));
    const second = challengeOf(await passwordStep(ctx, user.email));
    const [a, b] = await Promise.all([
      post(ctx, VERIFY, first, { code }),
      post(ctx, VERIFY, second, { code }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    expect([a, b].find((r) => r.statusCode === 401)!.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID');
  });

  it('takes a recovery code once (any case, spaces or dashes), and audits its use with the count left', async () => {
    const user = await makeUser(ctx);
    const { recoveryCodes } = await enableTwoFactor(ctx, user.email);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9a-z]{4}-[2-9a-z]{4}-[2-9a-z]{2}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    const typed = recoveryCodes[3].toUpperCase().replace(/-/g, ' ');
    const used = await post(ctx, VERIFY, challengeOf(await passwordStep(ctx, user.email)), { code: typed });
    expect(used.statusCode, used.body).toBe(200);
    expect(await auditOf(user.id)).toContainEqual({
      action: 'two_factor.recovery_used',
      details: { remaining: 9 },
    });
    expect(await auditOf(user.id)).toContainEqual({
      action: 'auth.login',
      details: { second_factor: 'recovery_code' },
    });
    const twice = await post(ctx, VERIFY, challengeOf(await passwordStep(ctx, user.email)), {
      code: recoveryCodes[3],
    });
    expect(twice.statusCode).toBe(401);
    expect(
      (await auditOf(user.id)).filter((e) => e.action === 'auth.login_failed').map((e) => e.details),
    ).toEqual([{ reason: 'wrong_recovery_code', step: 'two_factor' }]);
    // Another user's code is no code of this user.
    const other = await makeUser(ctx);
    const otherCodes = (await enableTwoFactor(ctx, other.email)).recoveryCodes;
    const foreign = await post(ctx, VERIFY, challengeOf(await passwordStep(ctx, user.email)), {
      code: otherCodes[0],
    });
    expect(foreign.statusCode).toBe(401);
  });

  it('throttles codes like passwords: wrong codes count toward the pair limit of the password', async () => {
    const user = await makeUser(ctx);
    const { secret } = await enableTwoFactor(ctx, user.email);
    const ip = randomIp();
    const keys = loginKeys(ctx, user.email, ip);
    const challenge = challengeOf(await passwordStep(ctx, user.email, TEST_PASSWORD, ip));
    for (let i = 0; i < LOGIN_PAIR_MAX_FAILURES; i++) {
      expect((await post(ctx, VERIFY, challenge, { code: codeAt(secret, 10) }, ip)).statusCode).toBe(401);
      await ageAttempts(keys, 31_000);
    }
    const locked = await post(ctx, VERIFY, challenge, { code: codeAt(secret, 1) }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    // The password from the same address is locked too: one budget for both.
    expect((await passwordStep(ctx, user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    const throttled = (await auditOf(user.id)).filter((e) => e.details?.reason === 'throttled');
    expect(throttled.length).toBeGreaterThanOrEqual(1);
    // From another address the password is taken, but the user's codes wait for the window to pass.
    const elsewhere = randomIp();
    const step = challengeOf(await passwordStep(ctx, user.email, TEST_PASSWORD, elsewhere));
    expect((await post(ctx, VERIFY, step, { code: codeAt(secret, 1) }, elsewhere)).statusCode).toBe(429);
    await ctx.db
      .update(loginAttempts)
      .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - interval '15 minutes'` })
      .where(eq(loginAttempts.key, secondFactorKey(ctx, user.id)));
    expect((await post(ctx, VERIFY, step, { code: codeAt(secret, 1) }, elsewhere)).statusCode).toBe(200);
  });

  it('keeps the code budget when the password is entered again: 10 wrong codes per user, then 429', async () => {
    const user = await makeUser(ctx);
    const { secret } = await enableTwoFactor(ctx, user.email);
    const ip = randomIp();
    const wrongCodes = (n: number) => wrongCodesAfterPassword(user.email, secret, ip, n);
    // Password → 9 wrong codes → password → the 10th wrong code is the last one checked.
    expect(await wrongCodes(LOGIN_SECOND_FACTOR_MAX_FAILURES - 1)).toEqual(
      Array(LOGIN_SECOND_FACTOR_MAX_FAILURES - 1).fill(401),
    );
    expect(await wrongCodes(2)).toEqual([401, 429]);
    expect(await wrongCodes(1)).toEqual([429]);
    // Not even the right code, after another password step from another address.
    const elsewhere = randomIp();
    const step = await passwordStep(ctx, user.email, TEST_PASSWORD, elsewhere);
    expect(step.statusCode).toBe(200);
    const refused = await post(ctx, VERIFY, challengeOf(step), { code: codeAt(secret, 1) }, elsewhere);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(refused.cookies.find((c) => c.name === 'pd_session')).toBeUndefined();
    expect((await auditOf(user.id)).filter((e) => e.details?.reason === 'throttled')).toContainEqual({
      action: 'auth.login_failed',
      details: { reason: 'throttled', step: 'two_factor', limit: 'second_factor' },
    });
  });

  it('renews the code budget only with a completed login (password and right code)', async () => {
    const user = await makeUser(ctx);
    const { secret } = await enableTwoFactor(ctx, user.email);
    const ip = randomIp();
    expect(await wrongCodesAfterPassword(user.email, secret, ip, 9)).toEqual(Array(9).fill(401));
    const challenge = challengeOf(await passwordStep(ctx, user.email, TEST_PASSWORD, ip));
    expect((await post(ctx, VERIFY, challenge, { code: codeAt(secret, 1) }, ip)).statusCode).toBe(200);
    expect(
      await ctx.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, secondFactorKey(ctx, user.id))),
    ).toEqual([]);
    // A full budget again: 10 wrong codes are checked, the 11th is refused.
    expect(
      await wrongCodesAfterPassword(user.email, secret, ip, LOGIN_SECOND_FACTOR_MAX_FAILURES + 1),
    ).toEqual([...Array(LOGIN_SECOND_FACTOR_MAX_FAILURES).fill(401), 429]);
  });

  it('answers 401 without or with an unknown or expired challenge, 400 for bad input, 403 when deactivated', async () => {
    const user = await makeUser(ctx);
    const { secret } = await enableTwoFactor(ctx, user.email);
    for (const url of [VERIFY, '/api/auth/two-factor/setup', '/api/auth/two-factor/setup/confirm']) {
      const none = await post(ctx, url, undefined, { code: '123456' });
      expect(none.statusCode, url).toBe(401);
      expect(none.json().errorCode).toBe('LOGIN_CHALLENGE_INVALID');
    }
    expect((await post(ctx, VERIFY, `${CHALLENGE}=erfunden`, { code: '123456' })).statusCode).toBe(401);

    const challenge = challengeOf(await passwordStep(ctx, user.email));
    for (const payload of [{}, { code: '12' }, { code: 123456 }, { code: '123456', extra: 1 }]) {
      const bad = await post(ctx, VERIFY, challenge, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    }
    // A setup step cannot be used to verify, nor a code step to set up.
    const setupAtCodeStep = await post(ctx, '/api/auth/two-factor/setup', challenge);
    expect(setupAtCodeStep.statusCode).toBe(401);
    expect(await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id))).toMatchObject([
      { enabledAt: expect.any(Date) },
    ]);

    await ctx.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.userId, user.id));
    const expired = await post(ctx, VERIFY, challenge, { code: codeAt(secret, 1) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorCode).toBe('LOGIN_CHALLENGE_INVALID');

    const fresh = challengeOf(await passwordStep(ctx, user.email));
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const inactive = await post(ctx, VERIFY, fresh, { code: codeAt(secret, 1) });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().errorCode).toBe('ACCOUNT_INACTIVE');
    expect(await ctx.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id))).toEqual(
      [],
    );
  });

  it('a wrong password still answers as before (no hint that two-factor login is on)', async () => {
    const user = await makeUser(ctx);
    await enableTwoFactor(ctx, user.email);
    const wrong = await passwordStep(ctx, user.email, 'falsches-passwort');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorCode).toBe('INVALID_CREDENTIALS');
    expect(wrong.cookies).toHaveLength(0);
  });
});

describe('forced setup at login (practice requires two-factor login)', () => {
  it('leads a user without two-factor login through setup before any session, then asks for codes', async () => {
    const tenant = await makeTenant(ctx);
    const admin = await makeUser(ctx, { role: 'admin' });
    const user = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const adminCookie = `pd_session=${(await passwordStep(ctx, admin.email)).cookies.find((c) => c.name === 'pd_session')!.value}`;
    const required = await ctx.app.inject({
      method: 'PUT',
      url: `/api/two-factor/tenants/${tenant.id}`,
      headers: { cookie: adminCookie },
      payload: { require_two_factor: true },
    });
    expect(required.statusCode).toBe(200);

    const first = await passwordStep(ctx, user.email);
    expect(first.json()).toEqual({ two_factor: { kind: 'setup', expires_at: expect.any(String) } });
    const challenge = challengeOf(first);
    // Nothing else opens with the setup step: no session, and the code step is refused.
    expect(
      (await ctx.app.inject({ url: '/api/submissions/stats', headers: { cookie: challenge } })).statusCode,
    ).toBe(401);
    expect((await post(ctx, VERIFY, challenge, { code: '123456' })).statusCode).toBe(401);

    const start = await post(ctx, '/api/auth/two-factor/setup', challenge);
    expect(start.statusCode, start.body).toBe(200);
    const { secret, otpauth_uri, qr_code } = start.json();
    expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(otpauth_uri).toContain(`secret=${secret.replace(/\s/g, '')}`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // The secret is stored wrapped by the master key, never in clear.
    const [row] = await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row.wrappedSecret).toMatch(/^pd1\./);
    expect(row.wrappedSecret).not.toContain(secret.replace(/\s/g, ''));
    expect(row.enabledAt).toBeNull();

    for (const payload of [{}, { code: '1' }, { code: ['123456'] }]) {
      const bad = await post(ctx, '/api/auth/two-factor/setup/confirm', challenge, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    }
    const wrong = await post(ctx, '/api/auth/two-factor/setup/confirm', challenge, {
      code: codeAt(secret, 10),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID');
    expect(wrong.cookies.find((c) => c.name === 'pd_session')).toBeUndefined();
    const [pending] = await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(pending.enabledAt).toBeNull();

    const done = await post(ctx, '/api/auth/two-factor/setup/confirm', challenge, { code: codeAt(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    expect(done.json().user.id).toBe(user.id);
    const session = await ctx.app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookieOf(done) },
    });
    expect(session.statusCode).toBe(200);
    expect(await auditOf(user.id)).toContainEqual({
      action: 'two_factor.enabled',
      details: { sessions_ended: 0 },
    });

    // From now on the login asks for the code.
    const next = await passwordStep(ctx, user.email);
    expect(next.json().two_factor.kind).toBe('totp');
    expect((await post(ctx, VERIFY, challengeOf(next), { code: codeAt(secret, 1) })).statusCode).toBe(200);
  });
});
