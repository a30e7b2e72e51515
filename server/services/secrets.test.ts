import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets } from '../db/schema.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { createIpHasher } from './ipHash.ts';
import { hashSecret } from './secrets.ts';

// A database of its own (as every test context's): the legacy row written here would be every other test file's hash key.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const storedKey = async () =>
  (await ctx.db.select().from(appSecrets).where(eq(appSecrets.name, 'ip_hash_secret')))[0]?.value;

describe('the key of the keyed hashes', () => {
  it('is derived from the master key on a new installation, and stored nowhere', async () => {
    await ctx.db.delete(appSecrets).where(eq(appSecrets.name, 'ip_hash_secret'));
    const master = randomBytes(32);
    const key = await hashSecret(ctx.db, master);
    expect(await hashSecret(ctx.db, master)).toBe(key);
    expect(await hashSecret(ctx.db, randomBytes(32))).not.toBe(key);
    expect(await storedKey()).toBeUndefined();
  });

  it("keeps an earlier installation's key (its hashes still match) but stores it wrapped from then on", async () => {
    const legacy = randomBytes(32).toString('base64url');
    await ctx.db.delete(appSecrets).where(eq(appSecrets.name, 'ip_hash_secret'));
    await ctx.db.insert(appSecrets).values({ name: 'ip_hash_secret', value: legacy });
    const master = randomBytes(32);
    const before = createIpHasher(legacy)('203.0.113.7');

    expect(await hashSecret(ctx.db, master)).toBe(legacy);
    const stored = await storedKey();
    expect(stored).toMatch(/^wrapped:/);
    expect(stored).not.toContain(legacy);
    // The next start unwraps it: the same hashes as before the upgrade.
    const again = await hashSecret(ctx.db, master);
    expect(createIpHasher(again)('203.0.113.7')).toBe(before);
    // Without the master key the dump is no use: another key cannot unwrap it.
    await expect(hashSecret(ctx.db, randomBytes(32))).rejects.toThrow();
  });
});
