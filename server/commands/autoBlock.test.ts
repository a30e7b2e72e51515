// Issue 43, "a streak of false spam verdicts blocks a patient for good": only sure verdicts count, an
// automatic block ends by itself, "Kein Spam" on one of its requests lifts it, and a manual entry stays.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, formSubmissions, ipBlacklist } from '../db/schema.ts';
import { loginCookie, makeUser, practiceWithStaff, randomIp } from '../test/factories.ts';
import { submit, validContact } from '../test/intake.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import {
  AUTO_BLACKLIST_SPAM_COUNT,
  AUTO_BLOCK_DAYS,
  blockRepeatOffenders,
  deleteExpiredBlocks,
} from './autoBlock.ts';

let ctx: TestContext;
let practice: Awaited<ReturnType<typeof practiceWithStaff>>;
let adminCookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  practice = await practiceWithStaff(ctx);
  adminCookie = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
});
afterAll(() => ctx.close());

const send = (ip: string) =>
  submit(ctx, { tenantId: practice.tenant.tenantId, formData: validContact }, { ip });

/** AUTO_BLACKLIST_SPAM_COUNT requests from `ip`, scored as spam with `score`, then the scoring's block step. */
async function streak(ip: string, score: number) {
  const ids: string[] = [];
  for (let i = 0; i < AUTO_BLACKLIST_SPAM_COUNT; i++) {
    const response = await send(ip);
    expect(response.statusCode).toBe(200);
    ids.push(response.json().submissionId);
  }
  await ctx.db
    .update(formSubmissions)
    .set({ isSpam: true, spamScore: score, quarantineStatus: 'completed' })
    .where(inArray(formSubmissions.id, ids));
  await blockRepeatOffenders(ctx.database, [ctx.ipHash(ip)]);
  return ids;
}
const entryOf = async (ip: string) =>
  (
    await ctx.db
      .select()
      .from(ipBlacklist)
      .where(eq(ipBlacklist.ipHash, ctx.ipHash(ip)))
  )[0];
const markNotSpam = (id: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/submissions/${id}/spam`,
    headers: { cookie: practice.cookie },
    payload: { isSpam: false },
  });
const listed = async () =>
  (await ctx.app.inject({ url: '/api/blacklist', headers: { cookie: adminCookie } })).json().entries as {
    ip_hash: string;
    source: string;
    expires_at: string | null;
  }[];

describe('automatic blocks', () => {
  it('do not count uncertain verdicts (five requests scored 76 % stay open)', async () => {
    const ip = randomIp();
    await streak(ip, 76);
    expect(await entryOf(ip)).toBeUndefined();
    expect((await send(ip)).statusCode).toBe(200);
  });

  it('block after five sure verdicts, for 7 days, shown as automatic with their end', async () => {
    const ip = randomIp();
    await streak(ip, 95);
    const entry = await entryOf(ip);
    expect(entry).toMatchObject({ source: 'automatic' });
    const days = (entry!.expiresAt!.getTime() - entry!.addedAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(AUTO_BLOCK_DAYS, 3);
    expect((await send(ip)).json().errorCode).toBe('IP_BLOCKED');
    expect((await listed()).find((e) => e.ip_hash === ctx.ipHash(ip))).toMatchObject({
      source: 'automatic',
      expires_at: entry!.expiresAt!.toISOString(),
    });
  });

  it('end by themselves: an expired block lets the address in, leaves the list and is purged', async () => {
    const ip = randomIp();
    await streak(ip, 95);
    expect((await send(ip)).json().errorCode).toBe('IP_BLOCKED');
    await ctx.db
      .update(ipBlacklist)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ipBlacklist.ipHash, ctx.ipHash(ip)));
    expect((await send(ip)).statusCode).toBe(200);
    expect((await listed()).some((e) => e.ip_hash === ctx.ipHash(ip))).toBe(false);
    await deleteExpiredBlocks(ctx.db);
    expect(await entryOf(ip)).toBeUndefined();
  });

  it('are lifted by "Kein Spam" on one of the requests that caused them', async () => {
    const ip = randomIp();
    const ids = await streak(ip, 95);
    expect((await send(ip)).json().errorCode).toBe('IP_BLOCKED');
    expect((await markNotSpam(ids[2]!)).statusCode).toBe(200);
    expect(await entryOf(ip)).toBeUndefined();
    expect((await send(ip)).statusCode).toBe(200);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blacklist.auto_lifted'), eq(auditLog.targetId, ctx.ipHash(ip))));
    expect(audits).toHaveLength(1);
  });

  it('leave a manual entry alone: no end, not lifted by "Kein Spam", not purged', async () => {
    const ip = randomIp();
    const ids = await streak(ip, 76);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/blacklist',
      headers: { cookie: adminCookie },
      payload: { ip },
    });
    expect(added.json().entry).toMatchObject({ source: 'manual', expires_at: null });
    // A sure streak meanwhile does not turn it into an automatic (ending) block.
    await ctx.db.update(formSubmissions).set({ spamScore: 99 }).where(inArray(formSubmissions.id, ids));
    await blockRepeatOffenders(ctx.database, [ctx.ipHash(ip)]);
    expect(await markNotSpam(ids[0]!).then((r) => r.statusCode)).toBe(200);
    await deleteExpiredBlocks(ctx.db);
    expect(await entryOf(ip)).toMatchObject({ source: 'manual', expiresAt: null });
    expect((await send(ip)).json().errorCode).toBe('IP_BLOCKED');
  });
});
