import { join } from 'node:path';
import { z } from 'zod';
import { runTenantDeletion } from '../../commands/deleteTenant.ts';
import type { Database } from '../../db/connect.ts';
import type { Env } from '../../env.ts';
import { defineJob } from '../defineJob.ts';

/**
 * Deleting a practice and all its data in batches (commands/deleteTenant.ts), enqueued by DELETE
 * /api/tenants/:id in the same transaction that takes the practice out of service. A run is safe to repeat:
 * after a crash pg-boss retries it and it continues where the last one stopped.
 */
export const deleteTenantJob = defineJob({
  id: 'delete-tenant',
  payload: z.object({ tenantId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  // 100,000 submissions take ~20 s on PGlite and ~5 s on PostgreSQL (bench/tenantDeletion); a run whose worker
  // died is taken over after this long, and a run still going meanwhile only shares the work.
  expireInSeconds: 600,
});

export const deleteTenantWorker = (deps: { database: Database; env?: Env }) =>
  defineJob({
    ...deleteTenantJob,
    handler: async ({ tenantId }, ctx) => {
      const outcome = await runTenantDeletion(
        // The outbox may hold the practice's mails even when SMTP is configured now.
        { database: deps.database, outboxDir: deps.env ? join(deps.env.DATA_DIR, 'outbox') : null },
        tenantId,
        { finalAttempt: ctx.attempt > (deleteTenantJob.retryLimit ?? 0) },
      );
      ctx.log('tenant deletion', { tenantId, outcome });
    },
  });
