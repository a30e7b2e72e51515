// Playwright's `test` with a server per worker: each worker starts its own (e2e/ownServer.ts) on its own
// port and DATA_DIR, so spec files run in parallel without seeing each other's practices, mails or blacklist.
// Specs import `test` (and `expect`) from here; everything else of Playwright passes through.
import { test as base } from '@playwright/test';
import { type OwnServer, ownServer } from './ownServer.ts';
import { workerPort } from './ports.ts';

export * from '@playwright/test';

export const test = base.extend<object, { workerServer: OwnServer }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const server = ownServer(workerPort(workerInfo.parallelIndex));
      await server.start();
      // The worker's mail helpers read this server's outbox (e2e/mailHelpers.ts).
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.dispose();
    },
    // A start opens a copy of the seeded database: slower on a busy machine.
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});
