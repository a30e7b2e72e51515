// Opening everything a process needs, shared by the server (main.ts) and the CLI.
import { eq } from 'drizzle-orm';
import { connectDatabase, type Database } from './db/connect.ts';
import { tenantSettings } from './db/schema.ts';
import type { Env } from './env.ts';
import { type CryptoService, createCryptoService } from './services/crypto.ts';
import { restrictNewFiles, secureDataDir } from './services/dataDirPermissions.ts';
import {
  type ContentHasher,
  createContentHasher,
  createIpHasher,
  createKeyedHasher,
  type IpHasher,
  type KeyedHasher,
} from './services/ipHash.ts';
import { loadMasterKey } from './services/masterKey.ts';
import { configurePasswordHashing, isBelowProductionCost } from './services/passwords.ts';
import { hashSecret, resolveAnonKey } from './services/secrets.ts';
import { createSpamModelStore, type SpamModelStore } from './services/spam/modelStore.ts';

export type Services = {
  database: Database;
  crypto: CryptoService;
  ipHash: IpHasher;
  hashContent: ContentHasher;
  keyedHash: KeyedHasher;
  spamModels: SpamModelStore;
  anonKey: string;
};

/** Connects (taking the DATA_DIR lock for PGlite), migrates, and builds the services on top. */
export async function openServices(
  env: Env,
  options: { owner: string; warn: (message: string) => void },
): Promise<Services> {
  const hashCost = { memoryKib: env.PASSWORD_HASH_MEMORY_KIB, iterations: env.PASSWORD_HASH_ITERATIONS };
  configurePasswordHashing(hashCost);
  if (isBelowProductionCost(hashCost))
    options.warn(
      `PASSWORD_HASH_MEMORY_KIB/PASSWORD_HASH_ITERATIONS liegen unter der OWASP-Empfehlung (19456 KiB, 2): nur für Tests.`,
    );
  // The embedded database loosens its files while running (see below): narrowing them is routine, not news.
  restrictNewFiles();
  secureDataDir(env.DATA_DIR);
  const database = await connectDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { dataDir: env.DATA_DIR, lockOwner: options.owner },
  );
  try {
    await database.migrate();
    // The embedded database writes its files with its own modes (0666), whatever the umask: narrow what it
    // just created. Files it makes while running stay unreachable inside the 0700 folder and are narrowed at
    // the next start.
    secureDataDir(env.DATA_DIR);
    return await servicesFor(
      database,
      loadMasterKey(env.ENCRYPTION_KEY, env.DATA_DIR, options.warn),
      env.ANON_KEY,
    );
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function servicesFor(
  database: Database,
  masterKey: Buffer,
  anonKey?: string,
): Promise<Services> {
  const { db } = database;
  const crypto = createCryptoService(masterKey, async (tenantId) => {
    const [row] = await db
      .select({ key: tenantSettings.wrappedDataKey })
      .from(tenantSettings)
      .where(eq(tenantSettings.id, tenantId));
    return row?.key ?? null;
  });
  const hashKey = await hashSecret(db, masterKey);
  return {
    database,
    crypto,
    ipHash: createIpHasher(hashKey),
    hashContent: createContentHasher(hashKey),
    keyedHash: createKeyedHasher(hashKey),
    spamModels: createSpamModelStore(database, crypto),
    anonKey: await resolveAnonKey(db, anonKey),
  };
}
