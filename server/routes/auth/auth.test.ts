import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PAIR_MAX_FAILURES, type LoginKeys, loginKeys } from '../../auth/loginThrottle.ts';
import {
  auditLog,
  loginAttempts,
  membershipPackages,
  sessions,
  userMemberships,
  users,
} from '../../db/schema.ts';
import { ensureReferenceData } from '../../db/seed/referenceData.ts';
import { loginCookie, makeTenant, makeUser, randomIp, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

const FAILURE = 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.';

describe('POST /api/auth/login', () => {
  it('logs in, sets an HttpOnly SameSite=Lax cookie and answers the session user', async () => {
    const tenant = await makeTenant(ctx);
    const user = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const response = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'pd_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    // Beside it, the page's signed-in hint: readable by the page, nothing secret, the same lifetime.
    const hint = response.cookies.find((c) => c.name === 'pd_signed_in')!;
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint.httpOnly).toBeFalsy();
    expect(hint.expires).toEqual(cookie.expires);
    expect(response.json().user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'user',
      tenants: [{ id: tenant.id, slug: tenant.tenantId, name: tenant.name }],
    });
    // Only the token's hash is stored.
    const stored = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toBe(cookie.value);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastLoginAt).not.toBeNull();
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id));
    expect(entries.map((e) => e.action)).toContain('auth.login');
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await makeUser(ctx);
    const wrong = await login(user.email, 'falsches-passwort');
    const unknown = await login('niemand@praxis.test', 'falsches-passwort');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: FAILURE, errorCode: 'INVALID_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses an inactive user even with the right password', async () => {
    const user = await makeUser(ctx, { isActive: false });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('ACCOUNT_INACTIVE');
    expect(response.cookies).toHaveLength(0);
  });

  it('rejects bad input with a validation error and changes nothing', async () => {
    const before = await ctx.db.select().from(sessions);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'kein-at' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await ctx.db.select().from(sessions)).toHaveLength(before.length);
  });

  it('refuses a login from a foreign page (login CSRF): other origin, cross-site, or a form encoding', async () => {
    const user = await makeUser(ctx);
    const attempt = (headers: Record<string, string>, payload: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload, remoteAddress: randomIp() });
    const json = JSON.stringify({ email: user.email, password: TEST_PASSWORD });
    const form = `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(TEST_PASSWORD)}`;
    const refused = [
      await attempt(
        { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://boese.example' },
        form,
      ),
      await attempt({ 'content-type': 'application/json', origin: 'https://boese.example' }, json),
      await attempt({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, json),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('ORIGIN_MISMATCH');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Our own origin, but a form encoding: refused too; only JSON signs in.
    const ownForm = await attempt({ 'content-type': 'application/x-www-form-urlencoded' }, form);
    expect(ownForm.statusCode).toBe(415);
    expect(ownForm.json().errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
    const ok = await attempt({ 'content-type': 'application/json', origin: 'http://localhost:3000' }, json);
    expect(ok.statusCode).toBe(200);
  });

  it('throttles an (e-mail, address) pair after 10 failures, and a success resets its count', async () => {
    const user = await makeUser(ctx);
    const ip = randomIp();
    // A few failures, then the right password: the pair's count starts over.
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'falsch-123', ip)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    // The e-mail's spacing (from its 5th failure on) is moved out of the way: only the pair limit is tested.
    for (let i = 0; i < LOGIN_PAIR_MAX_FAILURES; i++) {
      expect((await login(user.email, 'falsch-123', ip)).statusCode).toBe(401);
      await ageAttempts(loginKeys(ctx, user.email, ip), 31_000);
    }
    const locked = await login(user.email, TEST_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(locked.json().error).toMatch(/Anmeldeversuche/);
    // The same account from another address is not locked.
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

/** Moves an attempt's recorded failures back in time (as if that much time had passed since). */
async function ageAttempts(keys: LoginKeys, ms: number) {
  await ctx.db
    .update(loginAttempts)
    .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => ${ms / 1000})` })
    .where(inArray(loginAttempts.key, Object.values(keys)));
}

describe('GET /api/auth/session', () => {
  it('answers 401 without a session or with an unknown cookie', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/session' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      url: '/api/auth/session',
      headers: { cookie: 'pd_session=erfunden' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errorCode).toBe('UNAUTHENTICATED');
  });

  it('has the documented shape, with the package name', async () => {
    await ensureReferenceData(ctx.db);
    const tenant = await makeTenant(ctx);
    const user = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const [team] = await ctx.db.select().from(membershipPackages).where(eq(membershipPackages.name, 'Team'));
    await ctx.db.insert(userMemberships).values({ userId: user.id, packageId: team.id });
    const cookie = await loginCookie(ctx, user.email);
    const response = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      session: {
        ends_at: expect.any(String),
        idle_ends_at: expect.any(String),
        seconds_left: expect.any(Number),
        idle_seconds_left: expect.any(Number),
        idle_timeout_seconds: 30 * 60,
      },
      user: {
        id: user.id,
        email: user.email,
        full_name: 'Erika Mustermann',
        role: 'user',
        // Memberships older than roles are Therapeut:in (issue 44): everything but deletion, the
        // Datenauskunft, retention holds and the practice's administration.
        tenants: [
          {
            id: tenant.id,
            slug: tenant.tenantId,
            name: tenant.name,
            practice_role: 'therapeut',
            allowed: [
              'tenant.read',
              'submission.read',
              'submission.update',
              'patient.search',
              'spam.scan',
              'submission.readClinical',
              'submission.export',
            ],
          },
        ],
        membership: { package_name: 'Team', is_beta: false },
      },
    });
  });

  it('lists every tenant for an admin', async () => {
    const a = await makeTenant(ctx);
    const admin = await makeUser(ctx, { role: 'admin' });
    const cookie = await loginCookie(ctx, admin.email);
    const body = (await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } })).json();
    expect(body.user.role).toBe('admin');
    expect(body.user.tenants.map((t: { id: string }) => t.id)).toContain(a.id);
  });

  it('takes rights away at once when a user is demoted or deactivated', async () => {
    const admin = await makeUser(ctx, { role: 'admin' });
    const cookie = await loginCookie(ctx, admin.email);
    expect((await ctx.app.inject({ url: '/api/users', headers: { cookie } })).statusCode).toBe(200);
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect((await ctx.app.inject({ url: '/api/users', headers: { cookie } })).statusCode).toBe(403);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, admin.id));
    expect((await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('a session cookie that no longer matches a session', () => {
  it('is cleared, together with the signed-in hint, so the login page asks no probe next time', async () => {
    const user = await makeUser(ctx);
    const cookie = await loginCookie(ctx, user.email);
    await ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    const cleared = new Map(response.cookies.map((c) => [c.name, c.value]));
    expect(cleared).toEqual(
      new Map([
        ['pd_session', ''],
        ['pd_signed_in', ''],
      ]),
    );
  });
});

describe('POST /api/auth/logout', () => {
  it('invalidates the cookie on the server', async () => {
    const user = await makeUser(ctx);
    const cookie = await loginCookie(ctx, user.email);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'pd_session')?.value).toBe('');
    // The old cookie no longer works even if a browser kept it.
    expect((await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } })).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('is harmless without a session', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const user = await makeUser(ctx);
    const cookie = await loginCookie(ctx, user.email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://boese.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('ORIGIN_MISMATCH');
    expect((await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout-all', () => {
  const logoutAll = (cookie?: string, payload: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: cookie ? { cookie } : {},
      payload,
    });
  const probe = (cookie: string) => ctx.app.inject({ url: '/api/auth/session', headers: { cookie } });

  it("ends every session of the user, this one included, and no one else's", async () => {
    const user = await makeUser(ctx);
    const colleague = await makeUser(ctx);
    const here = await loginCookie(ctx, user.email);
    const elsewhere = await loginCookie(ctx, user.email);
    const theirs = await loginCookie(ctx, colleague.email);

    const response = await logoutAll(here);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'pd_session')?.value).toBe('');
    expect((await probe(here)).statusCode).toBe(401);
    expect((await probe(elsewhere)).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await probe(theirs)).statusCode).toBe(200);

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'auth.logout_all')));
    expect(entry).toMatchObject({ actorKind: 'user', targetId: user.id, details: { sessions: 2 } });
  });

  it('answers 401 without a session, and refuses a foreign origin or a body with fields', async () => {
    expect((await logoutAll()).json().errorCode).toBe('UNAUTHENTICATED');
    const user = await makeUser(ctx);
    const cookie = await loginCookie(ctx, user.email);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { cookie, origin: 'https://boese.example' },
    });
    expect(foreign.json().errorCode).toBe('ORIGIN_MISMATCH');
    const bad = await logoutAll(cookie, { alle: 'ja' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    expect((await probe(cookie)).statusCode).toBe(200);
  });
});
