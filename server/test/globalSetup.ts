// With TEST_DATABASE_URL (a PostgreSQL server URL), every run gets its own fresh database, migrated once,
// and dropped at the end. Without it, each test file uses its own in-memory PGlite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/connect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  if (!adminUrl) {
    project.provide('pgUrl', null);
    return;
  }
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
