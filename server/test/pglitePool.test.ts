import { afterAll, describe, expect, test } from 'vitest';
import type { Database } from '../db/connect.ts';
import { leasePglite } from './pglitePool.ts';

const count = async (database: Database, table: string) =>
  Number(((await database.executeSql(`select count(*)::int as n from ${table}`)).rows[0] as { n: number }).n);

const setting = async (database: Database) =>
  ((await database.executeSql('show statement_timeout')).rows[0] as { statement_timeout: string })
    .statement_timeout;

describe('a released test database', () => {
  const leases: Database[] = [];
  const lease = async () => {
    const database = await leasePglite();
    leases.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of leases) await database.close();
  });

  test('comes back as the template left it: rows, counters, settings and statistics', async () => {
    const first = await lease();
    const queues = await count(first, 'pgboss.queue');
    const migrations = await count(first, 'drizzle.__drizzle_migrations');
    expect(queues).toBeGreaterThan(0);
    const nextId = async (database: Database) =>
      (
        (await database.executeSql("select nextval('public.audit_log_id_seq')::text as id")).rows[0] as {
          id: string;
        }
      ).id;
    const firstId = await nextId(first);
    await first.executeSql(
      "insert into users (email, full_name, password_hash) values ('pool@example.test', 'Pool', 'x')",
    );
    await first.executeSql('delete from pgboss.queue');
    await first.executeSql("set statement_timeout = '7s'");
    await first.executeSql('analyze users');
    await first.close();

    const second = await lease();
    expect(await count(second, 'users')).toBe(0);
    expect(await count(second, 'pgboss.queue')).toBe(queues);
    expect(await count(second, 'drizzle.__drizzle_migrations')).toBe(migrations);
    expect(await nextId(second)).toBe(firstId);
    expect(await setting(second)).toBe('0');
    expect(await count(second, "pg_statistic where starelid = 'public.users'::regclass")).toBe(0);
  });

  test('refuses its old handle, so a straggler cannot write into the next lease', async () => {
    const first = await lease();
    await first.close();
    const next = await lease();
    await expect(first.executeSql('select 1')).rejects.toThrow('zurückgegeben');
    await expect(
      first.db.execute(
        "insert into users (email, full_name, password_hash) values ('late@example.test', 'Spät', 'x')",
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('zurückgegeben') } });
    expect(await count(next, 'users')).toBe(0);
  });
});
