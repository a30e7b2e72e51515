// TRUST_PROXY decides whether X-Forwarded-For names the client. Off (the default), a forged header changes
// nothing: the blacklist still sees the socket's address. Set, the named proxies' header is believed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipBlacklist } from './db/schema.ts';
import { makeTenant } from './test/factories.ts';
import { submit, validContact } from './test/intake.ts';
import { createTestContext, type TestContext } from './test/testContext.ts';

const contexts: TestContext[] = [];
let off: TestContext;
let loopback: TestContext;
let oneHop: TestContext;
beforeAll(async () => {
  off = await createTestContext();
  // On PostgreSQL the three contexts share one database (and the blacklist); on PGlite each has its own.
  loopback = await createTestContext({ TRUST_PROXY: 'loopback' });
  oneHop = await createTestContext({ TRUST_PROXY: '1' });
  contexts.push(off, loopback, oneHop);
  for (const ctx of contexts) slugs.set(ctx, (await makeTenant(ctx)).tenantId);
});
const slugs = new Map<TestContext, string>();
afterAll(() => Promise.all(contexts.map((ctx) => ctx.close())));

const octet = () => Math.floor(Math.random() * 254) + 1;
const testNetIp = () => `198.51.100.${octet()}`;

async function block(ctx: TestContext, ip: string) {
  await ctx.db
    .insert(ipBlacklist)
    .values({ ipHash: ctx.ipHash(ip), reason: 'Test' })
    .onConflictDoNothing();
}

const errorCodeOf = async (
  ctx: TestContext,
  socket: string,
  forwardedFor?: string,
): Promise<string | undefined> =>
  (
    await submit(
      ctx,
      { tenantId: slugs.get(ctx), formData: validContact },
      {
        ip: socket,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      },
    )
  ).json().errorCode;

describe('TRUST_PROXY', () => {
  it('off: a forged X-Forwarded-For neither hides a blocked client nor blocks an innocent one', async () => {
    const blocked = testNetIp();
    await block(off, blocked);
    expect(await errorCodeOf(off, blocked)).toBe('IP_BLOCKED');
    expect(await errorCodeOf(off, blocked, '203.0.113.9')).toBe('IP_BLOCKED');
    // Even from 127.0.0.1 (a proxy on this host is not trusted unless configured).
    expect(await errorCodeOf(off, '127.0.0.1', blocked)).not.toBe('IP_BLOCKED');
    expect(await errorCodeOf(off, '10.1.2.3', blocked)).not.toBe('IP_BLOCKED');
  });

  it('loopback: the proxy on this host names the client; other peers are not believed', async () => {
    const blocked = testNetIp();
    await block(loopback, blocked);
    expect(await errorCodeOf(loopback, '127.0.0.1', blocked)).toBe('IP_BLOCKED');
    expect(await errorCodeOf(loopback, '127.0.0.1', `${blocked}, 127.0.0.1`)).toBe('IP_BLOCKED');
    expect(await errorCodeOf(loopback, '10.1.2.3', blocked)).not.toBe('IP_BLOCKED');
    // The blocked client cannot hide behind a header either: its own socket is not a trusted proxy.
    expect(await errorCodeOf(loopback, blocked, '203.0.113.9')).toBe('IP_BLOCKED');
  });

  it('a hop count believes the nearest entry only', async () => {
    const blocked = testNetIp();
    await block(oneHop, blocked);
    expect(await errorCodeOf(oneHop, '10.9.8.7', blocked)).toBe('IP_BLOCKED');
    // A client that writes its own header before the proxy's cannot choose the address the proxy saw.
    expect(await errorCodeOf(oneHop, '10.9.8.7', `${blocked}, 203.0.113.9`)).not.toBe('IP_BLOCKED');
  });
});
