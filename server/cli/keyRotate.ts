// npm run cli -- key:rotate: a new master key for the installation (issue 27 #10), with the stopped server.
// The old key is the one the installation runs with (ENCRYPTION_KEY, else DATA_DIR/master.key): it must open
// every wrapped key, or nothing changes. The new key never stands on the command line (process list, shell
// history): it comes from a file or standard input (`--new-key-file <Datei>` | `-`), or, for an installation
// on DATA_DIR/master.key, is generated. It lies in DATA_DIR/master.key.new before the database changes and
// replaces master.key after the commit; an interrupted run is completed by running key:rotate again.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { rotateMasterKey } from '../commands/rotateMasterKey.ts';
import { connectDatabase } from '../db/connect.ts';
import type { Env } from '../env.ts';
import { parseMasterKey } from '../services/crypto.ts';
import { restrictNewFiles, secureDataDir } from '../services/dataDirPermissions.ts';
import { PASSWORD_FROM_STDIN, readPassword } from './readPassword.ts';

export const NEW_KEY_OPTION = 'new-key-file';

/** A key as ENCRYPTION_KEY takes it (64 hex characters or 32 bytes in Base64), or a German error. */
function keyFrom(text: string, where: string): Buffer {
  try {
    return parseMasterKey(text.trim());
  } catch {
    throw new Error(
      `${where} enthält keinen gültigen Schlüssel: erwartet werden 64 Hexadezimalzeichen oder 32 Byte in ` +
        'Base64, wie bei ENCRYPTION_KEY (erzeugen z. B. mit „openssl rand -hex 32“).',
    );
  }
}

function readKeyFile(path: string): Buffer {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${path} lässt sich nicht lesen (${(error as NodeJS.ErrnoException).code ?? error}).`);
  }
  return keyFrom(text, path);
}

/** Written and flushed before the database changes: the new key exists on disk before anything needs it. */
function writeKeyFile(path: string, key: Buffer) {
  const fd = openSync(path, 'wx', 0o600);
  try {
    writeSync(fd, key.toString('hex'));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]|\.\d+/g, '');

/** writePending: the new key is to be written to master.key.new before the database changes. */
type Keys = { oldKey: Buffer; newKey: Buffer; source: string; writePending: boolean };

async function keysOf(newKeyFile: string | undefined, env: Env, pendingFile: string): Promise<Keys> {
  let newKey: Buffer | undefined;
  let source = '';
  if (newKeyFile === PASSWORD_FROM_STDIN) {
    newKey = keyFrom(await readPassword(PASSWORD_FROM_STDIN), 'Die Standardeingabe');
    source = 'den Sie über die Standardeingabe übergeben haben';
  } else if (newKeyFile) {
    newKey = readKeyFile(newKeyFile);
    source = `aus ${newKeyFile}`;
  }
  if (env.ENCRYPTION_KEY) {
    if (!newKey)
      throw new Error(
        'ENCRYPTION_KEY ist gesetzt: geben Sie den neuen Schlüssel mit --new-key-file <Datei> an ' +
          '(oder „--new-key-file -“ für die Standardeingabe). Einen neuen erzeugen Sie z. B. mit ' +
          '„openssl rand -hex 32 > neuer.key“.',
      );
    return { oldKey: parseMasterKey(env.ENCRYPTION_KEY), newKey, source, writePending: false };
  }
  const keyFile = join(env.DATA_DIR, 'master.key');
  if (!existsSync(keyFile))
    throw new Error(
      `Weder ENCRYPTION_KEY noch ${keyFile} gibt es: es gibt keinen Hauptschlüssel zu wechseln. ` +
        'Setzen Sie ENCRYPTION_KEY auf den Schlüssel, mit dem der Server läuft.',
    );
  const oldKey = readKeyFile(keyFile);
  // A run that stopped after writing the new key: finish with that key (the database may be under it already).
  if (existsSync(pendingFile)) {
    const pending = readKeyFile(pendingFile);
    if (newKey && !newKey.equals(pending))
      throw new Error(
        `Ein unterbrochener Schlüsselwechsel hat ${pendingFile} hinterlassen. Rufen Sie key:rotate ohne ` +
          '--new-key-file auf: das schließt ihn mit diesem Schlüssel ab.',
      );
    return { oldKey, newKey: pending, source: `aus ${pendingFile}`, writePending: false };
  }
  newKey ??= randomBytes(32);
  return { oldKey, newKey, source, writePending: !newKey.equals(oldKey) };
}

export async function rotateKeyFromCli(values: Record<string, string>, env: Env): Promise<string> {
  restrictNewFiles();
  const keyFile = join(env.DATA_DIR, 'master.key');
  const pendingFile = `${keyFile}.new`;
  const { oldKey, newKey, source, writePending } = await keysOf(values[NEW_KEY_OPTION], env, pendingFile);

  const database = await connectDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { dataDir: env.DATA_DIR, lockOwner: 'cli key:rotate' },
  );
  let summary: Awaited<ReturnType<typeof rotateMasterKey>>;
  try {
    await database.migrate();
    if (!env.DATABASE_URL) secureDataDir(env.DATA_DIR);
    if (writePending) writeKeyFile(pendingFile, newKey);
    try {
      summary = await rotateMasterKey(database.db, oldKey, newKey);
    } catch (error) {
      // Rolled back: the database is under the old key still, and the new key of this run is of no use.
      if (writePending) unlinkSync(pendingFile);
      throw error;
    }
  } finally {
    await database.close();
  }

  const changed = summary.dataKeys + summary.secrets;
  const lines = [
    changed
      ? `Hauptschlüssel gewechselt: ${summary.dataKeys} Praxis-Schlüssel und ${summary.secrets} weitere ` +
        'Schlüssel (Zwei-Faktor-Geheimnisse, Schlüssel der Hashwerte) neu verpackt, in einer Transaktion. ' +
        'Die verschlüsselten Daten selbst sind unverändert.'
      : `Nichts zu tun: alle ${summary.alreadyNew} Schlüssel sind schon mit dem neuen Hauptschlüssel verpackt. ` +
        'In der Datenbank wurde nichts geändert.',
  ];
  if (summary.alreadyNew && changed)
    lines.push(`${summary.alreadyNew} Schlüssel waren schon mit dem neuen Hauptschlüssel verpackt.`);

  // The installation runs with the new key already: nothing for the operator to do either.
  if (newKey.equals(oldKey)) return lines.join('\n');
  if (env.ENCRYPTION_KEY) {
    lines.push(
      'Jetzt:',
      `  1. ENCRYPTION_KEY auf den neuen Schlüssel setzen (${source}), dort, woher der Server ihn bekommt ` +
        '(Secret-Store, Umgebung jeder Server-Instanz), und den Server starten. Mit dem alten Schlüssel ' +
        'startet er nicht mehr.',
      '  2. Den neuen Schlüssel getrennt von der Datensicherung aufbewahren (z. B. im Passwort-Manager der ' +
        'Praxis) und eine Datei, aus der er kam, danach löschen.',
      '  3. Den alten Schlüssel aufheben, solange es Datensicherungen von vor dem Wechsel gibt: nur er öffnet sie.',
    );
    return lines.join('\n');
  }
  // After the commit: the database is under the new key, so master.key must become it. The old key stays
  // beside it under its own name (it opens backups from before), for the operator to move away.
  const oldFile = `${keyFile}.old-${stamp(new Date())}`;
  linkSync(keyFile, oldFile);
  renameSync(pendingFile, keyFile);
  lines.push(
    `${keyFile} enthält jetzt den neuen Schlüssel; der bisherige liegt in ${oldFile}.`,
    'Jetzt:',
    '  1. Den neuen master.key getrennt von der Datensicherung aufbewahren (z. B. im Passwort-Manager der ' +
      'Praxis). Besser noch: ihn als ENCRYPTION_KEY aus einem Secret-Store übergeben und die Datei aus ' +
      'DATA_DIR entfernen.',
    `  2. ${oldFile} zu den Datensicherungen von vor dem Wechsel legen (nur er öffnet sie) und hier löschen.`,
  );
  return lines.join('\n');
}
