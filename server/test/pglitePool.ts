// In-memory PGlite databases for test contexts, reused within a Vitest worker. Loading the run's migrated
// template into a new PGlite costs about a CPU-second (postgres in WebAssembly starting on a 43 MB data
// directory) and the suite makes about a hundred contexts; emptying a released database back to the
// template's rows costs a few tenths of one. A lease's handle stops working when it is released, so whatever a
// test file leaves running (a job after close) fails as on a closed PGlite instead of writing into the next
// file's database.
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, inMemoryPglite, migratedPgliteTemplate, pgliteDatabase } from '../db/connect.ts';
import { installJobSchema } from './jobSchema.ts';

/** What brings a used database back to the template: every table emptied, the template's rows and sequences. */
interface Reset {
  truncate: string;
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

const SCHEMAS = "('public', 'pgboss')";
const idle: PGlite[] = [];
let template: Blob | undefined;
let reset: Reset | undefined;

/** A database as the template left it, on a PGlite of this worker's pool; close() returns it. */
export async function leasePglite(): Promise<Database> {
  const client = idle.pop() ?? (await fresh());
  let released = false;
  const handle = new Proxy(client, {
    get(target, key) {
      if (released) throw new Error('Die Testdatenbank wurde schon zurückgegeben.');
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return pgliteDatabase(handle, async () => {
    if (released) return;
    released = true;
    try {
      await restore(client);
    } catch (error) {
      // Not back as the template left it: it must serve no other file.
      await client.close();
      throw error;
    }
    idle.push(client);
  });
}

async function fresh(): Promise<PGlite> {
  // The run's template (globalSetup); a run on PostgreSQL has none, and a test of the pool makes its own.
  const file = inject('pgliteTemplate');
  template ??= file ? new Blob([readFileSync(file)]) : await migratedPgliteTemplate(installJobSchema);
  const client = await inMemoryPglite(template);
  reset ??= await readReset(client);
  return client;
}

/** Read from a database fresh from the template: which tables to empty, which rows and counters to put back. */
async function readReset(client: PGlite): Promise<Reset> {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ${SCHEMAS} and c.relkind in ('r', 'p') and not c.relispartition`,
  );
  const rows: Reset['rows'] = [];
  for (const { name } of tables.rows) {
    const {
      rows: [kept],
    } = await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${name} t`);
    if (kept?.json) rows.push({ table: name, json: kept.json });
  }
  const sequences = await client.query<{ name: string; value: string; called: boolean }>(
    `select format('%I.%I', schemaname, sequencename) as name,
            coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname in ${SCHEMAS}`,
  );
  return {
    // The statistics of an ANALYZE go too: plans on a fresh template are made without them.
    truncate: `truncate ${tables.rows.map((t) => t.name).join(', ')} cascade;
      delete from pg_statistic where starelid in (select c.oid from pg_class c
        join pg_namespace n on n.oid = c.relnamespace where n.nspname in ${SCHEMAS})`,
    rows,
    sequences: sequences.rows,
  };
}

async function restore(client: PGlite): Promise<void> {
  if (!reset) throw new Error('Zurücksetzen ohne gelesene Vorlage.');
  // A session setting, lock or prepared statement a test left behind goes too.
  await client.exec('discard all');
  await client.transaction(async (tx) => {
    await tx.exec(reset!.truncate);
    // The rows are a consistent copy, put back in pg_class's order, which a migration can change: foreign keys
    // (e.g. pg-boss's schedule → queue) are not checked while they go in.
    await tx.exec('set local session_replication_role = replica');
    for (const { table, json } of reset!.rows)
      await tx.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1)`, [
        json,
      ]);
    for (const { name, value, called } of reset!.sequences)
      await tx.query('select setval($1, $2::bigint, $3)', [name, value, called]);
  });
}
