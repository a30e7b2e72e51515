// Every environment variable of DESIGN §4, parsed once at boot. All problems are listed together.
import { isIP } from 'node:net';
import { z } from 'zod';
import { passwordPolicyProblem } from './auth/passwordPolicy.ts';
import { parseSender } from './services/mail/mimeMessage.ts';

// Every message names the variable, says what is wrong in German and shows a valid value. `{wert}` stands for the
// value as given ("„abc“"), except for variables whose value may be a secret: those are never echoed.
type Variable = { example: string; secret?: boolean };

const VARIABLES: Record<string, Variable> = {
  PORT: { example: '3000' },
  HOST: { example: '127.0.0.1' },
  DATA_DIR: { example: './data' },
  DATABASE_URL: { example: 'postgres://praxis@localhost:5432/praxisdesk', secret: true },
  PUBLIC_URL: { example: 'https://praxis.example.de' },
  ENCRYPTION_KEY: { example: '<64 Hex-Zeichen, einmal erzeugt mit: openssl rand -hex 32>', secret: true },
  SMTP_URL: { example: 'smtps://benutzer:passwort@mail.example.de:465', secret: true },
  MAIL_FROM: { example: '"Praxis Muster <info@praxis.example.de>"' },
  ANON_KEY: { example: '<Ausgabe von: openssl rand -hex 24>', secret: true },
  ADMIN_EMAIL: { example: 'admin@praxis.example.de' },
  ADMIN_PASSWORD: { example: "'ein langes Passwort'", secret: true },
  DEFAULT_TENANT: { example: 'praxis-muster' },
  AI_BASE_URL: { example: 'http://127.0.0.1:11434/v1', secret: true },
  AI_API_KEY: { example: '<Schlüssel des KI-Dienstes>', secret: true },
  AI_MODEL: { example: 'llama3.1' },
  SEED_DEMO: { example: '1' },
  SUBMIT_RATE_LIMIT: { example: '20' },
  SESSION_MAX_HOURS: { example: '12' },
  SESSION_IDLE_MINUTES: { example: '30' },
  TRUST_PROXY: { example: '1' },
  PASSWORD_HASH_MEMORY_KIB: { example: '19456' },
  PASSWORD_HASH_ITERATIONS: { example: '2' },
  LOG_LEVEL: { example: 'info' },
  WEBHOOK_ALLOW_PRIVATE: { example: '1' },
  WEBHOOK_RETRY_BASE_SECONDS: { example: '30' },
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** A number in [min, max] (an integer unless `decimal`); one German message for every way it can be wrong. */
function numberIn(min: number, max: number, problem: string, decimal = false) {
  const error = `{wert} ${problem}`;
  const number = z.coerce.number({ error });
  return (decimal ? number : number.int({ error })).min(min, { error }).max(max, { error });
}

const httpUrl = (problem: string) =>
  optionalString.pipe(z.url({ protocol: /^https?$/, error: problem }).optional());

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: '{wert} ist kein Schalter: 1 oder 0 (true oder false)' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

const envSchema = z.object({
  PORT: numberIn(0, 65535, 'ist keine Portnummer (0 bis 65535)').default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
      .optional(),
  ),
  PUBLIC_URL: httpUrl('{wert} ist keine Adresse mit http:// oder https://'),
  ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .refine(
        (v) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32,
        'kein Schlüssel aus 32 Byte (64 Hex-Zeichen oder Base64)',
      )
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'muss mit smtp:// oder smtps:// beginnen')
      .optional(),
  ),
  MAIL_FROM: z
    .string()
    .default('Praxisdesk <no-reply@praxisdesk.local>')
    .refine((v) => parseSender(v) !== null, '{wert} enthält keine gültige Absenderadresse'),
  ANON_KEY: optionalString.pipe(z.string().min(16, 'zu kurz: mindestens 16 Zeichen').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: '{wert} ist keine E-Mail-Adresse' }).optional()),
  // The first admin's password meets the policy of every other password (12 characters, not a common one).
  ADMIN_PASSWORD: optionalString.pipe(
    z
      .string()
      .superRefine((value, ctx) => {
        const problem = passwordPolicyProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
      })
      .optional(),
  ),
  DEFAULT_TENANT: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9_-]+$/, '{wert}: nur Kleinbuchstaben, Ziffern, _ und - erlaubt')
      .optional(),
  ),
  AI_BASE_URL: httpUrl('keine Adresse mit http:// oder https://'),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  SEED_DEMO: flag,
  // Submissions per client address and practice in 10 minutes (raised by the ingest benchmark).
  SUBMIT_RATE_LIMIT: numberIn(1, 1_000_000, 'ist keine ganze Zahl von 1 bis 1000000').default(20),
  // Sessions end this many hours after the login, however active (OWASP ASVS 3.3.4).
  SESSION_MAX_HOURS: numberIn(0.1, 720, 'liegt nicht zwischen 0.1 und 720 Stunden', true).default(12),
  // …and after this many minutes without a user action (background polling does not count). Shorter values
  // are for tests (e2e/session.spec.ts); a deployment keeps the default.
  SESSION_IDLE_MINUTES: numberIn(0.1, 24 * 60, 'liegt nicht zwischen 0.1 und 1440 Minuten', true).default(30),
  // Which peers may name the client in X-Forwarded-For: off, a hop count, or addresses/CIDRs (trustProxy.ts).
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'object' && !Array.isArray(parsed)) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed;
    }),
  // Argon2id's cost for new password hashes; the default is OWASP's minimum (19 MiB, 2 passes). Lower values
  // are for tests only (the start warns); stored hashes carry their own cost and keep verifying.
  PASSWORD_HASH_MEMORY_KIB: numberIn(8, 4_194_304, 'ist keine ganze Zahl von 8 bis 4194304 (KiB)').default(
    19_456,
  ),
  PASSWORD_HASH_ITERATIONS: numberIn(1, 20, 'ist keine ganze Zahl von 1 bis 20').default(2),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `{wert} ist keine Protokollstufe (${LOG_LEVELS.join(', ')})` })
    .default('info'),
  // Webhooks to private, loopback and link-local addresses and over plain http: tests and on-premise only.
  WEBHOOK_ALLOW_PRIVATE: flag,
  // The first retry's wait; each further one waits four times as long (services/webhooks/retrySchedule.ts).
  WEBHOOK_RETRY_BASE_SECONDS: numberIn(1, 3600, 'ist keine ganze Zahl von 1 bis 3600 (Sekunden)').default(30),
});

type Problem = { path: PropertyKey[]; message: string };

/**
 * Rules between variables, on the values as given: they are checked even when another variable is invalid (a
 * refinement of the zod object would be skipped then), so one start lists every problem.
 */
function crossProblems(given: Record<string, string | undefined>): Problem[] {
  const problems: Problem[] = [];
  const set = (name: string) => Boolean(given[name]?.trim());
  if (set('ADMIN_PASSWORD') && !set('ADMIN_EMAIL'))
    problems.push({ path: ['ADMIN_EMAIL'], message: 'fehlt, obwohl ADMIN_PASSWORD gesetzt ist' });
  // The API key and patients' texts go there: in clear only to this machine itself.
  const aiUrl = given.AI_BASE_URL?.trim();
  if (aiUrl && URL.canParse(aiUrl) && !isSafeAiUrl(aiUrl))
    problems.push({
      path: ['AI_BASE_URL'],
      message: 'nur https://, oder http:// zu dieser Maschine (localhost, 127.0.0.1, ::1)',
    });
  if (set('AI_BASE_URL') && !set('AI_MODEL'))
    problems.push({ path: ['AI_MODEL'], message: 'fehlt, obwohl AI_BASE_URL gesetzt ist' });
  if (set('AI_MODEL') && !set('AI_BASE_URL'))
    problems.push({ path: ['AI_BASE_URL'], message: 'fehlt, obwohl AI_MODEL gesetzt ist' });
  return problems;
}

/** German words for whatever a schema above leaves to zod's defaults (English otherwise). */
const germanDefault: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' || issue.code === 'invalid_format')
    return '{wert} hat nicht die erwartete Form';
  if (issue.code === 'too_small') return `{wert} ist zu klein oder zu kurz (mindestens ${issue.minimum})`;
  if (issue.code === 'too_big') return `{wert} ist zu groß oder zu lang (höchstens ${issue.maximum})`;
  return '{wert} ist ungültig';
};

/** Fastify's trustProxy: false (the socket's address is the client), a hop count, or trusted peers. */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset/`false`/`0` off; `1`…`10` hops; else a comma-separated list of addresses, CIDRs or the
 * names loopback, linklocal, uniquelocal. `true` (believe any peer) is refused: it is exactly the hole of a
 * client choosing its own address, and a hop count says the same for a server reachable only via the proxy.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { problem: string } {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0' || text === 'off') return false;
  if (text === 'true')
    return {
      problem:
        'true würde jedem Absender glauben; die Anzahl der Proxys (z. B. 1) oder ihre Adressen angeben',
    };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { problem: 'höchstens 10 Proxys hintereinander' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0)
    return {
      problem: `keine Adresse oder CIDR: ${bad.map((entry) => `"${entry}"`).join(', ')} (erlaubt: eine Zahl, Adressen, CIDRs, loopback, linklocal, uniquelocal)`,
    };
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function isSafeAiUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

export type Env = z.infer<typeof envSchema> & {
  /** Demo data is seeded: SEED_DEMO=1, or a newcomer's start without DATABASE_URL and ADMIN_EMAIL. */
  demoMode: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable counts as unset (`PORT=` in a compose file means the default, not port 0).
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim()));
  const result = envSchema.safeParse(given, { error: germanDefault });
  const problems = [...(result.error?.issues ?? []), ...crossProblems(given)];
  if (!result.success || problems.length > 0) throw new EnvError(problemsOf(problems, given));
  const env = result.data;
  const demoMode = env.SEED_DEMO ?? (!env.DATABASE_URL && !env.ADMIN_EMAIL);
  return { ...env, demoMode };
}

/**
 * One line per variable (its first problem), with the variable's name and an example of a valid value, in the
 * order of DESIGN §4.
 */
function problemsOf(issues: Problem[], given: Record<string, string | undefined>): string[] {
  const problems = new Map<string, string>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (problems.has(name)) continue;
    const variable = VARIABLES[name];
    const raw = given[name]?.trim();
    const shown = raw && variable && !variable.secret ? `„${printable(raw)}“` : 'der Wert';
    const text = issue.message.replaceAll('{wert}', shown);
    problems.set(name, variable ? `${name}: ${text} – z. B. ${name}=${variable.example}` : text);
  }
  const order = Object.keys(VARIABLES);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...problems].sort(([a], [b]) => rank(a) - rank(b)).map(([, text]) => text);
}

/** A value as it may be shown in a message: control characters out, long values shortened. */
function printable(value: string): string {
  const clean = value.replace(/\p{Cc}/gu, '?');
  return clean.length > 60 ? `${clean.slice(0, 57)}…` : clean;
}

/** The address people open; PUBLIC_URL when set, else the local listener. */
export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
