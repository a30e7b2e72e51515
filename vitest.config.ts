import { defineConfig } from 'vitest/config';

// Unit and API tests (Node). The API suite runs on in-memory PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (server/test/globalSetup.ts creates a fresh database for the run).
export default defineConfig({
  test: {
    root: '.',
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/web/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
