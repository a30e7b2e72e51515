// The start-up upgrade of databases from before sealing: clear reasons sealed, clear practice tokens
// re-keyed (counts merged), the seed model untouched, and done once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions, spamModelStats, spamModelTokens } from '../../db/schema.ts';
import { makeTenant } from '../../test/factories.ts';
import { patientRequest, rowOf, submitContact } from '../../test/spam.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { GLOBAL_SCOPE } from './modelStore.ts';
import { sealLegacySpamData } from './sealLegacySpamData.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('sealLegacySpamData', () => {
  it('seals clear reasons and re-keys clear practice tokens once, leaving the seed model as it is', async () => {
    const tenant = await makeTenant(ctx);
    const id = await submitContact(ctx, tenant.tenantId, patientRequest);
    const reasons = ['Lernender Filter: 80 % Spam-Wahrscheinlichkeit (auffällig: „knieschmerzen“)'];
    await ctx.db
      .update(formSubmissions)
      .set({ spamReasons: JSON.stringify(reasons) })
      .where(eq(formSubmissions.id, id));
    await ctx.db.insert(spamModelStats).values({ scope: tenant.id, spamDocs: 2, hamDocs: 0, version: 3 });
    const keyOf = await ctx.crypto.tokenHasher(tenant.id);
    await ctx.db.insert(spamModelTokens).values([
      { scope: tenant.id, token: 'knieschmerzen', spam: 2, ham: 0 },
      { scope: tenant.id, token: 'termin', spam: 1, ham: 0 },
      // Already hashed by a newer writer: the clear count is added to it.
      { scope: tenant.id, token: keyOf('termin'), spam: 1, ham: 0 },
      { scope: GLOBAL_SCOPE, token: 'seedwort', spam: 1, ham: 0 },
    ]);

    expect(await sealLegacySpamData(ctx)).toEqual({ reasons: 1, practiceModels: 1 });

    const row = await rowOf(ctx, id);
    expect(row.sealedReasons).toMatch(/^pd1\./);
    expect(row.spamReasons).toEqual(reasons);
    const tokens = await ctx.db.select().from(spamModelTokens).where(eq(spamModelTokens.scope, tenant.id));
    expect(new Map(tokens.map((t) => [t.token, t.spam]))).toEqual(
      new Map([
        [keyOf('knieschmerzen'), 2],
        [keyOf('termin'), 2],
      ]),
    );
    const [stats] = await ctx.db.select().from(spamModelStats).where(eq(spamModelStats.scope, tenant.id));
    expect(stats?.version).toBe(4);
    const seed = await ctx.db.select().from(spamModelTokens).where(eq(spamModelTokens.token, 'seedwort'));
    expect(seed).toHaveLength(1);

    // Done once: a later start does not look again (nothing clear can appear since every writer seals).
    await ctx.db
      .update(formSubmissions)
      .set({ spamReasons: JSON.stringify(reasons) })
      .where(eq(formSubmissions.id, id));
    expect(await sealLegacySpamData(ctx)).toEqual({ reasons: 0, practiceModels: 0 });
  });
});
