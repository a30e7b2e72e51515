// bench/tenantDeletion: deleting a practice with 100,000 submissions (each with an e-mail log, a magic-link token
// and a delivery; every 5th with an anamnese and its summary, every 10th with a file) while another practice
// keeps receiving requests through the real submitForm route. Prints the deletion's time and rows/s, its batch
// transactions (p50/p99/max), and the other practice's intake latency idle and during the deletion, on PGlite
// and on PostgreSQL. Not part of npm test.
//   npx tsx bench/tenantDeletion/run.ts [-- --submissions 100000 --only pglite|postgres]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app.ts';
import type { Actor } from '../../server/auth/actor.ts';
import { servicesFor } from '../../server/boot.ts';
import { createTenant } from '../../server/commands/createTenant.ts';
import { createUser } from '../../server/commands/createUser.ts';
import { requestTenantDeletion, runTenantDeletion } from '../../server/commands/deleteTenant.ts';
import { connectDatabase, type Database } from '../../server/db/connect.ts';
import { parseEnv } from '../../server/env.ts';
import { createJobQueue } from '../../server/jobs/queue.ts';
import { createMailer } from '../../server/services/mail/mailer.ts';
import { withFreshPostgres } from '../freshPostgres.ts';

const { values } = parseArgs({
  options: { submissions: { type: 'string', default: '100000' }, only: { type: 'string' } },
});
const SUBMISSIONS = Number(values.submissions);
const IDLE_MS = 3000;

const formData = {
  type: 'kontakt',
  name: 'Erika Mustermann',
  email: 'erika@beispiel.test',
  phone: '030 1234567',
  message: 'Guten Tag, ich hätte gern einen Termin für Krankengymnastik nach einer Knie-OP.',
};

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `n=${sorted.length} p50 ${ms(quantile(sorted, 0.5))} p99 ${ms(quantile(sorted, 0.99))} max ${ms(sorted.at(-1) ?? Number.NaN)}`;
};

async function fill(database: Database, tenantId: string, encrypted: string) {
  const started = performance.now();
  const step = async (text: string) => database.executeSql(text, [tenantId, encrypted, SUBMISSIONS]);
  await step(`insert into form_submissions (tenant_id, form_type, form_data, quarantine_status, created_at)
    select $1, 'contact', $2, 'completed', now() - make_interval(secs => i) from generate_series(1, $3::int) i`);
  await step(`insert into audit_log (actor_kind, action, tenant_id, target_type, target_id)
    select 'public', 'submission.create', $1, 'submission', id::text from form_submissions
    where tenant_id = $1 and $2::text is not null and $3::int > 0`);
  await step(`insert into email_logs (submission_id, recipient, subject, status)
    select id, 'team@praxis.test', 'Neue Anfrage', 'sent' from form_submissions
    where tenant_id = $1 and $2::text is not null and $3::int > 0`);
  await step(`insert into magic_link_tokens (submission_id, recipient, token_hash, code_hash, expires_at)
    select id, 'team@praxis.test', md5(id::text || 't'), md5(id::text || 'c'), now() + interval '7 days'
    from form_submissions where tenant_id = $1 and $2::text is not null and $3::int > 0`);
  await step(`insert into notification_deliveries (tenant_id, submission_id, kind, delivery_key, recipient, status)
    select $1, id, 'notification', id::text, 'team@praxis.test', 'sent' from form_submissions
    where tenant_id = $1 and $2::text is not null and $3::int > 0`);
  await step(`insert into submission_files (submission_id, data)
    select id, decode(repeat('ab', 2048), 'hex') from (
      select id, row_number() over () as n from form_submissions where tenant_id = $1) s
    where n % 10 = 0 and $2::text is not null and $3::int > 0`);
  await step(`insert into anamnese_submissions (tenant_id, original_submission_id, encrypted_answers, completed_at)
    select $1, id, $2, now() from (
      select id, row_number() over () as n from form_submissions where tenant_id = $1) s
    where n % 5 = 0 and $3::int > 0`);
  await step(`insert into anamnese_ai_summaries (anamnese_submission_id, encrypted_summary, ai_model)
    select id, $2, 'bench' from anamnese_submissions where tenant_id = $1 and $3::int > 0`);
  await database.executeSql('analyze');
  return (performance.now() - started) / 1000;
}

async function bench(label: string, database: Database) {
  await database.migrate();
  const services = await servicesFor(database, randomBytes(32));
  const { db } = database;
  const big = await createTenant(
    db,
    services.crypto,
    { slug: 'gross', name: 'Große Praxis' },
    { kind: 'system' },
  );
  const other = await createTenant(
    db,
    services.crypto,
    { slug: 'andere', name: 'Andere Praxis' },
    { kind: 'system' },
  );
  const admin = await createUser(
    db,
    {
      email: 'admin@bench.test',
      password: 'Bench-Passwort-1',
      fullName: 'Bench',
      role: 'admin',
      tenantSlugs: [],
    },
    { kind: 'system' },
  );
  const filled = await fill(database, big.id, await services.crypto.encryptJson(big.id, formData));

  const env = parseEnv({
    DATA_DIR: '/nonexistent',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    SUBMIT_RATE_LIMIT: '100000',
  });
  const quiet = { info() {}, warn() {}, error() {} };
  const queue = createJobQueue({ executeSql: database.executeSql, log: quiet });
  const { jobDefinitions } = await import('../../server/jobs/registry.ts');
  queue.register(...jobDefinitions({ ...services, queue }));
  await queue.start();
  const mailer = createMailer(env);
  const app = await buildApp({ env, ...services, queue, mailer });
  await app.ready();

  // The other practice's intake, one request after another, each timed.
  let ip = 0;
  const submitOnce = async () => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      headers: { apikey: services.anonKey },
      payload: { tenantId: other.tenantId, formData },
      remoteAddress: `10.9.${(ip >> 8) & 255}.${ip++ & 255}`,
    });
    if (response.statusCode !== 200) throw new Error(`intake ${response.statusCode}: ${response.body}`);
    return performance.now() - started;
  };
  const intakeWhile = async (running: () => boolean) => {
    const samples: number[] = [];
    while (running()) samples.push(await submitOnce());
    return samples;
  };

  const idleUntil = performance.now() + IDLE_MS;
  const idle = await intakeWhile(() => performance.now() < idleUntil);

  const actor: Actor = {
    kind: 'user',
    id: admin.id,
    email: admin.email,
    fullName: 'Bench',
    role: 'admin',
    tenantIds: [],
    practices: {},
  };
  await requestTenantDeletion(database, actor, big.id, async () => {});
  const batches: number[] = [];
  let last = performance.now();
  let deleting = true;
  const started = performance.now();
  const [, during] = await Promise.all([
    runTenantDeletion(
      {
        database,
        outboxDir: null,
        onBatch: () => {
          const now = performance.now();
          batches.push(now - last);
          last = now;
        },
      },
      big.id,
      { finalAttempt: true },
    ).finally(() => {
      deleting = false;
    }),
    intakeWhile(() => deleting),
  ]);
  const seconds = (performance.now() - started) / 1000;

  const left = await database.executeSql(
    `select (select count(*) from form_submissions where tenant_id = $1)::int as submissions,
            (select count(*) from tenant_settings where id = $1)::int as tenant,
            (select count(*) from form_submissions where tenant_id = $2)::int as other`,
    [big.id, other.id],
  );
  const record = await database.executeSql(
    `select details->'counts' as counts from audit_log where action = 'tenant.delete' and target_id = $1`,
    [big.id],
  );
  console.log(
    `\n${label}: ${SUBMISSIONS.toLocaleString('de-DE')} submissions filled in ${filled.toFixed(0)} s`,
  );
  console.log(
    `  deleted in ${seconds.toFixed(1)} s (${Math.round(SUBMISSIONS / seconds).toLocaleString('de-DE')} submissions/s)`,
  );
  console.log(`  batches (${batches.length}; transaction and pause): ${summary(batches)}`);
  console.log(`  other practice's intake idle:            ${summary(idle)}`);
  console.log(`  other practice's intake during deletion: ${summary(during)}`);
  console.log(`  left: ${JSON.stringify(left.rows[0])}; counts: ${JSON.stringify(record.rows[0])}`);
  await app.close();
  await queue.stop();
  mailer.close();
}

if (values.only !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'praxisdesk-bench-delete-'));
  const database = await connectDatabase({ dataDir: dir, lockOwner: 'bench' });
  try {
    await bench('PGlite', database);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (values.only !== 'pglite') {
  await withFreshPostgres('tenant_deletion', async (url) => {
    const database = await connectDatabase({ databaseUrl: url });
    try {
      await bench('PostgreSQL', database);
    } finally {
      await database.close();
    }
  });
}
