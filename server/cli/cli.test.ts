// The CLI as an operator runs it: a real process on a real DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect.ts';
import { tenantSettings, users, userTenants } from '../db/schema.ts';
import { verifyPassword } from '../services/passwords.ts';

type Run = { code: number | null; stdout: string; stderr: string };

function cli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', ...args], {
      env: { PATH: process.env.PATH, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let dataDir: string;
const env = () => ({ DATA_DIR: dataDir, ENCRYPTION_KEY: 'b'.repeat(64) });

async function readDb<T>(
  fn: (db: Awaited<ReturnType<typeof connectDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await connectDatabase({ dataDir, lockOwner: 'test' });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-cli-'));
});

describe('npm run cli', () => {
  it('creates a tenant with recipients, and refuses a duplicate', async () => {
    const run = await cli(
      [
        'tenant:create',
        '--slug',
        'physio-nord',
        '--name',
        'Physio Nord',
        '--recipients',
        'a@nord.de,b@nord.de',
      ],
      env(),
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Physio Nord');
    const tenant = await readDb(
      async (db) =>
        (await db.select().from(tenantSettings).where(eq(tenantSettings.tenantId, 'physio-nord')))[0],
    );
    expect(tenant.emailRecipients).toEqual(['a@nord.de', 'b@nord.de']);
    const again = await cli(['tenant:create', '--slug', 'physio-nord', '--name', 'Doppelt'], env());
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('gibt es bereits');
  });

  it('creates a user in tenants and resets the password', async () => {
    await cli(['tenant:create', '--slug', 'physio-sued', '--name', 'Physio Süd'], env());
    const created = await cli(
      [
        'user:create',
        '--email',
        'team@sued.de',
        '--password',
        'Erstes-Passwort1',
        '--name',
        'Tina Team',
        '--role',
        'user',
        '--tenant',
        'physio-sued',
      ],
      env(),
    );
    expect(created.code).toBe(0);
    const unknownTenant = await cli(
      [
        'user:create',
        '--email',
        'x@sued.de',
        '--password',
        'Erstes-Passwort1',
        '--name',
        'X',
        '--role',
        'user',
        '--tenant',
        'gibt-es-nicht',
      ],
      env(),
    );
    expect(unknownTenant.code).toBe(1);
    expect(unknownTenant.stderr).toContain('Unbekannte Mandanten: gibt-es-nicht');

    const reset = await cli(
      ['user:password', '--email', 'TEAM@sued.de', '--password', 'Zweites-Passwort2'],
      env(),
    );
    expect(reset.code).toBe(0);
    const user = await readDb(async (db) => {
      const [u] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, 'team@sued.de'));
      const links = await db.select().from(userTenants).where(eq(userTenants.userId, u.id));
      return { ...u, links: links.length };
    });
    expect(user.role).toBe('user');
    expect(user.links).toBe(1);
    expect(await verifyPassword(user.passwordHash, 'Zweites-Passwort2')).toBe(true);
    expect(await verifyPassword(user.passwordHash, 'Erstes-Passwort1')).toBe(false);

    const missing = await cli(
      ['user:password', '--email', 'niemand@sued.de', '--password', 'Zweites-Passwort2'],
      env(),
    );
    expect(missing.code).toBe(1);
  });

  it('prints the same public website key every time, or ANON_KEY when set', async () => {
    const first = await cli(['anon-key'], env());
    const second = await cli(['anon-key'], env());
    expect(first.code).toBe(0);
    expect(first.stdout.trim()).toMatch(/^pd_pub_[\w-]{20,}$/);
    expect(second.stdout).toBe(first.stdout);
    const configured = await cli(['anon-key'], { ...env(), ANON_KEY: 'mein-eigener-schluessel-123' });
    expect(configured.stdout.trim()).toBe('mein-eigener-schluessel-123');
  });

  it.each([
    [[]],
    [['unbekannt']],
    [['tenant:create', '--slug', 'x']],
    [['tenant:create', '--slug', 'Grossbuchstaben', '--name', 'X']],
    [['tenant:create', '--slug', 'ok', '--name', 'X', '--recipients', 'keine-mail']],
    [
      [
        'user:create',
        '--email',
        'a@b.de',
        '--password',
        'x',
        '--name',
        'A',
        '--role',
        'chef',
        '--tenant',
        'ok',
      ],
    ],
    [['user:create', '--email', 'a@b.de', '--password', 'x', '--name', 'A', '--role', 'user']],
    [['user:password', '--email', 'a@b.de', '--passwort', 'x']],
  ])('answers bad arguments %j with usage and exit code 2', async (args) => {
    const run = await cli(args, env());
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Verwendung: npm run cli -- <Befehl>');
  });

  it('refuses clearly while another process owns the embedded database', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    writeFileSync(
      join(dataDir, 'praxisdesk.lock'),
      JSON.stringify({ pid: holder.pid, owner: 'server (npm start)' }),
    );
    try {
      const run = await cli(['tenant:create', '--slug', 'waehrend', '--name', 'Während'], env());
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('bereits von einem anderen Prozess verwendet');
      expect(run.stderr).toContain('server (npm start)');
    } finally {
      holder.kill();
      await new Promise((r) => holder.once('exit', r));
    }
  });
});
