// With TEST_DATABASE_URL (a PostgreSQL server URL), every run migrates one template database; each test
// context copies it (postgresTemplate.ts), and the template and its copies are dropped at the end. Without it, each test context uses its own in-memory PGlite, loaded from a dump of
// one migrated here once (pgliteTemplate). The templates hold the job queue's tables too (jobSchema.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migratedPgliteTemplate } from '../db/connect.ts';
import { installJobSchema } from './jobSchema.ts';
import { createTemplateDatabase, dropTemplateAndCopies } from './postgresTemplate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL, the run's migrated template database: never connect to it, copy it (postgresTemplate.ts). */
    pgUrl: string | null;
    /** The file of a migrated PGlite's dump, when the tests run on PGlite. */
    pgliteTemplate: string | null;
    /** A migrated on-disk PGlite folder to copy into a DATA_DIR (test/migratedDataDir.ts), on PGlite. */
    pgliteDataDir: string | null;
  }
}

/** The dump written to disk (~1 CPU-s): a second initdb and migration would cost ~6. */
async function migratedDataDir(dataDir: string, dump: Blob) {
  const database = await connectDatabase({ dataDir, lockOwner: 'test-template', template: dump });
  await database.close();
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  if (!adminUrl) {
    project.provide('pgUrl', null);
    const dir = mkdtempSync(join(tmpdir(), 'praxisdesk-pglite-template-'));
    const file = join(dir, 'migrated.tar');
    const dataDir = join(dir, 'data');
    const dump = await migratedPgliteTemplate(installJobSchema);
    await migratedDataDir(dataDir, dump);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('pgliteDataDir', join(dataDir, 'pglite'));
    return () => rmSync(dir, { recursive: true, force: true });
  }
  project.provide('pgliteTemplate', null);
  project.provide('pgliteDataDir', null);
  const templateUrl = await createTemplateDatabase(adminUrl);
  const database = await connectDatabase({ databaseUrl: templateUrl, poolSize: 2 });
  await database.migrate();
  await installJobSchema(database);
  await database.close();
  project.provide('pgUrl', templateUrl);
  console.log(`API-Tests auf PostgreSQL: Vorlage ${new URL(templateUrl).pathname.slice(1)}`);
  return () => dropTemplateAndCopies(templateUrl);
}
