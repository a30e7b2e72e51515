import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'praxisdesk-lock-'));

describe('DATA_DIR lock', () => {
  it('refuses a second owner while the first lives, and frees on release', async () => {
    const dir = tempDir();
    // Another live process holds the lock.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    writeFileSync(join(dir, 'praxisdesk.lock'), JSON.stringify({ pid: holder.pid, owner: 'server' }));
    try {
      expect(() => lockDataDir(dir, 'cli')).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir, 'cli')).toThrow(/PID \d+, server/);
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // The holder died without cleaning up: its lock is stale and taken over.
    const lock = lockDataDir(dir, 'cli');
    lock.release();
    expect(existsSync(join(dir, 'praxisdesk.lock'))).toBe(false);
  });

  it('takes over a half-written lock file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'praxisdesk.lock'), '{"pi');
    lockDataDir(dir, 'server').release();
  });
});
