import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './server/test/longFirstSequencer.ts';

// Unit and API tests (Node). The API suite runs on in-memory PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (server/test/globalSetup.ts migrates a template database once; each test file's
// database is a copy of it). One worker per core (the suite is CPU-bound: a third worker on two cores made it
// slower); VITEST_MAX_WORKERS overrides it. isolate: false lets a worker's files share the modules it imported
// (the server's module graph cost 1–1.5 s per file, half the suite's time): so a test file leaves no global
// state behind — no vi.mock, no stubbed globals, no changed process.env; each builds its app through
// createTestContext.
export default defineConfig({
  test: {
    root: '.',
    include: [
      'server/**/*.test.ts',
      'common/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/web/**/*.test.ts',
      'web/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['server/test/globalSetup.ts'],
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    isolate: false,
    sequence: { sequencer: LongFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
