// The CLI as an operator runs it: a real process of the bundle `npm run cli` runs, on a real DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCliBuilt } from '../../scripts/builds.mjs';
import { servicesFor } from '../boot.ts';
import { connectDatabase } from '../db/connect.ts';
import {
  auditLog,
  tenantSettings,
  userRecoveryCodes,
  users,
  userTenants,
  userTwoFactor,
} from '../db/schema.ts';
import { parseMasterKey } from '../services/crypto.ts';
import { verifyPassword } from '../services/passwords.ts';
import { tokensOf } from '../services/spam/modelStore.ts';
import { seedMigratedDatabase } from '../test/migratedDataDir.ts';
import { type CliRun, runCli } from '../test/runCli.ts';

const cli = runCli;

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

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-cli-'));
  seedMigratedDatabase(dataDir);
  await ensureCliBuilt();
}, 60_000);

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
    // Through the script `npm run cli` starts: the same bundle, the same arguments.
    const again = await cli(
      ['tenant:create', '--slug', 'physio-nord', '--name', 'Doppelt'],
      env(),
      '',
      'scripts/cli.mjs',
    );
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
        '-',
        '--name',
        'Tina Team',
        '--role',
        'user',
        '--tenant',
        'physio-sued',
      ],
      env(),
      'Erstes-Passwort1\n',
    );
    expect(created.code).toBe(0);
    const unknownTenant = await cli(
      [
        'user:create',
        '--email',
        'x@sued.de',
        '--password',
        '-',
        '--name',
        'X',
        '--role',
        'user',
        '--tenant',
        'gibt-es-nicht',
      ],
      env(),
      'Erstes-Passwort1\n',
    );
    expect(unknownTenant.code).toBe(1);
    expect(unknownTenant.stderr).toContain('Unbekannte Mandanten: gibt-es-nicht');

    // Without --password the password is read from standard input (asked for at a terminal).
    const reset = await cli(['user:password', '--email', 'TEAM@sued.de'], env(), 'Zweites-Passwort2\n');
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
      ['user:password', '--email', 'niemand@sued.de', '--password', '-'],
      env(),
      'Zweites-Passwort2\n',
    );
    expect(missing.code).toBe(1);

    // A password as an argument would stand in the process list and the shell history: refused, nothing set.
    const inClear = await cli(
      ['user:password', '--email', 'team@sued.de', '--password', 'Drittes-Passwort3'],
      env(),
    );
    expect(inClear.code).toBe(2);
    expect(inClear.stderr).toContain('--password nimmt kein Passwort an');
    const unchanged = await readDb(
      async (db) =>
        (
          await db
            .select()
            .from(users)
            .where(eq(sql`lower(${users.email})`, 'team@sued.de'))
        )[0],
    );
    expect(await verifyPassword(unchanged.passwordHash, 'Zweites-Passwort2')).toBe(true);
  });

  it('resets a locked-out user’s two-factor login: secret, recovery codes and sessions gone, audited', async () => {
    await cli(
      ['user:create', '--email', 'chefin@sued.de', '--password', '-', '--name', 'Chefin', '--role', 'admin'],
      env(),
      'Erstes-Passwort1\n',
    );
    const userId = await readDb(async (db) => {
      const [user] = await db.select().from(users).where(eq(users.email, 'chefin@sued.de'));
      await db
        .insert(userTwoFactor)
        .values({ userId: user!.id, wrappedSecret: 'pd1.x', enabledAt: new Date() });
      await db.insert(userRecoveryCodes).values({ userId: user!.id, codeHash: 'h' });
      return user!.id;
    });

    const reset = await cli(['user:reset-2fa', '--email', 'CHEFIN@sued.de'], env());
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Zwei-Faktor-Anmeldung für CHEFIN@sued.de zurückgesetzt');
    const left = await readDb(async (db) => ({
      secrets: await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)),
      codes: await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId)),
      audit: await db.select().from(auditLog).where(eq(auditLog.action, 'two_factor.reset')),
    }));
    expect(left.secrets).toEqual([]);
    expect(left.codes).toEqual([]);
    expect(left.audit).toEqual([
      expect.objectContaining({
        actorKind: 'cli',
        targetId: userId,
        details: expect.objectContaining({ was_enabled: true }),
      }),
    ]);

    const unknown = await cli(['user:reset-2fa', '--email', 'niemand@sued.de'], env());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Keinen Benutzer mit der E-Mail niemand@sued.de gefunden.');
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
    [['spam:score', '--mandant', 'x']],
    [['spam:score', '--tenant', ' ']],
    [['spam:score', 'überzählig']],
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

describe('spam:score', () => {
  const seoSpam = {
    formType: 'contact',
    formData: {
      name: 'RobertLix',
      email: 'seo-team@mailinator.com',
      message:
        'Hello dear website owner, I noticed your website is not on the first page of Google. ' +
        'Our SEO team builds high quality backlinks and guest posts. Cheap offer: https://bit.ly/seo-rank-now',
    },
  };
  const appointment = {
    formType: 'appointment',
    formData: {
      name: 'Jana Beispiel',
      email: 'jana.beispiel@web.de',
      phone: '030 1234567',
      message:
        'Guten Tag, ich habe eine Verordnung über sechsmal Krankengymnastik für mein Knie. ' +
        'Hätten Sie nächste Woche vormittags einen Termin frei? Viele Grüße, Jana Beispiel',
    },
  };
  const jsonLines = (...lines: unknown[]) =>
    lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');
  const outputOf = (run: CliRun) =>
    run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));

  /** Rows the command must leave alone: submissions and the learned models. */
  async function counts() {
    const database = await connectDatabase({ dataDir, lockOwner: 'test' });
    try {
      const n = async (table: string) =>
        ((await database.executeSql(`select count(*)::int as n from ${table}`)).rows[0] as { n: number }).n;
      return {
        submissions: await n('form_submissions'),
        stats: await n('spam_model_stats'),
        tokens: await n('spam_model_tokens'),
      };
    } finally {
      await database.close();
    }
  }
  let before: Awaited<ReturnType<typeof counts>>;

  beforeAll(async () => {
    const created = await cli(['tenant:create', '--slug', 'spam-praxis', '--name', 'Spam-Praxis'], env());
    expect(created.code).toBe(0);
    before = await counts();
  });

  it('scores SEO spam high with reasons and a patient asking for an appointment low', async () => {
    const run = await cli(['spam:score'], env(), jsonLines(seoSpam, '', appointment, ''));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [spam, patient] = outputOf(run);
    expect(outputOf(run)).toHaveLength(2);
    expect(Object.keys(spam)).toEqual(['score', 'isSpam', 'confidence', 'reasons']);
    expect(spam.score).toBeGreaterThanOrEqual(50);
    expect(spam.isSpam).toBe(true);
    expect(spam.reasons.length).toBeGreaterThan(0);
    expect(spam.reasons.join(' ')).toContain('Spam-Begriffe');
    expect(patient.score).toBeLessThan(50);
    expect(patient.isSpam).toBe(false);
  });

  it('answers a broken line with an error line, the others still, and exits with 1', async () => {
    const run = await cli(
      ['spam:score'],
      env(),
      jsonLines(
        appointment,
        '{"formType": "contact", "formData": ',
        seoSpam,
        { formType: 'contact' },
        appointment,
      ),
    );
    expect(run.code).toBe(1);
    const out = outputOf(run);
    expect(out).toHaveLength(5);
    expect(out[0].score).toBeLessThan(50);
    expect(out[1]).toEqual({ error: 'Zeile 2: kein gültiges JSON' });
    expect(out[2].score).toBeGreaterThanOrEqual(50);
    expect(out[3]).toEqual({ error: 'Zeile 4: formData fehlt oder ist kein Objekt' });
    expect(out[4]).toEqual(out[0]);
  });

  it("scores with the practice's own model as well when --tenant is given", async () => {
    const text = {
      ...appointment,
      formData: { ...appointment.formData, message: 'Ich verkaufe Zahnbürsten-Abos im Großhandel.' },
    };
    expect(await counts()).toEqual(before);
    const database = await connectDatabase({ dataDir, lockOwner: 'test' });
    try {
      const [tenant] = await database.db
        .select()
        .from(tenantSettings)
        .where(eq(tenantSettings.tenantId, 'spam-praxis'));
      const { spamModels: store } = await servicesFor(database, parseMasterKey(env().ENCRYPTION_KEY));
      for (let i = 0; i < 3; i++) await store.train(tenant.id, tokensOf(text.formData), 'spam', 1);
    } finally {
      await database.close();
    }
    // The practice's marks are rows of their own; from here on nothing may change them.
    before = await counts();
    const global = await cli(['spam:score'], env(), jsonLines(text));
    const practice = await cli(['spam:score', '--tenant', 'spam-praxis'], env(), jsonLines(text));
    expect(practice.code).toBe(0);
    expect(outputOf(practice)[0].score).toBeGreaterThan(outputOf(global)[0].score);
    expect(outputOf(practice)[0].score).toBeGreaterThanOrEqual(50);
  });

  it('refuses an unknown practice in German with exit code 1', async () => {
    const run = await cli(['spam:score', '--tenant', 'gibt-es-nicht'], env(), jsonLines(appointment));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Einen Mandanten mit der ID „gibt-es-nicht“ gibt es nicht.');
  });

  it('changes nothing in the database', async () => {
    expect(await counts()).toEqual(before);
    const run = await cli(['spam:score', '--tenant', 'spam-praxis'], env(), jsonLines(seoSpam, appointment));
    expect(run.code).toBe(0);
    expect(await counts()).toEqual(before);
  });
});
