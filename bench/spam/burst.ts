// bench/spam/burst.ts — does scoring keep up with ingest? 1,000 submissions arrive as fast as the intake takes
// them (50 at a time); prints how long after the last one was accepted the last one is scored.
// Target: within 10 s. Runs on in-memory PGlite; with --postgres on a fresh PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app.ts';
import { servicesFor } from '../../server/boot.ts';
import { createTenant } from '../../server/commands/createTenant.ts';
import { connectDatabase } from '../../server/db/connect.ts';
import { parseEnv } from '../../server/env.ts';
import { createJobQueue } from '../../server/jobs/queue.ts';
import { jobDefinitions } from '../../server/jobs/registry.ts';
import { createMailer } from '../../server/services/mail/mailer.ts';
import { loadSeedCorpus } from '../../server/services/spam/seedCorpus.ts';
import { withFreshPostgres } from '../freshPostgres.ts';

const { values } = parseArgs({
  options: { postgres: { type: 'boolean' }, count: { type: 'string', default: '1000' } },
});
const COUNT = Number(values.count);
const quiet = { info() {}, warn() {}, error() {} };

async function run(databaseUrl?: string) {
  const database = await connectDatabase(databaseUrl ? { databaseUrl } : { dataDir: null });
  await database.migrate();
  const services = await servicesFor(database, randomBytes(32));
  await services.spamModels.ensureSeeded();
  const tenant = await createTenant(
    database.db,
    services.crypto,
    { slug: 'burst', name: 'Burst-Praxis' },
    { kind: 'system' },
  );
  const queue = createJobQueue({ executeSql: database.executeSql, log: quiet, pollingIntervalSeconds: 0.5 });
  queue.register(...jobDefinitions({ ...services, queue }));
  await queue.start();
  await queue.startWorkers();
  const env = parseEnv({ SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  const app = await buildApp({ env, ...services, queue, mailer: createMailer(env) });

  const corpus = loadSeedCorpus();
  let next = 0;
  let accepted = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < COUNT) {
        const i = next++;
        const response = await app.inject({
          method: 'POST',
          url: '/functions/v1/submitForm',
          headers: { apikey: services.anonKey },
          // The corpus holds what people typed; the reception's consent box is always ticked.
          payload: {
            tenantId: 'burst',
            formData: { ...corpus[i % corpus.length]!.formData, privacyConsent: true },
          },
          remoteAddress: `10.9.${i >> 8}.${i & 255}`,
        });
        if (response.statusCode === 200) accepted++;
      }
    }),
  );
  const lastAccepted = performance.now();
  for (;;) {
    const { rows } = await database.executeSql(
      "select count(*)::int as n from form_submissions where tenant_id = $1 and quarantine_status = 'completed'",
      [tenant.id],
    );
    if ((rows[0] as { n: number }).n >= accepted) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const done = performance.now();
  const behind = (done - lastAccepted) / 1000;
  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${accepted} of ${COUNT} accepted in ${((lastAccepted - started) / 1000).toFixed(1)} s; ` +
      `all scored ${behind.toFixed(1)} s after the last one (target ≤ 10 s: ${behind <= 10 ? 'met' : 'MISSED'}, ratio ${(behind / 10).toFixed(2)})`,
  );
  await app.close();
  await queue.stop();
  await database.close();
}

if (!values.postgres) await run();
else await withFreshPostgres('burst', (url) => run(url));
