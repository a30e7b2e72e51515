import { webhooksAdminTexts } from '../../../../common/texts/webhooksAdmin.ts';
import type { WebhookDelivery } from '../../../../common/webhooks/api.ts';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, type WebhookEvent } from '../../../../common/webhooks/events.ts';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';

const STATUS_TONES: Record<WebhookDelivery['status'], BadgeTone> = {
  succeeded: 'success',
  pending: 'warning',
  failed: 'danger',
};

/** An event's German label; the log's `event` is a plain string, so an unknown one shows as sent. */
export function eventLabel(event: string): string {
  if (event === WEBHOOK_TEST_EVENT) return webhooksAdminTexts.testEvent;
  return (WEBHOOK_EVENTS as readonly string[]).includes(event)
    ? webhooksAdminTexts.events[event as WebhookEvent]
    : event;
}

export function DeliveryStatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  return <Badge tone={STATUS_TONES[status]}>{webhooksAdminTexts.deliveries.statuses[status]}</Badge>;
}
