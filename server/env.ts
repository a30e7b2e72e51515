// Every environment variable of DESIGN §4, parsed once at boot. All problems are listed together.
import { z } from 'zod';

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
    MAIL_FROM: z.string().default('Praxisdesk <no-reply@praxisdesk.local>'),
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
    const ai = [env.AI_BASE_URL, env.AI_MODEL].filter(Boolean).length;
    if (ai === 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'AI_BASE_URL und AI_MODEL nur zusammen setzen',
      });
    }
  });

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
