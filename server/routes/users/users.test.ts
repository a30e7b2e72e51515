import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/users', () => {
  it('needs a session', async () => {
    expect((await ctx.app.inject({ url: '/api/users' })).statusCode).toBe(401);
  });

  it('is forbidden for a normal user', async () => {
    const user = await makeUser(ctx);
    const cookie = await loginCookie(ctx, user.email);
    const response = await ctx.app.inject({ url: '/api/users', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });

  it('lists users with their tenants for an admin, never a password hash', async () => {
    const tenant = await makeTenant(ctx);
    const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const admin = await makeUser(ctx, { role: 'admin' });
    const cookie = await loginCookie(ctx, admin.email);
    const response = await ctx.app.inject({ url: '/api/users', headers: { cookie } });
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
