// PGlite runs postgres without its background workers, so nothing vacuums or analyzes the embedded database:
// measured, a table updated five times over kept all 99,895 dead row versions and no statistics after minutes
// (pg_stat_user_tables: no last_autovacuum, reltuples -1). Dead versions pile up (scoring updates every
// submission twice, every job passes three states), and every query is planned without statistics: the job
// queue's fetch sorted its whole backlog (10 ms at 6,000 waiting jobs instead of 0.5 ms through its index).
// This does autovacuum's work with autovacuum's thresholds, a table at a time; PostgreSQL has its own.
import type { Database } from './connect.ts';

export type TableActivity = {
  deadRows: number;
  modifiedSinceAnalyze: number;
  /** Rows inserted since the last vacuum: an insert-only table (the search terms) needs one too. */
  insertedSinceVacuum: number;
  /** The planner's row estimate; -1 (never analyzed) counts as 0, as in autovacuum. */
  estimatedRows: number;
};

// PostgreSQL's defaults (autovacuum_vacuum_threshold/scale_factor, autovacuum_analyze_*).
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
// autovacuum_vacuum_insert_*: without it an insert-only table never gets its visibility map, and an index-only
// scan on it visits the heap for every row (measured on the search terms: 286 → 161 ms for a 3-word query).
const INSERT_BASE = 1000;
const INSERT_SCALE = 0.2;

/** What autovacuum would do with the table now: vacuum (with analyze), analyze alone, or nothing. */
export function maintenanceDue(table: TableActivity): 'vacuum' | 'analyze' | null {
  const rows = Math.max(0, table.estimatedRows);
  if (table.deadRows > VACUUM_BASE + VACUUM_SCALE * rows) return 'vacuum';
  if (table.insertedSinceVacuum > INSERT_BASE + INSERT_SCALE * rows) return 'vacuum';
  if (table.modifiedSinceAnalyze > ANALYZE_BASE + ANALYZE_SCALE * rows) return 'analyze';
  return null;
}

// Each table's name comes schema-qualified and quoted, ready for the statement.
const TABLE_ACTIVITY = `
  select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name, s.n_dead_tup::float8 as dead,
    s.n_mod_since_analyze::float8 as modified, s.n_ins_since_vacuum::float8 as inserted,
    c.reltuples::float8 as estimated
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where c.relkind = 'r'`;

/**
 * Vacuums and analyzes the tables that are due, one statement each (the embedded database yields to requests
 * between statements, db/yieldingPglite.ts). Returns what it did.
 */
export async function vacuumEmbeddedDatabase(database: Database) {
  const { rows } = await database.executeSql(TABLE_ACTIVITY);
  const done: { table: string; action: 'vacuum' | 'analyze' }[] = [];
  type Row = { name: string; dead: number; modified: number; inserted: number; estimated: number };
  for (const row of rows as Row[]) {
    const action = maintenanceDue({
      deadRows: row.dead,
      modifiedSinceAnalyze: row.modified,
      insertedSinceVacuum: row.inserted,
      estimatedRows: row.estimated,
    });
    if (!action) continue;
    await database.executeSql(action === 'vacuum' ? `vacuum (analyze) ${row.name}` : `analyze ${row.name}`);
    done.push({ table: row.name, action });
  }
  return done;
}
