// Playwright's `test` with a server per worker: each worker starts its own (e2e/ownServer.ts) on its own
// port and DATA_DIR, with its own SMTP server (e2e/mailSink.ts), so spec files run in parallel without seeing
// each other's practices, mails or blacklist. Specs import `test` (and `expect`) from here; everything else of
// Playwright passes through.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startMailSink } from './mailSink.ts';
import { type OwnServer, ownServer } from './ownServer.ts';
import { workerPort } from './ports.ts';

export * from '@playwright/test';

export const test = base.extend<object, { workerServer: OwnServer }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const mailDir = mkdtempSync(join(tmpdir(), 'praxisdesk-e2e-mail-'));
      const mail = await startMailSink(mailDir);
      const server = ownServer(workerPort(workerInfo.parallelIndex), { SMTP_URL: mail.url });
      await server.start();
      // The worker's mail helpers read what this server sent (e2e/mailHelpers.ts).
      process.env.E2E_MAIL_DIR = mailDir;
      await use(server);
      await server.dispose();
      await mail.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
    // A start opens a copy of the seeded database: slower on a busy machine.
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});
