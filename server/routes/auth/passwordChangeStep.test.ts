// The login step after a password an admin chose: no session before the user set their own, and only after
// every factor the user already has.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { makeTenant, makeUser, randomIp, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import {
  challengeOf,
  codeAt,
  enableTwoFactor,
  passwordStep,
  post,
  sessionCookieOf,
} from '../twoFactor/testHelpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const OWN = 'Jetzt-mein-eigenes-Passwort';

async function userWithAdminPassword() {
  const tenant = await makeTenant(ctx);
  const user = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
  await ctx.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
  return user;
}
const session = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

describe('the login step after an admin-set password (POST /api/auth/login/password)', () => {
  it("comes instead of the session; the own password (policy checked, not the admin's) opens it", async () => {
    const user = await userWithAdminPassword();
    const first = await passwordStep(ctx, user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ password_change: { expires_at: expect.any(String) } });
    expect(first.cookies.find((c) => c.name === 'pd_session' && c.value !== '')).toBeUndefined();
    const challenge = challengeOf(first);

    for (const [password, errorCode] of [
      ['kurz', 'PASSWORD_TOO_SHORT'],
      ['Password123456', 'PASSWORD_TOO_COMMON'],
      [TEST_PASSWORD, 'PASSWORD_UNCHANGED'],
    ] as const) {
      const refused = await post(ctx, '/api/auth/login/password', challenge, { password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().errorCode).toBe(errorCode);
    }
    expect((await post(ctx, '/api/auth/login/password', challenge, {})).json().errorCode).toBe(
      'VALIDATION_ERROR',
    );

    const done = await post(ctx, '/api/auth/login/password', challenge, { password: OWN });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toHaveProperty('user.email', user.email);
    expect((await session(sessionCookieOf(done))).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.mustChangePassword).toBe(false);
    expect(await verifyPassword(row!.passwordHash, OWN)).toBe(true);
    const audited = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audited.some((r) => r.action === 'auth.password_changed')).toBe(true);

    // Next time the password alone opens the session.
    expect((await passwordStep(ctx, user.email, OWN)).json()).toHaveProperty('user');
    // The step is spent.
    expect(
      (await post(ctx, '/api/auth/login/password', challenge, { password: 'Noch-ein-Passwort-9' }))
        .statusCode,
    ).toBe(401);
  });

  it("needs the step's cookie: without one, or with a code step's, nothing changes (401)", async () => {
    const user = await userWithAdminPassword();
    const none = await post(ctx, '/api/auth/login/password', undefined, { password: OWN });
    expect(none.statusCode).toBe(401);
    expect(none.json().errorCode).toBe('LOGIN_CHALLENGE_INVALID');
    const forged = await post(ctx, '/api/auth/login/password', 'pd_login_challenge=erfunden', {
      password: OWN,
    });
    expect(forged.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it('comes after the second factor for a user with two-factor login', async () => {
    const tenant = await makeTenant(ctx);
    const user = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const { secret } = await enableTwoFactor(ctx, user.email);
    await ctx.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));

    const first = await passwordStep(ctx, user.email);
    expect(first.json()).toMatchObject({ two_factor: { kind: 'totp' } });
    // The password step cannot be skipped to: the code step's cookie is not a password step's.
    const skipped = await post(ctx, '/api/auth/login/password', challengeOf(first), { password: OWN });
    expect(skipped.statusCode).toBe(401);

    const code = await post(
      ctx,
      '/api/auth/two-factor/verify',
      challengeOf(first),
      { code: codeAt(secret, 1) },
      randomIp(),
    );
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json()).toEqual({ password_change: { expires_at: expect.any(String) } });
    const done = await post(ctx, '/api/auth/login/password', challengeOf(code), { password: OWN });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toHaveProperty('user');
  });
});
