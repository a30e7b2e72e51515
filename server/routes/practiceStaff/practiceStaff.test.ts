// A practice's team run by its owner (issue 44): list, invite (a new account by mail, an existing one added),
// change a role, remove from the practice; always one owner left; nothing of another practice.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, userTenants } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { type MailServer, parseMail, startMailServer } from '../../test/mailServer.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let mail: MailServer;
let ctx: TestContext;
let adminCookie: string;
beforeAll(async () => {
  mail = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: mail.url, PUBLIC_URL: 'https://praxis.example.de' });
  adminCookie = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { origin: 'https://praxis.example.de' }),
    },
    ...(payload ? { payload } : {}),
  });
const staffUrl = (tenantId: string, userId?: string) =>
  `/api/practices/${tenantId}/staff${userId ? `/${userId}` : ''}`;
const newAddress = () => `kollegin-${randomUUID().slice(0, 8)}@praxis.test`;

/** A practice with an owner, a therapist and a front desk member, each signed in; and another practice's owner. */
async function team() {
  const tenant = await makeTenant(ctx, { name: 'Physio Nord' });
  const other = await makeTenant(ctx);
  const member = async (slug: string, practiceRole: 'inhaber' | 'therapeut' | 'empfang') => {
    const user = await makeUser(ctx, { tenantSlugs: [slug], practiceRole });
    return { user, cookie: await loginCookie(ctx, user.email) };
  };
  return {
    tenant,
    owner: await member(tenant.tenantId, 'inhaber'),
    therapist: await member(tenant.tenantId, 'therapeut'),
    reception: await member(tenant.tenantId, 'empfang'),
    otherOwner: await member(other.tenantId, 'inhaber'),
  };
}
const roleOf = async (tenantId: string, userId: string) =>
  (
    await ctx.db
      .select({ role: userTenants.practiceRole })
      .from(userTenants)
      .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.userId, userId)))
  )[0]?.role;
const auditsOf = (tenantId: string, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, action)));

describe('GET /api/practices/:tenantId/staff', () => {
  it("lists the practice's members with role, state and open invitation; nothing of other practices", async () => {
    const { tenant, owner, therapist, reception, otherOwner } = await team();
    const response = await call('GET', staffUrl(tenant.id), owner.cookie);
    expect(response.statusCode).toBe(200);
    const staff = response.json().staff as { user_id: string; practice_role: string }[];
    expect(new Map(staff.map((m) => [m.user_id, m.practice_role]))).toEqual(
      new Map([
        [owner.user.id, 'inhaber'],
        [therapist.user.id, 'therapeut'],
        [reception.user.id, 'empfang'],
      ]),
    );
    expect(staff[0]).toMatchObject({ is_active: true, invitation_pending: false });
    expect(Object.keys(staff[0]!).sort()).toEqual(
      [
        'email',
        'full_name',
        'invitation_pending',
        'is_active',
        'last_login_at',
        'practice_role',
        'user_id',
      ].sort(),
    );
    expect(staff.some((m) => m.user_id === otherOwner.user.id)).toBe(false);
    expect((await call('GET', staffUrl(tenant.id), adminCookie)).statusCode).toBe(200);
  });

  it('answers 401, 403 to therapists and the front desk, 404 to another owner and for an unknown practice, 400 for a bad id', async () => {
    const { tenant, therapist, reception, otherOwner, owner } = await team();
    expect((await call('GET', staffUrl(tenant.id), null)).statusCode).toBe(401);
    for (const cookie of [therapist.cookie, reception.cookie]) {
      const response = await call('GET', staffUrl(tenant.id), cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('FORBIDDEN');
    }
    expect((await call('GET', staffUrl(tenant.id), otherOwner.cookie)).statusCode).toBe(404);
    expect((await call('GET', staffUrl(randomUUID()), owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', staffUrl(randomUUID()), adminCookie)).statusCode).toBe(200);
    const bad = await call('GET', staffUrl('praxis-nord'), owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/practices/:tenantId/staff', () => {
  it('invites a new colleague by mail into this practice only, as a platform user, audited', async () => {
    const { tenant, owner } = await team();
    const email = newAddress();
    const response = await call('POST', staffUrl(tenant.id), owner.cookie, {
      email,
      full_name: 'Emma Empfang',
      practice_role: 'empfang',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      member: { email, full_name: 'Emma Empfang', practice_role: 'empfang', invitation_pending: true },
      invitation_sent: true,
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user!.role).toBe('user');
    expect(await roleOf(tenant.id, user!.id)).toBe('empfang');
    expect(await ctx.db.select().from(userTenants).where(eq(userTenants.userId, user!.id))).toHaveLength(1);
    await expect.poll(() => mail.mailsTo(email).length, { timeout: 10_000 }).toBe(1);
    expect((await parseMail(mail.mailsTo(email)[0]!.raw)).text).toContain('https://praxis.example.de/');
    const [entry] = await auditsOf(tenant.id, 'practice_staff.invite');
    expect(entry).toMatchObject({ actorUserId: owner.user.id, details: { practice_role: 'empfang' } });
  });

  it('adds an existing active account without a mail; 409 ALREADY_MEMBER and USER_INACTIVE change nothing', async () => {
    const { tenant, owner, therapist } = await team();
    const elsewhere = await makeUser(ctx, { tenantSlugs: [(await makeTenant(ctx)).tenantId] });
    const added = await call('POST', staffUrl(tenant.id), owner.cookie, {
      email: elsewhere.email.toUpperCase(),
      full_name: 'Ein anderer Name',
      practice_role: 'therapeut',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ member: { user_id: elsewhere.id }, invitation_sent: null });
    expect(mail.mailsTo(elsewhere.email)).toHaveLength(0);
    // Their name is theirs: an owner does not rename someone else's account.
    expect((await ctx.db.select().from(users).where(eq(users.id, elsewhere.id)))[0]!.fullName).not.toBe(
      'Ein anderer Name',
    );
    const again = await call('POST', staffUrl(tenant.id), owner.cookie, {
      email: therapist.user.email,
      full_name: 'X',
      practice_role: 'inhaber',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('ALREADY_MEMBER');
    expect(await roleOf(tenant.id, therapist.user.id)).toBe('therapeut');
    const inactive = await makeUser(ctx, { isActive: false });
    const refused = await call('POST', staffUrl(tenant.id), owner.cookie, {
      email: inactive.email,
      full_name: 'X',
      practice_role: 'empfang',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('USER_INACTIVE');
    expect(await roleOf(tenant.id, inactive.id)).toBeUndefined();
  });

  it('refuses bad input with a stable id and the roles that may not with 403/404, creating nobody', async () => {
    const { tenant, owner, therapist, reception, otherOwner } = await team();
    const cases: [object, string][] = [
      [{ email: 'keine-adresse', full_name: 'A', practice_role: 'empfang' }, '/email'],
      [{ email: newAddress(), full_name: '', practice_role: 'empfang' }, '/full_name'],
      [{ email: newAddress(), full_name: 'A', practice_role: 'admin' }, '/practice_role'],
      [{ email: newAddress(), full_name: 'A', practice_role: 'empfang', role: 'admin' }, ''],
    ];
    for (const [payload, path] of cases) {
      const response = await call('POST', staffUrl(tenant.id), owner.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
      if (path) expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const email = newAddress();
    const payload = { email, full_name: 'A', practice_role: 'inhaber' };
    expect((await call('POST', staffUrl(tenant.id), null, payload)).statusCode).toBe(401);
    expect((await call('POST', staffUrl(tenant.id), therapist.cookie, payload)).statusCode).toBe(403);
    expect((await call('POST', staffUrl(tenant.id), reception.cookie, payload)).statusCode).toBe(403);
    expect((await call('POST', staffUrl(tenant.id), otherOwner.cookie, payload)).statusCode).toBe(404);
    expect((await call('POST', staffUrl(randomUUID()), adminCookie, payload)).statusCode).toBe(404);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('PATCH and DELETE /api/practices/:tenantId/staff/:userId', () => {
  it("changes a member's role and removes them from this practice only, audited", async () => {
    const { tenant, owner, therapist, reception } = await team();
    const second = await makeTenant(ctx);
    await ctx.db.insert(userTenants).values({ userId: reception.user.id, tenantId: second.id });
    const changed = await call('PATCH', staffUrl(tenant.id, therapist.user.id), owner.cookie, {
      practice_role: 'inhaber',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ user_id: therapist.user.id, practice_role: 'inhaber' });
    expect((await auditsOf(tenant.id, 'practice_staff.role'))[0]!.details).toEqual({
      from: 'therapeut',
      to: 'inhaber',
    });
    const removed = await call('DELETE', staffUrl(tenant.id, reception.user.id), owner.cookie);
    expect(removed.statusCode).toBe(204);
    expect(await roleOf(tenant.id, reception.user.id)).toBeUndefined();
    expect(await roleOf(second.id, reception.user.id)).toBe('therapeut');
    expect((await ctx.db.select().from(users).where(eq(users.id, reception.user.id)))[0]!.isActive).toBe(
      true,
    );
    expect(await auditsOf(tenant.id, 'practice_staff.remove')).toHaveLength(1);
    // Removed, the front desk no longer reaches the practice.
    expect((await call('GET', `/api/reply-templates?tenant=${tenant.id}`, reception.cookie)).statusCode).toBe(
      404,
    );
  });

  it('keeps one owner: 409 LAST_OWNER for demoting or removing the last, allowed once there is another', async () => {
    const { tenant, owner, therapist } = await team();
    for (const response of [
      await call('PATCH', staffUrl(tenant.id, owner.user.id), owner.cookie, { practice_role: 'therapeut' }),
      await call('DELETE', staffUrl(tenant.id, owner.user.id), adminCookie),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().errorCode).toBe('LAST_OWNER');
    }
    expect(await roleOf(tenant.id, owner.user.id)).toBe('inhaber');
    await call('PATCH', staffUrl(tenant.id, therapist.user.id), owner.cookie, { practice_role: 'inhaber' });
    const stepDown = await call('PATCH', staffUrl(tenant.id, owner.user.id), owner.cookie, {
      practice_role: 'therapeut',
    });
    expect(stepDown.statusCode).toBe(200);
    expect(await roleOf(tenant.id, owner.user.id)).toBe('therapeut');
    // Now a therapist, the former owner runs the team no more.
    expect((await call('GET', staffUrl(tenant.id), owner.cookie)).statusCode).toBe(403);
  });

  it('answers 401, 403, 404 (another practice, a non-member) and 400, changing nothing', async () => {
    const { tenant, owner, therapist, reception, otherOwner } = await team();
    const url = staffUrl(tenant.id, reception.user.id);
    const body = { practice_role: 'inhaber' };
    expect((await call('PATCH', url, null, body)).statusCode).toBe(401);
    expect((await call('PATCH', url, therapist.cookie, body)).statusCode).toBe(403);
    expect((await call('DELETE', url, reception.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', url, otherOwner.cookie, body)).statusCode).toBe(404);
    expect((await call('DELETE', url, otherOwner.cookie)).statusCode).toBe(404);
    const notMember = await call('PATCH', staffUrl(tenant.id, otherOwner.user.id), owner.cookie, body);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().error).toBe('Diese Person gehört nicht zum Team dieser Praxis.');
    const bad = await call('PATCH', url, owner.cookie, { practice_role: 'chef' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    expect((await call('DELETE', staffUrl(tenant.id, 'x'), owner.cookie)).statusCode).toBe(400);
    expect(await roleOf(tenant.id, reception.user.id)).toBe('empfang');
    expect(await roleOf(otherOwner.user.id, tenant.id)).toBeUndefined();
  });
});
