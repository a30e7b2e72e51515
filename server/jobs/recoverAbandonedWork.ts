// At start, work a dead process left half done is taken back: its jobs in hand are retried at once and its
// mail claims released, so a crash neither delays scoring and notices for minutes nor loses a notice (a retry
// would find the claim held). Only for the embedded database: its DATA_DIR lock admits one process, so
// nothing in hand can belong to another live one. On PostgreSQL several instances share the queue; there the
// job's expiry and the claim's staleness (services/mail/deliveries.ts) take work back.
import type { Database } from '../db/connect.ts';
import { releaseAbandonedClaims } from '../services/mail/deliveries.ts';
import type { JobQueue } from './queue.ts';

export async function recoverAbandonedWork(database: Database, queue: JobQueue) {
  if (database.kind !== 'pglite') return { jobs: 0, claims: 0 };
  const claims = await releaseAbandonedClaims(database);
  const jobs = await queue.retryAbandoned();
  return { jobs, claims };
}
