// The start's refusals as a person sees them: server/main.ts run as `npm start` runs it, on a port held here.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listenProblem } from './http/listenProblems.ts';

const scratch = mkdtempSync(join(tmpdir(), 'praxisdesk-main-'));
let held: Server;
let port: number;
beforeAll(async () => {
  held = createServer();
  await new Promise<void>((resolve) => held.listen({ port: 0, host: '127.0.0.1' }, resolve));
  port = (held.address() as { port: number }).port;
});
afterAll(() => {
  held.close();
  rmSync(scratch, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

it('says which port is taken and how to choose another, before creating anything', async () => {
  const dataDir = join(scratch, 'busy');
  const [busy, wrong] = await Promise.all([
    start({ PORT: String(port), DATA_DIR: dataDir }),
    start({ PORT: 'abc', DATA_DIR: dataDir }),
  ]);
  expect(busy.code).toBe(1);
  expect(busy.output).toMatch(
    new RegExp(
      `^Praxisdesk startet nicht: Port ${port} ist belegt: .*\\nMit einem anderen Port starten, z\\. B\\.: PORT=\\d+ npm start\\n$`,
    ),
  );
  expect(Number(/PORT=(\d+) npm/.exec(busy.output)?.[1])).toBeGreaterThan(port);
  // No first admin whose one-time password nobody saw, no database: the next start is a first start.
  expect(existsSync(dataDir)).toBe(false);

  expect(wrong.code).toBe(1);
  expect(wrong.output).toBe(
    'Ungültige Konfiguration:\n  - PORT: „abc“ ist keine Portnummer (0 bis 65535) – z. B. PORT=3000\n',
  );
});

it('names the address or the rights that are missing', () => {
  const address = { port: 80, host: '198.51.100.7' };
  const error = (code: string) => Object.assign(new Error(`listen ${code}`), { code });
  expect(listenProblem(error('EACCES'), address)).toMatch(
    /^Port 80 darf nur mit Administratorrechten geöffnet werden \(Ports unter 1024\)\.\nEinen Port ab 1024 wählen, z\. B\.: PORT=3000 npm start/,
  );
  expect(listenProblem(error('EADDRNOTAVAIL'), address)).toMatch(
    /^HOST=198\.51\.100\.7: diese Adresse gehört zu keiner Netzwerkschnittstelle dieses Rechners\.\n.*HOST=127\.0\.0\.1 npm start/,
  );
  expect(listenProblem(error('EADDRINUSE'), { port: 3000, host: '0.0.0.0' }, 3002)).toContain(
    'PORT=3002 npm start',
  );
  expect(listenProblem(error('EMFILE'), address)).toBeUndefined();
});
