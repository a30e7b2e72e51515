// A throwaway PostgreSQL database for one benchmark run: created empty, dropped afterwards whatever happens.
import pg from 'pg';

/** The server the benchmarks use: TEST_DATABASE_URL, else the local one. */
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function withFreshPostgres<T>(label: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `praxisdesk_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
