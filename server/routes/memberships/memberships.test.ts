import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipPackage } from '../../../common/schemas/membership.ts';
import { auditLog, membershipPackages, userMemberships } from '../../db/schema.ts';
import { ensureReferenceData } from '../../db/seed/referenceData.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let adminCookie: string;
let packages: Record<'Kompakt' | 'Team' | 'Profi' | 'Beta', MembershipPackage>;

beforeAll(async () => {
  ctx = await createTestContext();
  await ensureReferenceData(ctx.db);
  const admin = await makeUser(ctx, { role: 'admin' });
  adminCookie = await loginCookie(ctx, admin.email);
  const body = (
    await ctx.app.inject({ url: '/api/memberships/packages', headers: { cookie: adminCookie } })
  ).json();
  const byName = (name: string) => body.packages.find((p: MembershipPackage) => p.name === name);
  packages = {
    Kompakt: byName('Kompakt'),
    Team: byName('Team'),
    Profi: byName('Profi'),
    Beta: byName('Beta'),
  };
});
afterAll(() => ctx.close());

const put = (userId: string, payload: object, cookie = adminCookie) =>
  ctx.app.inject({ method: 'PUT', url: `/api/memberships/users/${userId}`, headers: { cookie }, payload });

const activeRows = (userId: string) =>
  ctx.db
    .select()
    .from(userMemberships)
    .where(and(eq(userMemberships.userId, userId), eq(userMemberships.status, 'active')));

const auditRows = async (userId: string) =>
  (
    await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)))
  ).filter((row) => row.action.startsWith('membership.'));

async function staffWithCookie() {
  const tenant = await makeTenant(ctx);
  const user = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
  return { tenant, user, cookie: await loginCookie(ctx, user.email) };
}

describe('GET /api/memberships/packages', () => {
  it('needs a session', async () => {
    expect((await ctx.app.inject({ url: '/api/memberships/packages' })).statusCode).toBe(401);
  });

  it('lists the active packages by monthly price for any signed-in user, not inactive ones', async () => {
    const hidden = `Altpaket ${randomBytes(3).toString('hex')}`;
    await ctx.db.insert(membershipPackages).values({
      name: hidden,
      description: 'Nicht mehr im Angebot',
      monthlyPrice: 5,
      yearlyPrice: 50,
      isActive: false,
      features: { included_users: 1, included_forms: 1, included_addons: [], benefits: [] },
    });
    const { cookie } = await staffWithCookie();
    const response = await ctx.app.inject({ url: '/api/memberships/packages', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const listed: MembershipPackage[] = response.json().packages;
    expect(listed.map((p) => p.name)).toEqual(['Beta', 'Kompakt', 'Team', 'Profi']);
    expect(listed.find((p) => p.name === 'Team')).toMatchObject({
      monthly_price: 99,
      yearly_price: 990,
      is_active: true,
      is_beta: false,
      included_users: 10,
      included_forms: 3,
      included_addons: ['email_forwarding', 'ki_anamnese_boost'],
    });
    expect(response.body).not.toContain(hidden);
  });
});

describe('GET /api/memberships/me', () => {
  it('needs a session', async () => {
    expect((await ctx.app.inject({ url: '/api/memberships/me' })).statusCode).toBe(401);
  });

  it('answers null for a user without membership, and only ever the own one', async () => {
    const mine = await staffWithCookie();
    const other = await staffWithCookie();
    expect(
      (await ctx.app.inject({ url: '/api/memberships/me', headers: { cookie: mine.cookie } })).json(),
    ).toEqual({
      membership: null,
    });
    expect((await put(other.user.id, { package_id: packages.Profi.id, addons: [] })).statusCode).toBe(200);
    expect((await put(mine.user.id, { package_id: packages.Team.id, addons: [] })).statusCode).toBe(200);
    const response = await ctx.app.inject({ url: '/api/memberships/me', headers: { cookie: mine.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().membership).toMatchObject({
      user_id: mine.user.id,
      package_id: packages.Team.id,
      package: { name: 'Team' },
      price: { monthly: 99, yearly: 990 },
    });
    expect(response.body).not.toContain(other.user.id);
    expect(response.body).not.toContain(packages.Profi.id);
  });

  it("has no way to ask for another user's membership", async () => {
    const { cookie } = await staffWithCookie();
    const other = await staffWithCookie();
    const asked = await ctx.app.inject({
      url: `/api/memberships/me?userId=${other.user.id}`,
      headers: { cookie },
    });
    expect(asked.json().membership).toBeNull();
    for (const url of [`/api/memberships/users/${other.user.id}`, '/api/memberships/users']) {
      const response = await ctx.app.inject({ url, headers: { cookie } });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('FORBIDDEN');
    }
  });
});

describe('GET /api/memberships/users', () => {
  it('needs a session and the admin role', async () => {
    expect((await ctx.app.inject({ url: '/api/memberships/users' })).statusCode).toBe(401);
    const { cookie } = await staffWithCookie();
    expect((await ctx.app.inject({ url: '/api/memberships/users', headers: { cookie } })).statusCode).toBe(
      403,
    );
  });

  it('lists every user with tenants, package, add-ons and prices', async () => {
    const { tenant, user } = await staffWithCookie();
    const without = await makeUser(ctx);
    await put(user.id, {
      package_id: packages.Kompakt.id,
      addons: [
        { id: 'additional_login', quantity: 2 },
        { id: 'extended_backup', quantity: 1 },
      ],
    });
    const response = await ctx.app.inject({
      url: '/api/memberships/users',
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json().users as { id: string }[];
    expect(rows.find((r) => r.id === user.id)).toMatchObject({
      email: user.email,
      tenants: [{ id: tenant.id, slug: tenant.tenantId, name: tenant.name }],
      membership: {
        package: { name: 'Kompakt' },
        addons: [
          { id: 'additional_login', quantity: 2 },
          { id: 'extended_backup', quantity: 1 },
        ],
        price: { monthly: 112, yearly: 1120 },
      },
    });
    expect(rows.find((r) => r.id === without.id)).toMatchObject({ tenants: [], membership: null });
    expect(response.body).not.toContain('argon2');
  });
});

describe('GET /api/memberships/users/:userId', () => {
  it('needs a session and the admin role', async () => {
    const { user, cookie } = await staffWithCookie();
    expect((await ctx.app.inject({ url: `/api/memberships/users/${user.id}` })).statusCode).toBe(401);
    // Not even one's own record through the admin route.
    expect(
      (await ctx.app.inject({ url: `/api/memberships/users/${user.id}`, headers: { cookie } })).statusCode,
    ).toBe(403);
  });

  it('answers the user and the membership, 404 for an unknown user, 400 for a malformed id', async () => {
    const user = await makeUser(ctx);
    const ok = await ctx.app.inject({
      url: `/api/memberships/users/${user.id}`,
      headers: { cookie: adminCookie },
    });
    expect(ok.json()).toEqual({
      user: { id: user.id, full_name: user.fullName, email: user.email },
      membership: null,
    });
    const unknown = await ctx.app.inject({
      url: `/api/memberships/users/${randomUUID()}`,
      headers: { cookie: adminCookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'NOT_FOUND', error: 'Benutzer nicht gefunden.' });
    const malformed = await ctx.app.inject({
      url: '/api/memberships/users/abc',
      headers: { cookie: adminCookie },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('PUT /api/memberships/users/:userId', () => {
  it('needs a session', async () => {
    const user = await makeUser(ctx);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/memberships/users/${user.id}`,
      payload: { package_id: packages.Team.id },
    });
    expect(response.statusCode).toBe(401);
    expect(await activeRows(user.id)).toEqual([]);
  });

  it('is forbidden for a normal user, even for the own membership', async () => {
    const { user, cookie } = await staffWithCookie();
    const response = await put(user.id, { package_id: packages.Profi.id, addons: [] }, cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
    expect(await activeRows(user.id)).toEqual([]);
  });

  it('creates the membership (active, today, package_id), then updates that one row', async () => {
    const user = await makeUser(ctx);
    const before = Date.now();
    const created = await put(user.id, {
      package_id: packages.Kompakt.id,
      addons: [{ id: 'additional_form', quantity: 3 }],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().membership).toMatchObject({
      package_id: packages.Kompakt.id,
      status: 'active',
      addons: [{ id: 'additional_form', quantity: 3 }],
      price: { monthly: 49 + 3 * 29, yearly: 490 + 3 * 290 },
    });
    const [row] = await activeRows(user.id);
    expect(row).toMatchObject({ packageId: packages.Kompakt.id, status: 'active' });
    expect(row!.startDate.toISOString().slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    expect(row!.startDate.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const updated = await put(user.id, {
      package_id: packages.Team.id,
      addons: [
        { id: 'additional_login', quantity: 4 },
        { id: 'premium_service', quantity: 1 },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const rows = await activeRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: row!.id,
      packageId: packages.Team.id,
      addons: [
        { id: 'additional_login', quantity: 4 },
        { id: 'premium_service', quantity: 1 },
      ],
    });
    expect(rows[0]!.startDate.toISOString()).toBe(row!.startDate.toISOString());
    expect(updated.json().membership.price).toEqual({
      monthly: 99 + 4 * 19 + 79,
      yearly: 990 + 4 * 190 + 790,
    });

    const audits = await auditRows(user.id);
    expect(audits.map((a) => a.action).sort()).toEqual(['membership.create', 'membership.update']);
    expect(audits.find((a) => a.action === 'membership.update')).toMatchObject({
      actorKind: 'user',
      details: { package: 'Team', previousPackageId: packages.Kompakt.id },
    });
  });

  it('shows the new package in the user session (the header)', async () => {
    const { user, cookie } = await staffWithCookie();
    await put(user.id, { package_id: packages.Profi.id, addons: [] });
    const session = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user.membership).toEqual({ package_name: 'Profi', is_beta: false });
  });

  it('accepts a plain list of add-on ids (spec 001 §3) and clears add-ons with an empty list', async () => {
    const user = await makeUser(ctx);
    const saved = await put(user.id, { package_id: packages.Kompakt.id, addons: ['email_forwarding'] });
    expect(saved.json().membership.addons).toEqual([{ id: 'email_forwarding', quantity: 1 }]);
    const cleared = await put(user.id, { package_id: packages.Kompakt.id, addons: [] });
    expect(cleared.json().membership).toMatchObject({ addons: [], price: { monthly: 49, yearly: 490 } });
  });

  it('Beta costs nothing, with extra users and forms', async () => {
    const user = await makeUser(ctx);
    const saved = await put(user.id, {
      package_id: packages.Beta.id,
      addons: [
        { id: 'additional_login', quantity: 5 },
        { id: 'additional_form', quantity: 2 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().membership.price).toEqual({ monthly: 0, yearly: 0 });
  });

  it('starts a new active membership beside a cancelled one', async () => {
    const user = await makeUser(ctx);
    await ctx.db
      .insert(userMemberships)
      .values({ userId: user.id, packageId: packages.Profi.id, status: 'cancelled' });
    expect((await put(user.id, { package_id: packages.Team.id })).statusCode).toBe(200);
    const all = await ctx.db.select().from(userMemberships).where(eq(userMemberships.userId, user.id));
    expect(all.map((m) => m.status).sort()).toEqual(['active', 'cancelled']);
  });

  it('keeps one active row when two saves race', async () => {
    const user = await makeUser(ctx);
    const answers = await Promise.all([
      put(user.id, { package_id: packages.Team.id }),
      put(user.id, { package_id: packages.Profi.id }),
      put(user.id, { package_id: packages.Kompakt.id }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await activeRows(user.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = await put(randomUUID(), { package_id: packages.Team.id });
    expect(unknown.statusCode).toBe(404);
    expect((await put('123', { package_id: packages.Team.id })).json().errorCode).toBe('VALIDATION_ERROR');
  });

  describe('refuses bad input with a stable id and changes nothing', () => {
    const cases: [string, () => object, string, RegExp][] = [
      [
        'no package',
        () => ({ addons: [] }),
        'MEMBERSHIP_PACKAGE_REQUIRED',
        /^Bitte wählen Sie ein Paket aus\.$/,
      ],
      ['an empty package', () => ({ package_id: '' }), 'MEMBERSHIP_PACKAGE_REQUIRED', /Paket aus/],
      ['an unknown package', () => ({ package_id: randomUUID() }), 'MEMBERSHIP_PACKAGE_UNKNOWN', /Paket/],
      ['a package that is no uuid', () => ({ package_id: 'Team' }), 'MEMBERSHIP_PACKAGE_UNKNOWN', /Paket/],
      [
        'an unknown add-on',
        () => ({ package_id: packages.Kompakt.id, addons: [{ id: 'analytics', quantity: 1 }] }),
        'MEMBERSHIP_ADDON_UNKNOWN',
        /Unbekanntes Zusatzmodul: analytics/,
      ],
      [
        'an add-on the package does not offer',
        () => ({ package_id: packages.Profi.id, addons: [{ id: 'additional_form', quantity: 1 }] }),
        'MEMBERSHIP_ADDON_UNAVAILABLE',
        /„Zusätzliches Formular“ ist für das Paket Profi nicht verfügbar/,
      ],
      [
        'an add-on the package includes',
        () => ({ package_id: packages.Team.id, addons: ['ki_anamnese_boost'] }),
        'MEMBERSHIP_ADDON_INCLUDED',
        /im Paket Team bereits enthalten/,
      ],
      [
        'a quantity below 1',
        () => ({ package_id: packages.Team.id, addons: [{ id: 'additional_login', quantity: 0 }] }),
        'MEMBERSHIP_ADDON_QUANTITY',
        /von 1 bis 100/,
      ],
      [
        'a negative quantity',
        () => ({ package_id: packages.Team.id, addons: [{ id: 'additional_login', quantity: -3 }] }),
        'MEMBERSHIP_ADDON_QUANTITY',
        /von 1 bis 100/,
      ],
      [
        'a fractional quantity',
        () => ({ package_id: packages.Team.id, addons: [{ id: 'additional_login', quantity: 1.5 }] }),
        'MEMBERSHIP_ADDON_QUANTITY',
        /ganze Zahl/,
      ],
      [
        'an absurd quantity',
        () => ({ package_id: packages.Team.id, addons: [{ id: 'additional_login', quantity: 1e9 }] }),
        'MEMBERSHIP_ADDON_QUANTITY',
        /von 1 bis 100/,
      ],
      [
        'a quantity for an on/off add-on',
        () => ({ package_id: packages.Kompakt.id, addons: [{ id: 'extended_backup', quantity: 2 }] }),
        'MEMBERSHIP_ADDON_QUANTITY',
        /nur einmal/,
      ],
      [
        'an add-on twice',
        () => ({ package_id: packages.Kompakt.id, addons: ['extended_backup', 'extended_backup'] }),
        'MEMBERSHIP_ADDON_DUPLICATE',
        /doppelt/,
      ],
      [
        'add-ons that are no list',
        () => ({ package_id: packages.Kompakt.id, addons: 'x' }),
        'VALIDATION_ERROR',
        /./,
      ],
      [
        'a quantity that is no number',
        () => ({ package_id: packages.Kompakt.id, addons: [{ id: 'additional_login', quantity: '2' }] }),
        'VALIDATION_ERROR',
        /./,
      ],
      [
        'an unknown field',
        () => ({ package_id: packages.Kompakt.id, status: 'cancelled' }),
        'VALIDATION_ERROR',
        /./,
      ],
      [
        'a huge list',
        () => ({
          package_id: packages.Kompakt.id,
          addons: Array.from({ length: 50 }, () => 'extended_backup'),
        }),
        'VALIDATION_ERROR',
        /./,
      ],
    ];

    it.each(cases)('%s', async (_name, payload, errorCode, message) => {
      const user = await makeUser(ctx);
      await put(user.id, { package_id: packages.Kompakt.id, addons: ['extended_backup'] });
      const [before] = await activeRows(user.id);
      const response = await put(user.id, payload());
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(errorCode);
      expect(response.json().error).toMatch(message);
      expect(await activeRows(user.id)).toEqual([before]);
      expect((await auditRows(user.id)).map((a) => a.action)).toEqual(['membership.create']);
    });
  });

  it('refuses a save from a foreign origin', async () => {
    const user = await makeUser(ctx);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/memberships/users/${user.id}`,
      headers: { cookie: adminCookie, origin: 'https://boese.example' },
      payload: { package_id: packages.Team.id },
    });
    expect(response.statusCode).toBe(403);
    expect(await activeRows(user.id)).toEqual([]);
  });
});
