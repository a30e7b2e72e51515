// Absolute lifetime (SESSION_MAX_HOURS from created_at) and idle timeout (SESSION_IDLE_MINUTES from
// last_active_at). Time is moved by editing the session's row, never by sleeping.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/sessions.ts';
import { sessions } from '../../db/schema.ts';
import { makeUser, randomIp, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MINUTE = 60 * 1000;
const BACKGROUND = { 'x-praxisdesk-background': '1' };

async function signIn() {
  const user = await makeUser(ctx);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: randomIp(),
  });
  const cookie = response.cookies.find((c) => c.name === 'pd_session')!;
  return { user, token: cookie.value, cookie: `pd_session=${cookie.value}`, expires: cookie.expires! };
}

/** Moves the session's login and last user action this far into the past. */
async function age(token: string, ago: { created?: number; active?: number }) {
  const shift = (ms: number | undefined, column: typeof sessions.createdAt | typeof sessions.lastActiveAt) =>
    ms === undefined ? sql`${column}` : sql`now() - make_interval(secs => ${ms / 1000})`;
  await ctx.db
    .update(sessions)
    .set({
      createdAt: shift(ago.created, sessions.createdAt),
      lastActiveAt: shift(ago.active, sessions.lastActiveAt),
    })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

const rowOf = async (token: string) =>
  (
    await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0];
const probe = (cookie: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/api/auth/session', headers: { cookie, ...headers } });

describe('session lifetime', () => {
  it('gives the cookie the absolute end and tells the client both ends', async () => {
    const { cookie, expires } = await signIn();
    const hours = (expires.getTime() - Date.now()) / (60 * MINUTE);
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const { session } = (await probe(cookie)).json();
    expect(session.seconds_left).toBeGreaterThan(12 * 3600 - 60);
    expect(session.idle_seconds_left).toBeGreaterThan(30 * 60 - 15);
    expect(session.idle_timeout_seconds).toBe(30 * 60);
    expect(new Date(session.ends_at).getTime()).toBeCloseTo(expires.getTime(), -4);
  });

  it('ends a session 12 hours after the login, however active, and deletes it', async () => {
    const { token, cookie } = await signIn();
    await age(token, { created: 11 * 60 * MINUTE + 50 * MINUTE, active: 0 });
    const late = await probe(cookie);
    expect(late.statusCode).toBe(200);
    // The absolute end comes before the idle end: the client is told the earlier one.
    expect(late.json().session.idle_seconds_left).toBeLessThanOrEqual(10 * 60);
    await age(token, { created: 12 * 60 * MINUTE + MINUTE, active: 0 });
    const ended = await probe(cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().errorCode).toBe('UNAUTHENTICATED');
    expect(await rowOf(token)).toBeUndefined();
  });

  it('ends a session after 30 minutes without a user action, and deletes it', async () => {
    const { token, cookie } = await signIn();
    await age(token, { active: 29 * MINUTE });
    const { session } = (await probe(cookie, BACKGROUND)).json();
    expect(session.idle_seconds_left).toBeGreaterThan(50);
    expect(session.idle_seconds_left).toBeLessThanOrEqual(60);
    await age(token, { active: 30 * MINUTE + 5000 });
    expect((await probe(cookie)).statusCode).toBe(401);
    // The row is gone: coming back later does not revive it.
    expect(await rowOf(token)).toBeUndefined();
    expect((await probe(cookie)).statusCode).toBe(401);
  });

  it('is kept alive by user actions, not by background polling', async () => {
    const { token, cookie } = await signIn();
    await age(token, { active: 25 * MINUTE });
    const before = (await rowOf(token))!.lastActiveAt;
    // Polling (marked by the client) on any route, the session probe included: no activity.
    for (const url of ['/api/auth/session', '/api/submissions?page=1&limit=10', '/api/users/me']) {
      await ctx.app.inject({ url, headers: { cookie, ...BACKGROUND } });
    }
    expect((await rowOf(token))!.lastActiveAt).toEqual(before);
    // So five more minutes of polling end it.
    await age(token, { active: 30 * MINUTE + 1000 });
    expect((await probe(cookie, BACKGROUND)).statusCode).toBe(401);

    // A user action ("Angemeldet bleiben" is one probe without the header) moves the idle end.
    const second = await signIn();
    await age(second.token, { active: 28 * MINUTE });
    const stay = await probe(second.cookie);
    expect(stay.statusCode).toBe(200);
    expect(stay.json().session.idle_seconds_left).toBeGreaterThan(30 * 60 - 5);
    const row = (await rowOf(second.token))!;
    expect(Date.now() - row.lastActiveAt.getTime()).toBeLessThan(5000);
    // The purge job's column follows: the earliest end as last written.
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * MINUTE);
  });

  it('applies the same ends to a session token sent as Bearer (decryptFile)', async () => {
    const { token } = await signIn();
    const decrypt = () =>
      ctx.app.inject({
        url: '/functions/v1/decryptFile?submissionId=00000000-0000-4000-8000-000000000000',
        headers: { authorization: `Bearer ${token}`, apikey: ctx.anonKey },
      });
    // Signed in: past the guard (an unknown submission).
    expect((await decrypt()).statusCode).toBe(404);
    await age(token, { active: 31 * MINUTE });
    expect((await decrypt()).statusCode).toBe(401);
  });
});

describe('SESSION_MAX_HOURS and SESSION_IDLE_MINUTES', () => {
  it('are taken from the environment', async () => {
    const short = await createTestContext({ SESSION_MAX_HOURS: '1', SESSION_IDLE_MINUTES: '5' });
    try {
      const user = await makeUser(short);
      const response = await short.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
        remoteAddress: randomIp(),
      });
      const cookie = response.cookies.find((c) => c.name === 'pd_session')!;
      expect(cookie.expires!.getTime() - Date.now()).toBeLessThanOrEqual(60 * MINUTE);
      expect(response.json().session).toMatchObject({ idle_timeout_seconds: 300 });
      await short.db
        .update(sessions)
        .set({ lastActiveAt: sql`now() - interval '6 minutes'` })
        .where(eq(sessions.userId, user.id));
      const probed = await short.app.inject({
        url: '/api/auth/session',
        headers: { cookie: `pd_session=${cookie.value}` },
      });
      expect(probed.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
