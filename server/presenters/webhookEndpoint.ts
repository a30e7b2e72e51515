// Reading a practice's webhook endpoints and their deliveries for the administration (issue 31), and presenting
// them with explicit field lists (common/webhooks/api.ts). Neither the secret nor the previous one ever leaves.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { webhookTexts } from '../../common/texts/webhooks.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../common/webhooks/api.ts';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../common/webhooks/events.ts';
import type { Db } from '../db/connect.ts';
import { tenantSettings, webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import { errors } from '../errors.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type LastDelivery = Pick<DeliveryRow, 'status' | 'createdAt' | 'lastAttemptAt' | 'lastStatusCode'>;

/** The deliveries list shows this many, newest first. */
export const DELIVERIES_SHOWN = 100;

export const webhookTenantNotFound = () => errors.notFound(webhookTexts.errors.tenantNotFound);
export const webhookEndpointNotFound = () => errors.notFound(webhookTexts.errors.endpointNotFound);
export const webhookDeliveryNotFound = () => errors.notFound(webhookTexts.errors.deliveryNotFound);

/** A practice being deleted is gone for the administration's webhooks too. */
const liveTenant = sql`not (${tenantSettings.config} ? 'deletion')`;

/** The practice's id, or 404. */
export async function findWebhookTenant(db: Db, tenantId: string): Promise<string> {
  const [tenant] = await db
    .select({ id: tenantSettings.id })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.id, tenantId), liveTenant));
  if (!tenant) throw webhookTenantNotFound();
  return tenant.id;
}

/** The endpoint of a live practice, or 404. */
export async function findWebhookEndpoint(db: Db, id: string): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select({ endpoint: webhookEndpoints })
    .from(webhookEndpoints)
    .innerJoin(tenantSettings, eq(tenantSettings.id, webhookEndpoints.tenantId))
    .where(and(eq(webhookEndpoints.id, id), liveTenant));
  if (!row) throw webhookEndpointNotFound();
  return row.endpoint;
}

/** A delivery of this endpoint, or 404 (one of another endpoint too). */
export async function findWebhookDelivery(db: Db, endpoint: WebhookEndpointRow, deliveryId: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
  if (!row) throw webhookDeliveryNotFound();
  return row;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const knownEvents = (events: string[]) =>
  events.filter((event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event));

export function presentWebhookEndpoint(
  row: WebhookEndpointRow,
  last: LastDelivery | null,
  now = new Date(),
): WebhookEndpoint {
  const reason = row.disabledReason;
  const previousValid = row.previousSecret !== null && row.previousSecretUntil !== null;
  return {
    id: row.id,
    tenant_id: row.tenantId,
    url: row.url,
    description: row.description,
    events: knownEvents(row.events),
    full_data: row.fullData,
    disabled: reason === 'gone' || reason === 'paused' ? reason : null,
    disabled_at: iso(row.disabledAt),
    // Only while the old secret still signs.
    previous_secret_until:
      previousValid && row.previousSecretUntil! > now ? row.previousSecretUntil!.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    last_delivery: last
      ? {
          status: last.status as WebhookDelivery['status'],
          at: (last.lastAttemptAt ?? last.createdAt).toISOString(),
          status_code: last.lastStatusCode,
        }
      : null,
  };
}

export const presentWebhookDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  message_id: row.messageId,
  event: row.event,
  reference: row.submissionId ? referenceNumber(row.submissionId) : null,
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  last_status_code: row.lastStatusCode,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  last_attempt_at: iso(row.lastAttemptAt),
  next_attempt_at: iso(row.nextAttemptAt),
  delivered_at: iso(row.deliveredAt),
});

/** The newest delivery of each endpoint (the deliveries' index on endpoint and time). */
async function lastDeliveries(db: Db, endpointIds: string[]) {
  if (endpointIds.length === 0) return new Map<string, LastDelivery>();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      lastStatusCode: webhookDeliveries.lastStatusCode,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  return new Map(rows.map((row) => [row.endpointId, row]));
}

/** A practice's endpoints, oldest first (the order they were set up in), or just the one named. */
export async function loadWebhookEndpoints(db: Db, tenantId: string, onlyId?: string) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), onlyId ? eq(webhookEndpoints.id, onlyId) : undefined))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  const last = await lastDeliveries(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  return rows.map((row) => presentWebhookEndpoint(row, last.get(row.id) ?? null, now));
}

/** One endpoint as the API answers it after a write. */
export async function webhookEndpointAnswer(db: Db, endpoint: { id: string; tenantId: string }) {
  const [answer] = await loadWebhookEndpoints(db, endpoint.tenantId, endpoint.id);
  if (!answer) throw webhookEndpointNotFound();
  return answer;
}

/** The endpoint's newest deliveries. */
export async function loadWebhookDeliveries(db: Db, endpoint: WebhookEndpointRow) {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows.map(presentWebhookDelivery);
}
