// npm run cli -- <command>: administration without the UI. Bad arguments: usage and exit code 2.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { isPracticeRole, type PracticeRole } from '../../common/practiceRoles.ts';
import { openServices, type Services } from '../boot.ts';
import { createTenant } from '../commands/createTenant.ts';
import { createUser } from '../commands/createUser.ts';
import { resetTwoFactor } from '../commands/disableTwoFactor.ts';
import { setPassword, userIdByEmail } from '../commands/setPassword.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { ensureReferenceData } from '../db/seed/referenceData.ts';
import { type Env, EnvError, parseEnv } from '../env.ts';
import { AppError } from '../errors.ts';
import { NEW_KEY_OPTION, rotateKeyFromCli } from './keyRotate.ts';
import { passwordValueProblem, readPassword } from './readPassword.ts';
import { readScoringModels, scoreJsonLines } from './spamScore.ts';

type Command = {
  usage: string;
  options: Record<string, { type: 'string' }>;
  required: string[];
  /** Checks beyond presence; returns a problem or null. */
  check?: (values: Record<string, string>) => string | null;
  /** Returns what to print; a command that writes its own output returns nothing. */
  run?: (values: Record<string, string>, services: Services) => Promise<string | undefined>;
  /** Instead of run, for a command that must not open the services first (they need the master key). */
  runAlone?: (values: Record<string, string>, env: Env) => Promise<string>;
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const commands: Record<string, Command> = {
  'tenant:create': {
    usage: 'tenant:create --slug <slug> --name <Name> [--recipients a@x.de,b@y.de]',
    options: { slug: { type: 'string' }, name: { type: 'string' }, recipients: { type: 'string' } },
    required: ['slug', 'name'],
    check: (v) =>
      /^[a-z0-9_-]+$/.test(v.slug)
        ? list(v.recipients).every((r) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(r))
          ? null
          : '--recipients muss eine kommagetrennte Liste von E-Mail-Adressen sein.'
        : '--slug darf nur Kleinbuchstaben, Ziffern, _ und - enthalten.',
    run: async (v, s) => {
      const tenant = await createTenant(
        s.database.db,
        s.crypto,
        { slug: v.slug, name: v.name, emailRecipients: list(v.recipients) },
        { kind: 'cli' },
      );
      return `Mandant „${tenant.name}“ (${tenant.tenantId}) angelegt, ID ${tenant.id}.`;
    },
  },
  'user:create': {
    usage:
      'user:create --email <E-Mail> [--password -] --name <Name> --role user|admin --tenant <slug>[,<slug>] [--practice-role inhaber|therapeut|empfang]',
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      tenant: { type: 'string' },
      'practice-role': { type: 'string' },
    },
    required: ['email', 'name', 'role'],
    check: (v) => {
      if (!['user', 'admin'].includes(v.role)) return '--role muss user oder admin sein.';
      if (passwordValueProblem(v.password)) return passwordValueProblem(v.password);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email)) return '--email ist keine gültige E-Mail-Adresse.';
      if (v.role === 'user' && list(v.tenant).length === 0) return 'Ein Benutzer braucht --tenant.';
      const practiceRole = v['practice-role'];
      if (practiceRole !== undefined && !isPracticeRole(practiceRole))
        return '--practice-role muss inhaber, therapeut oder empfang sein.';
      if (practiceRole !== undefined && list(v.tenant).length === 0)
        return '--practice-role braucht --tenant.';
      return null;
    },
    run: async (v, s) => {
      const user = await createUser(
        s.database.db,
        {
          email: v.email,
          password: await readPassword(v.password),
          fullName: v.name,
          role: v.role as 'user' | 'admin',
          tenantSlugs: list(v.tenant),
          // One role in every practice given (issue 44); without the flag, Therapeut:in.
          practiceRoles: v['practice-role']
            ? Object.fromEntries(list(v.tenant).map((slug) => [slug, v['practice-role'] as PracticeRole]))
            : undefined,
        },
        { kind: 'cli' },
      );
      return `Benutzer ${user.email} (${user.role}) angelegt, ID ${user.id}.`;
    },
  },
  'user:password': {
    usage: 'user:password --email <E-Mail> [--password -]',
    options: { email: { type: 'string' }, password: { type: 'string' } },
    required: ['email'],
    check: (v) => passwordValueProblem(v.password),
    run: async (v, s) => {
      await setPassword(s.database.db, v.email, await readPassword(v.password), { kind: 'cli' });
      return `Passwort für ${v.email} geändert; alle Sitzungen dieses Benutzers wurden beendet.`;
    },
  },
  // The way back in when an admin lost the authenticator and the recovery codes (and no other admin can reset).
  'user:reset-2fa': {
    usage: 'user:reset-2fa --email <E-Mail>',
    options: { email: { type: 'string' } },
    required: ['email'],
    run: async (v, s) => {
      const userId = await userIdByEmail(s.database.db, v.email);
      const { wasEnabled, sessionsEnded } = await resetTwoFactor(s.database.db, userId, { kind: 'cli' });
      return wasEnabled
        ? `Zwei-Faktor-Anmeldung für ${v.email} zurückgesetzt; ${sessionsEnded} Sitzung(en) beendet. ` +
            'Bei der nächsten Anmeldung wird sie neu eingerichtet, wo sie verlangt ist.'
        : `${v.email} hatte keine Zwei-Faktor-Anmeldung eingerichtet; ${sessionsEnded} Sitzung(en) beendet.`;
    },
  },
  // A new master key: opens the database itself, since the services would need the old key to be right.
  'key:rotate': {
    usage: `key:rotate [--${NEW_KEY_OPTION} <Datei>|-]  (neuer Hauptschlüssel; ohne ENCRYPTION_KEY sonst erzeugt)`,
    options: { [NEW_KEY_OPTION]: { type: 'string' } },
    required: [],
    runAlone: rotateKeyFromCli,
  },
  'anon-key': {
    usage: 'anon-key',
    options: {},
    required: [],
    run: async (_v, s) => s.anonKey,
  },
  'spam:score': {
    usage: 'spam:score [--tenant <slug>]  (liest JSON-Zeilen {formType, formData} von stdin)',
    options: { tenant: { type: 'string' } },
    required: [],
    check: (v) => (v.tenant !== undefined && !v.tenant.trim() ? '--tenant braucht eine Mandanten-ID.' : null),
    run: async (v, s) => {
      const models = await readScoringModels(s.database, s.crypto, v.tenant);
      if (process.stdin.isTTY) console.error('Lese JSON-Zeilen von der Standardeingabe (Ende mit Strg+D) …');
      const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
      let bad = 0;
      for await (const line of scoreJsonLines(lines, models)) {
        if (!line.ok) bad++;
        process.stdout.write(`${line.output}\n`);
      }
      if (bad) process.exitCode = 1;
      return undefined;
    },
  },
};

function usage(problem?: string): never {
  const text = [
    problem ? `Fehler: ${problem}\n` : '',
    'Verwendung: npm run cli -- <Befehl> [Optionen]',
    '',
    'Befehle:',
    ...Object.values(commands).map((c) => `  ${c.usage}`),
    '',
    'Passwörter: „--password -“ liest das Passwort von der Standardeingabe; ohne --password wird es abgefragt.',
  ].join('\n');
  console.error(text);
  process.exit(2);
}

async function main(argv: string[]) {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === 'help') usage();
  const command = commands[name];
  if (!command) usage(`Unbekannter Befehl „${name}“.`);

  let values: Record<string, string>;
  try {
    values = parseArgs({ args: rest, options: command.options, strict: true, allowPositionals: false })
      .values as Record<string, string>;
  } catch (error) {
    usage((error as Error).message);
  }
  const missing = command.required.filter((key) => !values[key]?.trim());
  if (missing.length) usage(`Es fehlt: ${missing.map((m) => `--${m}`).join(', ')}`);
  const problem = command.check?.(values);
  if (problem) usage(problem);

  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The public key needs no database when it is configured.
  if (name === 'anon-key' && env.ANON_KEY) {
    console.log(env.ANON_KEY);
    return;
  }

  if (command.runAlone) {
    console.log(await command.runAlone(values, env));
    return;
  }

  let services: Services;
  try {
    services = await openServices(env, { owner: `cli ${name}`, warn: (m) => console.error(`⚠  ${m}`) });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nDie Kommandozeile arbeitet nur bei gestopptem Server auf der eingebetteten Datenbank ` +
          '(mit DATABASE_URL auch während er läuft). Alternativ: Änderungen im Backoffice unter /admin vornehmen.',
      );
      process.exit(1);
    }
    throw error;
  }
  try {
    await ensureReferenceData(services.database.db);
    const output = await command.run?.(values, services);
    if (output !== undefined) console.log(output);
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`Fehler: ${error.message}`);
      process.exitCode = 1;
    } else {
      throw error;
    }
  } finally {
    await services.database.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error('Fehler:', error instanceof Error ? error.message : error);
  process.exit(1);
});
