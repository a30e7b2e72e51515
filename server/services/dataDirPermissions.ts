// DATA_DIR holds the embedded database, the master key file and the mail outbox: only the server's own user
// may read or change it. Checked and corrected at every start (folders 0700, files 0600); what the process
// creates later is born that way (umask 077), except the embedded database's files, which set their own mode
// and are kept out of reach by the 0700 folder until the next start narrows them.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

/** Creates DATA_DIR when missing and narrows every folder and file in it; returns how many it corrected. */
export function secureDataDir(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  let corrected = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? DATA_DIR_MODE : DATA_FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(path, wanted);
      corrected++;
    }
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dataDir);
  return corrected;
}

/** Files and folders this process creates from now on are its user's alone (worker threads share it). */
export function restrictNewFiles() {
  if (isMainThread) process.umask(0o077);
}
