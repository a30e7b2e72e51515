import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spamModelStats, spamModelTokens } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { createSpamModelStore, GLOBAL_SCOPE, seedFingerprint } from './modelStore.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const globalStats = async () =>
  (await ctx.db.select().from(spamModelStats).where(eq(spamModelStats.scope, GLOBAL_SCOPE)))[0]!;

describe('the stored global model', () => {
  it('is rebuilt when the corpus or the tokenizer changed since it was seeded, once', async () => {
    await createSpamModelStore(ctx.database, ctx.crypto).ensureSeeded();
    const seeded = await globalStats();
    expect(seeded.seed).toBe(seedFingerprint());

    // A model from an older corpus: another fingerprint and a token the corpus no longer has.
    await ctx.db
      .update(spamModelStats)
      .set({ seed: 'aelter-t1' })
      .where(eq(spamModelStats.scope, GLOBAL_SCOPE));
    await ctx.db.insert(spamModelTokens).values({ scope: GLOBAL_SCOPE, token: '__alt__', spam: 7, ham: 0 });

    // Two instances start at once: one rebuilds, the other waits for it and finds it done.
    await Promise.all([
      createSpamModelStore(ctx.database, ctx.crypto).ensureSeeded(),
      createSpamModelStore(ctx.database, ctx.crypto).ensureSeeded(),
    ]);
    const rebuilt = await globalStats();
    expect(rebuilt.seed).toBe(seedFingerprint());
    expect(rebuilt.version).toBe(seeded.version + 1);
    expect(rebuilt.spamDocs).toBeCloseTo(seeded.spamDocs);
    const stale = await ctx.db
      .select()
      .from(spamModelTokens)
      .where(and(eq(spamModelTokens.scope, GLOBAL_SCOPE), eq(spamModelTokens.token, '__alt__')));
    expect(stale).toEqual([]);
  });
});
