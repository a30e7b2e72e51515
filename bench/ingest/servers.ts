// The processes under test: the production server exactly as `npm start` runs it (scripts/builds.mjs: the
// server bundle, rebuilt when stale; main.ts migrates, starts the job workers and listens), and the
// baseline servers. Each is a direct child, so its pid is the node process whose peak RSS we read.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt, serverArgs } from '../../scripts/builds.mjs';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** A fixed key, so the CLI (tenant setup) and the server read the same encrypted data. */
export const BENCH_ENCRYPTION_KEY = 'b'.repeat(64);

/** The environment of a practice's server, from scratch: nothing of the caller's shell leaks in. */
export function productionEnv(database: Record<string, string>, extra: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    ...database,
    ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
    ADMIN_EMAIL: 'admin@praxis-bench.test',
    ADMIN_PASSWORD: 'bench-admin-passwort',
    SEED_DEMO: '0',
    TRUST_PROXY: 'loopback',
    ...extra,
  };
}

/** VmHWM (the peak resident set since the process started) or VmRSS (now) of a process, in MB. */
function rssMb(pid: number, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * The web app the server serves, so it registers its static files as in production: the build if there is
 * one (the bench never builds: another build may be running), else a stub index.html.
 */
function webRoot(): string {
  const built = join(REPO_ROOT, 'dist', 'web');
  if (existsSync(join(built, 'index.html'))) return built;
  const stub = mkdtempSync(join(tmpdir(), 'praxisdesk-ingest-web-'));
  writeFileSync(join(stub, 'index.html'), '<!doctype html><title>Praxisdesk</title>');
  return stub;
}

async function waitForHealth(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer /healthz within 180 s:\n${output()}`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

export type RunningServer = {
  pid: number;
  /** Resident set right after /healthz first answered. */
  startRssMb: number;
  peakRssMb: () => number;
  stop: () => Promise<void>;
};

export async function startProductionServer(options: {
  env: Record<string, string>;
  port: number;
  profileDir?: string;
}): Promise<RunningServer> {
  const flags = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  await ensureServerBuilt();
  const child = spawn(process.execPath, [...flags, ...serverArgs], {
    cwd: REPO_ROOT,
    env: { ...options.env, PORT: String(options.port), HOST: '127.0.0.1', WEB_ROOT: webRoot() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The banner and warnings; printed only if the server fails. Errors during the load are shown.
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk;
    process.stderr.write(`  [server] ${chunk}`);
  });
  await waitForHealth(options.port, child, () => output);
  const startRssMb = rssMb(child.pid!, 'VmRSS');
  let peak = 0;
  // VmHWM is itself a peak; polling only keeps the last value if the process dies before we ask.
  const poll = setInterval(() => {
    peak = Math.max(peak, rssMb(child.pid!) || 0);
  }, 500);
  return {
    pid: child.pid!,
    startRssMb,
    peakRssMb: () => Math.max(peak, rssMb(child.pid!) || 0),
    stop: async () => {
      clearInterval(poll);
      await stopChild(child);
    },
  };
}

export async function startBaselineServer(
  mode: 'floor' | 'form-insert',
  target: string,
  port: number,
  tenantUuid: string,
): Promise<RunningServer> {
  const child = fork(
    join(import.meta.dirname, 'baselineServer.ts'),
    [mode, target, String(port), tenantUuid],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.on('message', (m: { ready?: boolean }) => m.ready && resolve());
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return {
    pid: child.pid!,
    startRssMb: rssMb(child.pid!, 'VmRSS'),
    peakRssMb: () => rssMb(child.pid!),
    stop: () => stopChild(child),
  };
}
