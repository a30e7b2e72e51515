// With TEST_DATABASE_URL (a PostgreSQL server URL), every run gets its own fresh database, migrated once,
// and dropped at the end. Without it, each test context uses its own in-memory PGlite, loaded from a dump of
// one migrated here once (pgliteTemplate).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migratedPgliteTemplate } from '../db/connect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null;
    /** The file of a migrated PGlite's dump, when the tests run on PGlite. */
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  if (!adminUrl) {
    project.provide('pgUrl', null);
    const dir = mkdtempSync(join(tmpdir(), 'praxisdesk-pglite-template-'));
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await (await migratedPgliteTemplate()).arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rmSync(dir, { recursive: true, force: true });
  }
  project.provide('pgliteTemplate', null);
  const name = `praxisdesk_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await database.migrate();
  await database.close();
  project.provide('pgUrl', url.toString());
  console.log(`API-Tests auf PostgreSQL: Datenbank ${name}`);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
