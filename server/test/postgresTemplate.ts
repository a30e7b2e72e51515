// PostgreSQL for the API suite: globalSetup migrates one template database per run; every test context (and
// queue.test.ts) works on a copy of it (CREATE DATABASE … TEMPLATE, a file copy: no migration per file), so
// files run in parallel without seeing each other's rows, as each PGlite context has its own database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in the copy). */
async function onServer(anyUrl: string, statement: string) {
  const url = new URL(anyUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseName = (url: string) => new URL(url).pathname.slice(1);
const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

/** A new, empty database for the run's template; the caller migrates it and closes every connection. */
export async function createTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `praxisdesk_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  return withDatabase(serverUrl, name);
}

/** A copy of the template for one test context; `drop` removes it. Nobody may be connected to the template. */
export async function copyTemplateDatabase(templateUrl: string) {
  const template = databaseName(templateUrl);
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await onServer(templateUrl, `create database ${name} template ${template}`);
  return {
    url: withDatabase(templateUrl, name),
    drop: () => onServer(templateUrl, `drop database if exists ${name} with (force)`).then(() => {}),
  };
}

/** Drops the template and every copy a crashed file left behind. */
export async function dropTemplateAndCopies(templateUrl: string) {
  const template = databaseName(templateUrl);
  const { rows } = await onServer(
    templateUrl,
    `select datname from pg_database where datname = '${template}' or datname like '${template}\\_%'`,
  );
  for (const { datname } of rows)
    await onServer(templateUrl, `drop database if exists ${datname} with (force)`);
}
