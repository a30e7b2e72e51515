import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookTexts } from '../../../common/texts/webhooks.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  retryWebhook,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
  type WebhookDeps,
} from '../../commands/saveWebhookEndpoint.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { authorize } from '../../policies/policy.ts';
import {
  findWebhookDelivery,
  findWebhookEndpoint,
  findWebhookTenant,
  loadWebhookDeliveries,
  loadWebhookEndpoints,
  presentWebhookDelivery,
  webhookEndpointAnswer,
} from '../../presenters/webhookEndpoint.ts';
import {
  deliveryParamsSchema,
  deliveryResponseSchema,
  endpointParamsSchema,
  endpointsQuerySchema,
  webhookCreateSchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
  webhookSecretResponseSchema,
  webhookUpdateSchema,
} from './schema.ts';

// A practice's webhook endpoints in the administration (issue 31, mounted at /api/webhooks): platform admins
// pick the practice, set up endpoints, rotate secrets, send the test event and look at the deliveries. A
// practice or endpoint that does not exist, or whose practice is being deleted, answers 404.
export const webhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const writes: WebhookDeps = {
    db,
    database: deps.database,
    crypto: deps.crypto,
    queue: deps.queue,
    env: deps.env,
  };
  // Platform admins and the practice's owners (practice.manage, issue 44); the commands check the action.
  app.addHook('onRequest', requireUser);

  /** A delivery as the test and retry answer it. */
  const deliveryAnswer = async (endpointId: string, deliveryId: string) => {
    const endpoint = await findWebhookEndpoint(db, endpointId);
    return { delivery: presentWebhookDelivery(await findWebhookDelivery(db, endpoint, deliveryId)) };
  };

  app.get(
    '/',
    { schema: { querystring: endpointsQuerySchema, response: { 200: webhookEndpointsResponseSchema } } },
    async (request) => {
      authorize(
        request.actor,
        'practice.manage',
        { tenantId: request.query.tenant },
        webhookTexts.errors.tenantNotFound,
      );
      const tenantId = await findWebhookTenant(db, request.query.tenant);
      return { endpoints: await loadWebhookEndpoints(db, tenantId) };
    },
  );

  app.post(
    '/',
    { schema: { body: webhookCreateSchema, response: { 201: webhookSecretResponseSchema } } },
    async (request, reply) => {
      const { tenant_id: tenantId, url, description, events, full_data: fullData } = request.body;
      const created = await createWebhookEndpoint(writes, request.actor!, {
        tenantId,
        url,
        description,
        events,
        fullData,
      });
      const endpoint = await webhookEndpointAnswer(db, created.endpoint);
      return reply.status(201).send({ endpoint, secret: created.secret });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        params: endpointParamsSchema,
        body: webhookUpdateSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => {
      const { url, description, events, full_data: fullData, paused } = request.body;
      const endpoint = await updateWebhookEndpoint(writes, request.actor!, request.params.id, {
        url,
        description,
        events,
        fullData,
        paused,
      });
      return webhookEndpointAnswer(db, endpoint);
    },
  );

  app.delete('/:id', { schema: { params: endpointParamsSchema } }, async (request, reply) => {
    await deleteWebhookEndpoint(writes, request.actor!, request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/:id/rotate-secret',
    { schema: { params: endpointParamsSchema, response: { 200: webhookSecretResponseSchema } } },
    async (request) => {
      const rotated = await rotateWebhookSecret(writes, request.actor!, request.params.id);
      return { endpoint: await webhookEndpointAnswer(db, rotated.endpoint), secret: rotated.secret };
    },
  );

  app.post(
    '/:id/test',
    { schema: { params: endpointParamsSchema, response: { 202: deliveryResponseSchema } } },
    async (request, reply) => {
      const sent = await sendWebhookTest(writes, request.actor!, request.params.id);
      return reply.status(202).send(await deliveryAnswer(sent.endpoint.id, sent.deliveryId));
    },
  );

  app.get(
    '/:id/deliveries',
    { schema: { params: endpointParamsSchema, response: { 200: webhookDeliveriesResponseSchema } } },
    async (request) => {
      const endpoint = await findWebhookEndpoint(db, request.params.id);
      authorize(request.actor, 'practice.manage', endpoint, webhookTexts.errors.endpointNotFound);
      return { deliveries: await loadWebhookDeliveries(db, endpoint) };
    },
  );

  app.post(
    '/:id/deliveries/:deliveryId/retry',
    { schema: { params: deliveryParamsSchema, response: { 202: deliveryResponseSchema } } },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const retried = await retryWebhook(writes, request.actor!, id, deliveryId);
      return reply.status(202).send(await deliveryAnswer(retried.endpoint.id, retried.deliveryId));
    },
  );
};
