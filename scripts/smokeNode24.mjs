// Proof that the server runs on Node 24 (the current LTS) while this machine's node is older: Node 24 comes
// from the npm registry (`npx -y node@24`, cached after the first time), the server bundle `npm start` runs is
// started with it on a free port and an empty DATA_DIR, a request goes in through the public API and is read
// back by the admin through the staff API, and exported as PDF (made in the bundle's file worker thread). German
// lines; exit code 1 on any failure, with the server's output.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt, serverArgs } from './builds.mjs';

const started = performance.now();
const seconds = (since = started) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const ADMIN = { email: 'rauchtest@praxis.example.de', password: 'Rauchtest-Passwort-24' };
const TENANT = 'rauchtest';

function node24() {
  const found = spawnSync('npx', ['-y', 'node@24', '-p', 'process.execPath'], { encoding: 'utf8' });
  const path = found.stdout?.trim().split('\n').at(-1);
  if (found.status !== 0 || !path) {
    throw new Error(
      `Node 24 nicht erhalten (npx -y node@24): ${found.stderr?.trim() || found.error?.message}`,
    );
  }
  return path;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function expectOk(response, what) {
  if (response.ok) return response;
  throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
}

const execPath = node24();
const version = spawnSync(execPath, ['--version'], { encoding: 'utf8' }).stdout.trim();
if (!version.startsWith('v24.')) throw new Error(`npx -y node@24 lieferte ${version}`);
await ensureServerBuilt();

const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-node24-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(execPath, serverArgs, {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'data'),
    SEED_DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    // argon2's smallest cost: this proves the runtime, not the hashing (the start warns about it).
    PASSWORD_HASH_MEMORY_KIB: '8',
    PASSWORD_HASH_ITERATIONS: '1',
  },
});
let output = '';
server.stdout.on('data', (d) => (output += d));
server.stderr.on('data', (d) => (output += d));
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve(code ?? signal)));

// A cold start of the bundle beside the PostgreSQL suite took 30–35 s on a slow day of this 2-core machine.
const START_LIMIT_MS = 90_000;

async function waitForHealth() {
  const since = performance.now();
  let ended = false;
  exited.then(() => (ended = true));
  while (performance.now() - since < START_LIMIT_MS) {
    if (ended) throw new Error('Der Server hat sich beim Start beendet.');
    const answer = await fetch(`${base}/healthz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/healthz antwortet nach ${START_LIMIT_MS / 1000} s nicht.`);
}

async function roundTrip() {
  const login = await expectOk(
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
    'Anmeldung als Administrator',
  );
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const staff = { cookie, 'content-type': 'application/json' };
  await expectOk(
    await fetch(`${base}/api/tenants`, {
      method: 'POST',
      headers: staff,
      body: JSON.stringify({ tenant_id: TENANT, name: 'Rauchtest-Praxis' }),
    }),
    'Praxis anlegen',
  );
  const { publicKey } = await (
    await expectOk(await fetch(`${base}/api/public/key`), 'Website-Schlüssel')
  ).json();
  const message = `Termin bitte (Node ${version})`;
  const submitted = await expectOk(
    await fetch(`${base}/functions/v1/submitForm`, {
      method: 'POST',
      headers: { apikey: publicKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        tenantId: TENANT,
        formData: {
          type: 'question',
          name: 'Jana Beispiel',
          email: 'jana@beispiel.test',
          message,
          privacyConsent: true,
        },
      }),
    }),
    'Anfrage über submitForm',
  );
  const { submissionId } = await submitted.json();
  const read = await expectOk(
    await fetch(`${base}/functions/v1/getSubmissions`, {
      method: 'POST',
      headers: staff,
      body: JSON.stringify({ submissionId }),
    }),
    'Anfrage lesen (getSubmissions)',
  );
  const { submissions } = await read.json();
  const card = submissions?.[0];
  if (card?.id !== submissionId || !JSON.stringify(card).includes(message))
    throw new Error(`getSubmissions gab nicht die gesendete Anfrage zurück: ${JSON.stringify(submissions)}`);
  // The PDF is made in the file worker's thread (dist/server/fileWorker.mjs beside the bundle, issue 43).
  const pdf = await expectOk(
    await fetch(`${base}/api/submissions/${submissionId}/pdf`, { headers: { cookie } }),
    'PDF exportieren (Datei-Worker)',
  );
  if (
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString() !== '%PDF-'
  )
    throw new Error('PDF exportieren gab kein PDF zurück.');
}

let failure;
try {
  const since = performance.now();
  await waitForHealth();
  console.log(`Node ${version}: Server gestartet in ${seconds(since)} (${execPath})`);
  await roundTrip();
  console.log(
    `Node ${version}: Anfrage über /functions/v1/submitForm gesendet, als Administrator gelesen und als PDF exportiert`,
  );
} catch (error) {
  failure = error;
} finally {
  server.kill('SIGTERM');
  let timer;
  const ended = await Promise.race([
    exited,
    new Promise((resolve) => (timer = setTimeout(resolve, 5000, 'timeout'))),
  ]);
  clearTimeout(timer);
  if (ended === 'timeout') server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
if (failure) {
  console.error(`Rauchtest mit Node ${version} fehlgeschlagen: ${failure.message}`);
  console.error(`Ausgabe des Servers:\n${output}`);
  process.exit(1);
}
console.log(`Rauchtest mit Node ${version} bestanden (${seconds()}).`);
