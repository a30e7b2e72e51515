// A second Praxisdesk server for a test that must stop and restart it (the shared one of playwright.config.ts
// has to stay up for the other tests). Same bootstrap (e2e/server.ts), its own port and DATA_DIR.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
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

export function ownServer(port: number): OwnServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  return {
    url,
    async start() {
      let errors = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'e2e/server.ts'], {
        env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
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
  };
}
