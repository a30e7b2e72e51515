import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, publicUrl } from './env.ts';

describe('parseEnv', () => {
  it('has working defaults and demo mode for a newcomer', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.demoMode).toBe(true);
    expect(publicUrl(env)).toBe('http://localhost:3000');
  });

  it('is not in demo mode with DATABASE_URL or ADMIN_EMAIL, unless SEED_DEMO=1', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://x@h/db' }).demoMode).toBe(false);
    expect(parseEnv({ ADMIN_EMAIL: 'a@b.de' }).demoMode).toBe(false);
    expect(parseEnv({ ADMIN_EMAIL: 'a@b.de', SEED_DEMO: '1' }).demoMode).toBe(true);
    expect(parseEnv({ SEED_DEMO: '0' }).demoMode).toBe(false);
  });

  it('lists every invalid value at once', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'achtzig',
        DATABASE_URL: 'mysql://x',
        ENCRYPTION_KEY: 'zu-kurz',
        ADMIN_EMAIL: 'kein-at',
        LOG_LEVEL: 'laut',
        PUBLIC_URL: 'ftp://x',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'ENCRYPTION_KEY', 'ADMIN_EMAIL', 'LOG_LEVEL', 'PUBLIC_URL']) {
      expect(problems).toContain(name);
    }
  });

  it('accepts a 32-byte key as hex or base64', () => {
    expect(() => parseEnv({ ENCRYPTION_KEY: 'a'.repeat(64) })).not.toThrow();
    expect(() => parseEnv({ ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') })).not.toThrow();
  });
});
