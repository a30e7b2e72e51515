// One server for the ingest benchmark, in its own process: the real app, or the baseline — a bare Fastify
// route that inserts the same row with one parameterized INSERT into the same database.
import Fastify from 'fastify';
import { buildApp } from '../../server/app.ts';
import { servicesFor } from '../../server/boot.ts';
import { connectDatabase } from '../../server/db/connect.ts';
import { parseEnv } from '../../server/env.ts';
import { createJobQueue } from '../../server/jobs/queue.ts';
import { jobDefinitions } from '../../server/jobs/registry.ts';
import { createMailer } from '../../server/services/mail/mailer.ts';
import { BENCH_MASTER_KEY } from './masterKey.ts';

const [mode, target, port, tenantUuid] = process.argv.slice(2) as [string, string, string, string];
const database = await connectDatabase(
  target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target, lockOwner: `bench ${mode}` },
);
const quiet = { info() {}, warn() {}, error() {} };

if (mode === 'baseline') {
  // Same proxy trust as the app: each simulated patient has its own address, stored as the app stores it.
  const app = Fastify({ logger: false, trustProxy: ['loopback'] });
  app.post('/functions/v1/submitForm', async (request) => {
    const body = request.body as { formData: unknown };
    await database.executeSql(
      'insert into form_submissions (tenant_id, form_type, form_data, client_ip_hash, user_agent) values ($1, $2, $3, $4, $5)',
      [
        tenantUuid,
        'contact',
        JSON.stringify(body.formData),
        request.ip,
        request.headers['user-agent'] ?? null,
      ],
    );
    return { success: true };
  });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
} else {
  const env = parseEnv({ DATA_DIR: '/nonexistent', SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  const services = await servicesFor(database, BENCH_MASTER_KEY);
  const queue = createJobQueue({ executeSql: database.executeSql, log: quiet });
  queue.register(...jobDefinitions({ ...services, queue }));
  await queue.start();
  const app = await buildApp({ env, ...services, queue, mailer: createMailer(env) });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  process.send?.({ anonKey: services.anonKey });
}
process.send?.({ ready: true });
process.on('SIGTERM', async () => {
  await database.close();
  process.exit(0);
});
