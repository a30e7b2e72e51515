// key:rotate as an operator runs it: a real process of the CLI bundle on a real DATA_DIR, and the server's
// own services (servicesFor) opening the data afterwards.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCliBuilt } from '../../scripts/builds.mjs';
import { servicesFor } from '../boot.ts';
import { createTenant } from '../commands/createTenant.ts';
import { connectDatabase, type Database } from '../db/connect.ts';
import { appSecrets, tenantSettings, users, userTwoFactor } from '../db/schema.ts';
import { createCryptoService, unwrapSecret, wrapSecret } from '../services/crypto.ts';
import { MasterKeyMismatchError } from '../services/secrets.ts';
import { seedMigratedDatabase } from '../test/migratedDataDir.ts';
import { runCli } from '../test/runCli.ts';

const cli = runCli;

const hex = (key: Buffer) => key.toString('hex');

async function withDb<T>(dataDir: string, fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await connectDatabase({ dataDir, lockOwner: 'test' });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** Everything a master key wraps, as stored: a rotation that changes nothing leaves this equal. */
const wrappedValues = (dataDir: string) =>
  withDb(dataDir, async ({ db }) => ({
    practices: (await db.select().from(tenantSettings).orderBy(tenantSettings.tenantId)).map(
      (row) => row.wrappedDataKey,
    ),
    secrets: (await db.select().from(userTwoFactor)).map((row) => row.wrappedSecret),
    app: await db.select({ name: appSecrets.name, value: appSecrets.value }).from(appSecrets),
  }));

/** Practices with a sealed text each, a user with a TOTP secret, and an address hash, all under `key`. */
async function seed(dataDir: string, env: Record<string, string>, key: Buffer) {
  for (const slug of ['nord', 'sued']) {
    const run = await cli(['tenant:create', '--slug', slug, '--name', `Praxis ${slug}`], env);
    expect(run.code, run.stderr).toBe(0);
  }
  const user = await cli(
    [
      'user:create',
      '--email',
      'chefin@praxis.test',
      '--password',
      '-',
      '--name',
      'Chefin',
      '--role',
      'admin',
    ],
    env,
    'Ein-langes-Passwort-1\n',
  );
  expect(user.code, user.stderr).toBe(0);
  return withDb(dataDir, async (database) => {
    const services = await servicesFor(database, key);
    const practices = await database.db.select().from(tenantSettings);
    const texts = [];
    for (const practice of practices)
      texts.push({ tenantId: practice.id, sealed: await services.crypto.encryptText(practice.id, 'Befund') });
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'chefin@praxis.test'));
    await database.db
      .insert(userTwoFactor)
      .values({ userId: admin!.id, wrappedSecret: wrapSecret(key, `totp:${admin!.id}`, 'JBSWY3DPEHPK3PXP') });
    return { texts, userId: admin!.id, addressHash: services.ipHash('203.0.113.7') };
  });
}

type Seeded = Awaited<ReturnType<typeof seed>>;

/**
 * What a server started with `opens` reads: every practice's text, the TOTP secret, the same address hash. A
 * server started with `refuses` does not get up (the keyed-hash key does not open), nor opens a practice's data.
 */
async function expectServerWith(dataDir: string, seeded: Seeded, keys: { opens: Buffer; refuses?: Buffer }) {
  await withDb(dataDir, async (database) => {
    const services = await servicesFor(database, keys.opens);
    for (const { tenantId, sealed } of seeded.texts)
      expect(await services.crypto.decryptText(tenantId, sealed)).toEqual({ ok: true, value: 'Befund' });
    const [row] = await database.db.select().from(userTwoFactor);
    expect(unwrapSecret(keys.opens, `totp:${seeded.userId}`, row!.wrappedSecret)).toBe('JBSWY3DPEHPK3PXP');
    expect(services.ipHash('203.0.113.7')).toBe(seeded.addressHash);
    if (!keys.refuses) return;
    await expect(servicesFor(database, keys.refuses)).rejects.toThrow(MasterKeyMismatchError);
    const crypto = createCryptoService(keys.refuses, async (id) => {
      const [practice] = await database.db.select().from(tenantSettings).where(eq(tenantSettings.id, id));
      return practice?.wrappedDataKey ?? null;
    });
    for (const { tenantId, sealed } of seeded.texts)
      expect(await crypto.decryptText(tenantId, sealed)).toEqual({ ok: false });
  });
}

beforeAll(async () => {
  await ensureCliBuilt();
}, 60_000);

describe('npm run cli -- key:rotate with ENCRYPTION_KEY', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  let dataDir: string;
  let keyDir: string;
  let keyFile: string;
  let seeded: Seeded;
  const env = (key = oldKey) => ({ DATA_DIR: dataDir, ENCRYPTION_KEY: hex(key) });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-key-'));
    seedMigratedDatabase(dataDir);
    keyDir = mkdtempSync(join(tmpdir(), 'praxisdesk-newkey-'));
    keyFile = join(keyDir, 'neu.key');
    writeFileSync(keyFile, `${hex(newKey)}\n`, { mode: 0o600 });
    seeded = await seed(dataDir, env(), oldKey);
  }, 120_000);
  afterAll(() => {
    for (const dir of [dataDir, keyDir]) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a wrong old key, a missing or broken new key, and an interrupted run, changing nothing', async () => {
    const before = await wrappedValues(dataDir);
    const wrongOld = await cli(['key:rotate', '--new-key-file', keyFile], env(randomBytes(32)));
    expect(wrongOld.code).toBe(1);
    expect(wrongOld.stderr).toContain(
      'Der bisherige Hauptschlüssel (ENCRYPTION_KEY bzw. DATA_DIR/master.key)',
    );
    expect(wrongOld.stderr).toContain('Es wurde nichts geändert.');

    const noNewKey = await cli(['key:rotate'], env());
    expect(noNewKey.code).toBe(1);
    expect(noNewKey.stderr).toContain(
      'ENCRYPTION_KEY ist gesetzt: geben Sie den neuen Schlüssel mit --new-key-file',
    );
    const broken = await cli(['key:rotate', '--new-key-file', '-'], env(), 'geheim\n');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('Die Standardeingabe enthält keinen gültigen Schlüssel');
    // The key is never an argument: there is no option that takes it.
    const inClear = await cli(['key:rotate', '--new-key', hex(newKey)], env());
    expect(inClear.code).toBe(2);
    expect(inClear.stderr).toContain('Verwendung: npm run cli -- <Befehl>');

    // A practice whose key the old master key does not open: the others were re-wrapped first, then rolled back.
    await withDb(dataDir, ({ db }) =>
      createTenant(
        db,
        createCryptoService(randomBytes(32), async () => null),
        { slug: 'zuletzt', name: 'Zuletzt' },
        { kind: 'system' },
      ),
    );
    const withBroken = await wrappedValues(dataDir);
    const interrupted = await cli(['key:rotate', '--new-key-file', keyFile], env());
    expect(interrupted.code).toBe(1);
    expect(interrupted.stderr).toContain('Praxis „zuletzt“');
    expect(await wrappedValues(dataDir)).toEqual(withBroken);
    await withDb(dataDir, ({ db }) =>
      db.delete(tenantSettings).where(eq(tenantSettings.tenantId, 'zuletzt')),
    );
    expect(await wrappedValues(dataDir)).toEqual(before);
    await expectServerWith(dataDir, seeded, { opens: oldKey });
  }, 120_000);

  it('re-wraps every key under the new key: the server opens the data with it, not with the old', async () => {
    const run = await cli(['key:rotate', '--new-key-file', keyFile], env());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Hauptschlüssel gewechselt: 2 Praxis-Schlüssel und 2 weitere Schlüssel');
    expect(run.stdout).toContain(`ENCRYPTION_KEY auf den neuen Schlüssel setzen (aus ${keyFile})`);
    expect(run.stdout).not.toContain(hex(newKey));
    await expectServerWith(dataDir, seeded, { opens: newKey, refuses: oldKey });
  }, 60_000);

  it('wraps nothing twice: again with the same new key (old or new ENCRYPTION_KEY) changes nothing', async () => {
    const rotated = await wrappedValues(dataDir);
    const again = await cli(['key:rotate', '--new-key-file', keyFile], env());
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Nichts zu tun: alle 4 Schlüssel sind schon mit dem neuen Hauptschlüssel');
    const current = await cli(['key:rotate', '--new-key-file', '-'], env(newKey), `${hex(newKey)}\n`);
    expect(current.code).toBe(0);
    expect(current.stdout).toContain('Nichts zu tun');
    expect(await wrappedValues(dataDir)).toEqual(rotated);
    await expectServerWith(dataDir, seeded, { opens: newKey });
  }, 60_000);

  it('takes the next key from standard input', async () => {
    const third = randomBytes(32);
    const run = await cli(
      ['key:rotate', '--new-key-file', '-'],
      env(newKey),
      `${third.toString('base64')}\n`,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('den Sie über die Standardeingabe übergeben haben');
    await expectServerWith(dataDir, seeded, { opens: third, refuses: newKey });
  }, 60_000);
});

describe('npm run cli -- key:rotate with DATA_DIR/master.key', () => {
  let dataDir: string;
  let seeded: Seeded;
  const env = () => ({ DATA_DIR: dataDir });
  const masterKey = () => Buffer.from(readFileSync(join(dataDir, 'master.key'), 'utf8').trim(), 'hex');
  const keyFiles = () =>
    readdirSync(dataDir)
      .filter((name) => name.startsWith('master.key'))
      .sort();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-keyfile-'));
    seedMigratedDatabase(dataDir);
    // The first command generates master.key, as the first server start does.
    const created = await cli(['tenant:create', '--slug', 'vorab', '--name', 'Vorab'], env());
    expect(created.stderr).toContain('ENCRYPTION_KEY ist nicht gesetzt');
    seeded = await seed(dataDir, env(), masterKey());
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates the new key, puts it into master.key after the commit and keeps the old one beside it', async () => {
    const oldKey = masterKey();
    const run = await cli(['key:rotate'], env());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Hauptschlüssel gewechselt: 3 Praxis-Schlüssel');
    const files = keyFiles();
    expect(files).toEqual(['master.key', expect.stringMatching(/^master\.key\.old-\d{8}T\d{6}Z$/)]);
    expect(run.stdout).toContain(`der bisherige liegt in ${join(dataDir, files[1]!)}`);
    expect(readFileSync(join(dataDir, files[1]!), 'utf8')).toBe(hex(oldKey));
    const newKey = masterKey();
    expect(newKey.equals(oldKey)).toBe(false);
    await expectServerWith(dataDir, seeded, { opens: newKey, refuses: oldKey });
  }, 60_000);

  it('completes a run that stopped after writing master.key.new, with that key', async () => {
    const oldKey = masterKey();
    const pending = randomBytes(32);
    writeFileSync(join(dataDir, 'master.key.new'), hex(pending), { mode: 0o600 });
    // Another key given now would leave the database under a key nobody keeps: refused.
    const other = await cli(['key:rotate', '--new-key-file', '-'], env(), `${hex(randomBytes(32))}\n`);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('Ein unterbrochener Schlüsselwechsel hat');
    const run = await cli(['key:rotate'], env());
    expect(run.code, run.stderr).toBe(0);
    expect(masterKey().equals(pending)).toBe(true);
    expect(existsSync(join(dataDir, 'master.key.new'))).toBe(false);
    await expectServerWith(dataDir, seeded, { opens: pending, refuses: oldKey });
  }, 60_000);

  it('leaves master.key and no new key file behind when the rotation fails', async () => {
    await withDb(dataDir, ({ db }) =>
      db.update(userTwoFactor).set({ wrappedSecret: wrapSecret(randomBytes(32), 'totp:x', 'y') }),
    );
    const before = { key: masterKey(), files: keyFiles(), wrapped: await wrappedValues(dataDir) };
    const run = await cli(['key:rotate'], env());
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Zwei-Faktor-Geheimnis von chefin@praxis.test');
    expect({ key: masterKey(), files: keyFiles(), wrapped: await wrappedValues(dataDir) }).toEqual(before);
  }, 60_000);
});
