// A real app on a real database for API tests: in-memory PGlite, or the run's PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { servicesFor } from '../boot.ts';
import { connectDatabase } from '../db/connect.ts';
import { parseEnv } from '../env.ts';
import { serverLogger } from '../http/logger.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { jobDefinitions } from '../jobs/registry.ts';
import { createMailer } from '../services/mail/mailer.ts';
import { configurePasswordHashing } from '../services/passwords.ts';
import { aiConfigFrom } from '../services/spam/aiSecondOpinion.ts';

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * dataDir: an on-disk PGlite instead of the in-memory one (ignored on PostgreSQL). ownDatabase: on PostgreSQL,
 * a database of the test file's own, dropped on close, for tests that count whole tables (e.g. the last-admin
 * guard counts every admin); PGlite gives every context its own database anyway.
 */
export async function createTestContext(
  envOverrides: Record<string, string> = {},
  options: { dataDir?: string; ownDatabase?: boolean; logStream?: Writable } = {},
) {
  const sharedUrl = inject('pgUrl');
  const own = sharedUrl && options.ownDatabase ? await createOwnDatabase(sharedUrl) : undefined;
  const pgUrl = own?.url ?? sharedUrl;
  const database = await connectDatabase(
    pgUrl
      ? { databaseUrl: pgUrl, poolSize: 4 }
      : { dataDir: options.dataDir ?? null, lockOwner: 'test', template: pgliteTemplate(options.dataDir) },
  );
  if (!sharedUrl || own) await database.migrate();
  // Password hashes at argon2's smallest cost: the tests check logins, not the cost (passwords.test.ts does).
  const env = parseEnv({
    DATA_DIR: '/nonexistent',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_MEMORY_KIB: '8',
    PASSWORD_HASH_ITERATIONS: '1',
    ...envOverrides,
  });
  configurePasswordHashing({
    memoryKib: env.PASSWORD_HASH_MEMORY_KIB,
    iterations: env.PASSWORD_HASH_ITERATIONS,
  });
  const services = await servicesFor(database, randomBytes(32));
  const quiet = { info() {}, warn() {}, error() {} };
  // On PostgreSQL all test files share one database: each context gets its own pg-boss schema, so one file's
  // workers never take (or hold up) another file's jobs.
  const queue = createJobQueue({
    executeSql: database.executeSql,
    log: quiet,
    schema: pgUrl ? `pgboss_${randomBytes(4).toString('hex')}` : undefined,
  });
  // Jobs can be enqueued (and inspected); tests that need workers start them. Mail jobs get a handler only
  // when the test says where mail goes (SMTP_URL, or DATA_DIR for the outbox).
  const mailer = createMailer(env);
  const mailTo = envOverrides.SMTP_URL || envOverrides.DATA_DIR ? env : undefined;
  queue.register(...jobDefinitions({ ...services, queue, ai: aiConfigFrom(env), env: mailTo, mailer }));
  await queue.start();
  // logStream: the server's real request log at info level, for tests that read what it writes.
  const app = await buildApp(
    { env, ...services, queue, mailer },
    options.logStream ? { logger: serverLogger('info', options.logStream) } : {},
  );
  await app.ready();
  return {
    ...services,
    db: database.db,
    env,
    queue,
    mailer,
    app,
    async close() {
      await app.close();
      await queue.stop();
      mailer.close();
      await database.close();
      await own?.drop();
    },
  };
}

/** The run's migrated PGlite (globalSetup), for an in-memory database; an on-disk one starts empty. */
function pgliteTemplate(dataDir: string | undefined): Blob | undefined {
  const file = inject('pgliteTemplate');
  return file && !dataDir ? new Blob([readFileSync(file)]) : undefined;
}

async function createOwnDatabase(sharedUrl: string) {
  const name = `praxisdesk_own_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const server = new URL(sharedUrl);
  server.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
