// A newcomer's `npm start` on an empty DATA_DIR: the admin's credentials are printed once, the demo practice
// exists, a second server on the same folder refuses, and a restart prints no new credentials.
import { type ChildProcess, spawn } from 'node:child_process';
import { lstatSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { submissionTexts } from '../common/texts/submission.ts';
import { logInThroughForm } from './helpers.ts';
import { OWN_SERVER_PORTS } from './ports.ts';
import { expect, test } from './test.ts';

const PORT = OWN_SERVER_PORTS.firstStart;
const BASE = `http://127.0.0.1:${PORT}`;

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(dataDir: string, port = PORT): Started {
  const env = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const child = spawn('npm', ['start', '--silent'], { env, detached: true });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForOutput(server: Started, text: string, timeoutMs = 90_000) {
  const startedAt = Date.now();
  while (!server.output().includes(text)) {
    if (Date.now() - startedAt > timeoutMs) throw new Error(`"${text}" not printed:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(server: Started) {
  if (server.child.pid) process.kill(-server.child.pid, 'SIGTERM');
  await server.exited;
}

test('first start prints the admin credentials once, with demo data, and owns its DATA_DIR', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-first-'));

  const first = start(dataDir);
  try {
    await waitForOutput(first, 'Praxisdesk 2.0.11 läuft.');
    const output = first.output();
    expect(output).toContain('Administrator angelegt: admin@example.com');
    expect(output).toContain(`Backoffice:       http://localhost:${PORT}/login`);
    expect(output).toContain(`Online-Rezeption: http://localhost:${PORT}/online-rezeption?tenant=demo`);
    const password = /Passwort \(wird nur jetzt angezeigt\): (\S+)/.exec(output)?.[1];
    expect(password).toBeTruthy();

    const login = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    expect(login.status).toBe(200);
    const { user } = await login.json();
    expect(user.role).toBe('admin');
    expect(user.tenants.map((t: { slug: string }) => t.slug)).toContain('demo');
    expect(user.membership).toEqual({ package_name: 'Beta', is_beta: true });

    // The newcomer opens the demo's anamnese request and sees a full detail screen: photo and AI summary.
    await logInThroughForm(page, { email: 'admin@example.com', password: password! }, BASE);
    await page.getByRole('link', { name: 'Thomas Fischer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thomas Fischer' })).toBeVisible();
    const photo = page.getByRole('img', { name: submissionTexts.file.thumbnailAlt('Rezept-Foto.png') });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await expect(page.getByText(submissionTexts.anamnese.summaryTitle)).toBeVisible();
    await expect(page.getByText('praxisdesk-lokal (regelbasiert)')).toBeVisible();

    // DATA_DIR is the server user's alone (0700: nobody else reaches anything inside), its key file too, and
    // what the database created at its first start was narrowed right after (0600 files, 0700 folders).
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(dataDir, 'master.key')).mode & 0o777).toBe(0o600);
    const versionFile = join(dataDir, 'pglite', 'PG_VERSION');
    expect(lstatSync(versionFile).mode & 0o777).toBe(0o600);
    expect(lstatSync(join(dataDir, 'pglite', 'base')).mode & 0o777).toBe(0o700);

    // A second server on the same folder refuses instead of corrupting it.
    const second = start(dataDir, OWN_SERVER_PORTS.firstStartSecond);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('wird bereits von einem anderen Prozess verwendet');
  } finally {
    await stop(first);
  }

  const restart = start(dataDir);
  try {
    await waitForOutput(restart, 'Praxisdesk 2.0.11 läuft.');
    expect(restart.output()).not.toContain('Passwort');
    expect(restart.output()).not.toContain('Administrator angelegt');
    expect(restart.output()).not.toContain('Demo-Praxis');
  } finally {
    await stop(restart);
  }
});
