import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('/api/tenants', () => {
  it('needs a session', async () => {
    expect((await ctx.app.inject({ url: '/api/tenants' })).statusCode).toBe(401);
  });

  it("lists only the user's own tenants", async () => {
    const own = await makeTenant(ctx);
    const other = await makeTenant(ctx);
    const user = await makeUser(ctx, { tenantSlugs: [own.tenantId] });
    const cookie = await loginCookie(ctx, user.email);
    const body = (await ctx.app.inject({ url: '/api/tenants', headers: { cookie } })).json();
    expect(body.tenants.map((t: { id: string }) => t.id)).toEqual([own.id]);
    expect(JSON.stringify(body)).not.toContain(other.id);
  });

  it("answers 404 for another tenant's record, 200 for one's own", async () => {
    const own = await makeTenant(ctx);
    const other = await makeTenant(ctx);
    const user = await makeUser(ctx, { tenantSlugs: [own.tenantId] });
    const cookie = await loginCookie(ctx, user.email);
    const foreign = await ctx.app.inject({ url: `/api/tenants/${other.id}`, headers: { cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('NOT_FOUND');
    const mine = await ctx.app.inject({ url: `/api/tenants/${own.id}`, headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().tenant).toMatchObject({ id: own.id, slug: own.tenantId, name: own.name });
    // The wrapped data key never leaves the server.
    expect(mine.body).not.toContain('pd1.');
  });

  it('rejects a malformed id', async () => {
    const user = await makeUser(ctx);
    const cookie = await loginCookie(ctx, user.email);
    const response = await ctx.app.inject({ url: '/api/tenants/kein-uuid', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('lets an admin read any tenant', async () => {
    const other = await makeTenant(ctx);
    const admin = await makeUser(ctx, { role: 'admin' });
    const cookie = await loginCookie(ctx, admin.email);
    expect((await ctx.app.inject({ url: `/api/tenants/${other.id}`, headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('shows a user without tenants nothing', async () => {
    await makeTenant(ctx);
    const user = await makeUser(ctx);
    const cookie = await loginCookie(ctx, user.email);
    expect((await ctx.app.inject({ url: '/api/tenants', headers: { cookie } })).json()).toEqual({
      tenants: [],
    });
  });
});
