// npm test: every test. Lint; then two lanes side by side: the web build and the browser tests against it, and
// the unit + API tests on PGlite followed by the API suite again on PostgreSQL with types, import cycles and the
// server bundle on Node 24 beside it. Stops after the first failing step; each step prints its time and its
// number of tests (the browser tests live, the others when they end), and a table closes the run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// The API suite: everything that talks to the database through the app or the queue.
const API_SUITE = [
  'server/routes',
  'server/jobs',
  'server/commands',
  'server/services',
  'server/app.test.ts',
];
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const TSC_BUILD_INFO = 'node_modules/.cache/praxisdesk/tsc.tsbuildinfo';
const reports = mkdtempSync(join(tmpdir(), 'praxisdesk-test-reports-'));
const summary = [];
// A failed step ends the run: the steps still running beside it end with it.
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill();
});

/**
 * Runs one step; count(): its number of tests, read from its report after it passed. `quiet`: its output is
 * held and printed when it ends (for steps that run beside another one).
 */
async function step(title, command, args, { env = {}, count, quiet = false } = {}) {
  if (!quiet) console.log(`\n▶ ${title}`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  running.delete(child);
  const seconds = (Date.now() - started) / 1000;
  if (quiet) console.log(`\n▶ ${title}\n${output.trimEnd()}`);
  if (status !== 0) {
    console.error(`✖ ${title} fehlgeschlagen (${seconds.toFixed(1)} s)`);
    printSummary();
    process.exit(status ?? 1);
  }
  const tests = count?.();
  summary.push({ title, seconds, tests });
  console.log(`✔ ${title}: ${tests === undefined ? '' : `${tests} Tests, `}${seconds.toFixed(1)} s`);
}

function printSummary() {
  if (summary.length === 0) return;
  const total = summary.reduce((sum, s) => sum + s.seconds, 0);
  const tests = summary.reduce((sum, s) => sum + (s.tests ?? 0), 0);
  console.log('\nSchritt                                 Tests     Zeit');
  for (const s of summary)
    console.log(
      `${s.title.padEnd(38)} ${String(s.tests ?? '–').padStart(6)} ${s.seconds.toFixed(1).padStart(7)} s`,
    );
  console.log(
    `${'Summe der Schritte'.padEnd(38)} ${String(tests).padStart(6)} ${total.toFixed(1).padStart(7)} s`,
  );
  // TEST_KEEP_REPORTS=1 keeps the JSON reports (each file's and test's time) for a look at where time goes.
  if (process.env.TEST_KEEP_REPORTS) console.log(`Berichte: ${reports}`);
  else rmSync(reports, { recursive: true, force: true });
}

/** Vitest with its usual output, plus a JSON report whose count the step prints. */
function vitest(name, args) {
  const file = join(reports, `${name}.json`);
  return {
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    count: () => JSON.parse(readFileSync(file, 'utf8')).numTotalTests,
  };
}

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (error) {
    if (process.env.TEST_DATABASE_URL) {
      console.error(`✖ TEST_DATABASE_URL ist gesetzt, aber nicht erreichbar: ${error.message}`);
      process.exit(1);
    }
    console.warn(
      `⚠ Kein PostgreSQL unter ${LOCAL_POSTGRES}: der PostgreSQL-Durchlauf der API-Tests entfällt.`,
    );
    return null;
  }
}

const started = Date.now();
await step('Biome (Lint und Format)', 'npx', ['biome', 'check', '.']);
// Asked before the lanes start: an unreachable TEST_DATABASE_URL ends the run at once, not after the PGlite suite.
const pgUrl = await postgresUrl();
const browserReport = join(reports, 'browser.json');
// Two lanes of about the same length: the browser suite (the longest step) after the web build it needs, and
// the vitest suites one after the other. Either alone leaves part of the two cores idle (the browser tests wait
// for pages and timers, the PostgreSQL suite for its server). The PostgreSQL suite takes one worker: it mostly
// waits, and more workers there cost CPU the browser tests need (measured 2026-11-27 in docs/testing.md).
async function browserLane() {
  await step('Web-App bauen', 'npm', ['run', 'build', '--silent'], { quiet: true });
  await step('Browser-Tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=line,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
    count: () => {
      const { expected, unexpected, flaky, skipped } = JSON.parse(readFileSync(browserReport, 'utf8')).stats;
      return expected + unexpected + flaky + skipped;
    },
  });
}
async function vitestLane() {
  const unit = vitest('pglite', []);
  await step('Unit- und API-Tests (PGlite)', 'npx', unit.args, {
    env: { TEST_DATABASE_URL: '' },
    count: unit.count,
    quiet: true,
  });
  const api = vitest('postgres', API_SUITE);
  await Promise.all([
    pgUrl &&
      step('API-Tests (PostgreSQL)', 'npx', api.args, {
        env: { TEST_DATABASE_URL: pgUrl, VITEST_MAX_WORKERS: '1' },
        count: api.count,
        quiet: true,
      }),
    checks(),
  ]);
}
async function checks() {
  // Incremental: a second run checks only what changed (the build info stays in node_modules/.cache).
  const tsc = ['tsc', '--noEmit', '-p', '.', '--incremental', '--tsBuildInfoFile', TSC_BUILD_INFO];
  await step('TypeScript', 'npx', tsc, { quiet: true });
  await step('Importzyklen', 'node', ['scripts/checkCycles.mjs'], { quiet: true });
  await step('Server-Bundle auf Node 24', 'node', ['scripts/smokeNode24.mjs'], {
    quiet: true,
    count: () => 1,
  });
}
await Promise.all([browserLane(), vitestLane()]);
printSummary();
console.log(`\nAlle Tests bestanden (${((Date.now() - started) / 60_000).toFixed(1)} min).`);
