import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { secureDataDir } from './dataDirPermissions.ts';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('DATA_DIR permissions', () => {
  it('narrows folders to 0700 and files to 0600 at every start, and creates a missing DATA_DIR that way', () => {
    const root = mkdtempSync(join(tmpdir(), 'praxisdesk-perm-'));
    // What PGlite and older versions left: world-readable files in world-readable folders.
    const dataDir = join(root, 'data');
    mkdirSync(join(dataDir, 'pglite', 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'master.key'), 'schluessel');
    writeFileSync(join(dataDir, 'pglite', 'base', '16384'), 'tabelle');
    for (const dir of [dataDir, join(dataDir, 'pglite'), join(dataDir, 'pglite', 'base')])
      chmodSync(dir, 0o755);
    chmodSync(join(dataDir, 'master.key'), 0o644);
    chmodSync(join(dataDir, 'pglite', 'base', '16384'), 0o666);

    expect(secureDataDir(dataDir)).toBe(5);
    for (const dir of [dataDir, join(dataDir, 'pglite'), join(dataDir, 'pglite', 'base')])
      expect(mode(dir)).toBe(0o700);
    expect(mode(join(dataDir, 'master.key'))).toBe(0o600);
    expect(mode(join(dataDir, 'pglite', 'base', '16384'))).toBe(0o600);
    // A second start finds nothing to correct.
    expect(secureDataDir(dataDir)).toBe(0);

    const fresh = join(root, 'neu', 'data');
    secureDataDir(fresh);
    expect(mode(fresh)).toBe(0o700);
  });
});
