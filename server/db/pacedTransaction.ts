import type { Database, SqlExecutor } from './connect.ts';

const MAX_PAUSE_MS = 250;

/**
 * One batch of a long background job (a practice's deletion, the retention run) in its own transaction, then
 * queued work (intake, staff requests) goes first: on PGlite, whose queries run one at a time on the server's
 * own thread, a pause as long as the batch took (at most 250 ms); on PostgreSQL one turn of the event loop.
 */
export async function pacedTransaction<T>(
  database: Database,
  work: (execute: SqlExecutor) => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const result = await database.transaction(work);
  const took = performance.now() - started;
  await new Promise<void>((resolve) =>
    database.kind === 'pglite' ? setTimeout(resolve, Math.min(took, MAX_PAUSE_MS)) : setImmediate(resolve),
  );
  return result;
}
