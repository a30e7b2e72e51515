// What a start says about the data it prepares: nothing about the demo data it has just made, but the upgrade
// of rows an older version left.
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appSecrets, formSubmissions } from './db/schema.ts';
import { prepareData } from './serve.ts';
import { createTestContext, type TestContext } from './test/testContext.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const keyed = or(isNotNull(formSubmissions.patientEmailKey), isNotNull(formSubmissions.patientPhoneKey));

it('reports no upgrade for the demo data of a first start, which is keyed as it is written', async () => {
  const first = await prepareData(ctx, { ...ctx.env, demoMode: true });
  expect(first).toMatchObject({ demoCreated: true, notices: [] });
  expect(first.admin).toMatchObject({ email: 'admin@example.com', created: true });
  // Rows scored before the keys existed: those the backfill covers (waiting ones are keyed when scored).
  const scored = and(keyed, inArray(formSubmissions.quarantineStatus, ['completed', 'failed']));
  const keys = () =>
    ctx.db
      .select({
        id: formSubmissions.id,
        email: formSubmissions.patientEmailKey,
        phone: formSubmissions.patientPhoneKey,
      })
      .from(formSubmissions)
      .where(scored)
      .orderBy(formSubmissions.id);
  const written = await keys();
  expect(written.length).toBeGreaterThan(30);

  // The same rows as an older version left them (no keys, no marker): the next start keys and reports them.
  await ctx.db.update(formSubmissions).set({ patientEmailKey: null, patientPhoneKey: null });
  await ctx.db.delete(appSecrets).where(eq(appSecrets.name, 'patient-keys-filled'));
  const upgrade = await prepareData(ctx, { ...ctx.env, demoMode: true });
  expect(upgrade).toMatchObject({
    admin: null,
    demoCreated: false,
    notices: [`Patientenschlüssel für ${written.length} ältere Einreichungen angelegt`],
  });
  expect(await keys()).toEqual(written);
});
