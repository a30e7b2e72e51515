import { z } from 'zod';
import { webhookTexts } from '../../../common/texts/webhooks.ts';
import {
  webhookCreateSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
  webhookSecretResponseSchema,
  webhookUpdateSchema,
} from '../../../common/webhooks/api.ts';

export const endpointsQuerySchema = z.object({
  tenant: z.uuid({ error: webhookTexts.errors.tenantId }),
});

export const endpointParamsSchema = z.object({
  id: z.uuid({ error: webhookTexts.errors.endpointId }),
});

export const deliveryParamsSchema = endpointParamsSchema.extend({
  deliveryId: z.uuid({ error: webhookTexts.errors.deliveryId }),
});

export const deliveryResponseSchema = z.object({ delivery: webhookDeliverySchema });

export {
  webhookCreateSchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
  webhookSecretResponseSchema,
  webhookUpdateSchema,
};
