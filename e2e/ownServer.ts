// A Praxisdesk server of the browser tests' own: the bootstrap of e2e/server.ts on its own port and DATA_DIR.
// Each Playwright worker starts one (e2e/test.ts); a test that must stop and restart a server starts another.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OwnServer {
  url: string;
  /** Its DATA_DIR: the mails it "sends" are files in its outbox (e2e/mailHelpers.ts). */
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

/** env: variables for this server only (e.g. a short idle timeout), on top of the test process's own. */
export function ownServer(port: number, env: Record<string, string> = {}): OwnServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const server: OwnServer = {
    url,
    dataDir,
    async start() {
      let errors = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'e2e/server.ts'], {
        env: { ...process.env, ...env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
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
