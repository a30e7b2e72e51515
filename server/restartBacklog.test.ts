// A crash in the middle of a burst loses nothing: the server `npm start` runs (the bundle, embedded database)
// is killed with SIGKILL while patients are still sending and the first notification hangs on an SMTP server
// that never answers (so a job is certainly in hand). After the next start, with a working SMTP server, every
// accepted request is stored and scored, and the practice gets exactly one notice per non-spam request: the
// jobs the dead process held are retried at once (queue.retryAbandoned; without it they wait for their expiry).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureServerBuilt, serverArgs } from '../scripts/builds.mjs';
import { linkedSubmissionId } from './commands/issueMagicLink.ts';
import { connectDatabase } from './db/connect.ts';
import { projectRoot } from './projectPaths.ts';
import { parseMail, startMailServer } from './test/mailServer.ts';

const ADMIN = { email: 'admin@neustart.test', password: 'neustart-admin-passwort' };
const ANON_KEY = 'neustart-public-key-0123456789';
const RECIPIENT = 'empfang@neustart.test';

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let dataDir: string;
let port: number;
let server: (ChildProcess & { output: () => string }) | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-restart-'));
  port = await freePort();
  await ensureServerBuilt();
}, 120_000);
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(smtpUrl: string) {
  const web = mkdtempSync(join(tmpdir(), 'praxisdesk-restart-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Praxisdesk</title>');
  const child = spawn(process.execPath, serverArgs, {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ENCRYPTION_KEY: 'c'.repeat(64),
      ANON_KEY,
      SMTP_URL: smtpUrl,
      PUBLIC_URL: 'http://praxis.neustart.test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      WEB_ROOT: web,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return Object.assign(child, { output: () => output });
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${output}`);
}

/** One POST from its own loopback address (the per-address limit allows a few per sender). */
function post(path: string, body: unknown, headers: Record<string, string>, from: string) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: string; cookie?: string }>((resolve, reject) => {
    const request = http.request(
      `http://127.0.0.1:${port}${path}`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            cookie: response.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; '),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function logIn() {
  const answer = await post('/api/auth/login', ADMIN, {}, '127.0.0.1');
  expect(answer.status).toBe(200);
  return answer.cookie!;
}

/** The submissions' quarantine states, and how many jobs a process had taken and not finished. */
async function statusesOf(ids: string[]) {
  const database = await connectDatabase({ dataDir, lockOwner: 'restartBacklog.test' });
  try {
    const { rows } = await database.executeSql(
      'select quarantine_status as status, count(*)::int as n from form_submissions where id = any($1::uuid[]) group by 1',
      [ids],
    );
    const active = await database.executeSql(
      "select count(*)::int as n from pgboss.job where state = 'active'",
      [],
    );
    return {
      statuses: Object.fromEntries((rows as { status: string; n: number }[]).map((r) => [r.status, r.n])),
      activeJobs: (active.rows[0] as { n: number }).n,
    };
  } finally {
    await database.close();
  }
}

/** An SMTP server that takes connections and never greets: a notification job hangs in it. */
async function startSilentSmtp() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    connected: () => sockets.length > 0,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

async function send(n: number) {
  const answer = await post(
    '/functions/v1/submitForm',
    {
      tenantId: 'neustart',
      formData: {
        type: 'contact',
        name: `Patientin ${n}`,
        email: `patientin${n}@beispiel.de`,
        message: `Guten Tag, ich bitte um einen Termin wegen Rückenschmerzen (Anfrage ${n}, ${Math.random()}).`,
      },
    },
    { apikey: ANON_KEY },
    `127.9.${Math.floor(n / 200) + 1}.${(n % 200) + 1}`,
  ).catch(() => null); // the kill cuts requests in flight: they were not accepted
  if (answer) expect(answer.status).toBe(200);
  return answer ? (JSON.parse(answer.body).submissionId as string) : null;
}

it('a killed server loses no submission, and the next start scores and notifies each once', async () => {
  const silent = await startSilentSmtp();
  server = await startServer(`smtp://127.0.0.1:${silent.port}`);
  const cookie = await logIn();
  const created = await post(
    '/api/tenants',
    { tenant_id: 'neustart', name: 'Praxis Neustart', email_recipients: [RECIPIENT] },
    { cookie },
    '127.0.0.1',
  );
  expect(created.status).toBe(201);

  // 20 patients at a time until the first notice is being sent; then the power goes.
  const accepted: string[] = [];
  for (let next = 0; !silent.connected(); next += 20) {
    expect(next).toBeLessThan(2000);
    const wave = await Promise.all(Array.from({ length: 20 }, (_, i) => send(next + i)));
    accepted.push(...wave.filter((id): id is string => id !== null));
  }
  server.kill('SIGKILL');
  await new Promise((resolve) => server!.once('exit', resolve));
  silent.close();

  const atCrash = await statusesOf(accepted);
  expect(Object.values(atCrash.statuses).reduce((a, b) => a + b, 0)).toBe(accepted.length);
  expect(atCrash.activeJobs).toBeGreaterThan(0);

  const mail = await startMailServer();
  try {
    server = await startServer(mail.url);
    expect(server.output()).toContain(`${atCrash.activeJobs} Hintergrundaufträge eines beendeten Prozesses`);
    // The submission each notice links to (the magic link names it; the raw mail may wrap the line).
    const linked: string[] = [];
    const readNotices = async () => {
      for (const m of mail.received.slice(linked.length)) {
        const text = (await parseMail(m.raw)).text ?? '';
        linked.push(linkedSubmissionId(text) ?? 'ohne Link');
      }
    };
    const noticesFor = (id: string) => linked.filter((linkedId) => linkedId === id).length;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && accepted.some((id) => noticesFor(id) === 0)) {
      await new Promise((r) => setTimeout(r, 500));
      await readNotices();
    }
    await new Promise((r) => setTimeout(r, 2000)); // time for a duplicate to show
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
    await readNotices();

    // Every accepted request is stored and scored (a request cut by the kill may be stored too: it is scored).
    const after = await statusesOf(accepted);
    expect(after).toEqual({ statuses: { completed: accepted.length }, activeJobs: 0 });
    expect(accepted.map(noticesFor)).toEqual(accepted.map(() => 1));
    expect(mail.received.every((m) => m.to.includes(RECIPIENT))).toBe(true);
  } finally {
    await mail.close();
  }
}, 180_000);
