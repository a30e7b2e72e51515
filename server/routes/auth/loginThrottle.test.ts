// Login throttling a stranger cannot turn against the owner: hard limits per (e-mail, address) pair and per
// address, only growing spacing per e-mail; counted atomically; IPv6 per /64; failed logins audited.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailSpacingMs,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_PAIR_MAX_FAILURES,
  type LoginKeys,
  loginKeys,
  reserveLoginAttempt,
} from '../../auth/loginThrottle.ts';
import { auditLog, loginAttempts } from '../../db/schema.ts';
import { HASHING_SLOTS, passwordCheckStats } from '../../services/passwords.ts';
import { makeUser, randomIp, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

/** Moves an attempt's recorded failures back in time (as if that much time had passed since). */
async function ageAttempts(keys: LoginKeys, ms: number) {
  await ctx.db
    .update(loginAttempts)
    .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => ${ms / 1000})` })
    .where(inArray(loginAttempts.key, Object.values(keys)));
}

/** Wrong passwords one after another, each "31 s" after the last, so the e-mail's spacing never waits. */
async function failSlowly(email: string, ip: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    statuses.push((await login(email, 'falsch-123', ip)).statusCode);
    await ageAttempts(loginKeys(ctx, email, ip), 31_000);
  }
  return statuses;
}

const freshIpv6Net = () =>
  `2001:db8:${[0, 0].map(() => Math.floor(Math.random() * 0xffff).toString(16)).join(':')}`;

describe('login throttling', () => {
  it("lets the owner in from their address after a stranger's 12 wrong passwords", async () => {
    const owner = await makeUser(ctx);
    const statuses = await failSlowly(owner.email, randomIp(), 12);
    // The stranger's own pair is locked after 10 …
    expect(statuses).toEqual([...Array(LOGIN_PAIR_MAX_FAILURES).fill(401), 429, 429]);
    // … the account is not.
    const response = await login(owner.email, TEST_PASSWORD, randomIp());
    expect(response.statusCode).toBe(200);
  });

  it('does not let one address lock a practice: its limit is far above one person typing', async () => {
    const ip = randomIp();
    const colleague = await makeUser(ctx);
    // Two colleagues behind the practice's address mistype a few times each; others still sign in.
    await failSlowly(colleague.email, ip, 4);
    await failSlowly((await makeUser(ctx)).email, ip, 4);
    expect((await login(colleague.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('checks at most the address limit of 60 parallel wrong passwords, never more at once than the slots', async () => {
    const ip = randomIp();
    const before = passwordCheckStats().checks;
    const tag = Math.random().toString(36).slice(2);
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`probe-${tag}-${i}@praxis.test`, 'falsch-123', ip)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ADDRESS_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - LOGIN_ADDRESS_MAX_FAILURES);
    expect(passwordCheckStats().checks - before).toBe(LOGIN_ADDRESS_MAX_FAILURES);
    expect(passwordCheckStats().peakConcurrent).toBeLessThanOrEqual(HASHING_SLOTS);
    // Another address is not affected.
    expect((await login(`probe-${tag}-0@praxis.test`, 'falsch-123', randomIp())).statusCode).toBe(401);
  });

  it('reserves atomically: 25 parallel attempts of one pair get exactly the pair limit', async () => {
    const keys = loginKeys(ctx, `parallel-${Math.random()}@praxis.test`, randomIp());
    const results = await Promise.all(
      Array.from({ length: 25 }, () => reserveLoginAttempt(ctx.database, keys)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(LOGIN_PAIR_MAX_FAILURES);
    expect(results.filter((r) => !r.ok && r.limit === 'pair')).toHaveLength(25 - LOGIN_PAIR_MAX_FAILURES);
    // Parallel attempts at one e-mail are spaced out too, never more than 30 s each.
    const waits = results.flatMap((r) => (r.ok ? [r.waitMs] : []));
    expect(Math.max(...waits)).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(30_000);
  });

  it('spaces out the checks of one e-mail from its 5th failure on, growing up to 30 s', async () => {
    expect([0, 4, 5, 6, 7, 9, 10, 40].map(emailSpacingMs)).toEqual([
      0, 0, 1000, 2000, 4000, 16_000, 30_000, 30_000,
    ]);
    const user = await makeUser(ctx);
    // Five failures from five addresses (no pair or address limit involved) …
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, 'falsch-123', randomIp())).statusCode).toBe(401);
    const emailKey = loginKeys(ctx, user.email, '192.0.2.1').email;
    await ctx.db
      .update(loginAttempts)
      .set({ attemptedAt: sql`now()` })
      .where(eq(loginAttempts.key, emailKey));
    // … then the 6th check waits 1 s after the 5th, the 7th 2 s after the 6th — the right password too.
    const timed = async (password: string) => {
      const started = Date.now();
      const response = await login(user.email, password, randomIp());
      return { status: response.statusCode, ms: Date.now() - started };
    };
    const started = Date.now();
    const sixth = await timed('falsch-123');
    const seventh = await timed(TEST_PASSWORD);
    expect(sixth.status).toBe(401);
    expect(sixth.ms).toBeGreaterThanOrEqual(900);
    expect(seventh.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  }, 20_000);

  it('counts IPv6 clients per /64 network', async () => {
    const user = await makeUser(ctx);
    const net = freshIpv6Net();
    // Every attempt from another address of the same /64: still one pair.
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_PAIR_MAX_FAILURES + 1; i++) {
      const ip = `${net}:0:0:0:${i.toString(16)}`;
      statuses.push((await login(user.email, 'falsch-123', ip)).statusCode);
      await ageAttempts(loginKeys(ctx, user.email, ip), 31_000);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, `${net}:abcd:1234:5678:9abc`)).statusCode).toBe(429);
    // The neighbouring /64 is someone else.
    expect((await login(user.email, TEST_PASSWORD, `${freshIpv6Net()}::1`)).statusCode).toBe(200);
  });

  it('audits failed logins without e-mail or password, and successful ones', async () => {
    const since = new Date(Date.now() - 1000);
    const user = await makeUser(ctx);
    const inactive = await makeUser(ctx, { isActive: false });
    const ip = randomIp();
    const unknown = `niemand-${Math.random().toString(36).slice(2)}@praxis.test`;
    await login(user.email, 'geheim-falsch-1', ip);
    await login(unknown, 'geheim-falsch-2', ip);
    await login(inactive.email, TEST_PASSWORD, ip);
    await login(user.email, TEST_PASSWORD, ip);

    const ofUser = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'auth.login_failed')));
    expect(ofUser).toEqual([
      expect.objectContaining({
        action: 'auth.login_failed',
        actorKind: 'public',
        actorUserId: null,
        tenantId: null,
        targetType: 'user',
        details: { reason: 'wrong_password' },
      }),
    ]);
    const [inactiveRow] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, inactive.id), eq(auditLog.action, 'auth.login_failed')));
    expect(inactiveRow).toMatchObject({
      action: 'auth.login_failed',
      details: { reason: 'account_inactive' },
    });
    const [success] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'auth.login')));
    expect(success).toBeDefined();

    const recent = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login_failed'), gte(auditLog.createdAt, since)))
      .orderBy(desc(auditLog.id));
    expect(recent.some((r) => r.targetId === null && r.details?.reason === 'unknown_email')).toBe(true);
    const text = JSON.stringify(recent);
    for (const secret of [user.email, unknown, 'geheim-falsch', TEST_PASSWORD])
      expect(text).not.toContain(secret);
  });

  it('audits a throttled attempt with its target, once a minute however many follow', async () => {
    const user = await makeUser(ctx);
    const ip = randomIp();
    await failSlowly(user.email, ip, LOGIN_PAIR_MAX_FAILURES);
    for (let i = 0; i < 5; i++) expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'auth.login_failed')))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.details?.reason)).toEqual([
      ...Array(LOGIN_PAIR_MAX_FAILURES).fill('wrong_password'),
      'throttled',
    ]);
    expect(rows.at(-1)?.details).toEqual({ reason: 'throttled', limit: 'pair' });
  });
});
