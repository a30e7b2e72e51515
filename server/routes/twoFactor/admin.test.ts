import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  platformSettings,
  tenantSettings,
  userRecoveryCodes,
  userTwoFactor,
} from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { challengeOf, codeAt, enableTwoFactor, passwordStep, post } from './testHelpers.ts';

// "2FA für alle Admins" changes how every admin signs in: the file's database is its own (testContext.ts),
// so other files' admins are not led into a setup.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BASE = '/api/two-factor';
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const sessionWorks = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } })).statusCode === 200;

const adminOf = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user as { email: string };

async function adminAndStaff() {
  const admin = await makeUser(ctx, { role: 'admin' });
  const tenant = await makeTenant(ctx);
  const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
  return {
    admin,
    tenant,
    staff,
    adminCookie: await loginCookie(ctx, admin.email),
    staffCookie: await loginCookie(ctx, staff.email),
  };
}

describe('administration of two-factor login', () => {
  it('answers 401 without a session and 403 for staff on every endpoint', async () => {
    const { tenant, staff, staffCookie } = await adminAndStaff();
    const endpoints = [
      ['GET', `${BASE}/users`],
      ['DELETE', `${BASE}/users/${staff.id}`],
      ['GET', `${BASE}/settings`],
      ['PUT', `${BASE}/settings`, { require_admin_two_factor: true }],
      ['GET', `${BASE}/tenants/${tenant.id}`],
      ['PUT', `${BASE}/tenants/${tenant.id}`, { require_two_factor: true }],
    ] as const;
    for (const [method, url, payload] of endpoints) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await call(method, url, staffCookie, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().errorCode).toBe('FORBIDDEN');
    }
    const [row] = await ctx.db.select().from(tenantSettings).where(eq(tenantSettings.id, tenant.id));
    expect(row.requireTwoFactor).toBe(false);
    expect(await ctx.db.select().from(platformSettings)).toEqual([]);
  });

  it('lists who has it enabled (not a setup only started)', async () => {
    const { adminCookie } = await adminAndStaff();
    const enabled = await makeUser(ctx);
    await enableTwoFactor(ctx, enabled.email);
    const pending = await makeUser(ctx);
    await post(ctx, '/api/account/two-factor/setup', await loginCookie(ctx, pending.email));
    const response = await call('GET', `${BASE}/users`, adminCookie);
    expect(response.statusCode).toBe(200);
    const ids = response.json().users.map((u: { id: string }) => u.id);
    expect(ids).toContain(enabled.id);
    expect(ids).not.toContain(pending.id);
  });

  it('resets a user’s two-factor login: secret and codes gone, sessions ended, audited', async () => {
    const { admin, adminCookie } = await adminAndStaff();
    const user = await makeUser(ctx);
    const { secret, cookie } = await enableTwoFactor(ctx, user.email);
    const challenge = challengeOf(await passwordStep(ctx, user.email));
    expect(await sessionWorks(cookie)).toBe(true);

    const reset = await call('DELETE', `${BASE}/users/${user.id}`, adminCookie);
    expect(reset.statusCode).toBe(204);
    expect(await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id))).toEqual([]);
    expect(
      await ctx.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect(await sessionWorks(cookie)).toBe(false);
    // A login step begun before the reset cannot be finished.
    const stale = await post(ctx, '/api/auth/two-factor/verify', challenge, { code: codeAt(secret, 1) });
    expect(stale.statusCode).toBe(401);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'two_factor.reset')));
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      targetId: user.id,
      details: { was_enabled: true, sessions_ended: 1 },
    });
    // The password alone signs in again (nothing requires it here).
    expect((await passwordStep(ctx, user.email)).json().user.id).toBe(user.id);
    expect(await sessionWorks(adminCookie)).toBe(true);
  });

  it('an admin resetting their own keeps the current session', async () => {
    const { admin } = await adminAndStaff();
    // Enabling ends the admin's other sessions: the one it was enabled from is the current one.
    const { cookie: adminCookie } = await enableTwoFactor(ctx, admin.email);
    expect((await call('DELETE', `${BASE}/users/${admin.id}`, adminCookie)).statusCode).toBe(204);
    expect(await sessionWorks(adminCookie)).toBe(true);
  });

  it('answers 404 for an unknown user or practice and 400 for bad ids and bodies, changing nothing', async () => {
    const { tenant, adminCookie } = await adminAndStaff();
    const unknownUser = await call('DELETE', `${BASE}/users/${randomUUID()}`, adminCookie);
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json().errorCode).toBe('NOT_FOUND');
    for (const [method, url] of [
      ['GET', `${BASE}/tenants/${randomUUID()}`],
      ['PUT', `${BASE}/tenants/${randomUUID()}`],
    ] as const)
      expect((await call(method, url, adminCookie, { require_two_factor: true })).statusCode).toBe(404);
    const bad = [
      ['DELETE', `${BASE}/users/kein-uuid`, undefined],
      ['GET', `${BASE}/tenants/kein-uuid`, undefined],
      ['PUT', `${BASE}/tenants/${tenant.id}`, { require_two_factor: 'ja' }],
      ['PUT', `${BASE}/tenants/${tenant.id}`, {}],
      ['PUT', `${BASE}/settings`, { require_admin_two_factor: 1 }],
      ['PUT', `${BASE}/settings`, { require_admin_two_factor: true, extra: 1 }],
    ] as const;
    for (const [method, url, payload] of bad) {
      const response = await call(method, url, adminCookie, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    const [row] = await ctx.db.select().from(tenantSettings).where(eq(tenantSettings.id, tenant.id));
    expect(row.requireTwoFactor).toBe(false);
    expect((await call('GET', `${BASE}/settings`, adminCookie)).json()).toEqual({
      require_admin_two_factor: false,
    });
  });

  it('a practice’s requirement leads its staff (only them) to setup at the next login', async () => {
    const { tenant, staff, adminCookie } = await adminAndStaff();
    const other = await makeUser(ctx, { tenantSlugs: [(await makeTenant(ctx)).tenantId] });
    const both = await makeUser(ctx, { tenantSlugs: [tenant.tenantId, (await makeTenant(ctx)).tenantId] });
    const set = await call('PUT', `${BASE}/tenants/${tenant.id}`, adminCookie, { require_two_factor: true });
    expect(set.json()).toEqual({ require_two_factor: true });
    expect((await call('GET', `${BASE}/tenants/${tenant.id}`, adminCookie)).json()).toEqual({
      require_two_factor: true,
    });
    expect((await passwordStep(ctx, staff.email)).json().two_factor?.kind).toBe('setup');
    expect((await passwordStep(ctx, both.email)).json().two_factor?.kind).toBe('setup');
    expect((await passwordStep(ctx, other.email)).json().user?.id).toBe(other.id);
    // A platform admin who is a member (the owner who opened it) follows the admins' rule, not the practice's.
    const memberAdmin = await makeUser(ctx, {
      role: 'admin',
      tenantSlugs: [tenant.tenantId],
      practiceRole: 'inhaber',
    });
    expect((await passwordStep(ctx, memberAdmin.email)).json().user?.id).toBe(memberAdmin.id);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, tenant.id), eq(auditLog.action, 'two_factor.policy_changed')));
    expect(entry).toMatchObject({
      action: 'two_factor.policy_changed',
      tenantId: tenant.id,
      details: { scope: 'tenant', required: true },
    });
    await call('PUT', `${BASE}/tenants/${tenant.id}`, adminCookie, { require_two_factor: false });
    expect((await passwordStep(ctx, staff.email)).json().user?.id).toBe(staff.id);
  });

  it('switching a requirement on ends the sessions of those it covers without a second factor, not the caller’s', async () => {
    const { tenant, staff, adminCookie, staffCookie } = await adminAndStaff();
    const secured = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const { cookie: securedCookie } = await enableTwoFactor(ctx, secured.email);
    const elsewhere = await makeUser(ctx, { tenantSlugs: [(await makeTenant(ctx)).tenantId] });
    const elsewhereCookie = await loginCookie(ctx, elsewhere.email);
    const off = await call('PUT', `${BASE}/tenants/${tenant.id}`, adminCookie, { require_two_factor: false });
    expect(off.statusCode).toBe(200);
    expect(await sessionWorks(staffCookie)).toBe(true);

    await call('PUT', `${BASE}/tenants/${tenant.id}`, adminCookie, { require_two_factor: true });
    expect(await sessionWorks(staffCookie)).toBe(false);
    expect(await sessionWorks(securedCookie)).toBe(true);
    expect(await sessionWorks(elsewhereCookie)).toBe(true);
    expect(await sessionWorks(adminCookie)).toBe(true);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, tenant.id), eq(auditLog.action, 'two_factor.policy_changed')));
    expect(entries.map((e) => e.details)).toEqual([
      { scope: 'tenant', required: false, sessions_ended: 0 },
      { scope: 'tenant', required: true, sessions_ended: 1 },
    ]);
    expect((await passwordStep(ctx, staff.email)).json().two_factor?.kind).toBe('setup');

    // The admins' rule: another admin without it is signed out; the admin switching it on stays.
    const colleague = await makeUser(ctx, { role: 'admin' });
    const colleagueCookie = await loginCookie(ctx, colleague.email);
    const ownOtherSession = await loginCookie(ctx, (await adminOf(adminCookie)).email);
    try {
      await call('PUT', `${BASE}/settings`, adminCookie, { require_admin_two_factor: true });
      expect(await sessionWorks(colleagueCookie)).toBe(false);
      expect(await sessionWorks(ownOtherSession)).toBe(false);
      expect(await sessionWorks(adminCookie)).toBe(true);
    } finally {
      await call('PUT', `${BASE}/settings`, adminCookie, { require_admin_two_factor: false });
    }
  });

  it('"2FA für alle Admins" leads admins without it to setup, asks admins with it for the code, spares staff', async () => {
    const { admin, staff, adminCookie } = await adminAndStaff();
    const secured = await makeUser(ctx, { role: 'admin' });
    const { cookie: securedCookie } = await enableTwoFactor(ctx, secured.email);
    const set = await call('PUT', `${BASE}/settings`, adminCookie, { require_admin_two_factor: true });
    expect(set.statusCode).toBe(200);
    try {
      expect((await call('GET', `${BASE}/settings`, adminCookie)).json()).toEqual({
        require_admin_two_factor: true,
      });
      expect((await passwordStep(ctx, admin.email)).json().two_factor?.kind).toBe('setup');
      expect((await passwordStep(ctx, secured.email)).json().two_factor?.kind).toBe('totp');
      expect((await passwordStep(ctx, staff.email)).json().user?.id).toBe(staff.id);
      // Required: an admin cannot turn it off.
      const off = await post(ctx, '/api/account/two-factor/disable', securedCookie, { password: 'egal' });
      expect(off.json().errorCode).toBe('TWO_FACTOR_REQUIRED');
      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.action, 'two_factor.policy_changed')));
      expect(entry).toMatchObject({ actorUserId: admin.id, details: { scope: 'admins', required: true } });
    } finally {
      await call('PUT', `${BASE}/settings`, adminCookie, { require_admin_two_factor: false });
    }
    expect((await passwordStep(ctx, admin.email)).json().user?.id).toBe(admin.id);
  });
});
