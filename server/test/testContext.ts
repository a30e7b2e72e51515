// A real app on a real database for API tests: in-memory PGlite, or the run's PostgreSQL database.
import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
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
import { seedMigratedDatabase } from './migratedDataDir.ts';
import { leasePglite } from './pglitePool.ts';
import { copyTemplateDatabase } from './postgresTemplate.ts';

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * dataDir: an on-disk PGlite instead of the in-memory one (ignored on PostgreSQL). On PostgreSQL every context
 * works on its own copy of the run's migrated template, dropped on close; on PGlite on its own database anyway.
 */
export async function createTestContext(
  envOverrides: Record<string, string> = {},
  options: { dataDir?: string; logStream?: Writable } = {},
) {
  const templateUrl = inject('pgUrl');
  const own = templateUrl ? await copyTemplateDatabase(templateUrl) : undefined;
  if (!own && options.dataDir) seedMigratedDatabase(options.dataDir);
  const database = own
    ? await connectDatabase({ databaseUrl: own.url, poolSize: 4 })
    : options.dataDir
      ? await connectDatabase({ dataDir: options.dataDir, lockOwner: 'test' })
      : await leasePglite();
  // Copies of a migrated database need no migration; an on-disk one is a copy too, or migrated here.
  if (!own && options.dataDir) await database.migrate();
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
  const queue = createJobQueue({ executeSql: database.executeSql, log: quiet });
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
