// A Praxisdesk server of the browser tests' own: the production bundle (as `npm start` runs it) on its own port
// and a copy of the run's seeded DATA_DIR (e2e/globalSetup.ts). Each Playwright worker starts one
// (e2e/test.ts); a test that must stop and restart a server starts another.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverArgs } from '../scripts/builds.mjs';
import { e2eServerEnv } from './serverEnv.ts';

export interface OwnServer {
  url: string;
  /** Its DATA_DIR (without SMTP_URL the mails it "sends" are files in its outbox). */
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its DATA_DIR. */
  dispose(): Promise<void>;
}

async function waitUntilHealthy(url: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e server exited: ${stderr()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`e2e server did not become healthy: ${stderr()}`);
}

/**
 * Refuses a port something already listens on. A server left behind by an aborted run answers /healthz as
 * well as a new one would: the tests would then run against its older build and data, and fail for no reason
 * of their own.
 */
async function expectFreePort(port: number) {
  const probe = createServer();
  const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
    probe.once('error', resolve);
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(null)));
  });
  if (error?.code === 'EADDRINUSE')
    throw new Error(
      `Port ${port} ist belegt, wohl von einem Server eines abgebrochenen Laufs: beenden (ss -ltnp | grep ${port}) oder E2E_PORT ändern.`,
    );
  if (error) throw error;
}

/** env: variables for this server only (e.g. a short idle timeout), on top of the test process's own. */
export function ownServer(port: number, env: Record<string, string> = {}): OwnServer {
  const template = process.env.E2E_TEMPLATE_DIR;
  if (!template) throw new Error('E2E_TEMPLATE_DIR fehlt: Browser-Tests über playwright.config.ts starten.');
  const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const server: OwnServer = {
    url,
    dataDir,
    async start() {
      await expectFreePort(port);
      let errors = '';
      // Never a developer's own SMTP_URL: a worker's server gets its sink's through `env`.
      const { SMTP_URL: _developersMailServer, ...inherited } = process.env;
      child = spawn(process.execPath, serverArgs, {
        env: { ...inherited, ...e2eServerEnv(port, dataDir), ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
      });
      await waitUntilHealthy(url, child, () => errors);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const forced = setTimeout(() => running.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    },
    async dispose() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
