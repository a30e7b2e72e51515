// bench/dashboard: the inbox at scale on PostgreSQL — one practice with 1,000,000 submissions and 100 with
// 10,000. p50/p95 over 200 calls of getSubmissions page 1, page 50, the last page, and the stats, for the big
// practice and a small one. Targets: p95 ≤ 25 ms for page 1 and stats at 1M rows, and the 1M p95 no more
// than 2× the 10k p95. Not part of npm test.   npm run bench:dashboard [-- --big 1000000 --small 10000]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app.ts';
import { servicesFor } from '../../server/boot.ts';
import { createTenant } from '../../server/commands/createTenant.ts';
import { createUser } from '../../server/commands/createUser.ts';
import { connectDatabase } from '../../server/db/connect.ts';
import { parseEnv } from '../../server/env.ts';
import { createJobQueue } from '../../server/jobs/queue.ts';
import { createMailer } from '../../server/services/mail/mailer.ts';
import { withFreshPostgres } from '../freshPostgres.ts';

const { values } = parseArgs({
  options: {
    big: { type: 'string', default: '1000000' },
    small: { type: 'string', default: '10000' },
    tenants: { type: 'string', default: '100' },
  },
});
const BIG = Number(values.big);
const SMALL = Number(values.small);
const SMALL_TENANTS = Number(values.tenants);
const CALLS = 200;
await withFreshPostgres('dashboard', async (url) => {
  const database = await connectDatabase({ databaseUrl: url });
  await database.migrate();
  const services = await servicesFor(database, randomBytes(32));
  const { db } = database;

  // Rows are written in bulk with SQL; every row carries a real ciphertext of its practice, so cards decrypt.
  async function fill(slug: string, rows: number) {
    const tenant = await createTenant(db, services.crypto, { slug, name: slug }, { kind: 'system' });
    const formData = await services.crypto.encryptJson(tenant.id, {
      vorname: 'Erika',
      nachname: 'Muster',
      message: 'Termin bitte',
    });
    await database.executeSql(
      `insert into form_submissions (tenant_id, form_type, form_data, is_spam, is_processed, quarantine_status, created_at)
       select $1, (array['contact','prescription','bewerbung','training','contact'])[1 + i % 5], $2, i % 17 = 0, i % 3 = 0,
         'completed', now() - make_interval(secs => i * 30)
       from generate_series(1, $3::int) as i`,
      [tenant.id, formData, rows],
    );
    return tenant;
  }
  const started = performance.now();
  const big = await fill('gross', BIG);
  let small = big;
  for (let t = 0; t < SMALL_TENANTS; t++) {
    const tenant = await fill(`klein-${t}`, SMALL);
    if (t === 0) small = tenant;
  }
  await database.executeSql('analyze');
  console.log(
    `Filled ${BIG.toLocaleString('de-DE')} + ${SMALL_TENANTS} × ${SMALL.toLocaleString('de-DE')} submissions in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  await createUser(
    db,
    {
      email: 'bench@praxis.test',
      password: 'Bench-Passwort-1',
      fullName: 'Bench',
      role: 'admin',
      tenantSlugs: [],
    },
    { kind: 'system' },
  );
  const queue = createJobQueue({
    executeSql: database.executeSql,
    log: { info() {}, warn() {}, error() {} },
  });
  const env = parseEnv({ SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  const app = await buildApp({ env, ...services, queue, mailer: createMailer(env) });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench@praxis.test', password: 'Bench-Passwort-1' },
  });
  const cookie = `pd_session=${login.cookies.find((c) => c.name === 'pd_session')!.value}`;

  async function measure(call: () => Promise<{ statusCode: number }>) {
    const times: number[] = [];
    for (let i = 0; i < CALLS + 10; i++) {
      const t0 = performance.now();
      const response = await call();
      if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
      if (i >= 10) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(CALLS * 0.5)]!, p95: times[Math.floor(CALLS * 0.95)]! };
  }
  const page = (tenant: string, p: number) => () =>
    app.inject({
      method: 'POST',
      url: '/functions/v1/getSubmissions',
      headers: { cookie },
      payload: { filters: { page: p, limit: 10, tenant_id: tenant } },
    });
  const lastPage = async (tenant: string) => (await page(tenant, 1)()).json().pagination.totalPages as number;
  const statsOf = (tenant: string) => () =>
    app.inject({ url: `/api/submissions/stats?tenant=${tenant}`, headers: { cookie } });

  const rows: [string, { p50: number; p95: number }, { p50: number; p95: number }][] = [];
  for (const [label, make] of [
    ['page 1', (t: string) => page(t, 1)],
    ['page 50', (t: string) => page(t, 50)],
    ['last page', async (t: string) => page(t, await lastPage(t))],
    ['stats', (t: string) => statsOf(t)],
  ] as const) {
    const atBig = await measure(await make(big.tenantId));
    const atSmall = await measure(await make(small.tenantId));
    rows.push([label, atBig, atSmall]);
  }
  const ms = (x: number) => `${x.toFixed(1)} ms`.padStart(9);
  console.log(
    `\n${'call'.padEnd(10)} ${'1M p50'.padStart(9)} ${'1M p95'.padStart(9)} ${'10k p50'.padStart(9)} ${'10k p95'.padStart(9)}  p95 ratio 1M/10k`,
  );
  for (const [label, atBig, atSmall] of rows) {
    console.log(
      `${label.padEnd(10)} ${ms(atBig.p50)} ${ms(atBig.p95)} ${ms(atSmall.p50)} ${ms(atSmall.p95)}  ${(atBig.p95 / atSmall.p95).toFixed(2)}×`,
    );
  }
  const [p1, , , st] = rows;
  console.log(
    `\nTargets: page 1 p95 at 1M ${p1![1].p95 <= 25 ? 'met' : 'MISSED'} (≤ 25 ms), stats p95 at 1M ${st![1].p95 <= 25 ? 'met' : 'MISSED'} (≤ 25 ms), every 1M/10k p95 ratio ≤ 2: ${rows.every((r) => r[1].p95 <= 2 * r[2].p95) ? 'met' : 'MISSED'}`,
  );
  await app.close();
  await database.close();
});
