// bench/spam: the local spam engine's two speeds, each against its target. Not part of npm test.
// 1. Scoring: scoreFormData with the seeded global model over the corpus and generated variants, on one
//    core for ~5 s → scores/s, target 2,000 scores/s.
// 2. A staff scan: POST /functions/v1/scanSpam {limit: 100} through the real app (app.inject with a session
//    cookie) over 100 submissions made through POST /functions/v1/submitForm, on in-memory PGlite and on
//    PostgreSQL when it answers (a fresh database, dropped afterwards) → ms per scan, target 1 s; 3 runs.
//   npm run bench:spam [-- --seconds 5 --scans 3 --only scoring|pglite|postgres]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { validateFormData } from '../../common/intake/formDataRules.ts';
import { seededRandom } from '../../common/seededRandom.ts';
import { buildApp } from '../../server/app.ts';
import { servicesFor } from '../../server/boot.ts';
import { createTenant } from '../../server/commands/createTenant.ts';
import { createUser } from '../../server/commands/createUser.ts';
import { connectDatabase } from '../../server/db/connect.ts';
import { parseEnv } from '../../server/env.ts';
import { createJobQueue } from '../../server/jobs/queue.ts';
import { jobDefinitions } from '../../server/jobs/registry.ts';
import { createMailer } from '../../server/services/mail/mailer.ts';
import type { RuleContext } from '../../server/services/spam/rules.ts';
import { type ScoringModels, scoreFormData } from '../../server/services/spam/scoreText.ts';
import { type CorpusExample, loadSeedCorpus } from '../../server/services/spam/seedCorpus.ts';
import { PG_ADMIN_URL, withFreshPostgres } from '../freshPostgres.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    scans: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);
const SCANS = Number(values.scans);
const SUBMISSIONS = 100;
const TARGET_SCORES_PER_SECOND = 2000;
const TARGET_SCAN_MS = 1000;
const PASSWORD = 'Bench-Passwort-123';

const run = (part: string) => !values.only || values.only === part;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The longest text field: the message a variant changes. */
const messageKey = (formData: Record<string, unknown>) =>
  Object.entries(formData)
    .filter(([, v]) => typeof v === 'string')
    .sort((a, b) => (b[1] as string).length - (a[1] as string).length)[0]?.[0] ?? 'message';

const LINKS = [
  'https://bit.ly/3xPraxis',
  'www.rank-first.example/offer',
  'https://physio-blog.example/tipps',
];
const NAMES = ['Anna Schulz', 'Mehmet Kaya', 'XqzrtLmn', 'JohnSmith', 'Lena Wagner'];

/** Variants of corpus examples: mixed messages, other names, added links, shouting, cut and joined texts. */
function variantsOf(corpus: CorpusExample[], count: number): Record<string, unknown>[] {
  const next = seededRandom(42);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const a = pick(corpus).formData;
    const b = pick(corpus).formData;
    const key = messageKey(a);
    const textA = String(a[key] ?? '');
    const textB = String(b[messageKey(b)] ?? '');
    const variant: Record<string, unknown> = { ...a };
    switch (i % 5) {
      case 0:
        variant[key] =
          `${textA.slice(0, Math.ceil(textA.length / 2))} ${textB.slice(Math.floor(textB.length / 2))}`;
        break;
      case 1:
        variant.name = pick(NAMES);
        variant[key] = `${textA} ${pick(LINKS)}`;
        break;
      case 2:
        variant[key] = textA.toUpperCase();
        break;
      case 3:
        variant[key] = `${textA}\n\n${textB}`;
        break;
      default:
        variant[key] = textA.split(/\s+/).reverse().join(' ');
        variant.formStartedAt = 1_700_000_000_000;
        variant.formSubmittedAt = 1_700_000_000_000 + Math.floor(next() * 20_000);
    }
    out.push(variant);
  }
  return out;
}

/** The context the pipeline derives from the form itself (fill time); some inputs add the stored signals. */
function contextOf(formData: Record<string, unknown>, i: number): RuleContext {
  const started = Number(formData.formStartedAt);
  const submitted = Number(formData.formSubmittedAt);
  return {
    fillMillis: Number.isFinite(started) && Number.isFinite(submitted) ? submitted - started : undefined,
    repeatedCount: i % 7 === 0 ? 3 : 0,
    ipBlacklisted: i % 11 === 0,
  };
}

type Summary = { label: string; figure: string; target: string; ratio: number };
const summary: Summary[] = [];

async function benchScoring(corpus: CorpusExample[]) {
  const database = await connectDatabase({ dataDir: null });
  await database.migrate();
  const services = await servicesFor(database, randomBytes(32));
  const seedStarted = performance.now();
  const models: ScoringModels = await services.spamModels.models();
  const seedMs = performance.now() - seedStarted;
  await database.close();

  const inputs = [...corpus.map((c) => c.formData), ...variantsOf(corpus, corpus.length)].map(
    (formData, i) => ({
      formData,
      context: contextOf(formData, i),
    }),
  );
  const chars = inputs.reduce((sum, x) => sum + JSON.stringify(x.formData).length, 0) / inputs.length;

  const loop = (seconds: number) => {
    const end = performance.now() + seconds * 1000;
    let n = 0;
    let spam = 0;
    const started = performance.now();
    for (;;) {
      for (let k = 0; k < 50; k++) {
        const input = inputs[n % inputs.length];
        if (scoreFormData(input.formData, models, input.context).isSpam) spam++;
        n++;
      }
      if (performance.now() >= end) break;
    }
    return { n, spam, ms: performance.now() - started };
  };
  loop(Math.min(1, SECONDS / 5)); // warm-up: let the JIT settle
  const { n, spam, ms } = loop(SECONDS);
  const perSecond = n / (ms / 1000);
  console.log(`\nScoring (scoreFormData, one core, ${fmt(ms / 1000, 1)} s)`);
  console.log(
    `  model     ${fmt(models.global.tokens.size)} tokens from ${models.global.spamDocs} spam + ${models.global.hamDocs} ham examples (seeded and loaded in ${fmt(seedMs)} ms)`,
  );
  console.log(
    `  inputs    ${inputs.length} (${corpus.length} corpus examples + ${inputs.length - corpus.length} variants), Ø ${fmt(chars)} characters of form data`,
  );
  console.log(
    `  scored    ${fmt(n)} in ${fmt(ms)} ms → ${fmt(perSecond)} scores/s, ${fmt((ms * 1000) / n, 1)} µs per score (${fmt((spam / n) * 100, 1)} % spam)`,
  );
  console.log(
    `  target    ${fmt(TARGET_SCORES_PER_SECOND)} scores/s → ${fmt(perSecond / TARGET_SCORES_PER_SECOND, 1)}× the target`,
  );
  summary.push({
    label: 'scoreFormData',
    figure: `${fmt(perSecond)} scores/s`,
    target: `${fmt(TARGET_SCORES_PER_SECOND)} scores/s`,
    ratio: perSecond / TARGET_SCORES_PER_SECOND,
  });
}

/** 100 submittable texts: corpus examples (spam and ham alternating, as varied as the corpus allows). */
function submissionTexts(corpus: CorpusExample[]): Record<string, unknown>[] {
  const usable = (formData: Record<string, unknown>) =>
    Object.keys(validateFormData(formData)).length === 0 ? formData : { ...formData, type: 'kontakt' };
  const spam = corpus.filter((c) => c.label === 'spam');
  const ham = corpus.filter((c) => c.label === 'ham');
  const texts: Record<string, unknown>[] = [];
  for (let i = 0; texts.length < SUBMISSIONS; i++) {
    const from = i % 2 ? spam : ham;
    const example = from[Math.floor(i / 2) % from.length];
    const formData = usable({ ...example.formData });
    if (Object.keys(validateFormData(formData)).length === 0) texts.push(formData);
    if (i > SUBMISSIONS * 20) throw new Error('too few corpus examples pass the intake validation');
  }
  return texts;
}

async function benchScan(label: string, target: string | null, texts: Record<string, unknown>[]) {
  const database = await connectDatabase(target ? { databaseUrl: target, poolSize: 10 } : { dataDir: null });
  await database.migrate();
  const env = parseEnv({ DATA_DIR: '/nonexistent', SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  const services = await servicesFor(database, randomBytes(32));
  const quiet = { info() {}, warn() {}, error() {} };
  const queue = createJobQueue({ executeSql: database.executeSql, log: quiet });
  // Jobs are enqueued as in production (scoring on submit, notification after the scan); no workers run,
  // so the scan is the only thing scoring.
  queue.register(...jobDefinitions({ ...services, queue }));
  await queue.start();
  const app = await buildApp({ env, ...services, queue, mailer: createMailer(env) });
  await app.ready();
  try {
    const tenant = await createTenant(
      database.db,
      services.crypto,
      { slug: 'bench-spam', name: 'Bench-Praxis' },
      { kind: 'system' },
    );
    await createUser(
      database.db,
      {
        email: 'admin@bench.test',
        password: PASSWORD,
        fullName: 'Bench Admin',
        role: 'admin',
        tenantSlugs: [],
      },
      { kind: 'system' },
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@bench.test', password: PASSWORD },
      remoteAddress: '10.9.9.9',
    });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const session = login.cookies.find((c) => c.name === 'pd_session');
    if (!session) throw new Error('login set no session cookie');
    const cookie = `pd_session=${session.value}`;

    const submitStarted = performance.now();
    for (const [i, formData] of texts.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/functions/v1/submitForm',
        headers: { apikey: services.anonKey },
        payload: { tenantId: tenant.tenantId, formData },
        // Patients come from many addresses: the per-address limit applies to each.
        remoteAddress: `10.1.${i >> 8}.${(i & 255) + 1}`,
      });
      if (response.statusCode !== 200)
        throw new Error(`submitForm ${i}: ${response.statusCode} ${response.body}`);
    }
    const submitMs = performance.now() - submitStarted;

    // A running server has seeded the global model long before anyone scans, and keeps it cached.
    const seedStarted = performance.now();
    await services.spamModels.models(tenant.id);
    const seedMs = performance.now() - seedStarted;

    const times: number[] = [];
    let spamFound = 0;
    for (let i = 0; i < SCANS; i++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/functions/v1/scanSpam',
        headers: { cookie },
        payload: { limit: SUBMISSIONS },
      });
      times.push(performance.now() - started);
      const body = response.json() as { scanned: number; spamFound: number; errors: number };
      if (response.statusCode !== 200 || body.scanned !== SUBMISSIONS || body.errors !== 0) {
        throw new Error(`scan ${i + 1}: ${response.statusCode}, ${response.body.slice(0, 300)}`);
      }
      spamFound = body.spamFound;
    }
    const min = Math.min(...times);
    const med = median(times);
    console.log(
      `\nScan of ${SUBMISSIONS} submissions, ${label} (POST /functions/v1/scanSpam through app.inject)`,
    );
    console.log(
      `  prepared  ${SUBMISSIONS} submissions through submitForm in ${fmt(submitMs)} ms; global model seeded and loaded in ${fmt(seedMs)} ms`,
    );
    console.log(
      `  scans     ${times.map((t) => `${fmt(t)} ms`).join(', ')} (scanned ${SUBMISSIONS} each, ${spamFound} spam)`,
    );
    console.log(
      `  min ${fmt(min)} ms, median ${fmt(med)} ms → ${fmt(TARGET_SCAN_MS / med, 1)}× faster than the ${fmt(TARGET_SCAN_MS)} ms target (median)`,
    );
    summary.push({
      label: `scanSpam ×${SUBMISSIONS}, ${label}`,
      figure: `min ${fmt(min)} ms, median ${fmt(med)} ms`,
      target: `${fmt(TARGET_SCAN_MS)} ms`,
      ratio: TARGET_SCAN_MS / med,
    });
  } finally {
    await app.close();
    await queue.stop();
    await database.close();
  }
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const corpus = loadSeedCorpus();
if (run('scoring')) await benchScoring(corpus);
if (run('pglite') || run('postgres')) {
  const texts = submissionTexts(corpus);
  if (run('pglite')) await benchScan('PGlite in memory', null, texts);
  if (run('postgres')) {
    if (!(await postgresAnswers())) {
      console.log(`\nScan on PostgreSQL: skipped, nothing answers at ${new URL(PG_ADMIN_URL).host}`);
    } else {
      await withFreshPostgres('bench_spam', (url) => benchScan('PostgreSQL', url, texts));
    }
  }
}

const width = Math.max(0, ...summary.map((s) => s.label.length));
const figureWidth = Math.max(0, ...summary.map((s) => s.figure.length));
console.log('\nSummary');
for (const s of summary) {
  console.log(
    `  ${s.label.padEnd(width)}  ${s.figure.padEnd(figureWidth)}  target ${s.target.padEnd(15)} ${fmt(s.ratio, 1).padStart(6)}× ${s.ratio >= 1 ? 'OK' : 'BELOW TARGET'}`,
  );
}
