// A real app on a real database for API tests: in-memory PGlite, or the run's PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { servicesFor } from '../boot.ts';
import { connectDatabase } from '../db/connect.ts';
import { parseEnv } from '../env.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { jobDefinitions } from '../jobs/registry.ts';
import { createMailer } from '../services/mail/mailer.ts';
import { aiConfigFrom } from '../services/spam/aiSecondOpinion.ts';

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** dataDir: an on-disk PGlite instead of the in-memory one (ignored on PostgreSQL). */
export async function createTestContext(
  envOverrides: Record<string, string> = {},
  options: { dataDir?: string } = {},
) {
  const pgUrl = inject('pgUrl');
  const database = await connectDatabase(
    pgUrl ? { databaseUrl: pgUrl, poolSize: 4 } : { dataDir: options.dataDir ?? null, lockOwner: 'test' },
  );
  if (!pgUrl) await database.migrate();
  const env = parseEnv({ DATA_DIR: '/nonexistent', SEED_DEMO: '0', LOG_LEVEL: 'silent', ...envOverrides });
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
  const app = await buildApp({ env, ...services, queue, mailer });
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
    },
  };
}
