import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users, userTenants } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser, randomIp, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
let adminCookie: string;
let userCookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, { role: 'admin' });
  adminCookie = await loginCookie(ctx, admin.email);
  userCookie = await loginCookie(ctx, (await makeUser(ctx)).email);
});
afterAll(() => ctx.close());

const uniqueEmail = (prefix = 'neu') => `${prefix}-${randomBytes(4).toString('hex')}@praxis.test`;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const userRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const tenantIdsOf = async (id: string) =>
  (await ctx.db.select().from(userTenants).where(eq(userTenants.userId, id))).map((r) => r.tenantId).sort();
const auditOf = (action: string, userId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, userId)));
const sessionStatus = async (cookie: string) => (await call('GET', '/api/auth/session', cookie)).statusCode;
const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: randomIp(),
  });

/** Every route of the area with a valid body, for the 401 and 403 checks. */
const everyRoute = (): [Method, string, unknown?][] => {
  const id = admin.id;
  return [
    ['GET', '/api/users'],
    [
      'POST',
      '/api/users',
      { email: uniqueEmail(), password: 'Sicher-Genug-1', full_name: 'X', role: 'admin', tenants: [] },
    ],
    ['PATCH', `/api/users/${id}`, { email: admin.email, full_name: 'X', role: 'admin', tenants: [] }],
    ['DELETE', `/api/users/${id}`],
    ['POST', '/api/users/bulk-delete', { ids: [id] }],
    ['POST', '/api/users/bulk-role', { ids: [id], role: 'user' }],
  ];
};

describe('access to /api/users', () => {
  it('needs a session for every route (401) and changes nothing', async () => {
    for (const [method, url, payload] of everyRoute()) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().errorCode).toBe('UNAUTHENTICATED');
    }
    expect(await userRow(admin.id)).toMatchObject({ role: 'admin', fullName: 'Erika Mustermann' });
  });

  it('is forbidden for a normal user on every route (403) and changes nothing', async () => {
    for (const [method, url, payload] of everyRoute()) {
      const response = await call(method, url, userCookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().errorCode).toBe('FORBIDDEN');
    }
    expect(await userRow(admin.id)).toMatchObject({ role: 'admin', fullName: 'Erika Mustermann' });
  });
});

describe('GET /api/users', () => {
  it('lists users with their tenants for an admin, never a password hash', async () => {
    const tenant = await makeTenant(ctx);
    const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const response = await call('GET', '/api/users', adminCookie);
    expect(response.statusCode).toBe(200);
    const listed = response.json().users.find((u: { id: string }) => u.id === staff.id);
    expect(listed).toMatchObject({
      email: staff.email,
      role: 'user',
      is_active: true,
      tenants: [tenant.tenantId],
    });
    expect(response.body).not.toContain('argon2');
  });
});

describe('POST /api/users', () => {
  it('creates a user with tenants and the password an admin chose, to be changed at the first login; audited', async () => {
    const [a, b] = [await makeTenant(ctx), await makeTenant(ctx)];
    const email = uniqueEmail('Joerg.Neu');
    const response = await call('POST', '/api/users', adminCookie, {
      email: `  ${email} `,
      password: 'Sicher-Genug-1',
      full_name: '  Jörg Müller ',
      role: 'user',
      tenants: [a.tenantId, b.tenantId],
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      email,
      full_name: 'Jörg Müller',
      role: 'user',
      is_active: true,
      must_change_password: true,
      invitation_pending: false,
    });
    expect(response.json().invitation_sent).toBeNull();
    expect([...user.tenants].sort()).toEqual([a.tenantId, b.tenantId].sort());

    const row = await userRow(user.id);
    expect(row).toMatchObject({ email, fullName: 'Jörg Müller', role: 'user', isActive: true });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await tenantIdsOf(user.id)).toEqual([a.id, b.id].sort());
    const [entry] = await auditOf('user.create', user.id);
    expect(entry).toMatchObject({
      actorKind: 'user',
      actorUserId: admin.id,
      details: { password: 'temporary' },
    });

    // The password works, but leads to the user's own first (passwordChangeStep.test.ts).
    const first = await login(email.toUpperCase(), 'Sicher-Genug-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveProperty('password_change');
  });

  it('creates an admin without tenants (admins see every practice)', async () => {
    const response = await call('POST', '/api/users', adminCookie, {
      email: uniqueEmail(),
      password: 'Sicher-Genug-1',
      full_name: 'Anna Admin',
      role: 'admin',
      tenants: [],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: 'admin', tenants: [] });
  });

  it('refuses bad input with stable ids and German messages, creating nothing', async () => {
    const tenant = await makeTenant(ctx);
    const valid = {
      email: uniqueEmail(),
      password: 'Sicher-Genug-1',
      full_name: 'Bea Beispiel',
      role: 'user',
      tenants: [tenant.tenantId],
    };
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ ...valid, email: undefined }, 400, 'VALIDATION_ERROR', /email/],
      [{ ...valid, email: 'keine-adresse' }, 400, 'VALIDATION_ERROR', /gültige E-Mail-Adresse/],
      [{ ...valid, full_name: '   ' }, 400, 'VALIDATION_ERROR', /Namen/],
      [{ ...valid, role: 'chef' }, 400, 'VALIDATION_ERROR', /Rolle/],
      [{ ...valid, password: 42 }, 400, 'VALIDATION_ERROR', /password/],
      [{ ...valid, password: 'kurz' }, 400, 'PASSWORD_TOO_SHORT', /mindestens 12 Zeichen/],
      [{ ...valid, password: 'Sicher-123' }, 400, 'PASSWORD_TOO_SHORT', /mindestens 12 Zeichen/],
      [{ ...valid, password: 'Password1234' }, 400, 'PASSWORD_TOO_COMMON', /häufigsten/],
      [{ ...valid, password: 'x'.repeat(201) }, 400, 'VALIDATION_ERROR', /password/],
      [{ ...valid, tenants: [] }, 400, 'TENANT_REQUIRED', /mindestens einen Mandanten/],
      [{ ...valid, tenants: ['gibt-es-nicht'] }, 400, 'UNKNOWN_TENANT', /gibt-es-nicht/],
      [{ ...valid, email: admin.email.toUpperCase() }, 409, 'EMAIL_TAKEN', /gibt es bereits/],
    ];
    const before = (await ctx.db.select({ id: users.id }).from(users)).length;
    for (const [payload, status, errorCode, message] of cases) {
      const response = await call('POST', '/api/users', adminCookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().errorCode).toBe(errorCode);
      expect(response.json().error).toMatch(message);
    }
    expect((await ctx.db.select({ id: users.id }).from(users)).length).toBe(before);
  });
});

describe('PATCH /api/users/:id', () => {
  it('changes e-mail, name, role and tenants; a blank password keeps the old one; audited', async () => {
    const [a, b] = [await makeTenant(ctx), await makeTenant(ctx)];
    const target = await makeUser(ctx, { tenantSlugs: [a.tenantId] });
    const cookie = await loginCookie(ctx, target.email);
    const email = uniqueEmail('geaendert');
    const response = await call('PATCH', `/api/users/${target.id}`, adminCookie, {
      email,
      full_name: 'Grete Größe',
      role: 'admin',
      tenants: [b.tenantId],
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: target.id,
      email,
      full_name: 'Grete Größe',
      role: 'admin',
      tenants: [b.tenantId],
      is_active: true,
    });
    expect(await userRow(target.id)).toMatchObject({ email, fullName: 'Grete Größe', role: 'admin' });
    expect(await tenantIdsOf(target.id)).toEqual([b.id]);
    // Same password, session kept: a blank password changes nothing about signing in.
    expect(await sessionStatus(cookie)).toBe(200);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    const [entry] = await auditOf('user.update', target.id);
    expect(entry!.details).toMatchObject({
      changed: expect.arrayContaining(['email', 'full_name', 'role', 'tenants']),
      role: { from: 'user', to: 'admin' },
    });
    expect((entry!.details as { changed: string[] }).changed).not.toContain('password');
  });

  it('sets a new password and ends every session of that user', async () => {
    const tenant = await makeTenant(ctx);
    const target = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const cookie = await loginCookie(ctx, target.email);
    const response = await call('PATCH', `/api/users/${target.id}`, adminCookie, {
      email: target.email,
      full_name: target.fullName,
      role: 'user',
      tenants: [tenant.tenantId],
      password: 'Ganz-Neu-2026',
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionStatus(cookie)).toBe(401);
    expect((await login(target.email, TEST_PASSWORD)).statusCode).toBe(401);
    // The admin's choice must be replaced by the user's own at the next login.
    const next = await login(target.email, 'Ganz-Neu-2026');
    expect(next.statusCode).toBe(200);
    expect(next.json()).toHaveProperty('password_change');
    expect(response.json().user.must_change_password).toBe(true);
    const [entry] = await auditOf('user.update', target.id);
    expect((entry!.details as { changed: string[] }).changed).toEqual(['password']);
  });

  it('an admin changing their own password keeps their own session and ends the others', async () => {
    const self = await makeUser(ctx, { role: 'admin' });
    const current = await loginCookie(ctx, self.email);
    const otherDevice = await loginCookie(ctx, self.email);
    const response = await call('PATCH', `/api/users/${self.id}`, current, {
      email: self.email,
      full_name: self.fullName,
      role: 'admin',
      tenants: [],
      password: 'Mein-Neues-Passwort',
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionStatus(current)).toBe(200);
    expect(await sessionStatus(otherDevice)).toBe(401);
    // Their own choice: no change asked for at the next login.
    expect(response.json().user.must_change_password).toBe(false);
    expect((await login(self.email, 'Mein-Neues-Passwort')).json()).toHaveProperty('user');
  });

  it('deactivates (sessions end at once, login refused) and reactivates a user', async () => {
    const tenant = await makeTenant(ctx);
    const target = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const cookie = await loginCookie(ctx, target.email);
    const body = {
      email: target.email,
      full_name: target.fullName,
      role: 'user',
      tenants: [tenant.tenantId],
    };

    const off = await call('PATCH', `/api/users/${target.id}`, adminCookie, { ...body, is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().user.is_active).toBe(false);
    expect(await sessionStatus(cookie)).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expect((await login(target.email, TEST_PASSWORD)).json().errorCode).toBe('ACCOUNT_INACTIVE');
    const [entry] = await auditOf('user.update', target.id);
    expect(entry!.details).toMatchObject({ changed: ['is_active'], is_active: false });

    const on = await call('PATCH', `/api/users/${target.id}`, adminCookie, { ...body, is_active: true });
    expect(on.json().user.is_active).toBe(true);
    expect((await login(target.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses to deactivate oneself', async () => {
    const response = await call('PATCH', `/api/users/${admin.id}`, adminCookie, {
      email: admin.email,
      full_name: admin.fullName,
      role: 'admin',
      tenants: [],
      is_active: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'CANNOT_DEACTIVATE_SELF',
      error: 'Sie können Ihr eigenes Benutzerkonto nicht deaktivieren.',
    });
    expect((await userRow(admin.id))!.isActive).toBe(true);
    expect(await sessionStatus(adminCookie)).toBe(200);
  });

  it('refuses bad input and unknown users, changing nothing', async () => {
    const tenant = await makeTenant(ctx);
    const target = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const valid = { email: target.email, full_name: 'Neuer Name', role: 'user', tenants: [tenant.tenantId] };
    const cases: [string, Record<string, unknown>, number, string][] = [
      [target.id, { ...valid, email: '' }, 400, 'VALIDATION_ERROR'],
      [target.id, { ...valid, full_name: undefined }, 400, 'VALIDATION_ERROR'],
      [target.id, { ...valid, role: undefined }, 400, 'VALIDATION_ERROR'],
      [target.id, { ...valid, tenants: undefined }, 400, 'VALIDATION_ERROR'],
      [target.id, { ...valid, tenants: [] }, 400, 'TENANT_REQUIRED'],
      [target.id, { ...valid, tenants: ['unbekannt'] }, 400, 'UNKNOWN_TENANT'],
      [target.id, { ...valid, password: 'kurz' }, 400, 'PASSWORD_TOO_SHORT'],
      [target.id, { ...valid, password: 'qwerty123456' }, 400, 'PASSWORD_TOO_COMMON'],
      [target.id, { ...valid, is_active: 'nein' }, 400, 'VALIDATION_ERROR'],
      [target.id, { ...valid, email: admin.email.toUpperCase() }, 409, 'EMAIL_TAKEN'],
      ['keine-uuid', valid, 400, 'VALIDATION_ERROR'],
      ['00000000-0000-4000-8000-000000000000', valid, 404, 'USER_NOT_FOUND'],
    ];
    for (const [id, payload, status, errorCode] of cases) {
      const response = await call('PATCH', `/api/users/${id}`, adminCookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().errorCode).toBe(errorCode);
    }
    expect(await userRow(target.id)).toMatchObject({ email: target.email, fullName: 'Erika Mustermann' });
    expect(await tenantIdsOf(target.id)).toEqual([tenant.id]);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes a user: row, tenant links and sessions gone at once; audited', async () => {
    const tenant = await makeTenant(ctx);
    const target = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const cookie = await loginCookie(ctx, target.email);
    const response = await call('DELETE', `/api/users/${target.id}`, adminCookie);
    expect(response.statusCode).toBe(204);
    expect(await userRow(target.id)).toBeUndefined();
    expect(await tenantIdsOf(target.id)).toEqual([]);
    expect(await sessionStatus(cookie)).toBe(401);
    const [entry] = await auditOf('user.delete', target.id);
    expect(entry).toMatchObject({ actorUserId: admin.id, details: { email: target.email, role: 'user' } });
  });

  it('refuses to delete oneself, unknown ids and bad ids', async () => {
    const self = await call('DELETE', `/api/users/${admin.id}`, adminCookie);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      errorCode: 'CANNOT_DELETE_SELF',
      error: 'Sie können Ihr eigenes Benutzerkonto nicht löschen.',
    });
    expect(await userRow(admin.id)).toBeDefined();
    const unknown = await call('DELETE', '/api/users/00000000-0000-4000-8000-000000000000', adminCookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'USER_NOT_FOUND', error: 'Benutzer nicht gefunden.' });
    expect((await call('DELETE', '/api/users/123', adminCookie)).statusCode).toBe(400);
  });
});

describe('POST /api/users/bulk-delete', () => {
  it('deletes all the chosen users and ends their sessions', async () => {
    const [a, b] = [await makeUser(ctx), await makeUser(ctx)];
    const cookies = [await loginCookie(ctx, a.email), await loginCookie(ctx, b.email)];
    const response = await call('POST', '/api/users/bulk-delete', adminCookie, { ids: [a.id, b.id] });
    expect(response.statusCode).toBe(200);
    expect([...response.json().deleted].sort()).toEqual([a.id, b.id].sort());
    expect(
      await ctx.db
        .select()
        .from(users)
        .where(inArray(users.id, [a.id, b.id])),
    ).toEqual([]);
    for (const cookie of cookies) expect(await sessionStatus(cookie)).toBe(401);
    expect(await auditOf('user.delete', a.id)).toHaveLength(1);
    expect(await auditOf('user.delete', b.id)).toHaveLength(1);
  });

  it('is all or nothing: with oneself or an unknown id among them nobody is deleted', async () => {
    const other = await makeUser(ctx);
    const withSelf = await call('POST', '/api/users/bulk-delete', adminCookie, { ids: [other.id, admin.id] });
    expect(withSelf.statusCode).toBe(409);
    expect(withSelf.json().errorCode).toBe('CANNOT_DELETE_SELF');
    const withUnknown = await call('POST', '/api/users/bulk-delete', adminCookie, {
      ids: [other.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(withUnknown.statusCode).toBe(404);
    expect(await userRow(other.id)).toBeDefined();
    expect(await userRow(admin.id)).toBeDefined();
  });

  it('refuses bad input', async () => {
    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { ids: 'a' }]) {
      const response = await call('POST', '/api/users/bulk-delete', adminCookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });
});

describe('POST /api/users/bulk-role', () => {
  it('changes the role of every chosen user; a demoted admin loses admin rights at the next request', async () => {
    const staff = await makeUser(ctx);
    const otherAdmin = await makeUser(ctx, { role: 'admin' });
    const otherAdminCookie = await loginCookie(ctx, otherAdmin.email);
    const up = await call('POST', '/api/users/bulk-role', adminCookie, {
      ids: [staff.id, otherAdmin.id],
      role: 'admin',
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ updated: 2, changed: [staff.id] });
    expect((await userRow(staff.id))!.role).toBe('admin');
    expect(await auditOf('user.role', staff.id)).toMatchObject([{ details: { from: 'user', to: 'admin' } }]);
    expect(await auditOf('user.role', otherAdmin.id)).toEqual([]);

    const down = await call('POST', '/api/users/bulk-role', adminCookie, {
      ids: [staff.id, otherAdmin.id],
      role: 'user',
    });
    expect(down.statusCode).toBe(200);
    expect(down.json().updated).toBe(2);
    expect((await userRow(staff.id))!.role).toBe('user');
    expect((await userRow(otherAdmin.id))!.role).toBe('user');
    expect((await call('GET', '/api/users', otherAdminCookie)).statusCode).toBe(403);
  });

  it('refuses bad input and unknown ids, changing nothing', async () => {
    const staff = await makeUser(ctx);
    const cases: [unknown, number][] = [
      [{ ids: [staff.id], role: 'chef' }, 400],
      [{ ids: [staff.id] }, 400],
      [{ ids: [], role: 'admin' }, 400],
      [{ ids: [staff.id, '00000000-0000-4000-8000-000000000000'], role: 'admin' }, 404],
    ];
    for (const [payload, status] of cases) {
      const response = await call('POST', '/api/users/bulk-role', adminCookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect((await userRow(staff.id))!.role).toBe('user');
  });
});
