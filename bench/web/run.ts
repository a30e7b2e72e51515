// npm run bench:web: what a visitor's first load costs and what Lighthouse says (issue #14).
//   1. builds the web app into a temporary directory (or, with --dist, measures dist/web as built),
//   2. prints the JavaScript of the first load of /login, /online-rezeption and /submission/{id}, raw and
//      gzip, against the 150 kB budget (and, for comparison, the anamnese and the dashboard),
//   3. starts the seeded browser-test server (e2e/server.ts) on that build and runs Lighthouse with the system
//      Chromium on /login, /online-rezeption, /online-rezeption/anamnese and the dashboard (signed in),
//      three runs per page (--runs N), the median reported,
//   4. opens each page as often again with the CPU slowed 4× and lists the main-thread tasks over 50 ms that
//      Lighthouse's Total Blocking Time counts (longTasks.ts), the median run by blocking time: once as a phone
//      without DevTools runs it, once with the Runtime domain on, as Lighthouse measures.
// Figures only: it exits 0 whatever they are, unless something could not be measured.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, E2E_TENANT } from '../../e2e/fixtures.ts';
import { buildWeb, readManifest } from './buildWeb.ts';
import { BUDGET_PAGES, FIRST_LOAD_BUDGET_KB, firstLoad, kB, OTHER_PAGES } from './firstLoad.ts';
import {
  auditPage,
  type BrowserCookie,
  CATEGORIES,
  type PageReport,
  startChromium,
  TARGETS,
} from './lighthouse.ts';
import { observeLongTasks } from './longTasks.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const useDist = process.argv.includes('--dist');
// --runs N: Lighthouse runs per page (the median is reported); 3 unless given.
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;
const temporary: string[] = [];

const outDir = useDist ? join(ROOT, 'dist', 'web') : mkdtempSync(join(tmpdir(), 'praxisdesk-bench-web-'));
if (useDist) {
  if (!existsSync(join(outDir, '.vite', 'manifest.json')))
    throw new Error('dist/web hat kein .vite/manifest.json: erst npm run build');
} else {
  temporary.push(outDir);
  console.log(`Baue die Web-App nach ${outDir} …`);
  await buildWeb(outDir);
  const precompress = spawnSync(process.execPath, [join(ROOT, 'scripts', 'precompress.mjs'), outDir], {
    stdio: 'ignore',
  });
  if (precompress.status !== 0) throw new Error('precompress.mjs fehlgeschlagen');
}
const manifest = readManifest(outDir);

console.log(`\nJavaScript der ersten Ladung (gzip Stufe 9; Budget ${FIRST_LOAD_BUDGET_KB} kB)`);
for (const page of BUDGET_PAGES) {
  const load = firstLoad(outDir, manifest, page);
  const within = load.gzip <= FIRST_LOAD_BUDGET_KB * 1000;
  console.log(
    `\n${page.path}: ${load.files.length} Dateien, ${kB(load.raw)} roh, ${kB(load.gzip)} gzip ${within ? '✓' : '✗ über Budget'}`,
  );
  for (const file of [...load.files].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kB(file.raw).padStart(9)} ${kB(file.gzip).padStart(9)}  ${file.file}`);
}
console.log('\nZum Vergleich (ohne Budget):');
for (const page of OTHER_PAGES) {
  const load = firstLoad(outDir, manifest, page);
  console.log(`  ${page.path}: ${load.files.length} Dateien, ${kB(load.raw)} roh, ${kB(load.gzip)} gzip`);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-bench-web-data-'));
temporary.push(dataDir);
console.log(`\nStarte den Server (e2e/server.ts) auf ${origin} …`);
const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'e2e', 'server.ts')], {
  cwd: ROOT,
  env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, WEB_ROOT: outDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await startChromium().catch(async (error: unknown) => {
  await stop(server);
  throw error;
});
// Ctrl-C (or a timeout) must not leave the server or Chromium running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.kill('SIGTERM');
    void browser.close().finally(() => process.exit(130));
  });
}
try {
  await waitForHealth(origin, server);
  const cookies = await signIn(origin);
  const tenant = `?tenant=${E2E_TENANT.slug}`;
  const pages = [
    { label: '/login', url: `${origin}/login` },
    { label: '/online-rezeption', url: `${origin}/online-rezeption${tenant}` },
    { label: '/online-rezeption/anamnese', url: `${origin}/online-rezeption/anamnese${tenant}` },
    { label: '/dashboard (angemeldet)', url: `${origin}/dashboard`, cookies },
  ];
  console.log(
    `\nLighthouse ${CATEGORIES.map((c) => `${c} ≥ ${TARGETS[c]}`).join(', ')} (Standard: Mobilgerät, gedrosselt)`,
  );
  for (const page of pages) {
    const started = Date.now();
    const reports: PageReport[] = [];
    for (let run = 0; run < RUNS; run++) {
      const report = await auditWithRetry(page.url, 'cookies' in page ? page.cookies : undefined);
      if (report) reports.push(report);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (reports.length === 0) continue;
    // One run's performance score moves by ±0.05 on this machine: the median run is reported, all are shown.
    const performance = (report: PageReport) => report.scores.performance ?? 0;
    const report = medianBy(reports, performance);
    const scores = CATEGORIES.map((category) => {
      const score = report.scores[category];
      const mark = score !== null && score >= TARGETS[category] ? '✓' : '✗';
      return `${category} ${score ?? '–'} ${mark}`;
    });
    const runs = reports.length > 1 ? `, Läufe: ${reports.map(performance).join(' / ')}` : '';
    console.log(`\n${page.label}: ${scores.join('  ')}  (Median, ${seconds} s${runs})`);
    for (const problem of report.problems) console.log(`    ${problem}`);
    const cookies = 'cookies' in page ? page.cookies : undefined;
    for (const withRuntime of [false, true]) {
      const observed = await observeLongTasks(page.url, RUNS, { cookies, withRuntime });
      const median = medianBy(observed, (run) => run.blockingMs);
      const tasks = median.tasks.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(', ');
      const mode = withRuntime ? 'mit Runtime-Domäne wie Lighthouse' : 'ohne DevTools-Domänen';
      const runs = observed.map((o) => o.blockingMs.toFixed(0)).join(' / ');
      console.log(
        `    Lange Aufgaben, 4× CPU, ${mode}: ${median.blockingMs.toFixed(0)} ms blockiert nach dem ersten Bild bei ${median.firstPaintMs.toFixed(0)} ms (Median; Läufe ${runs}); Start+Dauer: ${tasks}`,
      );
    }
  }
} finally {
  await browser.close();
  await stop(server);
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}

/** The middle item by `value` (the upper one of an even count). */
function medianBy<T>(items: readonly T[], value: (item: T) => number): T {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)]!;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more try. */
async function auditWithRetry(url: string, cookies?: BrowserCookie[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditPage(browser, url, cookies);
    } catch (error) {
      if (attempt === 2) {
        console.log(`\n${url}: nicht gemessen (${(error as Error).message})`);
        process.exitCode = 1;
        return null;
      }
    }
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server beendet (${child.exitCode})`);
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('Server nicht rechtzeitig bereit');
}

/** The seeded admin's cookies (session and signed-in hint), as the browser gets them (JSON, own Origin). */
async function signIn(base: string): Promise<BrowserCookie[]> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
    return { name, value, url: base };
  });
  if (!response.ok || !cookies.some((c) => c.name === 'pd_session'))
    throw new Error(`Anmeldung fehlgeschlagen: ${response.status}`);
  return cookies;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
