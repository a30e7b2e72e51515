import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { configurePasswordHashing, hashPassword, PRODUCTION_HASH_COST, verifyPassword } from './passwords.ts';

// The test suite hashes at argon2's smallest cost (testContext.ts); this proves what a deployment gets.
describe('password hashing cost', () => {
  // Vitest workers share modules between files (vitest.config.ts): leave the process's cost as it was.
  afterAll(() => configurePasswordHashing(PRODUCTION_HASH_COST));
  it('hashes with OWASP’s argon2id minimum (19 MiB, 2 passes) when nothing is configured', async () => {
    const env = parseEnv({});
    configurePasswordHashing({
      memoryKib: env.PASSWORD_HASH_MEMORY_KIB,
      iterations: env.PASSWORD_HASH_ITERATIONS,
    });
    const stored = await hashPassword('Richtig-Passw0rt!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Richtig-Passw0rt!')).toBe(true);
    expect(await verifyPassword(stored, 'Falsch-Passw0rt!')).toBe(false);
  });

  it('verifies a hash made at another cost after the configuration changed', async () => {
    configurePasswordHashing({ memoryKib: 8, iterations: 1 });
    const cheap = await hashPassword('Richtig-Passw0rt!');
    expect(cheap).toMatch(/\$m=8,t=1,p=1\$/);
    configurePasswordHashing({ memoryKib: 19_456, iterations: 2 });
    expect(await verifyPassword(cheap, 'Richtig-Passw0rt!')).toBe(true);
  });

  it('refuses a cost outside argon2’s range with the variable’s name', () => {
    expect(() => parseEnv({ PASSWORD_HASH_MEMORY_KIB: '4' })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
    expect(() => parseEnv({ PASSWORD_HASH_ITERATIONS: '0' })).toThrow(/PASSWORD_HASH_ITERATIONS/);
  });
});
