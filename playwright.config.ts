import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium.ts';

// Browser tests drive the system Chromium (never a downloaded browser) against the real server, started
// on a fresh DATA_DIR by e2e/server.ts. The web app must be built first (npm test does that).
// E2E_PORT lets two engineers run browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);

// The shared server's DATA_DIR is fixed per port, so tests can read the mails it writes to DATA_DIR/outbox
// (e2e/mailHelpers.ts); it is emptied when a run starts. The config is loaded again by every worker, which
// inherits E2E_DATA_DIR and must not touch the directory of the running server.
const DATA_DIR = join(tmpdir(), `praxisdesk-e2e-${PORT}`);
if (!process.env.TEST_WORKER_INDEX && process.env.E2E_DATA_DIR !== DATA_DIR) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  process.env.E2E_DATA_DIR = DATA_DIR;
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/server.ts',
    env: { E2E_PORT: String(PORT), E2E_DATA_DIR: DATA_DIR },
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
