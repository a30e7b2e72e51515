// The browser suite N times in a row (default 10) against one build, to show it is not flaky: each run's
// counts and time, the failed tests by name, and a last line saying how many runs passed. Exits 1 when any run
// failed. A failed run keeps what Playwright wrote about its failures (the page's state as error-context.md, and
// with E2E_TRACE=1 a trace) in test-results/browserRuns/run-N; a flake seldom comes back to be looked at.
// Usage: npm run build && node bench/browserRuns/run.mjs [runs]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const runs = Number(process.argv[2] ?? 10);
const reports = mkdtempSync(join(tmpdir(), 'praxisdesk-browser-runs-'));

/** Names of the tests of a Playwright JSON report that did not pass at once. */
function notPassed(report) {
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status !== 'expected') {
          // The assertion and the locator it waited for (the first lines of Playwright's message), what it
          // received instead (a URL, a text, "element(s) not found") and the line of the spec that failed:
          // without them a failure of j/k could not say where j went.
          const failure = test.results.at(-1)?.error;
          const at = failure?.location?.line;
          const lines = stripVTControlCharacters(failure?.message ?? '')
            .split('\n')
            .filter((line) => line.trim());
          const error = [
            ...lines.slice(0, 3),
            ...lines.slice(3).filter((line) => /^\s*(Received|Error:)/.test(line)),
          ].join(' | ');
          names.push(`${spec.file}${at ? `:${at}` : ''}: ${spec.title} (${test.status}) ${error}`.trim());
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return names;
}

let passedRuns = 0;
const seconds = [];
for (let run = 1; run <= runs; run++) {
  const file = join(reports, `run-${run}.json`);
  const output = join('test-results', 'browserRuns', `run-${run}`);
  const started = Date.now();
  const result = spawnSync('npx', ['playwright', 'test', '--reporter=json', `--output=${output}`], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const took = (Date.now() - started) / 1000;
  seconds.push(took);
  let stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  let failed = [];
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    stats = report.stats;
    failed = notPassed(report);
  } catch {
    failed = [`kein Bericht (Exit-Code ${result.status})`];
  }
  const ok = result.status === 0 && failed.length === 0;
  if (ok) passedRuns++;
  console.log(
    `Lauf ${run}/${runs}: ${ok ? 'bestanden' : 'FEHLER'} – ${stats.expected} bestanden, ${stats.unexpected} fehlgeschlagen, ${stats.flaky} wackelig, ${stats.skipped} übersprungen, ${took.toFixed(1)} s`,
  );
  for (const name of failed) console.log(`  ✖ ${name}`);
  if (ok) rmSync(output, { recursive: true, force: true });
  else console.log(`  Fehlerberichte: ${output}`);
}
rmSync(reports, { recursive: true, force: true });
const sorted = [...seconds].sort((a, b) => a - b);
console.log(
  `\n${passedRuns} von ${runs} Läufen ohne Fehler; Dauer min ${sorted[0].toFixed(1)} s, Median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} s, max ${sorted.at(-1).toFixed(1)} s`,
);
process.exit(passedRuns === runs ? 0 : 1);
