import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from './connect.ts';
import { maintenanceDue, vacuumEmbeddedDatabase } from './embeddedVacuum.ts';

describe('autovacuum thresholds', () => {
  const table = { deadRows: 0, modifiedSinceAnalyze: 0, insertedSinceVacuum: 0, estimatedRows: 1000 };
  it('vacuums past 50 + 20 % dead rows, analyzes past 50 + 10 % changed rows', () => {
    expect(maintenanceDue({ ...table, deadRows: 250 })).toBeNull();
    expect(maintenanceDue({ ...table, deadRows: 251 })).toBe('vacuum');
    expect(maintenanceDue({ ...table, modifiedSinceAnalyze: 150 })).toBeNull();
    expect(maintenanceDue({ ...table, modifiedSinceAnalyze: 151 })).toBe('analyze');
    // Never analyzed (-1) counts as empty: the first 51 rows are enough.
    expect(maintenanceDue({ ...table, estimatedRows: -1, modifiedSinceAnalyze: 51 })).toBe('analyze');
  });

  it('vacuums an insert-only table past 1,000 + 20 % inserted rows, as PostgreSQL 13+ does', () => {
    expect(maintenanceDue({ ...table, insertedSinceVacuum: 1200 })).toBeNull();
    expect(maintenanceDue({ ...table, insertedSinceVacuum: 1201 })).toBe('vacuum');
  });
});

// On PGlite itself: the embedded database has no autovacuum, which is what this replaces.
describe('vacuumEmbeddedDatabase on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await connectDatabase({ dataDir: null });
  });
  afterAll(() => database.close());

  const activity = async () => {
    // Statistics reach the views at most once a second; the test does not wait for that.
    await database.executeSql('select pg_stat_force_next_flush()');
    await database.executeSql('select 1');
    return (
      await database.executeSql(
        `select s.n_dead_tup::int as dead, c.reltuples::int as estimated, s.last_vacuum is not null as vacuumed
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'churn'`,
      )
    ).rows[0] as { dead: number; estimated: number; vacuumed: boolean };
  };

  it('vacuums and analyzes a table updated over and over, and leaves it alone afterwards', async () => {
    await database.executeSql('create table churn (id int primary key, n int)');
    await database.executeSql('insert into churn select g, 0 from generate_series(1, 2000) g');
    for (let i = 0; i < 3; i++) await database.executeSql('update churn set n = n + 1');
    await activity();
    // What PGlite leaves on its own: the old versions (of 6,000, what page pruning did not take), no statistics.
    const before = await activity();
    expect(before.dead).toBeGreaterThan(4000);
    expect(before).toMatchObject({ estimated: -1, vacuumed: false });

    expect(await vacuumEmbeddedDatabase(database)).toContainEqual({
      table: 'public.churn',
      action: 'vacuum',
    });
    expect(await activity()).toEqual({ dead: 0, estimated: 2000, vacuumed: true });
    expect((await vacuumEmbeddedDatabase(database)).map((d) => d.table)).not.toContain('public.churn');
  });
});
