// Every environment variable of DESIGN §4, parsed once at boot. All problems are listed together.
import { isIP } from 'node:net';
import { z } from 'zod';
import { parseSender } from './services/mail/mimeMessage.ts';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    ENCRYPTION_KEY: optionalString.pipe(
      z
        .string()
        .refine(
          (v) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32,
          '32 Byte als 64 Hex-Zeichen oder Base64 erwartet',
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
      .refine(
        (v) => parseSender(v) !== null,
        'eine E-Mail-Adresse erwartet, z. B. "Praxis Muster <info@praxis.de>"',
      ),
    ANON_KEY: optionalString.pipe(z.string().min(16, 'mindestens 16 Zeichen').optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'mindestens 8 Zeichen').optional()),
    DEFAULT_TENANT: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9_-]+$/, 'nur Kleinbuchstaben, Ziffern, _ und -')
        .optional(),
    ),
    AI_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    SEED_DEMO: flag,
    // Submissions per client address and practice in 10 minutes (raised by the ingest benchmark).
    SUBMIT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
    // Sessions end this many hours after the login, however active (OWASP ASVS 3.3.4).
    SESSION_MAX_HOURS: z.coerce.number().min(0.1).max(720).default(12),
    // …and after this many minutes without a user action (background polling does not count). Shorter values
    // are for tests (e2e/session.spec.ts); a deployment keeps the default.
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .min(0.1)
      .max(24 * 60)
      .default(30),
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
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(19_456),
    PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(20).default(2),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'fehlt, obwohl ADMIN_PASSWORD gesetzt ist',
      });
    }
    // The API key and patients' texts go there: in clear only to this machine itself.
    if (env.AI_BASE_URL && !isSafeAiUrl(env.AI_BASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'nur https://, oder http:// zu dieser Maschine (localhost, 127.0.0.1, ::1)',
      });
    }
    const ai = [env.AI_BASE_URL, env.AI_MODEL].filter(Boolean).length;
    if (ai === 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'AI_BASE_URL und AI_MODEL nur zusammen setzen',
      });
    }
  });

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
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const env = result.data;
  const demoMode = env.SEED_DEMO ?? (!env.DATABASE_URL && !env.ADMIN_EMAIL);
  return { ...env, demoMode };
}

/** The address people open; PUBLIC_URL when set, else the local listener. */
export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
