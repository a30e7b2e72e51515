// "Passwort ändern" (POST /api/auth/password) through the real app: the current password, the policy, the
// other sessions ended and this one kept, the audit, and that nobody changes anyone else's password with it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { loginCookie, makeTenant, makeUser, randomIp, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NEW = 'Mein-neues-Praxis-Passwort';
const change = (cookie: string | undefined, payload: unknown, ip = randomIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
    remoteAddress: ip,
  });
const session = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
const hashOf = async (id: string) =>
  (await ctx.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.h;

async function staffMember() {
  const tenant = await makeTenant(ctx);
  return makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
}

describe('POST /api/auth/password', () => {
  it('needs a session (401) and changes nothing', async () => {
    const user = await staffMember();
    const before = await hashOf(user.id);
    const response = await change(undefined, { current_password: TEST_PASSWORD, new_password: NEW });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('UNAUTHENTICATED');
    expect(await hashOf(user.id)).toBe(before);
  });

  it('refuses bad input with a stable id and a German message, changing nothing', async () => {
    const user = await staffMember();
    const cookie = await loginCookie(ctx, user.email);
    const before = await hashOf(user.id);
    const cases: [unknown, string, RegExp?][] = [
      [{}, 'VALIDATION_ERROR'],
      [{ current_password: TEST_PASSWORD, new_password: 42 }, 'VALIDATION_ERROR'],
      [
        { current_password: TEST_PASSWORD, new_password: 'kurz' },
        'PASSWORD_TOO_SHORT',
        /mindestens 12 Zeichen/,
      ],
      [{ current_password: TEST_PASSWORD, new_password: '12345678' }, 'PASSWORD_TOO_SHORT'],
      [
        { current_password: TEST_PASSWORD, new_password: 'PASSWORDPASSWORD' },
        'PASSWORD_TOO_COMMON',
        /häufigsten/,
      ],
      [{ current_password: TEST_PASSWORD, new_password: 'Lang-'.repeat(41) }, 'PASSWORD_TOO_LONG'],
      [
        { current_password: 'Falsch-Geraten-1', new_password: NEW },
        'CURRENT_PASSWORD_WRONG',
        /nicht richtig/,
      ],
      [{ current_password: TEST_PASSWORD, new_password: TEST_PASSWORD }, 'PASSWORD_UNCHANGED'],
    ];
    for (const [payload, errorCode, message] of cases) {
      const response = await change(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorCode).toBe(errorCode);
      if (message) expect(response.json().error).toMatch(message);
    }
    expect(await hashOf(user.id)).toBe(before);
    expect((await session(cookie)).statusCode).toBe(200);
  });

  it('changes only the own password: naming another user (of another practice) is refused', async () => {
    const user = await staffMember();
    const stranger = await staffMember();
    const cookie = await loginCookie(ctx, user.email);
    const strangerBefore = await hashOf(stranger.id);
    const response = await change(cookie, {
      current_password: TEST_PASSWORD,
      new_password: NEW,
      user_id: stranger.id,
    });
    expect(response.statusCode).toBe(400);
    expect(await hashOf(stranger.id)).toBe(strangerBefore);
    // Any signed-in role may change their own: an admin too.
    const admin = await makeUser(ctx, { role: 'admin' });
    const adminCookie = await loginCookie(ctx, admin.email);
    expect(
      (await change(adminCookie, { current_password: TEST_PASSWORD, new_password: NEW })).statusCode,
    ).toBe(204);
    expect(await hashOf(stranger.id)).toBe(strangerBefore);
  });

  it('sets the new password, ends every other session of the user and keeps this one; audited', async () => {
    const user = await staffMember();
    const here = await loginCookie(ctx, user.email);
    const elsewhere = await loginCookie(ctx, user.email);
    const response = await change(here, { current_password: TEST_PASSWORD, new_password: NEW });
    expect(response.statusCode, response.body).toBe(204);

    expect((await session(here)).statusCode).toBe(200);
    expect((await session(elsewhere)).statusCode).toBe(401);
    expect(await verifyPassword(await hashOf(user.id), NEW)).toBe(true);
    await expect(loginCookie(ctx, user.email)).rejects.toThrow(/401/);
    await expect(loginCookie(ctx, user.email, NEW)).resolves.toMatch(/^pd_session=/);

    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.password_changed'), eq(auditLog.targetId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: user.id, details: { other_sessions_ended: 1 } });
    expect(JSON.stringify(rows[0]!.details)).not.toContain(NEW);
  });

  it('checks the current password under the login throttling: a wrong one is counted and audited', async () => {
    const user = await staffMember();
    const cookie = await loginCookie(ctx, user.email);
    expect(
      (await change(cookie, { current_password: 'Falsch-Geraten-1', new_password: NEW })).statusCode,
    ).toBe(400);
    const failures = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.reauth_failed'), eq(auditLog.targetId, user.id)));
    expect(failures.map((row) => row.details)).toEqual([
      { reason: 'wrong_password', step: 'password_change' },
    ]);
  });
});
