import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { deliverWebhook } from '../../services/webhooks/deliverWebhook.ts';
import { enqueueWebhookEvent } from '../../services/webhooks/enqueueWebhookEvent.ts';
import { newWebhookSecret, sealWebhookSecret } from '../../services/webhooks/webhookSecret.ts';
import { createRequest } from '../../test/detail.ts';
import { makeTenant } from '../../test/factories.ts';
import { validContact } from '../../test/intake.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { createJobQueue, type JobQueue } from '../queue.ts';
import { jobDefinitions } from '../registry.ts';
import { deliverWebhookJob } from './deliverWebhook.ts';

type Received = { path: string; headers: IncomingHttpHeaders; body: string; at: number };
type Answer = { status: number; headers?: Record<string, string> };

let ctx: TestContext;
let worker: JobQueue;
let receiver: Server;
let base: string;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
const received: Received[] = [];
/** What the receiver answers per path, in turn; 200 when nothing is left. */
const answers = new Map<string, Answer[]>();

beforeAll(async () => {
  ctx = await createTestContext({
    PUBLIC_URL: 'https://praxis.example.test',
    WEBHOOK_ALLOW_PRIVATE: '1',
    WEBHOOK_RETRY_BASE_SECONDS: '1',
  });
  tenant = await makeTenant(ctx, { name: 'Physio Nord' });
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      });
      const answer = answers.get(path)?.shift() ?? { status: 200 };
      response.writeHead(answer.status, answer.headers).end('antwort des empfängers');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // A worker of this job only (the context's own workers would also score every request).
  worker = createJobQueue({
    executeSql: ctx.database.executeSql,
    log: { info() {}, warn() {}, error() {} },
    schema: ctx.queue.schema,
  });
  worker.register(...jobDefinitions({ ...ctx, env: ctx.env }).filter((d) => d.id === deliverWebhookJob.id));
  await worker.start();
  await worker.startWorkers();
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  receiver?.close();
  await ctx?.close();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let paths = 0;
/** An endpoint of its own path; subscribed to nothing unless said (the test event needs no subscription). */
async function endpoint(
  options: { fullData?: boolean; answers?: Answer[]; url?: string; events?: string[] } = {},
) {
  const path = `/hook-${++paths}`;
  if (options.answers) answers.set(path, [...options.answers]);
  const secret = newWebhookSecret();
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      tenantId: tenant.id,
      url: options.url ?? `${base}${path}`,
      events: options.events ?? [],
      fullData: options.fullData ?? false,
      secret: await sealWebhookSecret(ctx.crypto, tenant.id, secret),
    })
    .returning();
  return { ...row!, path, plainSecret: secret };
}

const sendTest = async (endpointId: string) =>
  (
    await enqueueWebhookEvent(ctx, {
      tenantId: tenant.id,
      event: 'webhook.test',
      submissionId: null,
      endpointId,
    })
  )[0]!;
const deliveryOf = async (id: string) =>
  (await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
const settled = (id: string) =>
  waitFor(
    () => deliveryOf(id),
    (d) => d.status !== 'pending',
  );
const receivedAt = (path: string) => received.filter((r) => r.path === path);
const verifyHeaders = (r: Received) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});

describe('deliver-webhook', () => {
  it('delivers the test event signed as Standard Webhooks, with the practice and no request', async () => {
    const target = await endpoint();
    const id = await sendTest(target.id);
    const delivery = await settled(id);
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
    });
    expect(delivery.deliveredAt).toBeInstanceOf(Date);
    const [got] = receivedAt(target.path);
    expect(got!.headers['webhook-id']).toBe(delivery.messageId);
    expect(got!.headers['content-type']).toBe('application/json');
    const payload = new Webhook(target.plainSecret).verify(got!.body, verifyHeaders(got!));
    expect(payload).toEqual({
      type: 'webhook.test',
      timestamp: delivery.occurredAt.toISOString(),
      data: { practice: { id: tenant.id, slug: tenant.tenantId, name: tenant.name }, test: true },
    });
  });

  it('signs with both secrets during a rotation, so either verifies; an expired previous one no more', async () => {
    const target = await endpoint();
    const previous = newWebhookSecret();
    await ctx.db
      .update(webhookEndpoints)
      .set({
        previousSecret: await sealWebhookSecret(ctx.crypto, tenant.id, previous),
        previousSecretUntil: new Date(Date.now() + 3600_000),
      })
      .where(eq(webhookEndpoints.id, target.id));
    await settled(await sendTest(target.id));
    const [rotated] = receivedAt(target.path);
    expect(() =>
      new Webhook(target.plainSecret).verify(rotated!.body, verifyHeaders(rotated!)),
    ).not.toThrow();
    expect(() => new Webhook(previous).verify(rotated!.body, verifyHeaders(rotated!))).not.toThrow();

    await ctx.db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, target.id));
    await settled(await sendTest(target.id));
    const later = receivedAt(target.path)[1]!;
    expect(String(later.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => new Webhook(previous).verify(later.body, verifyHeaders(later))).toThrow();
  });

  it('tries again after 500, 500 with growing gaps, the same message id, until 200', async () => {
    const target = await endpoint({ answers: [{ status: 500 }, { status: 500 }, { status: 200 }] });
    const id = await sendTest(target.id);
    const delivery = await settled(id);
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
    });
    const got = receivedAt(target.path);
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery.messageId]));
    const [first, second] = [got[1]!.at - got[0]!.at, got[2]!.at - got[1]!.at];
    // base 1 s: about 1 s, then about 4 s (±20 %), each plus up to a second of polling.
    expect(first).toBeGreaterThanOrEqual(700);
    expect(second).toBeGreaterThan(first);
    expect(second).toBeGreaterThanOrEqual(3000);
  }, 30_000);

  it('410 Gone switches the endpoint off and fails the delivery; later events find no endpoint', async () => {
    const target = await endpoint({ answers: [{ status: 410 }] });
    const delivery = await settled(await sendTest(target.id));
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 410 });
    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, target.id));
    expect(row).toMatchObject({ disabledReason: 'gone' });
    expect(row!.disabledAt).toBeInstanceOf(Date);
    expect(await sendTest(target.id)).toBeUndefined();
    expect(receivedAt(target.path)).toHaveLength(1);
  });

  it('429 with Retry-After waits as long as asked', async () => {
    const target = await endpoint({ answers: [{ status: 429, headers: { 'retry-after': '2' } }] });
    const id = await sendTest(target.id);
    const pending = await waitFor(
      () => deliveryOf(id),
      (d) => d.attempts === 1,
    );
    expect(pending).toMatchObject({ status: 'pending', lastStatusCode: 429, lastError: 'HTTP 429' });
    expect(pending.nextAttemptAt!.getTime() - pending.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(1900);
    expect(await settled(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    const [first, second] = receivedAt(target.path);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1900);
    expect(second!.at - first!.at).toBeLessThan(6000);
  }, 20_000);

  it('fails a waiting delivery of a paused endpoint without sending it', async () => {
    const target = await endpoint();
    const [row] = await ctx.db
      .insert(webhookDeliveries)
      .values({ endpointId: target.id, tenantId: tenant.id, messageId: 'msg_paused', event: 'webhook.test' })
      .returning();
    await ctx.db
      .update(webhookEndpoints)
      .set({ disabledAt: new Date(), disabledReason: 'paused' })
      .where(eq(webhookEndpoints.id, target.id));
    const scheduled: number[] = [];
    const result = await deliverWebhook(attemptDeps(), row!.id, async (s) => scheduled.push(s));
    expect(result.outcome).toBe('disabled');
    expect(await deliveryOf(row!.id)).toMatchObject({
      status: 'failed',
      attempts: 0,
      lastError: 'Endpunkt deaktiviert',
    });
    expect(scheduled).toEqual([]);
    expect(receivedAt(target.path)).toEqual([]);
  });

  it('refuses a name resolving to a private address without WEBHOOK_ALLOW_PRIVATE, and retries later', async () => {
    const port = new URL(base).port;
    const target = await endpoint({ url: `https://localhost:${port}/refused` });
    const [row] = await ctx.db
      .insert(webhookDeliveries)
      .values({ endpointId: target.id, tenantId: tenant.id, messageId: 'msg_private', event: 'webhook.test' })
      .returning();
    const scheduled: number[] = [];
    const result = await deliverWebhook(attemptDeps({ allowPrivate: false }), row!.id, async (s) =>
      scheduled.push(s),
    );
    expect(result.outcome).toBe('retry');
    expect(await deliveryOf(row!.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Adresse abgelehnt',
    });
    expect(scheduled).toEqual([1]);
    expect(receivedAt('/refused')).toEqual([]);
  });

  it('gives up after the 3 days since the delivery was created', async () => {
    const target = await endpoint({ answers: [{ status: 503 }] });
    const [row] = await ctx.db
      .insert(webhookDeliveries)
      .values({
        endpointId: target.id,
        tenantId: tenant.id,
        messageId: 'msg_old',
        event: 'webhook.test',
        createdAt: new Date(Date.now() - 3 * 24 * 3600_000 + 500),
      })
      .returning();
    const result = await deliverWebhook(attemptDeps(), row!.id, async () => {});
    expect(result).toEqual({ outcome: 'failed', status: 503 });
    expect(await deliveryOf(row!.id)).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
  });

  it('sends ids only by default; full_data adds the FHIR bundle, audited as a read', async () => {
    const marker = `Markierung${Date.now()}`;
    const { submissionId } = await createRequest(ctx, tenant.tenantId, {
      ...validContact,
      name: `Jana ${marker}`,
      message: `Rückenschmerzen ${marker}`,
    });
    const plain = await endpoint({ events: ['submission.created'] });
    const full = await endpoint({ events: ['submission.created'], fullData: true });
    await enqueueWebhookEvent(ctx, { tenantId: tenant.id, event: 'submission.created', submissionId });
    const ids = (
      await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.submissionId, submissionId))
    ).map((d) => d.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(await settled(id)).toMatchObject({ status: 'succeeded' });

    const [plainBody] = receivedAt(plain.path).map((r) => r.body);
    expect(plainBody).not.toContain(marker);
    expect(JSON.parse(plainBody!).data).toEqual({
      practice: { id: tenant.id, slug: tenant.tenantId, name: tenant.name },
      submission: {
        id: submissionId,
        kind: expect.any(String),
        reference: submissionId.slice(0, 8).toUpperCase(),
        url: `https://praxis.example.test/submissions/${submissionId}`,
      },
    });
    const [fullBody] = receivedAt(full.path).map((r) => r.body);
    expect(fullBody).toContain(marker);
    const fhir = JSON.parse(fullBody!).data.fhir;
    expect(fhir).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const reads = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submission.read'), eq(auditLog.targetId, submissionId)));
    expect(reads.map((r) => [r.actorKind, (r.details as { via: string }).via])).toEqual([
      ['system', 'webhook'],
    ]);
  });
});

function attemptDeps(overrides: { allowPrivate?: boolean } = {}) {
  return {
    database: ctx.database,
    crypto: ctx.crypto,
    publicUrl: 'https://praxis.example.test',
    allowPrivate: overrides.allowPrivate ?? true,
    retryBaseSeconds: 1,
  };
}
