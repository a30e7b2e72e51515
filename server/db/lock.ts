// PGlite belongs to one process at a time (STACK-NOTES: two openers corrupt the folder). The owner holds
// DATA_DIR/praxisdesk.lock with its pid; a lock whose pid is gone is stale and taken over.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly owner: string,
  ) {
    super(
      `Die eingebettete Datenbank in diesem DATA_DIR wird bereits von einem anderen Prozess verwendet (PID ${pid}, ${owner}).\n` +
        'Beenden Sie diesen Prozess zuerst (z. B. den laufenden Server mit Strg+C) und versuchen Sie es dann erneut.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type DataDirLock = { release(): void };

export function lockDataDir(dataDir: string, owner: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'praxisdesk.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, owner, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: { pid?: number; owner?: string } = {};
      try {
        holder = JSON.parse(readFileSync(path, 'utf8'));
      } catch {
        // half-written lock: treat as stale
      }
      if (holder.pid && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DataDirLockedError(holder.pid, holder.owner ?? 'unbekannt');
      }
      unlinkSync(path);
    }
  }
  throw new Error(`Sperrdatei ${path} konnte nicht angelegt werden.`);
}
