// One database handle for the whole server: embedded PGlite under DATA_DIR, or PostgreSQL via DATABASE_URL.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectPath } from '../projectPaths.ts';
import { type DataDirLock, lockDataDir } from './lock.ts';
import * as schema from './schema.ts';
import { yieldBetweenStatements } from './yieldingPglite.ts';

// Both drivers expose the same query builder; we type against node-postgres.
export type Db = NodePgDatabase<typeof schema>;

export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for pg-boss and maintenance. */
  executeSql: SqlExecutor;
  /** Raw SQL inside one transaction on one connection (for batched writes on the intake hot path). */
  transaction<T>(fn: (execute: SqlExecutor) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = projectPath('server', 'db', 'migrations');
const MIGRATION_LOCK_ID = 724_311_001;

export type ConnectOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string | null; lockOwner?: string; template?: Blob };

/**
 * dataDir null: an in-memory PGlite (tests). `template` (migratedPgliteTemplate): the database starts as that
 * dump — in memory always, on disk only when the folder is new (how the tests' migrated DATA_DIR is written).
 */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if ('databaseUrl' in options) return connectPostgres(options.databaseUrl, options.poolSize ?? 10);
  return connectPglite(options.dataDir, options.lockOwner ?? 'praxisdesk', options.template);
}

/**
 * PGlite's postgres keeps the stock 128 MB buffer pool inside its WebAssembly heap, on top of the files the
 * OS already caches: 16 MB takes ~120 MB off the server's resident memory (issue 14: 294 → 178 MB after
 * opening a data directory, measured) at no cost we could measure for our table sizes.
 */
const pgliteOptions = {
  startParams: [
    ...PGlite.defaultStartParams,
    '-c',
    'shared_buffers=16MB',
    // The maintenance job's VACUUM and ANALYZE (db/embeddedVacuum.ts) allocate inside the WebAssembly heap,
    // which never shrinks: a small vacuum budget, and samples of 3,000 rows instead of 30,000.
    '-c',
    'maintenance_work_mem=8MB',
    '-c',
    'default_statistics_target=10',
  ],
};

/**
 * A dump of an in-memory PGlite with every migration applied, and whatever `prepare` adds (the tests: the job
 * queue's tables). Tests start each database from it: a fresh PGlite runs initdb in WebAssembly (2–4 s),
 * loading the dump takes under a second.
 */
export async function migratedPgliteTemplate(prepare?: (database: Database) => Promise<void>): Promise<Blob> {
  const client = await PGlite.create(pgliteOptions);
  const database = pgliteDatabase(client, () => client.close());
  try {
    await database.migrate();
    await prepare?.(database);
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

async function connectPglite(dataDir: string | null, lockOwner: string, template?: Blob): Promise<Database> {
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (dataDir) {
    lock = lockDataDir(dataDir, lockOwner);
    const dbDir = join(dataDir, 'pglite');
    mkdirSync(dirname(dbDir), { recursive: true });
    try {
      client = await PGlite.create(dbDir, { ...pgliteOptions, loadDataDir: template });
    } catch (error) {
      lock.release();
      throw error;
    }
    yieldBetweenStatements(client);
  } else {
    client = await inMemoryPglite(template);
  }
  return pgliteDatabase(client, async () => {
    await client.close();
    lock?.release();
  });
}

/** An in-memory PGlite, empty or started from `template`; its statements let I/O in as a server's do. */
export async function inMemoryPglite(template?: Blob): Promise<PGlite> {
  const client = await PGlite.create({ ...pgliteOptions, loadDataDir: template });
  yieldBetweenStatements(client);
  return client;
}

/** The Database over a PGlite client; `close` ends it (the test pool returns it instead). */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) =>
      values && values.length > 0
        ? client.query(text, values)
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    transaction: (fn) =>
      client.transaction((tx) =>
        fn(async (text, values) =>
          values && values.length > 0
            ? tx.query(text, values)
            : { rows: (await tx.exec(text)).at(-1)?.rows ?? [] },
        ),
      ),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close,
  };
}

// The batched writes run the same few statements thousands of times a second: as named prepared
// statements each connection parses and plans them once instead of on every call.
// Only constant statement texts come here; the cap keeps a mistake from filling every connection's cache.
const MAX_NAMED_STATEMENTS = 200;
const statementNames = new Map<string, string>();
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `praxisdesk_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

async function connectPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it and the next query reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL-Verbindung verloren: ${error.message}`));
  // Fail fast with a clear message when the server is unreachable.
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn((text, values) =>
          client.query({ name: statementName(text), text, values: values as unknown[] }),
        );
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
