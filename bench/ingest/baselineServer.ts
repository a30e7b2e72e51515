// A baseline server for the ingest bench, in its own process like the server under test: a bare Fastify route
// on the same database and the same pool size as the app, doing one parameterized INSERT per request —
//   floor:       into bench_floor (made by run.ts), a table without indexes, triggers or constraints;
//   form-insert: into form_submissions with its indexes and counter triggers (the old bench's baseline).
//   node --import tsx bench/ingest/baselineServer.ts <floor|form-insert> <postgres url | data dir> <port> <tenant uuid>
import Fastify from 'fastify';
import { connectDatabase } from '../../server/db/connect.ts';

const [mode, target, port, tenantUuid] = process.argv.slice(2) as [string, string, string, string];
const database = await connectDatabase(
  target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target, lockOwner: `bench ${mode}` },
);

const app = Fastify({ logger: false, trustProxy: ['loopback'] });
app.post('/functions/v1/submitForm', async (request) => {
  const body = request.body as { tenantId: string; formData: unknown };
  if (mode === 'floor') {
    await database.executeSql('insert into bench_floor (tenant, body) values ($1, $2)', [
      body.tenantId,
      JSON.stringify(body.formData),
    ]);
  } else {
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
  }
  return { success: true };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.({ ready: true });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
