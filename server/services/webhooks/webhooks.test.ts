import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreSubmissions } from '../../commands/scoreSubmissions.ts';
import { submissionConsents, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { publishedConsentDocument, sampleConsentContent } from '../../test/consentFixtures.ts';
import { createRequest, sendAnamnese } from '../../test/detail.ts';
import { loginCookie, makeTenant, makeUser, randomIp } from '../../test/factories.ts';
import { pngImage } from '../../test/files.ts';
import { validContact } from '../../test/intake.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { enqueueWebhookEvent, retryWebhookDelivery } from './enqueueWebhookEvent.ts';
import { isPrivateAddress } from './privateAddress.ts';
import { retryAfterSeconds, retryDelaySeconds } from './retrySchedule.ts';
import { signWebhook } from './signWebhook.ts';
import { newWebhookSecret, openWebhookSecret, sealWebhookSecret } from './webhookSecret.ts';
import { checkWebhookUrl, resolveWebhookTarget } from './webhookUrl.ts';

describe('signWebhook', () => {
  const body = JSON.stringify({ type: 'webhook.test', timestamp: '2026-11-27T08:00:00.000Z', data: {} });
  const headersFor = (secrets: string[], at = Math.floor(Date.now() / 1000)) => ({
    'webhook-id': 'msg_0123',
    'webhook-timestamp': String(at),
    'webhook-signature': signWebhook(secrets, 'msg_0123', at, body),
  });

  it('signs as Standard Webhooks: the reference verifier accepts it, another secret or body does not', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const headers = headersFor([secret]);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
  });

  it('during a rotation both secrets sign, and each verifies alone', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const headers = headersFor([current, previous]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    expect(() => new Webhook(current).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(previous).verify(body, headers)).not.toThrow();
  });
});

describe('retry schedule', () => {
  it('waits base·4^(n-1) seconds within ±20 %, at most 12 hours', () => {
    expect(retryDelaySeconds(30, 1, () => 0.5)).toBe(30);
    expect(retryDelaySeconds(30, 2, () => 0.5)).toBe(120);
    expect(retryDelaySeconds(30, 3, () => 0)).toBe(384); // 480 · 0.8
    expect(retryDelaySeconds(30, 3, () => 1)).toBe(576); // 480 · 1.2
    expect(retryDelaySeconds(30, 20, () => 0.5)).toBe(12 * 3600);
  });

  it('reads Retry-After as seconds or an HTTP date, capped at 12 hours', () => {
    const now = new Date('2026-11-27T08:00:00Z');
    expect(retryAfterSeconds('2', now)).toBe(2);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 08:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('999999', now)).toBe(12 * 3600);
    expect(retryAfterSeconds('bald', now)).toBeNull();
    expect(retryAfterSeconds(undefined, now)).toBeNull();
  });
});

describe('target addresses', () => {
  // Issue 43, finding 6: global unicast only; IPv6 forms that carry IPv4 are judged by that IPv4 address.
  const REFUSED: [string, string][] = [
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'link-local, cloud metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '"this network"'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.77', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['2606:2800:220:1::1%1', 'any address with a zone'],
    ['fd12:3456::1', 'unique local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['ff0e::1', 'global multicast'],
    ['100::1', 'discard-only'],
    ['4000::1', 'outside 2000::/3'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation (RFC 9637)'],
    ['2001:2::1', 'benchmarking'],
    ['2001:20::1', 'ORCHIDv2'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated loopback'],
    ['::ffff:0:a9fe:a9fe', 'IPv4-translated metadata'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::a00:1', 'IPv4-compatible private'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
    ['64:ff9b:1::a00:1', 'local-use NAT64 of 10.0.0.1 (last 32 bits)'],
    ['64:ff9b:1:7f00:1::', 'local-use NAT64 of 127.0.0.1 (RFC 6052 /48 position)'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2002:a9fe:a9fe::', '6to4 of the metadata address'],
    ['2002:c0a8:1::1', '6to4 of 192.168.0.1'],
    ['2001:0:4136:e378:8000:63bf:3f57:fffe', 'Teredo of client 192.168.0.1'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo of client 127.0.0.1'],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'Teredo with server 10.0.0.1'],
    ['keine-adresse', 'not an address'],
  ];
  const ALLOWED: [string, string][] = [
    ['93.184.216.34', 'public IPv4'],
    ['172.32.0.1', 'just outside 172.16/12'],
    ['100.128.0.1', 'just outside 100.64/10'],
    ['8.8.8.8', 'public IPv4'],
    ['2606:2800:220:1::1', 'global unicast'],
    ['2a00:1450:4001:82b::200e', 'global unicast'],
    ['::ffff:93.184.216.34', 'IPv4-mapped public'],
    ['64:ff9b::808:808', 'NAT64 of 8.8.8.8'],
    ['2002:808:808::1', '6to4 of 8.8.8.8'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'Teredo of client 8.8.8.8'],
  ];
  it.each(REFUSED)('refuses %s (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });
  it.each(ALLOWED)('allows %s (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('checks a URL when saved: https only, no user info, no private IP literal unless allowed', () => {
    expect(checkWebhookUrl('https://hooks.example.com/praxis?token=1', false)).toMatchObject({ ok: true });
    expect(checkWebhookUrl('kein url', false)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkWebhookUrl('https://user:pw@hooks.example.com/', false)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkWebhookUrl('http://hooks.example.com/', false)).toEqual({ ok: false, reason: 'not_https' });
    expect(checkWebhookUrl('ftp://hooks.example.com/', true)).toEqual({ ok: false, reason: 'not_https' });
    for (const url of [
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://169.254.169.254/latest',
      'https://2130706433/', // 127.0.0.1 as one number
      'https://10.0.0.5:8443/',
      'https://[2002:7f00:1::1]/',
      'https://[64:ff9b:1::a00:1]/',
    ])
      expect(checkWebhookUrl(url, false), url).toEqual({ ok: false, reason: 'private' });
    expect(checkWebhookUrl('http://127.0.0.1:8080/', true)).toMatchObject({ ok: true });
  });

  it('checks the addresses a name resolves to at delivery: localhost is refused unless allowed', async () => {
    expect(await resolveWebhookTarget('https://localhost:9/hook', false)).toEqual({
      ok: false,
      reason: 'private',
    });
    const allowed = await resolveWebhookTarget('https://localhost:9/hook', true);
    expect(allowed.ok && isPrivateAddress(allowed.address)).toBe(true);
  });
});

describe('events to deliveries', () => {
  let ctx: TestContext;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;

  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_URL: 'https://praxis.example.test' });
    tenant = await makeTenant(ctx);
  }, 60_000);
  afterAll(() => ctx.close());

  async function endpoint(
    tenantId: string,
    events: string[],
    extra: Partial<typeof webhookEndpoints.$inferInsert> = {},
  ) {
    const [row] = await ctx.db
      .insert(webhookEndpoints)
      .values({
        tenantId,
        url: 'https://hooks.example.com/praxis',
        events,
        secret: await sealWebhookSecret(ctx.crypto, tenantId, newWebhookSecret()),
        ...extra,
      })
      .returning();
    return row!;
  }
  const deliveriesOf = (endpointId: string) =>
    ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  const jobsOf = async (deliveryIds: string[]) => {
    const { rows } = await ctx.database.executeSql(
      `select data from ${ctx.queue.schema}.job where name = 'deliver-webhook' and data->>'deliveryId' = any($1::text[])`,
      [deliveryIds],
    );
    return (rows as { data: unknown }[]).map((r) => r.data);
  };

  it('seals the secret with the practice’s key', async () => {
    const secret = newWebhookSecret();
    const sealed = await sealWebhookSecret(ctx.crypto, tenant.id, secret);
    expect(sealed).not.toContain(secret.slice(6, 20));
    expect(await openWebhookSecret(ctx.crypto, tenant.id, sealed)).toBe(secret);
    const other = await makeTenant(ctx);
    expect(await openWebhookSecret(ctx.crypto, other.id, sealed)).toBeNull();
  });

  it('makes one delivery per active subscribed endpoint of the practice, each job holding its id alone', async () => {
    const practice = await makeTenant(ctx);
    const subscribed = await endpoint(practice.id, ['submission.created', 'submission.processed']);
    const elsewhere = await endpoint(practice.id, ['consent.signed']);
    const paused = await endpoint(practice.id, ['submission.created'], {
      disabledAt: new Date(),
      disabledReason: 'paused',
    });
    const otherPractice = await endpoint(tenant.id, ['submission.created']);
    const { submissionId } = await createRequest(ctx, practice.tenantId);
    const ids = await enqueueWebhookEvent(ctx, {
      tenantId: practice.id,
      event: 'submission.created',
      submissionId,
    });
    expect(ids).toHaveLength(1);
    const [delivery] = await deliveriesOf(subscribed.id);
    expect(delivery).toMatchObject({
      id: ids[0],
      event: 'submission.created',
      submissionId,
      status: 'pending',
      attempts: 0,
    });
    expect(delivery!.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    for (const other of [elsewhere, paused, otherPractice]) expect(await deliveriesOf(other.id)).toEqual([]);
    expect(await jobsOf(ids)).toEqual([{ deliveryId: ids[0] }]);

    // The admin's test event goes to the one endpoint named, which subscribes to no such event.
    const [testId] = await enqueueWebhookEvent(ctx, {
      tenantId: practice.id,
      event: 'webhook.test',
      submissionId: null,
      endpointId: elsewhere.id,
    });
    expect(await deliveriesOf(elsewhere.id)).toMatchObject([{ id: testId, event: 'webhook.test' }]);
    expect(await deliveriesOf(subscribed.id)).toHaveLength(1);
  });

  it('"erneut senden" sends a failed delivery again with its attempts kept, not one already due', async () => {
    const practice = await makeTenant(ctx);
    const target = await endpoint(practice.id, ['webhook.test']);
    const [id] = await enqueueWebhookEvent(ctx, {
      tenantId: practice.id,
      event: 'webhook.test',
      submissionId: null,
      endpointId: target.id,
    });
    expect(await retryWebhookDelivery(ctx, id!)).toBe(false); // its first job is due now
    await ctx.db
      .update(webhookDeliveries)
      .set({ status: 'failed', attempts: 7, lastError: 'HTTP 500' })
      .where(eq(webhookDeliveries.id, id!));
    expect(await retryWebhookDelivery(ctx, id!)).toBe(true);
    expect(await deliveriesOf(target.id)).toMatchObject([{ status: 'pending', attempts: 7 }]);
    expect(await jobsOf([id!])).toEqual([{ deliveryId: id }, { deliveryId: id }]);
  });

  it('fires from a real intake and scoring, an anamnese and a request marked Erledigt', async () => {
    const practice = await makeTenant(ctx);
    const staff = await makeUser(ctx, { tenantSlugs: [practice.tenantId] });
    const staffCookie = await loginCookie(ctx, staff.email);
    const all = await endpoint(practice.id, [
      'submission.created',
      'submission.spam',
      'submission.processed',
      'anamnese.completed',
    ]);
    const { submissionId } = await createRequest(ctx, practice.tenantId, {
      ...validContact,
      type: 'prescription',
    });
    expect(await deliveriesOf(all.id)).toEqual([]); // nothing before the verdict
    const [verdict] = await scoreSubmissions(ctx, [submissionId]);
    expect(verdict!.isSpam).toBe(false);
    expect(await deliveriesOf(all.id)).toMatchObject([{ event: 'submission.created', submissionId }]);

    await sendAnamnese(ctx, practice.tenantId, submissionId, {
      comorbidities: { radio: 'no', text: '' },
      medications: { radio: 'no', text: '' },
      expectations: { text: 'Schmerzfrei arbeiten', checkbox: true },
    });
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${submissionId}/workflow`,
      headers: { cookie: staffCookie },
      payload: { version: 0, state: 'erledigt' },
    });
    expect(patch.statusCode).toBe(200);
    // The spec's is_processed: only the change to true announces it (a second "true" does not).
    const second = (await createRequest(ctx, practice.tenantId)).submissionId;
    for (let i = 0; i < 2; i++) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/submissions/${second}`,
        headers: { cookie: staffCookie },
        payload: { is_processed: true },
      });
      expect(response.statusCode).toBe(200);
    }
    const events = (await deliveriesOf(all.id)).map((d) => `${d.event} ${d.submissionId}`).sort();
    expect(events).toEqual(
      [
        `anamnese.completed ${submissionId}`,
        `submission.created ${submissionId}`,
        `submission.processed ${second}`,
        `submission.processed ${submissionId}`,
      ].sort(),
    );
  });

  it('fires consent.signed when a patient signs, not when one declines', async () => {
    const practice = await makeTenant(ctx);
    const signedHook = await endpoint(practice.id, ['consent.signed']);
    const required = await publishedConsentDocument(ctx, practice.id, sampleConsentContent());
    await publishedConsentDocument(
      ctx,
      practice.id,
      sampleConsentContent({ title: 'Optional', required: false }),
    );
    const created = (await createRequest(ctx, practice.tenantId, {
      ...validContact,
      type: 'prescription',
    })) as {
      submissionId: string;
      consentToken?: string;
    };
    const rows = await ctx.db
      .select()
      .from(submissionConsents)
      .where(eq(submissionConsents.submissionId, created.submissionId));
    const answer = (consentId: string, decision: 'sign' | 'decline') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/public/consent/sign',
        headers: { origin: 'https://praxis.example.test', 'user-agent': 'Testbrowser' },
        remoteAddress: randomIp(),
        payload: {
          token: created.consentToken,
          consent_id: consentId,
          decision,
          name: 'Erika Muster',
          language: 'de',
          ...(decision === 'sign'
            ? {
                method: 'drawn',
                signature_image: `data:image/png;base64,${pngImage({ width: 600, height: 200 }).toString('base64')}`,
              }
            : {}),
        },
      });
    const optional = rows.find((r) => r.versionId !== required.version.id)!;
    expect((await answer(optional.id, 'decline')).statusCode).toBe(200);
    expect(await deliveriesOf(signedHook.id)).toEqual([]);
    const mandatory = rows.find((r) => r.versionId === required.version.id)!;
    expect((await answer(mandatory.id, 'sign')).statusCode).toBe(200);
    expect(await deliveriesOf(signedHook.id)).toMatchObject([
      { event: 'consent.signed', submissionId: created.submissionId },
    ]);
  });
});
