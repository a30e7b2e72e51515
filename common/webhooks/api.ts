// The webhooks API's shapes (issue 31): Administration → Webhooks, per practice, admins only.
import { z } from 'zod';
import { WEBHOOK_EVENTS } from './events.ts';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  tenant_id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  full_data: z.boolean(),
  /** null while active; 'gone': the receiver answered 410; 'paused': an admin paused it. */
  disabled: z.enum(['gone', 'paused']).nullable(),
  disabled_at: z.string().nullable(),
  /** The old secret still signs beside the new one until then (after a rotation). */
  previous_secret_until: z.string().nullable(),
  created_at: z.string(),
  last_delivery: z
    .object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), at: z.string(), status_code: z.number().nullable() })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsResponseSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });

const endpointFields = {
  url: z.string().trim().min(1).max(2000),
  description: z.string().trim().max(200).default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, { error: 'Bitte wählen Sie mindestens ein Ereignis.' })
    .refine((events) => new Set(events).size === events.length, { error: 'Jedes Ereignis nur einmal.' }),
  full_data: z.boolean().default(false),
};

export const webhookCreateSchema = z.object({ tenant_id: z.uuid(), ...endpointFields });
export const webhookUpdateSchema = z.object({ ...endpointFields, paused: z.boolean().default(false) });

/** Create and rotate answer the secret once; it is never shown again. */
export const webhookSecretResponseSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().regex(/^whsec_[A-Za-z0-9+/]+=*$/),
});

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  message_id: z.string(),
  event: z.string(),
  /** The request's reference number, when the event concerns one. */
  reference: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesResponseSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
