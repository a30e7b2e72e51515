// The administration's webhooks (issue 31): platform admins set up a practice's endpoints, see the secret once,
// rotate it (the old one signs on for 24 hours), pause, send the test event, look at and retry deliveries;
// every write audited by ids, never the address or a secret.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { webhookTexts } from '../../../common/texts/webhooks.ts';
import {
  auditLog,
  formSubmissions,
  tenantSettings,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let adminCookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  adminCookie = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string | null = adminCookie, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const base = '/api/webhooks';
const fields = (overrides: Record<string, unknown> = {}) => ({
  url: 'https://hooks.example.com/praxis?token=Abfrage-Geheim',
  description: 'Praxissoftware',
  events: ['submission.created', 'consent.signed'],
  ...overrides,
});
const routes = {
  list: (tenantId: string, cookie?: string | null) => call('GET', `${base}?tenant=${tenantId}`, cookie),
  create: (tenantId: string, overrides: Record<string, unknown> = {}, cookie?: string | null) =>
    call('POST', base, cookie, { tenant_id: tenantId, ...fields(overrides) }),
  update: (id: string, overrides: Record<string, unknown> = {}, cookie?: string | null) =>
    call('PUT', `${base}/${id}`, cookie, fields(overrides)),
  remove: (id: string, cookie?: string | null) => call('DELETE', `${base}/${id}`, cookie),
  rotate: (id: string, cookie?: string | null) => call('POST', `${base}/${id}/rotate-secret`, cookie),
  test: (id: string, cookie?: string | null) => call('POST', `${base}/${id}/test`, cookie),
  deliveries: (id: string, cookie?: string | null) => call('GET', `${base}/${id}/deliveries`, cookie),
  retry: (id: string, deliveryId: string, cookie?: string | null) =>
    call('POST', `${base}/${id}/deliveries/${deliveryId}/retry`, cookie),
};

const endpointRow = async (id: string) =>
  (await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];
const endpointsOf = (tenantId: string) =>
  ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, tenantId));
const deliveriesOf = (endpointId: string) =>
  ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
const jobsOf = async (deliveryId: string) =>
  (
    await ctx.database.executeSql(
      `select data from ${ctx.queue.schema}.job where name = 'deliver-webhook' and data->>'deliveryId' = $1`,
      [deliveryId],
    )
  ).rows.map((row) => (row as { data: unknown }).data);
const auditsOf = (endpointId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'webhook_endpoint'), eq(auditLog.targetId, endpointId)))
    .orderBy(auditLog.id);

/** A fresh practice with one endpoint, made through the API. */
async function practiceWithEndpoint(overrides: Record<string, unknown> = {}) {
  const tenant = await makeTenant(ctx);
  const response = await routes.create(tenant.id, overrides);
  expect(response.statusCode, response.body).toBe(201);
  const { endpoint, secret } = response.json();
  return { tenant, id: endpoint.id as string, secret: secret as string, endpoint };
}

/** A delivery written directly (the delivery job is not what is tested here). */
async function deliveryOf(
  endpoint: { id: string; tenantId: string },
  values: Partial<typeof webhookDeliveries.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      tenantId: endpoint.tenantId,
      messageId: `msg_${randomUUID().replaceAll('-', '')}`,
      event: 'submission.created',
      ...values,
    })
    .returning();
  return row!;
}

async function submissionOf(tenantId: string) {
  const formData = await ctx.crypto.encryptJson(tenantId, { name: 'Eva Beispiel' });
  const [row] = await ctx.db
    .insert(formSubmissions)
    .values({ tenantId, formType: 'prescription', formData, quarantineStatus: 'completed' })
    .returning({ id: formSubmissions.id });
  return row!.id;
}

describe('who may use /api/webhooks', () => {
  it('answers 401 without a session and 403 to the practice’s own staff, and nothing changes', async () => {
    const { tenant, id } = await practiceWithEndpoint();
    const delivery = await deliveryOf({ id, tenantId: tenant.id }, { status: 'failed' });
    const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
    const staffCookie = await loginCookie(ctx, staff.email);
    const before = await endpointRow(id);
    for (const cookie of [null, staffCookie]) {
      for (const response of [
        await routes.list(tenant.id, cookie),
        await routes.create(tenant.id, {}, cookie),
        await routes.update(id, { description: 'Fremd' }, cookie),
        await routes.remove(id, cookie),
        await routes.rotate(id, cookie),
        await routes.test(id, cookie),
        await routes.deliveries(id, cookie),
        await routes.retry(id, delivery.id, cookie),
      ]) {
        expect(response.statusCode).toBe(cookie ? 403 : 401);
        expect(response.json().errorCode).toBe(cookie ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      }
    }
    expect(await endpointsOf(tenant.id)).toEqual([before]);
    expect(await deliveriesOf(id)).toEqual([delivery]);
    expect((await auditsOf(id)).map((a) => a.action)).toEqual(['webhook.create']);
  });
});

describe('bad input and unknown ids', () => {
  it('refuses bad addresses with their own ids and German messages, and bad fields, changing nothing', async () => {
    const { tenant, id } = await practiceWithEndpoint();
    const before = await endpointRow(id);
    const addresses: [string, string, string][] = [
      ['keine Adresse', 'WEBHOOK_URL_INVALID', webhookTexts.errors.urlInvalid],
      ['ftp://hooks.example.com/x', 'WEBHOOK_URL_NOT_HTTPS', webhookTexts.errors.urlNotHttps],
      ['https://name:passwort@hooks.example.com/x', 'WEBHOOK_URL_INVALID', webhookTexts.errors.urlInvalid],
      ['http://hooks.example.com/x', 'WEBHOOK_URL_NOT_HTTPS', webhookTexts.errors.urlNotHttps],
      ['https://127.0.0.1/x', 'WEBHOOK_URL_PRIVATE', webhookTexts.errors.urlPrivate],
      ['https://10.1.2.3/x', 'WEBHOOK_URL_PRIVATE', webhookTexts.errors.urlPrivate],
      ['https://[::1]/x', 'WEBHOOK_URL_PRIVATE', webhookTexts.errors.urlPrivate],
      // Issue 43, finding 6: 6to4 of 127.0.0.1, NAT64 (local use) of 10.0.0.1, Teredo of 192.168.0.1
      ['https://[2002:7f00:1::1]/x', 'WEBHOOK_URL_PRIVATE', webhookTexts.errors.urlPrivate],
      ['https://[64:ff9b:1::a00:1]/x', 'WEBHOOK_URL_PRIVATE', webhookTexts.errors.urlPrivate],
      [
        'https://[2001:0:4136:e378:8000:63bf:3f57:fffe]/x',
        'WEBHOOK_URL_PRIVATE',
        webhookTexts.errors.urlPrivate,
      ],
    ];
    for (const [url, errorCode, message] of addresses) {
      for (const response of [await routes.create(tenant.id, { url }), await routes.update(id, { url })]) {
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ errorCode, error: message });
      }
    }
    const badFields: [Record<string, unknown>, string][] = [
      [{ events: [] }, '/events'],
      [{ events: ['submission.deleted'] }, '/events/0'],
      [{ events: ['webhook.test'] }, '/events/0'],
      [{ events: ['consent.signed', 'consent.signed'] }, '/events'],
      [{ url: '' }, '/url'],
      [{ full_data: 'ja' }, '/full_data'],
      [{ description: 'x'.repeat(201) }, '/description'],
    ];
    for (const [overrides, path] of badFields) {
      for (const response of [
        await routes.create(tenant.id, overrides),
        await routes.update(id, overrides),
      ]) {
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(response.json().errorCode).toBe('VALIDATION_ERROR');
        expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
      }
    }
    expect((await routes.create(tenant.id, { events: [] })).json().error).toContain(
      'Bitte wählen Sie mindestens ein Ereignis.',
    );
    expect(
      (await call('POST', base, adminCookie, { tenant_id: 'praxis-sued', ...fields() })).statusCode,
    ).toBe(400);
    for (const url of [`${base}?tenant=praxis-sued`, base, `${base}/keine-uuid/deliveries`]) {
      expect((await call('GET', url)).json().errorCode, url).toBe('VALIDATION_ERROR');
    }
    expect((await routes.retry(id, 'keine-uuid')).json().errorCode).toBe('VALIDATION_ERROR');
    expect(await endpointsOf(tenant.id)).toEqual([before]);
    expect((await auditsOf(id)).map((a) => a.action)).toEqual(['webhook.create']);
  });

  it('answers 404 for an unknown practice or endpoint, a delivery of another endpoint, a practice being deleted', async () => {
    const { tenant, id } = await practiceWithEndpoint();
    const other = await practiceWithEndpoint();
    const foreignDelivery = await deliveryOf(
      { id: other.id, tenantId: other.tenant.id },
      { status: 'failed' },
    );
    const unknown = randomUUID();
    for (const response of [
      await routes.list(unknown),
      await routes.create(unknown),
      await routes.update(unknown),
      await routes.remove(unknown),
      await routes.rotate(unknown),
      await routes.test(unknown),
      await routes.deliveries(unknown),
      await routes.retry(unknown, foreignDelivery.id),
      await routes.retry(id, foreignDelivery.id),
      await routes.retry(id, unknown),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
    await ctx.db
      .update(tenantSettings)
      .set({ config: sql`jsonb_set(${tenantSettings.config}, '{deletion}', '{"status":"running"}'::jsonb)` })
      .where(eq(tenantSettings.id, tenant.id));
    const before = await endpointRow(id);
    for (const response of [
      await routes.list(tenant.id),
      await routes.create(tenant.id),
      await routes.update(id),
      await routes.remove(id),
      await routes.rotate(id),
      await routes.test(id),
      await routes.deliveries(id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
    expect(await endpointRow(id)).toEqual(before);
    expect(await deliveriesOf(id)).toEqual([]);
    expect(await deliveriesOf(other.id)).toEqual([foreignDelivery]);
  });
});

describe('create and list', () => {
  it('shows the secret once, stores it sealed, lists the endpoint without it, audits ids only', async () => {
    const { tenant, id, secret, endpoint } = await practiceWithEndpoint({ full_data: true });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(endpoint).toMatchObject({
      tenant_id: tenant.id,
      url: 'https://hooks.example.com/praxis?token=Abfrage-Geheim',
      description: 'Praxissoftware',
      events: ['submission.created', 'consent.signed'],
      full_data: true,
      disabled: null,
      disabled_at: null,
      previous_secret_until: null,
      last_delivery: null,
    });
    const row = (await endpointRow(id))!;
    expect(row.secret).not.toContain(secret.slice('whsec_'.length));
    expect(await ctx.crypto.decryptText(tenant.id, row.secret)).toEqual({ ok: true, value: secret });
    expect(row.previousSecret).toBeNull();
    const list = await routes.list(tenant.id);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ endpoints: [endpoint] });
    expect(list.body).not.toContain(secret.slice('whsec_'.length));
    expect(list.body).not.toContain(row.secret);
    const [audit] = await auditsOf(id);
    expect(audit).toMatchObject({
      action: 'webhook.create',
      tenantId: tenant.id,
      details: { events: ['submission.created', 'consent.signed'], full_data: true },
    });
    expect(JSON.stringify(audit)).not.toContain('Abfrage-Geheim');
    expect(JSON.stringify(audit)).not.toContain(secret.slice('whsec_'.length));
  });

  it('lists a practice’s endpoints with their newest delivery, and no other practice’s', async () => {
    const { tenant, id } = await practiceWithEndpoint();
    const second = (await routes.create(tenant.id, { description: 'Zweiter' })).json().endpoint.id;
    await practiceWithEndpoint();
    await deliveryOf(
      { id, tenantId: tenant.id },
      { status: 'succeeded', createdAt: new Date(Date.now() - 60_000) },
    );
    const lastAttemptAt = new Date();
    await deliveryOf(
      { id, tenantId: tenant.id },
      { status: 'pending', attempts: 1, lastStatusCode: 500, lastAttemptAt },
    );
    const { endpoints } = (await routes.list(tenant.id)).json();
    expect(endpoints.map((e: { id: string }) => e.id)).toEqual([id, second]);
    expect(endpoints[0].last_delivery).toEqual({
      status: 'pending',
      at: lastAttemptAt.toISOString(),
      status_code: 500,
    });
    expect(endpoints[1].last_delivery).toBeNull();
  });
});

describe('update and pause', () => {
  it('changes the settings, pauses (no test event then) and unpauses; unpausing also clears "gone"', async () => {
    const { tenant, id } = await practiceWithEndpoint();
    const changed = await routes.update(id, {
      url: 'https://andere.example.com/hook',
      description: 'Neu',
      events: ['anamnese.completed'],
      full_data: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      url: 'https://andere.example.com/hook',
      description: 'Neu',
      events: ['anamnese.completed'],
      full_data: true,
      disabled: null,
    });
    const paused = await routes.update(id, { paused: true, full_data: false });
    expect(paused.json()).toMatchObject({ disabled: 'paused', full_data: false });
    expect(paused.json().disabled_at).not.toBeNull();
    expect((await endpointRow(id))!.disabledReason).toBe('paused');

    const test = await routes.test(id);
    expect(test.statusCode).toBe(409);
    expect(test.json()).toEqual({ errorCode: 'WEBHOOK_DISABLED', error: webhookTexts.errors.disabled });
    expect(await deliveriesOf(id)).toEqual([]);

    const resumed = await routes.update(id, { paused: false });
    expect(resumed.json()).toMatchObject({ disabled: null, disabled_at: null });
    await ctx.db
      .update(webhookEndpoints)
      .set({ disabledReason: 'gone', disabledAt: new Date() })
      .where(eq(webhookEndpoints.id, id));
    expect((await routes.list(tenant.id)).json().endpoints[0].disabled).toBe('gone');
    // Saving a gone endpoint as paused keeps the receiver's reason; unpausing clears it.
    expect((await routes.update(id, { paused: true })).json().disabled).toBe('gone');
    expect((await routes.update(id, { paused: false })).json().disabled).toBe(null);
    expect((await endpointRow(id))!).toMatchObject({ disabledReason: null, disabledAt: null });

    const audits = await auditsOf(id);
    expect(audits.map((a) => a.action)).toEqual([
      'webhook.create',
      'webhook.update',
      'webhook.update',
      'webhook.update',
      'webhook.update',
      'webhook.update',
    ]);
    expect(audits[1]!.details).toEqual({
      events: ['anamnese.completed'],
      full_data: true,
      paused: false,
      url_changed: true,
    });
    expect(audits[2]!.details).toMatchObject({ full_data: false, paused: true, url_changed: true });
  });
});

describe('rotate the secret', () => {
  it('answers a new secret; the old one, still sealed, signs on for 24 hours', async () => {
    const { tenant, id, secret } = await practiceWithEndpoint();
    const before = (await endpointRow(id))!;
    const response = await routes.rotate(id);
    expect(response.statusCode).toBe(200);
    const { endpoint, secret: fresh } = response.json();
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);
    const row = (await endpointRow(id))!;
    expect(row.previousSecret).toBe(before.secret);
    expect(await ctx.crypto.decryptText(tenant.id, row.secret)).toEqual({ ok: true, value: fresh });
    const hoursLeft = (row.previousSecretUntil!.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect(endpoint.previous_secret_until).toBe(row.previousSecretUntil!.toISOString());
    // Once the 24 hours are over the list no longer says so.
    await ctx.db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, id));
    expect((await routes.list(tenant.id)).json().endpoints[0].previous_secret_until).toBeNull();
    const audit = (await auditsOf(id)).at(-1)!;
    expect(audit.action).toBe('webhook.rotate');
    expect(JSON.stringify(audit)).not.toContain(fresh.slice('whsec_'.length));
  });
});

describe('test event, deliveries, retry', () => {
  it('queues the test event: a pending delivery and a job that carries only its id', async () => {
    const { tenant, id } = await practiceWithEndpoint();
    const response = await routes.test(id);
    expect(response.statusCode, response.body).toBe(202);
    const { delivery } = response.json();
    expect(delivery).toMatchObject({ event: 'webhook.test', reference: null, status: 'pending' });
    expect(delivery.message_id).toMatch(/^msg_[0-9a-f]{32}$/);
    const rows = await deliveriesOf(id);
    expect(rows.map((r) => [r.id, r.tenantId, r.event, r.submissionId])).toEqual([
      [delivery.id, tenant.id, 'webhook.test', null],
    ]);
    expect(await jobsOf(delivery.id)).toEqual([{ deliveryId: delivery.id }]);
    const audit = (await auditsOf(id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'webhook.test', details: { delivery: delivery.id } });
  });

  it('lists the newest 100 deliveries with the request’s reference number', async () => {
    const { tenant, id } = await practiceWithEndpoint();
    const endpoint = { id, tenantId: tenant.id };
    await ctx.database.executeSql(
      `insert into webhook_deliveries (endpoint_id, tenant_id, message_id, event, created_at)
       select $1, $2, 'msg_alt' || n, 'submission.spam', now() - make_interval(hours => n)
       from generate_series(1, 101) n`,
      [id, tenant.id],
    );
    const submissionId = await submissionOf(tenant.id);
    const newest = await deliveryOf(endpoint, {
      submissionId,
      status: 'failed',
      attempts: 9,
      lastStatusCode: 503,
      lastError: 'HTTP 503',
    });
    const response = await routes.deliveries(id);
    expect(response.statusCode).toBe(200);
    const { deliveries } = response.json();
    expect(deliveries).toHaveLength(100);
    expect(deliveries[0]).toMatchObject({
      id: newest.id,
      reference: referenceNumber(submissionId),
      status: 'failed',
      attempts: 9,
      last_status_code: 503,
      last_error: 'HTTP 503',
    });
    expect(deliveries.slice(1, 4).map((d: { message_id: string }) => d.message_id)).toEqual([
      'msg_alt1',
      'msg_alt2',
      'msg_alt3',
    ]);
    expect(JSON.stringify(deliveries)).not.toContain(submissionId);
  });

  it('sends a failed delivery again (202, a job), refuses a succeeded one (409), audits', async () => {
    const { tenant, id } = await practiceWithEndpoint();
    const failed = await deliveryOf({ id, tenantId: tenant.id }, { status: 'failed', attempts: 4 });
    const succeeded = await deliveryOf({ id, tenantId: tenant.id }, { status: 'succeeded', attempts: 1 });
    const response = await routes.retry(id, failed.id);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().delivery).toMatchObject({ id: failed.id, status: 'pending', attempts: 4 });
    expect(await jobsOf(failed.id)).toEqual([{ deliveryId: failed.id }]);

    const refused = await routes.retry(id, succeeded.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(webhookTexts.errors.alreadyDelivered);
    expect(await jobsOf(succeeded.id)).toEqual([]);

    // A pending one waiting for a later attempt goes now; one whose attempt is due or under way is left alone.
    const waiting = await deliveryOf(
      { id, tenantId: tenant.id },
      { status: 'pending', attempts: 2, nextAttemptAt: new Date(Date.now() + 3_600_000) },
    );
    expect((await routes.retry(id, waiting.id)).statusCode).toBe(202);
    expect(await jobsOf(waiting.id)).toEqual([{ deliveryId: waiting.id }]);
    const due = await deliveryOf(
      { id, tenantId: tenant.id },
      { status: 'pending', nextAttemptAt: new Date() },
    );
    const underWay = await routes.retry(id, due.id);
    expect(underWay.statusCode).toBe(409);
    expect(underWay.json().error).toBe(webhookTexts.errors.underWay);
    expect(await jobsOf(due.id)).toEqual([]);

    await routes.update(id, { paused: true });
    expect((await routes.retry(id, failed.id)).json().errorCode).toBe('WEBHOOK_DISABLED');
    const retries = (await auditsOf(id)).filter((a) => a.action === 'webhook.retry');
    expect(retries.map((a) => a.details)).toEqual([{ delivery: failed.id }, { delivery: waiting.id }]);
  });
});

describe('delete', () => {
  it('removes the endpoint with its deliveries (204) and audits it', async () => {
    const { tenant, id } = await practiceWithEndpoint();
    const keep = await practiceWithEndpoint();
    await deliveryOf({ id, tenantId: tenant.id });
    const kept = await deliveryOf({ id: keep.id, tenantId: keep.tenant.id });
    const response = await routes.remove(id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await endpointRow(id)).toBeUndefined();
    expect(await deliveriesOf(id)).toEqual([]);
    expect(await deliveriesOf(keep.id)).toEqual([kept]);
    expect((await routes.deliveries(id)).statusCode).toBe(404);
    expect((await routes.list(tenant.id)).json().endpoints).toEqual([]);
    expect((await auditsOf(id)).map((a) => [a.action, a.tenantId])).toEqual([
      ['webhook.create', tenant.id],
      ['webhook.delete', tenant.id],
    ]);
    expect((await auditsOf(id)).at(-1)!.details).toBeNull();
  });
});

describe('WEBHOOK_ALLOW_PRIVATE=1', () => {
  it('accepts plain http and loopback targets (tests, on-premise)', async () => {
    const local = await createTestContext({ WEBHOOK_ALLOW_PRIVATE: '1' });
    try {
      const cookie = await loginCookie(local, (await makeUser(local, { role: 'admin' })).email);
      const tenant = await makeTenant(local);
      const response = await local.app.inject({
        method: 'POST',
        url: base,
        headers: { cookie },
        payload: { tenant_id: tenant.id, ...fields({ url: 'http://127.0.0.1:8080/hook' }) },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().endpoint.url).toBe('http://127.0.0.1:8080/hook');
    } finally {
      await local.close();
    }
  });
});
