// The CLI as an operator runs it, for tests: a process of the bundle `npm run cli` runs (scripts/builds.mjs,
// ensureCliBuilt first), with only PATH and the given environment.
import { spawn } from 'node:child_process';
import { CLI_ENTRY } from '../../scripts/builds.mjs';

export type CliRun = { code: number | null; stdout: string; stderr: string };

/**
 * input: what the process reads on stdin (closed right away without). The bundle itself by default; `script`:
 * through scripts/cli.mjs, as `npm run cli` starts it.
 */
export function runCli(
  args: string[],
  env: Record<string, string>,
  input = '',
  script = CLI_ENTRY,
): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', script, ...args], {
      env: { PATH: process.env.PATH, ...env },
    });
    child.stdin.end(input);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
