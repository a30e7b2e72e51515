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
        MAIL_FROM: 'Praxis ohne Adresse',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'ENCRYPTION_KEY',
      'ADMIN_EMAIL',
      'LOG_LEVEL',
      'PUBLIC_URL',
      'MAIL_FROM',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('accepts a 32-byte key as hex or base64', () => {
    expect(() => parseEnv({ ENCRYPTION_KEY: 'a'.repeat(64) })).not.toThrow();
    expect(() => parseEnv({ ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') })).not.toThrow();
  });

  it("sends the AI key and patients' texts only over https, or in clear to this machine", () => {
    const ai = (url: string) => () => parseEnv({ AI_BASE_URL: url, AI_MODEL: 'modell' });
    expect(ai('http://ki.praxis.example/v1')).toThrow(/AI_BASE_URL: nur https/);
    expect(ai('http://10.0.0.5:8000/v1')).toThrow(EnvError);
    expect(ai('https://ki.praxis.example/v1')).not.toThrow();
    for (const local of ['http://127.0.0.1:11434/v1', 'http://localhost:8000/v1', 'http://[::1]:8000/v1'])
      expect(ai(local), local).not.toThrow();
  });

  it('has session ends of 12 hours and 30 idle minutes unless set', () => {
    expect(parseEnv({})).toMatchObject({ SESSION_MAX_HOURS: 12, SESSION_IDLE_MINUTES: 30 });
    expect(parseEnv({ SESSION_MAX_HOURS: '8', SESSION_IDLE_MINUTES: '0.5' })).toMatchObject({
      SESSION_MAX_HOURS: 8,
      SESSION_IDLE_MINUTES: 0.5,
    });
    expect(() => parseEnv({ SESSION_MAX_HOURS: 'lange' })).toThrow(/SESSION_MAX_HOURS/);
    expect(() => parseEnv({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or addresses, never true', () => {
    const trust = (value?: string) => parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;
    for (const off of [undefined, '', 'false', '0', 'off']) expect(trust(off), String(off)).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1, fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(trust('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    expect(() => trust('true')).toThrow(/TRUST_PROXY: true würde jedem Absender glauben/);
    for (const bad of ['11', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '::1/129', '1,'])
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
  });

  it('says in German what is wrong, naming the variable and an example of a valid value', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'PORT: „abc“ ist keine Portnummer (0 bis 65535) – z. B. PORT=3000',
    ]);
    expect(problemsOf({ DATABASE_URL: 'mysql://praxis@db/praxisdesk' })).toEqual([
      'DATABASE_URL: muss mit postgres:// oder postgresql:// beginnen – z. B. DATABASE_URL=postgres://praxis@localhost:5432/praxisdesk',
    ]);
  });

  it('has no English left for any variable, one line per problem, all at once', () => {
    const invalid: Record<string, string> = {
      PORT: '70000',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'praxis.example.de',
      ENCRYPTION_KEY: 'zu-kurz',
      SMTP_URL: 'mail.example.de:587',
      MAIL_FROM: 'Praxis ohne Adresse',
      ANON_KEY: 'kurz',
      ADMIN_EMAIL: 'kein-at',
      ADMIN_PASSWORD: 'kurz',
      DEFAULT_TENANT: 'Praxis Muster',
      AI_BASE_URL: 'kein url',
      AI_MODEL: 'modell',
      SEED_DEMO: 'ja',
      SUBMIT_RATE_LIMIT: '2.5',
      SESSION_MAX_HOURS: 'lange',
      SESSION_IDLE_MINUTES: '0',
      TRUST_PROXY: 'true',
      PASSWORD_HASH_MEMORY_KIB: 'viel',
      PASSWORD_HASH_ITERATIONS: '21',
      LOG_LEVEL: 'laut',
    };
    const problems = problemsOf(invalid);
    expect(problems.map((line) => line.split(':')[0])).toEqual(
      Object.keys(invalid).filter((n) => n !== 'AI_MODEL'),
    );
    for (const line of problems) {
      const name = line.split(':')[0];
      expect(line, line).toContain(` – z. B. ${name}=`);
      expect(line, line).not.toMatch(/\b(invalid|expected|received|too (small|big)|must|input)\b/i);
    }
    expect(problems).toContain('PORT: „70000“ ist keine Portnummer (0 bis 65535) – z. B. PORT=3000');
    expect(problems).toContain(
      'SEED_DEMO: „ja“ ist kein Schalter: 1 oder 0 (true oder false) – z. B. SEED_DEMO=1',
    );
    // Rules between variables are not hidden by other problems.
    expect(problemsOf({ PORT: 'abc', ADMIN_PASSWORD: 'ein langes Passwort' })).toEqual([
      expect.stringMatching(/^PORT: /),
      expect.stringMatching(/^ADMIN_EMAIL: fehlt, obwohl ADMIN_PASSWORD gesetzt ist – z\. B\. ADMIN_EMAIL=/),
    ]);
  });

  it("holds the first admin's password to the policy of every password", () => {
    const admin = { ADMIN_EMAIL: 'admin@praxis.example.de' };
    expect(problemsOf({ ...admin, ADMIN_PASSWORD: 'elf Zeichen' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD: Das Passwort muss mindestens 12 Zeichen lang sein\./),
    ]);
    expect(problemsOf({ ...admin, ADMIN_PASSWORD: 'Password1234' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD: /),
    ]);
    expect(parseEnv({ ...admin, ADMIN_PASSWORD: 'ein langes Passwort' }).ADMIN_PASSWORD).toBe(
      'ein langes Passwort',
    );
  });

  it('never shows the value of a variable that may hold a secret', () => {
    const secret = 'Geheim7';
    const problems = problemsOf({
      ENCRYPTION_KEY: secret,
      ADMIN_EMAIL: 'admin@praxis.example.de',
      ADMIN_PASSWORD: secret,
      ANON_KEY: secret,
      SMTP_URL: `mail://praxis:${secret}@mail.example.de`,
      DATABASE_URL: `mysql://praxis:${secret}@db/praxisdesk`,
      AI_BASE_URL: `ftp://praxis:${secret}@ki.example.de`,
      AI_API_KEY: secret,
      AI_MODEL: 'modell',
    });
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).not.toContain(secret);
  });

  it('takes an empty variable as unset', () => {
    expect(parseEnv({ PORT: '', HOST: ' ', MAIL_FROM: '', LOG_LEVEL: '' })).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
    });
  });
});

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('no problem found');
}
