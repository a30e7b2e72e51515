// The environment of every browser-test server (e2e/server.ts seeding, e2e/ownServer.ts serving): its port and
// DATA_DIR, the accounts of e2e/fixtures.ts, and the few settings the browser tests need.
import { ADMIN } from './fixtures.ts';

export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    // Every browser test posts from 127.0.0.1; the per-address limit itself is covered by the API tests.
    SUBMIT_RATE_LIMIT: '1000',
    // blacklist.spec.ts posts "from" other clients through X-Forwarded-For, as a proxy on this host would.
    TRUST_PROXY: 'loopback',
    // argon2's smallest cost: the browser tests sign in, they do not measure hashing (passwords.test.ts does).
    PASSWORD_HASH_MEMORY_KIB: '8',
    PASSWORD_HASH_ITERATIONS: '1',
  };
}
