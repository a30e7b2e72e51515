// One attempt of one delivery: claim it, build and sign the body, POST it to the checked address, record the
// outcome. 2xx: succeeded. 410 Gone: the receiver wants no more, so the endpoint is switched off ('gone') and
// the delivery fails. 429 with Retry-After: again when the receiver asks (at most 12 h). Anything else (other
// status, timeout, network, refused address): again per retrySchedule.ts while within the 3 days after the
// delivery was created, else failed. A paused, gone or deleted endpoint fails its waiting deliveries.

import { webhookDeliveryErrors as E } from '../../../common/texts/webhookDelivery.ts';
import type { Database } from '../../db/connect.ts';
import type { CryptoService } from '../crypto.ts';
import { postWebhook } from './postWebhook.ts';
import { RETRY_WINDOW_DAYS, retryAfterSeconds, retryDelaySeconds } from './retrySchedule.ts';
import { signWebhook } from './signWebhook.ts';
import { webhookBody } from './webhookBody.ts';
import { openWebhookSecret } from './webhookSecret.ts';
import { resolveWebhookTarget } from './webhookUrl.ts';

/**
 * While an attempt runs, its delivery's next_attempt_at is this far ahead: a second job for the same delivery
 * (a stale one, or "erneut senden" meanwhile) finds it not due and leaves it. Longer than an attempt can take
 * (15 s POST plus building the body); a worker that died frees it after this.
 */
export const ATTEMPT_LEASE_SECONDS = 60;
/** A job may run this much before the time it was scheduled for (pg-boss and the database clock). */
const DUE_SLACK_SECONDS = 2;

export type DeliverWebhookDeps = {
  database: Database;
  crypto: CryptoService;
  publicUrl: string;
  allowPrivate: boolean;
  retryBaseSeconds: number;
  timeoutMs?: number;
};

export type AttemptOutcome = 'skipped' | 'succeeded' | 'gone' | 'disabled' | 'retry' | 'failed';

type Claimed = {
  id: string;
  endpoint_id: string;
  tenant_id: string;
  message_id: string;
  event: string;
  submission_id: string | null;
  occurred_at: Date | string;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_valid: boolean | null;
  full_data: boolean;
  disabled: boolean;
  slug: string;
  name: string;
  request_kind: string | null;
};

const CLAIM = `with claimed as (
    update webhook_deliveries set next_attempt_at = now() + make_interval(secs => $2), last_attempt_at = now()
    where id = $1 and status = 'pending'
      and (next_attempt_at is null or next_attempt_at <= now() + make_interval(secs => $3))
    returning id, endpoint_id, tenant_id, message_id, event, submission_id, occurred_at, attempts
  )
  select c.*, e.url, e.secret, e.previous_secret, e.previous_secret_until > now() as previous_valid,
    e.full_data, e.disabled_at is not null as disabled, t.tenant_id as slug, t.name, s.request_kind
  from claimed c
  join webhook_endpoints e on e.id = c.endpoint_id
  join tenant_settings t on t.id = c.tenant_id
  left join form_submissions s on s.id = c.submission_id`;

/** A failure that is tried again while the delivery's 3 days last (the database's clock decides). */
const RECORD_RETRY = `update webhook_deliveries set attempts = attempts + 1, last_status_code = $2, last_error = $3,
    status = case when now() + make_interval(secs => $4) <= created_at + interval '${RETRY_WINDOW_DAYS} days'
      then 'pending' else 'failed' end,
    next_attempt_at = case when now() + make_interval(secs => $4) <= created_at + interval '${RETRY_WINDOW_DAYS} days'
      then now() + make_interval(secs => $4) end
  where id = $1 returning status`;

/**
 * scheduleNext enqueues the next attempt's job; it is called before the outcome is written, so a failure in
 * between leaves one job too many (it finds the delivery not due, or done), never none.
 */
export async function deliverWebhook(
  deps: DeliverWebhookDeps,
  deliveryId: string,
  scheduleNext: (seconds: number) => Promise<unknown>,
): Promise<{ outcome: AttemptOutcome; status?: number }> {
  const run = deps.database.executeSql;
  const { rows } = await run(CLAIM, [deliveryId, ATTEMPT_LEASE_SECONDS, DUE_SLACK_SECONDS]);
  const row = rows[0] as Claimed | undefined;
  if (!row) return { outcome: 'skipped' };

  const fail = async (error: string) => {
    await run(
      `update webhook_deliveries set status = 'failed', last_error = $2, next_attempt_at = null where id = $1`,
      [row.id, error],
    );
  };
  const retry = async (error: string, status: number | null, delaySeconds?: number) => {
    const delay = Math.max(1, delaySeconds ?? retryDelaySeconds(deps.retryBaseSeconds, row.attempts + 1));
    await scheduleNext(delay);
    const { rows: recorded } = await run(RECORD_RETRY, [row.id, status, error, delay]);
    return {
      outcome: (recorded[0] as { status: string } | undefined)?.status === 'pending' ? 'retry' : 'failed',
      ...(status ? { status } : {}),
    } as const;
  };

  if (row.disabled) {
    await fail(E.disabled);
    return { outcome: 'disabled' };
  }
  const secret = await openWebhookSecret(deps.crypto, row.tenant_id, row.secret);
  if (!secret) {
    await fail(E.secret);
    return { outcome: 'failed' };
  }
  const previous =
    row.previous_secret && row.previous_valid
      ? await openWebhookSecret(deps.crypto, row.tenant_id, row.previous_secret)
      : null;

  const target = await resolveWebhookTarget(row.url, deps.allowPrivate);
  if (!target.ok) return retry(target.reason === 'unresolved' ? E.unresolved : E.addressRefused, null);

  const body = await webhookBody(deps, {
    deliveryId: row.id,
    endpointId: row.endpoint_id,
    event: row.event,
    occurredAt: new Date(row.occurred_at),
    fullData: row.full_data,
    practice: { id: row.tenant_id, slug: row.slug, name: row.name },
    submission: row.submission_id ? { id: row.submission_id, kind: row.request_kind } : null,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Praxisdesk-Webhooks/1.0',
    'webhook-id': row.message_id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(
      previous ? [secret, previous] : [secret],
      row.message_id,
      timestamp,
      body,
    ),
  };
  const response = await postWebhook(target, headers, body, deps.timeoutMs);
  if (!response.ok) return retry(response.error === 'timeout' ? E.timeout : E.network, null);

  const { status } = response;
  if (status >= 200 && status < 300) {
    await run(
      `update webhook_deliveries set status = 'succeeded', attempts = attempts + 1, last_status_code = $2,
         last_error = null, next_attempt_at = null, delivered_at = now() where id = $1`,
      [row.id, status],
    );
    return { outcome: 'succeeded', status };
  }
  if (status === 410) {
    await deps.database.transaction(async (execute) => {
      await execute(
        `update webhook_endpoints set disabled_at = now(), disabled_reason = 'gone', updated_at = now()
         where id = $1 and disabled_at is null`,
        [row.endpoint_id],
      );
      await execute(
        `update webhook_deliveries set status = 'failed', attempts = attempts + 1, last_status_code = 410,
           last_error = $2, next_attempt_at = null where id = $1`,
        [row.id, E.http(410)],
      );
    });
    return { outcome: 'gone', status };
  }
  const asked = status === 429 ? retryAfterSeconds(response.retryAfter, new Date()) : null;
  return retry(E.http(status), status, asked ?? undefined);
}
