// Login throttling a stranger cannot turn against the owner: hard limits per (e-mail, address) pair and per
// address, per e-mail a schedule of growing spacing (429 at once past 30 s, never a count that locks); counted
// atomically; IPv6 per /64; failed logins audited.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  emailSpacingMs,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_PAIR_MAX_FAILURES,
  type LoginKeys,
  loginKeys,
  reserveLoginAttempt,
  type ThrottleClock,
} from '../../auth/loginThrottle.ts';
import { sessionPolicyFrom } from '../../auth/sessions.ts';
import { login as loginCommand } from '../../commands/login.ts';
import { auditLog, loginAttempts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
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

/** A clock the test moves by hand: a sleeper wakes only when the clock is moved to its time. */
function manualClock(start: number) {
  let now = start;
  const sleepers: Array<{ at: number; wake: () => void }> = [];
  const clock: ThrottleClock = {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: now + ms, wake })),
  };
  return {
    clock,
    sleeping: () => sleepers.length,
    /** Moves the clock to the earliest sleeper's time and wakes that one. */
    wakeNext() {
      sleepers.sort((a, b) => a.at - b.at);
      const next = sleepers.shift();
      if (!next) throw new Error('nobody sleeps');
      now = Math.max(now, next.at);
      next.wake();
    },
  };
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
    // An e-mail key of its own for each, so that the e-mail's schedule does not refuse them first.
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        reserveLoginAttempt(ctx.database, { ...keys, email: `${keys.email}-${i}` }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(LOGIN_PAIR_MAX_FAILURES);
    expect(results.filter((r) => !r.ok && r.limit === 'pair')).toHaveLength(25 - LOGIN_PAIR_MAX_FAILURES);
  });

  it("reserves one e-mail's checks one after another: parallel attempts get the next slots or 429 at once", async () => {
    const email = `schedule-${Math.random()}@praxis.test`;
    const addresses = Array.from({ length: 4 }, randomIp);
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 28 }, (_, i) =>
        reserveLoginAttempt(ctx.database, loginKeys(ctx, email, addresses[i % 4]), now),
      ),
    );
    // Five free checks, then 1, 2, 4 and 8 s after the previous slot; the next (16 s later: 31 s away) is
    // further than the cap, and so is every one after it.
    const waits = results.flatMap((r) => (r.ok ? [r.waitMs] : [])).sort((a, b) => a - b);
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 3000, 7000, 15_000]);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.limit)).toEqual(Array(19).fill('email'));
    // The schedule goes on from its last slot: a second later the next check is 31 s after the start.
    const later = await reserveLoginAttempt(
      ctx.database,
      loginKeys(ctx, email, randomIp()),
      new Date(now.getTime() + 1000),
    );
    expect(later).toMatchObject({ ok: true, waitMs: 30_000 });
  });

  it('checks 28 parallel attempts after 5 failures at their slots, the spacing apart, or answers 429 at once', async () => {
    const user = await makeUser(ctx);
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, 'falsch-123', randomIp())).statusCode).toBe(401);
    // The test's clock starts at the 5th failure; it moves only when the test moves it.
    const start = Date.now();
    const emailKey = loginKeys(ctx, user.email, '192.0.2.1').email;
    await ctx.db
      .update(loginAttempts)
      .set({ attemptedAt: new Date(start) })
      .where(eq(loginAttempts.key, emailKey));
    const time = manualClock(start);
    const deps = { ...ctx, sessionPolicy: sessionPolicyFrom(ctx.env), clock: time.clock };

    // 27 wrong passwords and the right one, at once from four addresses; each answer noted with the clock's time.
    const RIGHT = 1;
    const addresses = Array.from({ length: 4 }, randomIp);
    const answers: Array<{ status: number; at: number }> = [];
    const answered = new Map<number, { status: number; at: number }>();
    const attempts = Array.from({ length: 28 }, (_, i) =>
      loginCommand(deps, {
        email: user.email,
        password: i === RIGHT ? TEST_PASSWORD : 'falsch-123',
        ip: addresses[i % 4],
      })
        .then(
          () => 200,
          (error) => (error instanceof AppError ? error.status : 500),
        )
        .then((status) => {
          const answer = { status, at: time.clock.now() };
          answers.push(answer);
          answered.set(i, answer);
        }),
    );
    // Every attempt is answered (refused at once) or waits for its slot; then the clock moves slot by slot.
    await vi.waitFor(() => expect(answers.length + time.sleeping()).toBe(28), { timeout: 4000, interval: 5 });
    const atOnce = answers.length;
    expect(answers).toEqual(Array(atOnce).fill({ status: 429, at: start }));
    while (time.sleeping() > 0) {
      const before = answers.length;
      time.wakeNext();
      await vi.waitFor(() => expect(answers.length).toBe(before + 1), { timeout: 4000, interval: 5 });
    }
    await Promise.all(attempts);

    // Checked: 1, 2, 4 and 8 s after the previous check (the 5th failure first); the 16 s after that would be
    // 31 s away, so all the others were refused at once. None was checked early, none waited past the cap.
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.map((a) => a.at - start)).toEqual([1000, 3000, 7000, 15_000]);
    expect(atOnce).toBe(24);
    // The right password got in only at its slot, if it got one.
    const right = answered.get(RIGHT);
    expect([200, 429]).toContain(right?.status);
    if (right?.status === 200) expect(checked.map((a) => a.at)).toContain(right.at);
    expect(checked.filter((a) => a.status === 200).length).toBe(right?.status === 200 ? 1 : 0);
  });

  it("answers 429 at once, even to the right password, when the e-mail's next slot is more than 30 s away", async () => {
    const user = await makeUser(ctx);
    // A stranger's schedule from many addresses: 9 attempts now (due at +0 … +15 s), then two reserved 20 and
    // 40 s on (due at +31 and +61 s): the next would be due at +91 s.
    const now = Date.now();
    const reserve = (at: number) =>
      reserveLoginAttempt(ctx.database, loginKeys(ctx, user.email, randomIp()), new Date(at));
    for (let i = 0; i < 9; i++) expect((await reserve(now)).ok).toBe(true);
    expect(await reserve(now + 20_000)).toMatchObject({ ok: true, waitMs: 11_000 });
    expect(await reserve(now + 40_000)).toMatchObject({ ok: true, waitMs: 21_000 });
    const checksBefore = passwordCheckStats().checks;
    const started = Date.now();
    const response = await login(user.email, TEST_PASSWORD, randomIp());
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      errorCode: 'TOO_MANY_LOGIN_ATTEMPTS',
      error: expect.stringContaining('in einer Minute'),
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(passwordCheckStats().checks).toBe(checksBefore);
    const [audited] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'auth.login_failed')));
    expect(audited.details).toEqual({ reason: 'throttled', limit: 'email' });
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
