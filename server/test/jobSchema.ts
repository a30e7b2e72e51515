// The job queue's tables (pg-boss's schema and one queue per job) in the tests' template databases: every test
// context starts its queue, and on a database without them that start creates them — ~0.25 CPU-seconds of DDL
// per context on PGlite, ~0.02 once they are there (2026-11-27).
import { randomBytes } from 'node:crypto';
import { servicesFor } from '../boot.ts';
import type { Database } from '../db/connect.ts';
import { parseEnv } from '../env.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { jobDefinitions } from '../jobs/registry.ts';
import { createMailer } from '../services/mail/mailer.ts';
import { aiConfigFrom } from '../services/spam/aiSecondOpinion.ts';

export async function installJobSchema(database: Database) {
  // Every definition, the mail jobs included (they need an environment and a mailer to be declared).
  const env = parseEnv({ DATA_DIR: '/nonexistent', SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  // A website key given, not generated: the template holds no secret of its own, only the queue's tables.
  const services = await servicesFor(database, randomBytes(32), 'pd_pub_template');
  const mailer = createMailer(env);
  const queue = createJobQueue({
    executeSql: database.executeSql,
    log: { info() {}, warn() {}, error() {} },
  });
  queue.register(...jobDefinitions({ ...services, queue, ai: aiConfigFrom(env), env, mailer }));
  await queue.start();
  await queue.stop();
  mailer.close();
}
