// An event of a practice becomes one delivery per active endpoint that asked for it, each with its own job
// whose payload is the delivery's id alone (the body is built at delivery, from the database). Called inside
// the transaction that makes the event happen, so an event is never announced without having happened, nor
// lost after it did.
import type { WebhookEvent } from '../../../common/webhooks/events.ts';
import type { Database, Db, SqlExecutor } from '../../db/connect.ts';
import { deliverWebhookJob } from '../../jobs/definitions/deliverWebhook.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { ATTEMPT_LEASE_SECONDS } from './deliverWebhook.ts';
import { sqlExecutorOf } from './sqlExecutorOf.ts';

export type WebhookEventInput = {
  tenantId: string;
  event: WebhookEvent | 'webhook.test';
  submissionId: string | null;
  /** Only this endpoint (the admin's test event, which no endpoint subscribes to). */
  endpointId?: string;
};

export type WebhookEnqueueDeps = { database: Database; queue: JobQueue };

const INSERT_DELIVERIES = `insert into webhook_deliveries (endpoint_id, tenant_id, message_id, event, submission_id)
  select e.id, e.tenant_id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ev.event, ev.submission_id
  from unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[]) as ev(tenant_id, event, submission_id, endpoint_id)
  join webhook_endpoints e on e.tenant_id = ev.tenant_id and e.disabled_at is null
    and (case when ev.endpoint_id is null then ev.event = any(e.events) else e.id = ev.endpoint_id end)
  returning id`;

/** The deliveries and their jobs, through the caller's transaction. */
async function writeDeliveries(queue: JobQueue, events: readonly WebhookEventInput[], execute: SqlExecutor) {
  const { rows } = await execute(INSERT_DELIVERIES, [
    events.map((e) => e.tenantId),
    events.map((e) => e.event),
    events.map((e) => e.submissionId),
    events.map((e) => e.endpointId ?? null),
  ]);
  const ids = (rows as { id: string }[]).map((r) => r.id);
  if (ids.length)
    await queue.enqueueMany(
      deliverWebhookJob,
      ids.map((deliveryId) => ({ deliveryId })),
      execute,
    );
  return ids;
}

/**
 * Several events in one statement (a scoring chunk); the delivery ids. With `execute`, in the caller's
 * transaction (the caller may wake the workers after its commit; they poll every second anyway).
 */
export async function enqueueWebhookEvents(
  deps: WebhookEnqueueDeps,
  events: readonly WebhookEventInput[],
  execute?: SqlExecutor,
): Promise<string[]> {
  if (events.length === 0) return [];
  if (execute) return writeDeliveries(deps.queue, events, execute);
  const ids = await deps.database.transaction((run) => writeDeliveries(deps.queue, events, run));
  if (ids.length) deps.queue.wake(deliverWebhookJob);
  return ids;
}

export const enqueueWebhookEvent = (
  deps: WebhookEnqueueDeps,
  event: WebhookEventInput,
  execute?: SqlExecutor,
) => enqueueWebhookEvents(deps, [event], execute);

/** The same inside a drizzle transaction (the commands that write through drizzle). */
export const enqueueWebhookEventInTx = (queue: JobQueue, tx: Db, event: WebhookEventInput) =>
  writeDeliveries(queue, [event], sqlExecutorOf(tx));

/**
 * "Erneut senden": a failed delivery goes out again now, its attempts kept; one attempt at least, further ones
 * only within the 3 days after it was created. A pending one waiting for a later attempt is moved to now; one
 * whose attempt is under way or due within the lease (deliverWebhook.ts) is left alone, so no second chain of
 * attempts starts: false then.
 */
export async function retryWebhookDelivery(deps: WebhookEnqueueDeps, deliveryId: string): Promise<boolean> {
  const { rows } = await deps.database.executeSql(
    `update webhook_deliveries set status = 'pending', next_attempt_at = now()
     where id = $1 and (status = 'failed'
       or (status = 'pending' and next_attempt_at > now() + make_interval(secs => $2)))
     returning id`,
    [deliveryId, ATTEMPT_LEASE_SECONDS],
  );
  if (rows.length === 0) return false;
  await deps.queue.enqueue(deliverWebhookJob, { deliveryId });
  return true;
}
