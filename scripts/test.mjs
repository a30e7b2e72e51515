// npm test: every test. Lint and types, unit + API tests on PGlite, the API suite again on PostgreSQL,
// then the browser tests against the built app. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
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

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${title} fehlgeschlagen`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
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

const npx = (args, env) => ['npx', args, env];
const withoutPg = { TEST_DATABASE_URL: '' };

step('Biome (Lint und Format)', ...npx(['biome', 'check', '.']));
step('TypeScript', ...npx(['tsc', '--noEmit', '-p', '.']));
step('Unit- und API-Tests (PGlite)', ...npx(['vitest', 'run'], withoutPg));
const pgUrl = await postgresUrl();
if (pgUrl)
  step('API-Tests (PostgreSQL)', ...npx(['vitest', 'run', ...API_SUITE], { TEST_DATABASE_URL: pgUrl }));
step('Web-App bauen', 'npm', ['run', 'build', '--silent']);
step('Browser-Tests (Chromium)', ...npx(['playwright', 'test']));
console.log('\nAlle Tests bestanden.');
