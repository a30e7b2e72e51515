// The last-admin guard counts every active admin in the database, so these tests run on a database of their
// own (every test context has one, testContext.ts) and control exactly who is an admin.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../auth/actor.ts';
import { deleteUsers } from '../../commands/deleteUsers.ts';
import { updateUser } from '../../commands/updateUser.ts';
import { users } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenantSlug: string;
beforeAll(async () => {
  ctx = await createTestContext();
  tenantSlug = (await makeTenant(ctx)).tenantId;
});
afterAll(() => ctx?.close());
// Every test starts without admins and makes the ones it needs.
beforeEach(async () => {
  await ctx.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
});

const roleOf = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.role;
const asActor = (user: { id: string; email: string }): Actor => ({
  kind: 'user',
  id: user.id,
  email: user.email,
  fullName: 'Erika Mustermann',
  role: 'admin',
  tenantIds: [],
  practices: {},
});
/** An admin's own edit form, stepping down to a user of one practice. */
const stepDown = (user: { email: string }) => ({
  email: user.email,
  full_name: 'Erika Mustermann',
  role: 'user',
  tenants: [tenantSlug],
});

describe('the last active admin', () => {
  it('cannot demote themselves when they are the only admin (edit and bulk role)', async () => {
    const only = await makeUser(ctx, { role: 'admin' });
    const cookie = await loginCookie(ctx, only.email);
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${only.id}`,
      headers: { cookie },
      payload: stepDown(only),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      errorCode: 'LAST_ADMIN',
      error: 'Der letzte aktive Administrator kann nicht zum Benutzer herabgestuft werden.',
    });
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/bulk-role',
      headers: { cookie },
      payload: { ids: [only.id], role: 'user' },
    });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json().errorCode).toBe('LAST_ADMIN');
    expect(await roleOf(only.id)).toBe('admin');
  });

  it('inactive admins do not count: the only active one still cannot step down', async () => {
    const active = await makeUser(ctx, { role: 'admin' });
    await makeUser(ctx, { role: 'admin', isActive: false });
    const cookie = await loginCookie(ctx, active.email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/bulk-role',
      headers: { cookie },
      payload: { ids: [active.id], role: 'user' },
    });
    expect(response.statusCode).toBe(409);
    expect(await roleOf(active.id)).toBe('admin');
  });

  it('demoting every admin at once is refused as a whole; one of two may step down', async () => {
    const [a, b] = [await makeUser(ctx, { role: 'admin' }), await makeUser(ctx, { role: 'admin' })];
    const cookie = await loginCookie(ctx, a.email);
    const all = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/bulk-role',
      headers: { cookie },
      payload: { ids: [a.id, b.id], role: 'user' },
    });
    expect(all.statusCode).toBe(409);
    expect([await roleOf(a.id), await roleOf(b.id)]).toEqual(['admin', 'admin']);
    const one = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/bulk-role',
      headers: { cookie },
      payload: { ids: [b.id], role: 'user' },
    });
    expect(one.statusCode).toBe(200);
    expect(await roleOf(b.id)).toBe('user');
  });

  it('two admins stepping down at the same moment: exactly one succeeds', async () => {
    const [a, b] = [await makeUser(ctx, { role: 'admin' }), await makeUser(ctx, { role: 'admin' })];
    const cookies = [await loginCookie(ctx, a.email), await loginCookie(ctx, b.email)];
    const responses = await Promise.all(
      [a, b].map((admin, i) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/users/${admin.id}`,
          headers: { cookie: cookies[i]! },
          payload: stepDown(admin),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const admins = await ctx.db
      .select()
      .from(users)
      .where(inArray(users.id, [a.id, b.id]));
    expect(admins.filter((u) => u.role === 'admin')).toHaveLength(1);
  });

  // Over HTTP the actor is always an active admin who may not delete or deactivate themselves, so these two
  // are reached only by the commands (e.g. a future caller): the guard stands there too.
  it('cannot be deleted or deactivated by the commands either', async () => {
    const only = await makeUser(ctx, { role: 'admin' });
    const formerAdmin = await makeUser(ctx);
    await expect(deleteUsers(ctx.db, asActor(formerAdmin), [only.id])).rejects.toMatchObject({
      id: 'LAST_ADMIN',
      message: 'Der letzte aktive Administrator kann nicht gelöscht werden.',
    });
    await expect(
      updateUser(ctx.db, asActor(formerAdmin), only.id, {
        email: only.email,
        fullName: only.fullName,
        role: 'admin',
        tenantSlugs: [],
        isActive: false,
      }),
    ).rejects.toMatchObject({
      id: 'LAST_ADMIN',
      message: 'Der letzte aktive Administrator kann nicht deaktiviert werden.',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, only.id));
    expect(row).toMatchObject({ role: 'admin', isActive: true });
  });
});
