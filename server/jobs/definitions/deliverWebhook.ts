import { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { type Env, publicUrl } from '../../env.ts';
import type { CryptoService } from '../../services/crypto.ts';
import { ATTEMPT_LEASE_SECONDS, deliverWebhook } from '../../services/webhooks/deliverWebhook.ts';
import { defineJob } from '../defineJob.ts';
import type { JobQueue } from '../queue.ts';

/**
 * One attempt of a webhook delivery (issue 31); the payload is the delivery's id only, the body is built from
 * the database at each attempt. The schedule is the delivery's own (seconds to hours, over 3 days, or what a
 * 429 asks), so a failed attempt does not fail the job: the handler enqueues the next one with its start time.
 * pg-boss's retries are only for the handler itself failing (database gone); they wait out the lease.
 */
export const deliverWebhookJob = defineJob({
  id: 'deliver-webhook',
  payload: z.object({ deliveryId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: ATTEMPT_LEASE_SECONDS + 30,
  expireInSeconds: ATTEMPT_LEASE_SECONDS * 2,
  batchSize: 5,
});

export type DeliverWebhookJobDeps = { database: Database; crypto: CryptoService; queue: JobQueue; env: Env };

export const deliverWebhookWorker = (deps: DeliverWebhookJobDeps) => {
  const attemptDeps = {
    database: deps.database,
    crypto: deps.crypto,
    publicUrl: publicUrl(deps.env),
    allowPrivate: deps.env.WEBHOOK_ALLOW_PRIVATE === true,
    retryBaseSeconds: deps.env.WEBHOOK_RETRY_BASE_SECONDS,
  };
  return defineJob({
    ...deliverWebhookJob,
    handler: async ({ deliveryId }, ctx) => {
      const result = await deliverWebhook(attemptDeps, deliveryId, (seconds) =>
        deps.queue.enqueue(deliverWebhookJob, { deliveryId }, { startAfterSeconds: seconds }),
      );
      // The outcome only: neither the address nor anything of the body or the answer.
      ctx.log('webhook attempt done', { deliveryId, ...result });
    },
  });
};
