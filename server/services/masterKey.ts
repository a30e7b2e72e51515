// The master key: ENCRYPTION_KEY, else a key generated once into DATA_DIR (with a warning, because losing
// that file makes every encrypted value unreadable).

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMasterKey } from './crypto.ts';

export function loadMasterKey(
  encryptionKey: string | undefined,
  dataDir: string,
  warn: (message: string) => void,
): Buffer {
  if (encryptionKey) return parseMasterKey(encryptionKey);
  const path = join(dataDir, 'master.key');
  if (existsSync(path)) return parseMasterKey(readFileSync(path, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(path, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  warn(
    `ENCRYPTION_KEY ist nicht gesetzt: ein neuer Hauptschlüssel wurde in ${path} erzeugt. ` +
      'Sichern Sie diese Datei; ohne sie sind alle verschlüsselten Daten verloren.',
  );
  return key;
}
