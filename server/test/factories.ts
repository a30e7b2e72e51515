// Test data: a fresh tenant and fresh users per test, so tests never see each other's rows.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PracticeRole } from '../../common/practiceRoles.ts';
import { createTenant } from '../commands/createTenant.ts';
import { createUser } from '../commands/createUser.ts';
import { users } from '../db/schema.ts';
import type { TestContext } from './testContext.ts';

const unique = () => randomBytes(4).toString('hex');

export async function makeTenant(
  ctx: TestContext,
  options: { name?: string; config?: Record<string, unknown>; domains?: string[] } = {},
) {
  const name = `${options.name ?? 'Testpraxis'} ${unique()}`;
  return createTenant(
    ctx.db,
    ctx.crypto,
    { slug: `praxis-${unique()}`, name, config: options.config, domains: options.domains },
    { kind: 'system' },
  );
}

export const TEST_PASSWORD = 'Richtig-Geheim-123';

export async function makeUser(
  ctx: TestContext,
  options: {
    role?: 'user' | 'admin';
    tenantSlugs?: string[];
    /** The role in each of tenantSlugs (issue 44); default Therapeut:in, as for memberships before roles. */
    practiceRole?: PracticeRole;
    isActive?: boolean;
  } = {},
) {
  const user = await createUser(
    ctx.db,
    {
      email: `person-${unique()}@praxis.test`,
      password: TEST_PASSWORD,
      fullName: 'Erika Mustermann',
      role: options.role ?? 'user',
      tenantSlugs: options.tenantSlugs ?? [],
      practiceRoles: options.practiceRole
        ? Object.fromEntries((options.tenantSlugs ?? []).map((slug) => [slug, options.practiceRole!]))
        : undefined,
    },
    { kind: 'system' },
  );
  if (options.isActive === false)
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
  return user;
}

/** A random client address per caller, so throttling in one test never blocks another. */
export const randomIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

export async function loginCookie(
  ctx: TestContext,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'pd_session');
  return `pd_session=${cookie!.value}`;
}

/** A practice with a logged-in staff member, and a logged-in member of another practice (for 404 checks). */
/** A practice and its owner (every right of the practice), and a stranger of another practice. */
/** The login cookie of a new member of the practice (`slug`) in that role (issue 44's role tables). */
export async function memberCookie(ctx: TestContext, slug: string, practiceRole: PracticeRole) {
  return loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [slug], practiceRole })).email);
}

export async function practiceWithStaff(
  ctx: TestContext,
  options: { name?: string; practiceRole?: PracticeRole } = {},
) {
  const tenant = await makeTenant(ctx, options);
  const staff = await makeUser(ctx, {
    tenantSlugs: [tenant.tenantId],
    practiceRole: options.practiceRole ?? 'inhaber',
  });
  const other = await makeTenant(ctx);
  const stranger = await makeUser(ctx, { tenantSlugs: [other.tenantId] });
  return {
    tenant,
    staff,
    cookie: await loginCookie(ctx, staff.email),
    strangerCookie: await loginCookie(ctx, stranger.email),
  };
}
