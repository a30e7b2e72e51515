// The tab "Webhooks"'s calls (issue 31): a practice's endpoints, writing them, the secret answered once, the
// test event and the delivery log. Answers are parsed by the shared schemas (common/webhooks/api.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookDeliveriesResponseSchema,
  webhookDeliverySchema,
  webhookEndpointsResponseSchema,
  webhookSecretResponseSchema,
} from '../../../../common/webhooks/api.ts';
import type { WebhookEvent } from '../../../../common/webhooks/events.ts';
import { apiRequest, parseAnswer } from '../../../api/client.ts';

export const webhookKeys = {
  all: ['admin-webhooks'] as const,
  list: (tenantId: string) => [...webhookKeys.all, tenantId, 'list'] as const,
  deliveries: (endpointId: string) => [...webhookKeys.all, 'deliveries', endpointId] as const,
};

const BASE = '/api/webhooks';
const endpointUrl = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const deliveryAnswerSchema = z.object({ delivery: webhookDeliverySchema });

export const useWebhookEndpoints = (tenantId: string) =>
  useQuery({
    queryKey: webhookKeys.list(tenantId),
    queryFn: async ({ signal }): Promise<WebhookEndpoint[]> =>
      parseAnswer(
        webhookEndpointsResponseSchema,
        await apiRequest<unknown>(`${BASE}?tenant=${encodeURIComponent(tenantId)}`, { signal }),
      ).endpoints,
    staleTime: 0,
  });

export const useWebhookDeliveries = (endpointId: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: async ({ signal }): Promise<WebhookDelivery[]> =>
      parseAnswer(
        webhookDeliveriesResponseSchema,
        await apiRequest<unknown>(`${endpointUrl(endpointId)}/deliveries`, { signal }),
      ).deliveries,
    staleTime: 0,
  });

/** What the endpoint dialog sends; `paused` only when an endpoint is edited. */
export interface EndpointFields {
  url: string;
  description: string;
  events: WebhookEvent[];
  full_data: boolean;
  paused: boolean;
}

export type EndpointWrite =
  | { type: 'create'; fields: EndpointFields }
  | { type: 'update'; id: string; fields: EndpointFields }
  | { type: 'rotate'; id: string }
  | { type: 'delete'; id: string };

/** The answer of a write: the secret only after create and rotate (shown once), nothing after delete. */
export type EndpointWriteResult = { endpoint: WebhookEndpoint | null; secret: string | null };

async function send(tenantId: string, write: EndpointWrite): Promise<EndpointWriteResult> {
  switch (write.type) {
    case 'create': {
      const { paused: _paused, ...fields } = write.fields;
      const body = { tenant_id: tenantId, ...fields };
      return parseAnswer(webhookSecretResponseSchema, await apiRequest(BASE, { method: 'POST', body }));
    }
    case 'update':
      // The contract leaves the answer's shape open; the list is loaded again anyway.
      await apiRequest(endpointUrl(write.id), { method: 'PUT', body: write.fields });
      return { endpoint: null, secret: null };
    case 'rotate':
      return parseAnswer(
        webhookSecretResponseSchema,
        await apiRequest(`${endpointUrl(write.id)}/rotate-secret`, { method: 'POST' }),
      );
    case 'delete':
      await apiRequest(endpointUrl(write.id), { method: 'DELETE' });
      return { endpoint: null, secret: null };
  }
}

/** Every write of an endpoint; the list is loaded again behind it. */
export function useEndpointWrite(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: EndpointWrite) => send(tenantId, write),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.list(tenantId) }),
  });
}

/** "Test senden" (202) and "Erneut senden" (202): both answer the delivery; log and list are loaded again. */
export function useDeliveryAction(tenantId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: { type: 'test' } | { type: 'retry'; deliveryId: string }) => {
      const path =
        action.type === 'test'
          ? `${endpointUrl(endpointId)}/test`
          : `${endpointUrl(endpointId)}/deliveries/${encodeURIComponent(action.deliveryId)}/retry`;
      return parseAnswer(deliveryAnswerSchema, await apiRequest(path, { method: 'POST' })).delivery;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list(tenantId) });
    },
  });
}
