import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appSecrets, auditLog, tenantSettings, userTwoFactor } from '../db/schema.ts';
import { createCryptoService, unwrapSecret, wrapSecret } from '../services/crypto.ts';
import { HASH_SECRET, hashSecret, WRAPPED } from '../services/secrets.ts';
import { makeUser } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { createTenant } from './createTenant.ts';
import { MASTER_KEY_ROTATE_ACTION, rotateMasterKey } from './rotateMasterKey.ts';

// Each test on a database of its own: a rotation takes every practice in it.
let ctx: TestContext;
afterEach(() => ctx?.close());

/** The crypto service a server builds with this master key over the test database. */
const cryptoWith = (key: Buffer) =>
  createCryptoService(key, async (id) => {
    const [row] = await ctx.db
      .select({ key: tenantSettings.wrappedDataKey })
      .from(tenantSettings)
      .where(eq(tenantSettings.id, id));
    return row?.key ?? null;
  });

/** Two practices with a text each, a user with a TOTP secret, all under `oldKey`. */
async function installation(oldKey: Buffer) {
  ctx = await createTestContext();
  const crypto = cryptoWith(oldKey);
  const texts = [];
  for (const slug of ['praxis-a', 'praxis-b']) {
    const tenant = await createTenant(ctx.db, crypto, { slug, name: slug }, { kind: 'system' });
    texts.push({ tenantId: tenant.id, sealed: await crypto.encryptText(tenant.id, `Befund ${slug}`) });
  }
  const user = await makeUser(ctx);
  await ctx.db
    .insert(userTwoFactor)
    .values({ userId: user.id, wrappedSecret: wrapSecret(oldKey, `totp:${user.id}`, 'JBSWY3DPEHPK3PXP') });
  return { texts, userId: user.id, hashKey: await hashSecret(ctx.db, oldKey) };
}

/** Everything the master key wraps, as stored. */
async function wrappedValues() {
  return {
    practices: (await ctx.db.select().from(tenantSettings).orderBy(tenantSettings.tenantId)).map(
      (row) => row.wrappedDataKey,
    ),
    secrets: (await ctx.db.select().from(userTwoFactor)).map((row) => row.wrappedSecret),
    app: await ctx.db.select({ name: appSecrets.name, value: appSecrets.value }).from(appSecrets),
  };
}

const rotations = () => ctx.db.select().from(auditLog).where(eq(auditLog.action, MASTER_KEY_ROTATE_ACTION));

describe('rotateMasterKey', () => {
  it('re-wraps every key under the new master key; the data opens with it and no longer with the old', async () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const { texts, userId, hashKey } = await installation(oldKey);
    const before = await wrappedValues();

    expect(await rotateMasterKey(ctx.db, oldKey, newKey)).toEqual({ dataKeys: 2, secrets: 2, alreadyNew: 0 });

    const after = await wrappedValues();
    expect(after.practices.every((key, i) => key !== before.practices[i])).toBe(true);
    for (const { tenantId, sealed } of texts) {
      expect((await cryptoWith(newKey).decryptText(tenantId, sealed)).ok).toBe(true);
      expect(await cryptoWith(oldKey).decryptText(tenantId, sealed)).toEqual({ ok: false });
    }
    expect(unwrapSecret(newKey, `totp:${userId}`, after.secrets[0]!)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => unwrapSecret(oldKey, `totp:${userId}`, after.secrets[0]!)).toThrow();
    // The keyed hashes (addresses, magic-link codes) keep matching: their key moved with the master key.
    expect(after.app).toContainEqual({ name: HASH_SECRET, value: expect.stringMatching(`^${WRAPPED}`) });
    expect(await hashSecret(ctx.db, newKey)).toBe(hashKey);
    await expect(hashSecret(ctx.db, oldKey)).rejects.toThrow();
    expect(await rotations()).toEqual([
      expect.objectContaining({ actorKind: 'cli', details: { dataKeys: 2, secrets: 2, alreadyNew: 0 } }),
    ]);
  });

  it('changes nothing with a wrong old key', async () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    await installation(oldKey);
    const before = await wrappedValues();
    await expect(rotateMasterKey(ctx.db, randomBytes(32), newKey)).rejects.toMatchObject({
      id: 'MASTER_KEY_MISMATCH',
      message: expect.stringContaining(
        'Der bisherige Hauptschlüssel (ENCRYPTION_KEY bzw. DATA_DIR/master.key)',
      ),
    });
    expect(await wrappedValues()).toEqual(before);
    expect(await rotations()).toEqual([]);
  });

  it('changes nothing when one key fails to open midway: the keys re-wrapped before it are rolled back', async () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    await installation(oldKey);
    // The last practice in the order of the run, its key wrapped by some other master key.
    await createTenant(
      ctx.db,
      cryptoWith(randomBytes(32)),
      { slug: 'praxis-z', name: 'Z' },
      { kind: 'system' },
    );
    const before = await wrappedValues();
    await expect(rotateMasterKey(ctx.db, oldKey, newKey)).rejects.toMatchObject({
      id: 'MASTER_KEY_MISMATCH',
      message: expect.stringContaining('1 von 4 Schlüsseln lassen sich weder mit dem bisherigen noch'),
    });
    await expect(rotateMasterKey(ctx.db, oldKey, newKey)).rejects.toThrow('Praxis „praxis-z“');
    expect(await wrappedValues()).toEqual(before);
    expect(await rotations()).toEqual([]);
  });

  it('wraps nothing twice: a second run with the same new key changes nothing, and only completes stragglers', async () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const { texts } = await installation(oldKey);
    await rotateMasterKey(ctx.db, oldKey, newKey);
    const rotated = await wrappedValues();

    // Again with the old key (ENCRYPTION_KEY not yet changed), and with the new one as the current key.
    expect(await rotateMasterKey(ctx.db, oldKey, newKey)).toEqual({ dataKeys: 0, secrets: 0, alreadyNew: 4 });
    expect(await rotateMasterKey(ctx.db, newKey, newKey)).toEqual({ dataKeys: 0, secrets: 0, alreadyNew: 4 });
    expect(await wrappedValues()).toEqual(rotated);
    expect(await rotations()).toHaveLength(1);
    for (const { tenantId, sealed } of texts)
      expect((await cryptoWith(newKey).decryptText(tenantId, sealed)).ok).toBe(true);

    // A practice a server still running with the old key created after the rotation: the next run takes it.
    const late = await createTenant(
      ctx.db,
      cryptoWith(oldKey),
      { slug: 'spaet', name: 'S' },
      { kind: 'system' },
    );
    const lateText = await cryptoWith(oldKey).encryptText(late.id, 'spät');
    expect(await rotateMasterKey(ctx.db, oldKey, newKey)).toEqual({ dataKeys: 1, secrets: 0, alreadyNew: 4 });
    expect(await cryptoWith(newKey).decryptText(late.id, lateText)).toEqual({ ok: true, value: 'spät' });
    expect((await wrappedValues()).practices.filter((key) => rotated.practices.includes(key))).toHaveLength(
      2,
    );
  });

  it('keeps a keyed-hash key an older version stored, in clear or wrapped', async () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    ctx = await createTestContext();
    await ctx.db.insert(appSecrets).values({ name: HASH_SECRET, value: 'aus-einer-alten-version' });
    expect(await rotateMasterKey(ctx.db, oldKey, newKey)).toEqual({ dataKeys: 0, secrets: 1, alreadyNew: 0 });
    expect(await hashSecret(ctx.db, newKey)).toBe('aus-einer-alten-version');

    const newest = randomBytes(32);
    expect(await rotateMasterKey(ctx.db, newKey, newest)).toEqual({ dataKeys: 0, secrets: 1, alreadyNew: 0 });
    expect(await hashSecret(ctx.db, newest)).toBe('aus-einer-alten-version');
    await expect(rotateMasterKey(ctx.db, newKey, randomBytes(32))).rejects.toMatchObject({
      id: 'MASTER_KEY_MISMATCH',
    });
  });
});
