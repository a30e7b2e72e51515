// bench/ingest: the intake a practice runs, measured from outside. The server under test is `npm start`'s
// (the server bundle of scripts/builds.mjs, job workers on: scoring and notification mails to an SMTP sink), loaded by
// 50 clients that open a new connection every 15 requests from a new loopback address, unique texts. Beside it
// in the same run, with the same clients: a bare INSERT into an index-free table (the floor) and the INSERT into
// form_submissions. Prints accepted/s, p50/p99, the ratios, how long after the load every accepted submission
// is scored and notified, rows stored = accepted (exit code 1 if not), and the server's peak RSS.
// Not part of npm test.
// --instances 2 runs two such servers on one PostgreSQL, each new connection going to the next, and checks that
// nothing is lost or done twice (every submission stored once, scored by one job, notified by one mail).
//   npm run bench:ingest [-- --seconds 20 --db postgres|pglite|both --rows 1000000 --growth --profile
//                           --instances 2]
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BenchTarget, cli, createPractice, prefill, withBenchTarget, withSql } from './benchDatabase.ts';
import { type LoadResult, runLoad } from './loadGenerator.ts';
import { startMailSink } from './mailSink.ts';
import { patientRequest } from './patientTexts.ts';
import { summariseProfile } from './profileSummary.ts';
import { type BaselineFigures, type ProductionFigures, printGrowth, printTable } from './report.ts';
import { productionEnv, startBaselineServer, startProductionServer } from './servers.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    clients: { type: 'string', default: '50' },
    'requests-per-connection': { type: 'string', default: '15' },
    db: { type: 'string', default: 'both' },
    rows: { type: 'string' },
    growth: { type: 'boolean', default: false },
    'no-baselines': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'profile-dir': { type: 'string', default: '/tmp/prof' },
    'drain-cap': { type: 'string', default: '60' },
    instances: { type: 'string', default: '1' },
  },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const PER_CONNECTION = Number(values['requests-per-connection']);
const PREFILL_ROWS = Number(values.rows ?? (values.growth ? 1_000_000 : 0));
const DRAIN_CAP_MS = Number(values['drain-cap']) * 1000;
const PRODUCTION_PORT = 3411;
const BASELINE_PORT = 3412;
const RECIPIENT = 'team@praxis-bench.test';
const INSTANCES = Number(values.instances);
if (!['postgres', 'pglite', 'both'].includes(values.db!)) throw new Error('--db postgres|pglite|both');
if (INSTANCES > 1 && values.db !== 'postgres')
  throw new Error('--instances > 1 needs --db postgres (the embedded database belongs to one process)');

const sink = await startMailSink();
let rowCheckFailed = false;

function load(ports: number[], tenant: string, apikey: string | undefined, firstAddress: number) {
  return runLoad({
    urls: ports.map((port) => `http://127.0.0.1:${port}/functions/v1/submitForm`),
    clients: CLIENTS,
    seconds: SECONDS,
    warmupSeconds: Number(values.warmup),
    requestsPerConnection: PER_CONNECTION,
    firstAddress,
    body: (n) => JSON.stringify({ tenantId: tenant, formData: patientRequest(n) }),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      ...(apikey ? { apikey } : {}),
    },
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until every accepted submission is scored and every non-spam one notified (or the cap). */
async function waitForPipeline(target: BenchTarget, tenantId: string, loadEnd: number) {
  const deadline = loadEnd + DRAIN_CAP_MS;
  if (target.kind === 'postgres') {
    await withSql(target, async (sql) => {
      while (Date.now() < deadline) {
        const [row] = await sql(
          `select count(*) filter (where quarantine_status in ('pending', 'processing'))::int as pending,
             count(*) filter (where quarantine_status = 'completed' and not is_spam)::int as ham
           from form_submissions where tenant_id = $1`,
          [tenantId],
        );
        if (row!.pending === 0 && sink.to(RECIPIENT).length >= (row!.ham as number)) return;
        await sleep(250);
      }
    });
    return;
  }
  // PGlite: the server holds the data dir, so the bench cannot look inside while it runs. Scoring ends in a
  // mail for every non-spam submission: wait until the sink has been quiet for 8 s; the figures below are
  // then read from the database (the scoring transaction's time stamps), so the wait does not count.
  while (Date.now() < deadline) {
    const last = sink.to(RECIPIENT).at(-1)?.at ?? loadEnd;
    if (Date.now() - Math.max(last, loadEnd) > 8000) return;
    await sleep(250);
  }
}

async function productionRun(target: BenchTarget, prefillRows: number): Promise<ProductionFigures> {
  const label =
    (INSTANCES > 1 ? `${INSTANCES} × npm start` : 'npm start') +
    (prefillRows > 0 ? `, ${prefillRows} rows stored before` : '');
  const tenantId = await createPractice(target, 'bench', 'Physiotherapie am Bench', RECIPIENT);
  const apikey = await cli(target, ['anon-key']);
  if (prefillRows > 0) {
    const others = [];
    for (let i = 1; i <= 5; i++)
      others.push(await createPractice(target, `andere-${i}`, `Andere Praxis ${i}`));
    const t0 = Date.now();
    await prefill(target, others, prefillRows);
    console.log(
      `(${prefillRows} rows of 5 other practices stored in ${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
  sink.reset();
  const profileDir = values.profile
    ? join(values['profile-dir']!, `${target.kind}-${Date.now()}`)
    : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const ports = Array.from({ length: INSTANCES }, (_, i) => PRODUCTION_PORT + 2 * i);
  const servers = [];
  for (const port of ports)
    servers.push(
      await startProductionServer({
        env: productionEnv(target.env, { SMTP_URL: sink.url }),
        port,
        profileDir,
      }),
    );
  const loadStart = Date.now();
  const result = await load(ports, 'bench', apikey, 0);
  const loadEnd = Date.now();
  await waitForPipeline(target, tenantId, loadEnd);
  const peakRssMb = Math.max(...servers.map((server) => server.peakRssMb()));
  const startRssMb = Math.max(...servers.map((server) => server.startRssMb));
  await Promise.all(servers.map((server) => server.stop()));
  const mails = sink.to(RECIPIENT);
  const figures = await withSql(target, async (sql) => {
    const [row] = await sql(
      `select count(*)::int as stored,
         count(*) filter (where quarantine_status in ('pending', 'processing'))::int as pending,
         count(*) filter (where quarantine_status = 'completed' and not is_spam)::int as ham,
         count(*) filter (where is_spam)::int as spam,
         (extract(epoch from max(updated_at) filter (where quarantine_status = 'completed')) * 1000)::float8 as last_scored
       from form_submissions where tenant_id = $1`,
      [tenantId],
    );
    const [notified] = await sql(
      `select count(distinct submission_id)::int as n from notification_deliveries
       where tenant_id = $1 and kind = 'notification' and status = 'sent'`,
      [tenantId],
    );
    // A submission in more than one completed scoring job was scored twice.
    const [scoring] = await sql(
      `select count(*)::int as twice from (
         select sid from pgboss.job j cross join lateral jsonb_array_elements_text(j.data->'submissionIds') sid
         where j.name = 'score-submissions' and j.state = 'completed'
           and sid::uuid in (select id from form_submissions where tenant_id = $1)
         group by sid having count(*) > 1) repeated`,
      [tenantId],
    );
    return { ...row, notified: notified!.n, scoredTwice: scoring!.twice } as Record<string, number>;
  });
  const lastScored = figures.last_scored ?? loadEnd;
  const lastMail = mails.at(-1)?.at ?? loadEnd;
  const firstMail = mails[0]?.at ?? loadStart;
  if (figures.stored !== result.accepted || figures.scoredTwice || sink.twice() || sink.unlinked())
    rowCheckFailed = true;
  return {
    label,
    load: result,
    stored: figures.stored!,
    pending: figures.pending!,
    ham: figures.ham!,
    spam: figures.spam!,
    notifiedDb: figures.notified!,
    notifiedSmtp: mails.length,
    scoredAfterS: Math.max(0, lastScored - loadEnd) / 1000,
    notifiedAfterS: Math.max(0, lastMail - loadEnd) / 1000,
    mailsPerSecond: mails.length / Math.max(0.001, (lastMail - firstMail) / 1000),
    scoringPerSecond:
      (figures.stored! - figures.pending!) / ((Math.max(lastScored, loadEnd) - loadStart) / 1000),
    scoredTwice: figures.scoredTwice!,
    notifiedTwice: sink.twice(),
    unlinkedMails: sink.unlinked(),
    peakRssMb,
    startRssMb,
    profile: profileDir ? mainThreadProfile(profileDir) : undefined,
  };
}

/** The main thread's profile (CPU.<date>.<time>.<pid>.<thread>.<n>: thread 0). */
function mainThreadProfile(dir: string): string | undefined {
  const file = readdirSync(dir).find((f) => /\.0\.\d+\.cpuprofile$/.test(f));
  return file ? join(dir, file) : undefined;
}

async function baselineRun(
  target: BenchTarget,
  mode: 'floor' | 'form-insert',
  firstAddress: number,
): Promise<BaselineFigures> {
  const tenantId =
    mode === 'form-insert' ? await createPractice(target, 'bench-baseline', 'Baseline-Praxis') : 'bench';
  const count = () =>
    withSql(target, async (sql) => {
      const [row] =
        mode === 'floor'
          ? await sql('select count(*)::int as n from bench_floor')
          : await sql('select count(*)::int as n from form_submissions where tenant_id = $1', [tenantId]);
      return row!.n as number;
    });
  if (mode === 'floor')
    await withSql(target, (sql) =>
      sql(
        'create table if not exists bench_floor (id bigserial, tenant text, body jsonb, created_at timestamptz default now())',
      ),
    );
  const before = await count();
  const server = await startBaselineServer(mode, target.location, BASELINE_PORT, tenantId);
  const result: LoadResult = await load([BASELINE_PORT], 'bench', undefined, firstAddress);
  const peakRssMb = server.peakRssMb();
  await server.stop();
  const stored = (await count()) - before;
  if (stored !== result.accepted) rowCheckFailed = true;
  return { load: result, stored, peakRssMb };
}

async function benchOn(kind: 'postgres' | 'pglite') {
  const name = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const heading = `${name} — ${CLIENTS} clients, a new connection and address every ${PER_CONNECTION} requests, ${SECONDS} s (+${values.warmup} s warm-up)`;
  const runs: ProductionFigures[] = [];
  await withBenchTarget(kind, async (target) => {
    const production = await productionRun(target, values.growth ? 0 : PREFILL_ROWS);
    runs.push(production);
    console.log(`\n${heading}`);
    if (values['no-baselines']) {
      printTable(production);
      return;
    }
    const floor = await baselineRun(target, 'floor', production.load.addresses);
    const insert = await baselineRun(target, 'form-insert', production.load.addresses + floor.load.addresses);
    printTable(production, floor, insert);
  });
  if (values.growth) {
    await withBenchTarget(kind, async (target) => {
      const production = await productionRun(target, PREFILL_ROWS);
      runs.push(production);
      console.log(`\n${name} — growth: the same load with ${PREFILL_ROWS} submissions already stored`);
      printTable(production);
      printGrowth(runs[0]!, production);
    });
  }
  for (const run of runs)
    if (run.profile)
      console.log(`\nCPU profile of the server (${name}, ${run.label}):\n${summariseProfile(run.profile)}`);
}

try {
  if (values.db !== 'pglite') await benchOn('postgres');
  if (values.db !== 'postgres') await benchOn('pglite');
} finally {
  await sink.close();
}
if (rowCheckFailed) {
  console.error(
    '\n✖ Row check failed: stored ≠ accepted, something scored or notified twice, or a mail named no submission (see above).',
  );
  process.exit(1);
}
