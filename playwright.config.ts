import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium.ts';

// Browser tests drive the system Chromium (never a downloaded browser) against the real server. Each worker
// starts its own server (the production bundle) on a copy of one seeded DATA_DIR (e2e/globalSetup.ts,
// e2e/test.ts), from E2E_PORT up (e2e/ports.ts), so spec files run side by side. The web app must be built first (npm test does that). E2E_WORKERS overrides the worker count.
const workers = Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism()));

// Specs that mostly wait (the idle-timeout test's 30-s sessions) or start a whole server (npm start) run first,
// beside the others, instead of last with the other worker already idle: workers take the spec files in
// the order of the projects, then of the files.
const LONG_FIRST = ['session.spec.ts', 'firstStart.spec.ts'];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    // Software compositing in the browser process instead of a GPU process that has no GPU here: less CPU
    // on a 2-core machine, where the browser tests are CPU-bound (not for the Lighthouse bench's figures).
    // Playwright's disabled features and ours in one switch, made by the global setup (e2e/chromium.ts); the
    // runner itself, which reads this file before that, starts no browser.
    args: [
      ...CHROMIUM_FLAGS,
      '--disable-gpu-compositing',
      ...(process.env.E2E_CHROMIUM_DISABLE_FEATURES ? [process.env.E2E_CHROMIUM_DISABLE_FEATURES] : []),
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  // A test's whole budget (each wait inside keeps expect's 5 s): the longest flows (three accessibility scans of
  // the full detail page, editing a membership end to end) took 26–31 s on a loaded 2-core run, at the
  // default 30 s. Waiting longer for a state never hides a wrong one.
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // The app's animations (spinners, pulsing placeholders) honour the setting: without them Chromium does not
    // paint frames nobody looks at (the suite was CPU-bound; a quarter less time measured on two spec files).
    reducedMotion: 'reduce',
    // A trace of each failed test in CI (recording costs ~7 % of the suite's time); E2E_TRACE=1 records locally.
    trace: process.env.CI || process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    { name: 'zuerst', testMatch: LONG_FIRST, use: chromium },
    { name: 'chromium', testIgnore: LONG_FIRST, use: chromium },
  ],
});
