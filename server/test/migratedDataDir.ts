// On-disk PGlite for tests that need a real DATA_DIR: a copy of one migrated per run (globalSetup) instead of
// a new database each. Creating one costs ~2 s of initdb and migrations; a copy ~50 ms.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * Puts the run's migrated database into `dataDir` (its `pglite` folder) unless one is there; without a
 * template (the PostgreSQL run, which opens no on-disk PGlite) nothing. The rest of DATA_DIR (master.key, the
 * outbox) the code under test creates as on any first start.
 */
export function seedMigratedDatabase(dataDir: string): void {
  const template = inject('pgliteDataDir');
  const target = join(dataDir, 'pglite');
  if (!template || existsSync(target)) return;
  cpSync(template, target, { recursive: true });
}
