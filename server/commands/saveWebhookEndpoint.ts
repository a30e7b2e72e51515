// An admin sets up a practice's webhook endpoints (issue 31): create, change (pause too), delete, rotate the
// secret, send the test event, send a delivery again. The secret is sealed with the practice's key and shown
// only in the answer of create and rotate. The audit names the endpoint and delivery by id, never the URL (its
// query may carry a token) or a secret.
import { eq, sql } from 'drizzle-orm';
import { type WebhookAction, webhookTexts } from '../../common/texts/webhooks.ts';
import type { WebhookEvent } from '../../common/webhooks/events.ts';
import type { Actor } from '../auth/actor.ts';
import type { Database, Db, SqlExecutor } from '../db/connect.ts';
import { webhookEndpoints } from '../db/schema.ts';
import { AppError, errors } from '../errors.ts';
import { deliverWebhookJob } from '../jobs/definitions/deliverWebhook.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { authorize } from '../policies/policy.ts';
import {
  findWebhookDelivery,
  findWebhookEndpoint,
  findWebhookTenant,
  type WebhookEndpointRow,
  webhookEndpointNotFound,
} from '../presenters/webhookEndpoint.ts';
import { audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';
import { enqueueWebhookEvent, retryWebhookDelivery } from '../services/webhooks/enqueueWebhookEvent.ts';
import { newWebhookSecret, sealWebhookSecret } from '../services/webhooks/webhookSecret.ts';
import { checkWebhookUrl } from '../services/webhooks/webhookUrl.ts';

export type WebhookDeps = {
  db: Db;
  database: Database;
  crypto: CryptoService;
  queue: JobQueue;
  env: { WEBHOOK_ALLOW_PRIVATE?: boolean };
};

export type WebhookFields = {
  url: string;
  description: string;
  events: WebhookEvent[];
  fullData: boolean;
};

const urlErrors = {
  invalid: () => new AppError('WEBHOOK_URL_INVALID', 400, webhookTexts.errors.urlInvalid),
  not_https: () => new AppError('WEBHOOK_URL_NOT_HTTPS', 400, webhookTexts.errors.urlNotHttps),
  private: () => new AppError('WEBHOOK_URL_PRIVATE', 400, webhookTexts.errors.urlPrivate),
};
export const webhookDisabled = () => new AppError('WEBHOOK_DISABLED', 409, webhookTexts.errors.disabled);

/** The address as it will be called, or the 400 that says what is wrong with it. */
function checkedUrl(deps: WebhookDeps, url: string): string {
  const checked = checkWebhookUrl(url, deps.env.WEBHOOK_ALLOW_PRIVATE === true);
  if (!checked.ok) throw urlErrors[checked.reason]();
  return checked.url.href;
}

const webhookAudit = (
  actor: Actor,
  action: WebhookAction,
  endpoint: { id: string; tenantId: string },
  details?: Record<string, unknown>,
) => ({
  actor: { kind: 'user' as const, id: actor.id },
  action,
  tenantId: endpoint.tenantId,
  target: { type: 'webhook_endpoint', id: endpoint.id },
  details,
});

/** What the Protokoll keeps of the settings: the choices, not the address. */
const settingDetails = (fields: WebhookFields) => ({ events: fields.events, full_data: fields.fullData });

export async function createWebhookEndpoint(
  deps: WebhookDeps,
  actor: Actor,
  input: WebhookFields & { tenantId: string },
) {
  authorize(actor, 'practice.manage', { tenantId: input.tenantId }, webhookTexts.errors.tenantNotFound);
  const tenantId = await findWebhookTenant(deps.db, input.tenantId);
  const url = checkedUrl(deps, input.url);
  const secret = newWebhookSecret();
  // Sealed before the transaction: the practice's key may need a read of its own.
  const sealed = await sealWebhookSecret(deps.crypto, tenantId, secret);
  const endpoint = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        tenantId,
        url,
        description: input.description,
        events: input.events,
        fullData: input.fullData,
        secret: sealed,
      })
      .returning({ id: webhookEndpoints.id, tenantId: webhookEndpoints.tenantId });
    await audit(tx, webhookAudit(actor, 'webhook.create', row!, settingDetails(input)));
    return row!;
  });
  return { endpoint, secret };
}

/** Pausing keeps an earlier reason ('gone' stays 'gone'); unpausing clears either. */
function disabledState(row: WebhookEndpointRow, paused: boolean) {
  if (!paused) return { disabledReason: null, disabledAt: null };
  if (row.disabledReason !== null) return { disabledReason: row.disabledReason, disabledAt: row.disabledAt };
  return { disabledReason: 'paused', disabledAt: sql`now()` };
}

export async function updateWebhookEndpoint(
  deps: WebhookDeps,
  actor: Actor,
  id: string,
  input: WebhookFields & { paused: boolean },
) {
  const endpoint = await findWebhookEndpoint(deps.db, id);
  authorize(actor, 'practice.manage', endpoint, webhookTexts.errors.endpointNotFound);
  // An unchanged address is not checked again: pausing must work even after WEBHOOK_ALLOW_PRIVATE went off.
  const urlChanged = input.url !== endpoint.url;
  const url = urlChanged ? checkedUrl(deps, input.url) : endpoint.url;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        url,
        description: input.description,
        events: input.events,
        fullData: input.fullData,
        ...disabledState(endpoint, input.paused),
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (!row) throw webhookEndpointNotFound();
    await audit(
      tx,
      webhookAudit(actor, 'webhook.update', endpoint, {
        ...settingDetails(input),
        paused: input.paused,
        url_changed: url !== endpoint.url,
      }),
    );
  });
  return endpoint;
}

/** The endpoint and its deliveries (they cascade); a job still queued for one finds nothing to send. */
export async function deleteWebhookEndpoint(deps: WebhookDeps, actor: Actor, id: string) {
  const endpoint = await findWebhookEndpoint(deps.db, id);
  authorize(actor, 'practice.manage', endpoint, webhookTexts.errors.endpointNotFound);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (!row) throw webhookEndpointNotFound();
    await audit(tx, webhookAudit(actor, 'webhook.delete', endpoint));
  });
}

/**
 * A new secret; the current one moves to previous_secret and keeps signing for 24 hours, so the receiver can
 * switch without losing a message. A second rotation within them replaces that previous secret.
 */
export async function rotateWebhookSecret(deps: WebhookDeps, actor: Actor, id: string) {
  const endpoint = await findWebhookEndpoint(deps.db, id);
  authorize(actor, 'practice.manage', endpoint, webhookTexts.errors.endpointNotFound);
  const secret = newWebhookSecret();
  const sealed = await sealWebhookSecret(deps.crypto, endpoint.tenantId, secret);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        // The row's value at the update, so two rotations at once never lose the one that was current.
        previousSecret: sql`${webhookEndpoints.secret}`,
        previousSecretUntil: sql`now() + interval '24 hours'`,
        secret: sealed,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (!row) throw webhookEndpointNotFound();
    await audit(tx, webhookAudit(actor, 'webhook.rotate', endpoint));
  });
  return { endpoint, secret };
}

const AUDIT_INSERT = `insert into audit_log (actor_kind, actor_user_id, action, tenant_id, target_type, target_id, details)
  values ('user', $1, $2, $3, 'webhook_endpoint', $4, $5::jsonb)`;

const auditIn = (
  execute: SqlExecutor,
  actor: Actor,
  action: WebhookAction,
  endpoint: WebhookEndpointRow,
  details: object,
) => execute(AUDIT_INSERT, [actor.id, action, endpoint.tenantId, endpoint.id, JSON.stringify(details)]);

/** The test event to this endpoint (a paused or gone one answers 409); the delivery and its job in one go. */
export async function sendWebhookTest(deps: WebhookDeps, actor: Actor, id: string) {
  const endpoint = await findWebhookEndpoint(deps.db, id);
  authorize(actor, 'practice.manage', endpoint, webhookTexts.errors.endpointNotFound);
  if (endpoint.disabledReason !== null) throw webhookDisabled();
  const deliveryId = await deps.database.transaction(async (execute) => {
    const [created] = await enqueueWebhookEvent(
      deps,
      { tenantId: endpoint.tenantId, event: 'webhook.test', submissionId: null, endpointId: endpoint.id },
      execute,
    );
    // Disabled in between: nothing was queued.
    if (!created) throw webhookDisabled();
    await auditIn(execute, actor, 'webhook.test', endpoint, { delivery: created });
    return created;
  });
  deps.queue.wake(deliverWebhookJob);
  return { endpoint, deliveryId };
}

/** "Erneut senden": a delivery that has not succeeded goes out again now (its attempts kept). */
export async function retryWebhook(deps: WebhookDeps, actor: Actor, id: string, deliveryId: string) {
  const endpoint = await findWebhookEndpoint(deps.db, id);
  authorize(actor, 'practice.manage', endpoint, webhookTexts.errors.endpointNotFound);
  const delivery = await findWebhookDelivery(deps.db, endpoint, deliveryId);
  if (delivery.status === 'succeeded') throw errors.conflict(webhookTexts.errors.alreadyDelivered);
  if (endpoint.disabledReason !== null) throw webhookDisabled();
  // An attempt under way or due within moments is left alone (no second chain of attempts).
  if (!(await retryWebhookDelivery(deps, delivery.id))) throw errors.conflict(webhookTexts.errors.underWay);
  await audit(deps.db, webhookAudit(actor, 'webhook.retry', endpoint, { delivery: delivery.id }));
  return { endpoint, deliveryId: delivery.id };
}
