import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './server/test/longFirstSequencer.ts';

// Unit and API tests (Node). The API suite runs on in-memory PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (server/test/globalSetup.ts migrates a template database once; each test file's
// database is a copy of it). One worker per core and one more: a share of every file's time is waiting
// (child processes, timers, PostgreSQL), which another file's work fills. VITEST_MAX_WORKERS overrides it.
export default defineConfig({
  test: {
    root: '.',
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/web/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/globalSetup.ts'],
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism() + 1),
    sequence: { sequencer: LongFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
