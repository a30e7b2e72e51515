// bench/ingest: submitForm JSON at 50 connections for 20 s, on PGlite and on PostgreSQL, beside a baseline
// route doing one INSERT. Prints accepted/s, p50/p99 and the ratio to the baseline, and checks that the
// number of stored rows equals the number of accepted answers. Not part of npm test.
//   npm run bench:ingest [-- --seconds 20 --connections 50 --only pglite|postgres]
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { servicesFor } from '../../server/boot.ts';
import { createTenant } from '../../server/commands/createTenant.ts';
import { connectDatabase } from '../../server/db/connect.ts';
import { withFreshPostgres } from '../freshPostgres.ts';
import { runLoad } from './loadGenerator.ts';
import { BENCH_MASTER_KEY } from './masterKey.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const PORT = 3400;

const formData = {
  type: 'kontakt',
  name: 'Erika Mustermann',
  email: 'erika@beispiel.test',
  phone: '030 1234567',
  message:
    'Guten Tag, ich hätte gern einen Termin für Krankengymnastik nach einer Knie-OP. Vormittags passt es am besten.',
};

async function prepare(target: string) {
  const database = await connectDatabase(
    target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target },
  );
  await database.migrate();
  const services = await servicesFor(database, BENCH_MASTER_KEY);
  const tenant = await createTenant(
    database.db,
    services.crypto,
    { slug: 'bench', name: 'Bench-Praxis' },
    { kind: 'system' },
  );
  await database.close();
  return tenant;
}

async function countRows(target: string): Promise<number> {
  const database = await connectDatabase(
    target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target },
  );
  const { rows } = await database.executeSql('select count(*)::int as n from form_submissions');
  await database.close();
  return (rows[0] as { n: number }).n;
}

function startServer(mode: string, target: string, tenantUuid: string) {
  const child = fork(join(import.meta.dirname, 'server.ts'), [mode, target, String(PORT), tenantUuid], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE && mode === 'app' ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<{ child: ChildProcess; anonKey?: string }>((resolve, reject) => {
    let anonKey: string | undefined;
    child.on('message', (m: { ready?: boolean; anonKey?: string }) => {
      if (m.anonKey) anonKey = m.anonKey;
      if (m.ready) resolve({ child, anonKey });
    });
    child.on('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

async function stopServer(child: ChildProcess) {
  child.removeAllListeners('exit');
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const load = (apikey: string | undefined) =>
  runLoad({
    url: `http://127.0.0.1:${PORT}/functions/v1/submitForm`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    body: JSON.stringify({ tenantId: 'bench', formData }),
    // Patients come from many addresses: the per-address limit applies to each, as in real traffic.
    headers: (n) => ({
      'content-type': 'application/json',
      ...(apikey ? { apikey } : {}),
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    }),
  });

async function runOn(label: string, target: string) {
  const tenant = await prepare(target);
  const figures: Record<string, Awaited<ReturnType<typeof load>> & { rows: number }> = {};
  for (const mode of ['baseline', 'app'] as const) {
    const before = await countRows(target);
    const { child, anonKey } = await startServer(mode, target, tenant.id);
    const result = await load(anonKey);
    await stopServer(child);
    figures[mode] = { ...result, rows: (await countRows(target)) - before };
  }
  const { baseline, app } = figures as Record<'baseline' | 'app', (typeof figures)[string]>;
  const row = (name: string, f: typeof app) =>
    `  ${name.padEnd(9)} ${f.perSecond.toFixed(0).padStart(7)} accepted/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   accepted ${f.accepted}, rejected ${f.rejected}, rows ${f.rows}`;
  console.log(`\n${label} (${CONNECTIONS} connections, ${SECONDS} s)`);
  console.log(row('baseline', baseline));
  console.log(row('submitForm', app));
  console.log(
    `  ratio     ${((app.perSecond / baseline.perSecond) * 100).toFixed(1)} % of the baseline's throughput`,
  );
  console.log(`  statuses  ${JSON.stringify(app.statuses)}`);
  console.log(
    `  rows      ${app.rows === app.accepted ? 'OK' : 'MISMATCH'}: ${app.rows} rows for ${app.accepted} accepted answers`,
  );
}

if (values.only !== 'postgres')
  await runOn('PGlite', join(mkdtempSync(join(tmpdir(), 'praxisdesk-bench-')), 'data'));
if (values.only !== 'pglite') await withFreshPostgres('bench', (url) => runOn('PostgreSQL', url));
