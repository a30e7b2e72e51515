import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, formSubmissions, ipBlacklist } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { submit, validContact } from '../../test/intake.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
let adminCookie: string;
let userCookie: string;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
beforeAll(async () => {
  // The proxy test below sends X-Forwarded-For from 127.0.0.1: trusted only when configured.
  ctx = await createTestContext({ TRUST_PROXY: 'loopback' });
  admin = await makeUser(ctx, { role: 'admin' });
  adminCookie = await loginCookie(ctx, admin.email);
  tenant = await makeTenant(ctx);
  const user = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
  userCookie = await loginCookie(ctx, user.email);
});
afterAll(() => ctx.close());

// Public documentation ranges (TEST-NET, 2001:db8::/32), a fresh address per test: on PostgreSQL every test
// file of the run shares the blacklist.
const used = new Set<string>();
const random = (n: number) => Math.floor(Math.random() * n);
function freshIpv4(): string {
  for (;;) {
    const ip = `${['192.0.2', '198.51.100', '203.0.113'][random(3)]}.${random(254) + 1}`;
    if (used.has(ip)) continue;
    used.add(ip);
    return ip;
  }
}
const freshIpv6Prefix = () => `2001:db8:${random(0xffff).toString(16)}:${random(0xffff).toString(16)}`;

const list = (cookie = adminCookie) => ctx.app.inject({ url: '/api/blacklist', headers: { cookie } });
const add = (ip: unknown, cookie = adminCookie) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/blacklist',
    headers: { cookie },
    payload: ip === undefined ? {} : { ip },
  });
const remove = (ipHash: string, cookie = adminCookie) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/blacklist/${ipHash}`, headers: { cookie } });
const entryOf = async (ipHash: string) =>
  (await ctx.db.select().from(ipBlacklist).where(eq(ipBlacklist.ipHash, ipHash)))[0];
const auditsOf = (action: string, ipHash: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, ipHash)));
const submitFrom = (ip: string, headers: Record<string, string> = {}) =>
  submit(ctx, { tenantId: tenant.tenantId, formData: validContact }, { ip, headers });

describe('access', () => {
  it('needs a session for every call', async () => {
    const hash = ctx.ipHash(freshIpv4());
    for (const response of [
      await ctx.app.inject({ url: '/api/blacklist' }),
      await ctx.app.inject({ method: 'POST', url: '/api/blacklist', payload: { ip: freshIpv4() } }),
      await ctx.app.inject({ method: 'DELETE', url: `/api/blacklist/${hash}` }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('UNAUTHENTICATED');
    }
  });

  it('is forbidden for staff, who change nothing', async () => {
    const listed = freshIpv4();
    const listedHash = (await add(listed)).json().entry.ip_hash;
    const ip = freshIpv4();
    for (const response of [
      await list(userCookie),
      await add(ip, userCookie),
      await remove(listedHash, userCookie),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('FORBIDDEN');
    }
    expect(await entryOf(ctx.ipHash(ip))).toBeUndefined();
    expect(await entryOf(listedHash)).toBeDefined();
  });
});

describe('POST /api/blacklist', () => {
  it('stores the keyed hash the intake uses, with the manual reason, and audits it without the address', async () => {
    const ip = freshIpv4();
    const response = await add(ip);
    expect(response.statusCode).toBe(201);
    const { entry } = response.json();
    // Issue 43, finding 4: the reason is a fixed text, never the address.
    expect(entry).toEqual({
      ip_hash: ctx.ipHash(ip),
      reason: 'Manuell hinzugefügt',
      source: 'manual',
      family: 4,
      prefix_length: 32,
      added_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      expires_at: null,
    });
    expect(entry.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    const row = await entryOf(entry.ip_hash);
    expect(row).toMatchObject({ reason: 'Manuell hinzugefügt', addedBy: admin.id, expiresAt: null });
    expect(JSON.stringify(row)).not.toContain(ip);
    const audits = await auditsOf('blacklist.add', entry.ip_hash);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorKind: 'user', actorUserId: admin.id, targetType: 'ip_hash' });
    expect(JSON.stringify(audits[0])).not.toContain(ip);
  });

  it('takes the address without surrounding spaces', async () => {
    const ip = freshIpv4();
    const response = await add(`  ${ip}\t`);
    expect(response.statusCode).toBe(201);
    expect(response.json().entry).toMatchObject({
      ip_hash: ctx.ipHash(ip),
      reason: 'Manuell hinzugefügt',
    });
  });

  it.each([
    ['not an address', 'keine-ip'],
    ['an octet above 255', '203.0.113.256'],
    ['a leading zero', '203.0.113.07'],
    ['three octets', '203.0.113'],
    ['two "::"', '2001:db8::1::2'],
    ['a zone id', 'fe80::1%eth0'],
    ['a host name', 'praxis.example'],
    ['empty', ''],
    ['only spaces', '   '],
    ['too long', `2001:0db8:0000:0000:0000:0000:0000:0001${'0'.repeat(40)}`],
    ['very long', '1'.repeat(5000)],
  ])('refuses %s with INVALID_IP and the spec message, changing nothing', async (_, ip) => {
    const before = (await ctx.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.id))).length;
    const response = await add(ip);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 'INVALID_IP',
      error: 'Bitte geben Sie eine gültige IP-Adresse ein.',
    });
    const after = (await ctx.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.id))).length;
    expect(after).toBe(before);
  });

  it('refuses a missing or non-text address as a validation error', async () => {
    for (const body of [undefined, 42, null, ['203.0.113.1']]) {
      const response = await add(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('says so when the address is listed already and keeps the first entry', async () => {
    const ip = freshIpv4();
    const first = (await add(ip)).json().entry;
    const again = await add(ip);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errorCode: 'ALREADY_BLACKLISTED',
      error: 'Diese IP-Adresse steht bereits auf der Blacklist.',
    });
    expect((await entryOf(first.ip_hash))?.addedAt.toISOString()).toBe(first.added_at);
    expect(await auditsOf('blacklist.add', first.ip_hash)).toHaveLength(1);
  });

  it('keeps an automatic entry of the spam engine, which the list shows with its reason', async () => {
    const ip = freshIpv4();
    const reason = 'Automatisch gesperrt: 5 Spam-Einreichungen innerhalb von 24 Stunden';
    await ctx.db.insert(ipBlacklist).values({ ipHash: ctx.ipHash(ip), reason });
    expect((await add(ip)).statusCode).toBe(409);
    expect((await entryOf(ctx.ipHash(ip)))?.reason).toBe(reason);
    const listed = (await list())
      .json()
      .entries.find((e: { ip_hash: string }) => e.ip_hash === ctx.ipHash(ip));
    expect(listed).toMatchObject({ reason });
  });

  it('lists an IPv6 address once, however it is written', async () => {
    const prefix = freshIpv6Prefix();
    const short = `${prefix}::42`;
    const created = await add(short);
    expect(created.statusCode).toBe(201);
    const groups = prefix.split(':').map((g) => g.padStart(4, '0').toUpperCase());
    for (const spelling of [
      `${groups.join(':')}:0000:0000:0000:0042`,
      `${prefix}:0:0:0:42`,
      `${prefix.toUpperCase()}::0:42`,
    ]) {
      const again = await add(spelling);
      expect(again.statusCode, spelling).toBe(409);
    }
    expect(created.json().entry.ip_hash).toBe(ctx.ipHash(short));
  });

  it('lists an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const ip = freshIpv4();
    const [a, b, c, d] = ip.split('.').map(Number) as [number, number, number, number];
    const hex = (x: number, y: number) => ((x << 8) | y).toString(16);
    const created = await add(`::FFFF:${ip}`);
    expect(created.statusCode).toBe(201);
    expect(created.json().entry.ip_hash).toBe(ctx.ipHash(ip));
    expect((await add(ip)).statusCode).toBe(409);
    expect((await add(`0:0:0:0:0:ffff:${hex(a, b)}:${hex(c, d)}`)).statusCode).toBe(409);
  });
});

describe('DELETE /api/blacklist/:ipHash', () => {
  it('removes the entry and audits it; a second removal finds nothing', async () => {
    const ip = freshIpv4();
    const { ip_hash } = (await add(ip)).json().entry;
    const response = await remove(ip_hash);
    expect(response.statusCode).toBe(204);
    expect(await entryOf(ip_hash)).toBeUndefined();
    const audits = await auditsOf('blacklist.remove', ip_hash);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: admin.id, targetType: 'ip_hash' });
    const again = await remove(ip_hash);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      errorCode: 'NOT_FOUND',
      error: 'Dieser Eintrag steht nicht (mehr) auf der Blacklist.',
    });
    expect(await auditsOf('blacklist.remove', ip_hash)).toHaveLength(1);
  });

  it('answers 404 for an unknown hash and 400 for something that is no hash', async () => {
    expect((await remove(ctx.ipHash(freshIpv4()))).statusCode).toBe(404);
    for (const bad of ['abc', 'A'.repeat(64), `${'0'.repeat(63)}g`]) {
      const response = await remove(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/blacklist', () => {
  it('lists entries newest first with hash, reason (or none) and time', async () => {
    const ips = [freshIpv4(), freshIpv4(), freshIpv4()];
    for (const ip of ips) expect((await add(ip)).statusCode).toBe(201);
    const silent = ctx.ipHash(freshIpv4());
    await ctx.db.insert(ipBlacklist).values({ ipHash: silent, reason: null });

    const response = await list();
    expect(response.statusCode).toBe(200);
    const { entries, total } = response.json() as {
      entries: { ip_hash: string; reason: string | null; added_at: string }[];
      total: number;
    };
    expect(total).toBeGreaterThanOrEqual(entries.length);
    const times = entries.map((e) => Date.parse(e.added_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const mine = [silent, ...ips.map((ip) => ctx.ipHash(ip)).reverse()];
    expect(entries.map((e) => e.ip_hash).filter((h) => mine.includes(h))).toEqual(mine);
    expect(entries.find((e) => e.ip_hash === silent)?.reason).toBeNull();
    expect(entries.find((e) => e.ip_hash === ctx.ipHash(ips[0]!))?.reason).toBe('Manuell hinzugefügt');
  });
});

describe('the intake and the blacklist', () => {
  const storedFrom = async (ip: string) =>
    (
      await ctx.db
        .select({ id: formSubmissions.id })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.tenantId, tenant.id), eq(formSubmissions.clientIpHash, ctx.ipHash(ip))))
    ).length;

  it('refuses an address at once after it was added, and accepts it again once removed', async () => {
    const ip = freshIpv4();
    expect((await submitFrom(ip)).statusCode).toBe(200);
    const { ip_hash } = (await add(ip)).json().entry;

    const refused = await submitFrom(ip);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'IP_BLOCKED' });
    expect(await storedFrom(ip)).toBe(1);
    expect((await submitFrom(freshIpv4())).statusCode).toBe(200);

    expect((await remove(ip_hash)).statusCode).toBe(204);
    expect((await submitFrom(ip)).statusCode).toBe(200);
    expect(await storedFrom(ip)).toBe(2);
  });

  // Issue 43, finding 3: an IPv6 entry blocks its /64 (one customer's network), so a neighbour is refused too.
  it('refuses an IPv6 address added in another spelling and its /64 neighbours, directly and behind a proxy', async () => {
    const prefix = freshIpv6Prefix();
    const client = `${prefix}::7`;
    expect((await add(`${prefix.toUpperCase()}:0:0:0:0007`)).statusCode).toBe(201);
    expect((await submitFrom(client)).json().errorCode).toBe('IP_BLOCKED');
    // A reverse proxy on the same host names the client in X-Forwarded-For.
    const proxied = await submitFrom('127.0.0.1', { 'x-forwarded-for': client });
    expect(proxied.json().errorCode).toBe('IP_BLOCKED');
    expect((await submitFrom(`${prefix}::8`)).json().errorCode).toBe('IP_BLOCKED');
    expect((await submitFrom(`${prefix.replace(/:[0-9a-f]+$/, ':ffff')}::7`)).statusCode).toBe(200);
  });

  it('refuses an IPv4 client whose address was added in its IPv4-mapped IPv6 form, and the reverse', async () => {
    const mappedAdded = freshIpv4();
    expect((await add(`::ffff:${mappedAdded}`)).statusCode).toBe(201);
    expect((await submitFrom(mappedAdded)).json().errorCode).toBe('IP_BLOCKED');

    const plainAdded = freshIpv4();
    expect((await add(plainAdded)).statusCode).toBe(201);
    // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d.
    expect((await submitFrom(`::ffff:${plainAdded}`)).json().errorCode).toBe('IP_BLOCKED');
  });
});

describe('networks (CIDR)', () => {
  const block = () => `${10 + random(200)}.${random(254) + 1}`;

  it('refuses every address of a listed IPv4 /24 and IPv6 /48, and stores only the hash and the length', async () => {
    const v4 = `198.18.${random(254) + 1}`;
    const added = await add(`${v4}.0/24`);
    expect(added.statusCode).toBe(201);
    expect(added.json().entry).toMatchObject({ family: 4, prefix_length: 24, reason: 'Manuell hinzugefügt' });
    expect(JSON.stringify(await entryOf(added.json().entry.ip_hash))).not.toContain(v4);
    expect((await submitFrom(`${v4}.77`)).json().errorCode).toBe('IP_BLOCKED');
    expect((await submitFrom(`::ffff:${v4}.200`)).json().errorCode).toBe('IP_BLOCKED');
    expect((await submitFrom(`198.19.${random(254) + 1}.1`)).statusCode).toBe(200);

    const v6 = `2001:db8:${(random(0xfff0) + 1).toString(16)}`;
    expect((await add(`${v6}::/48`)).statusCode).toBe(201);
    expect((await submitFrom(`${v6}:1234::9`)).json().errorCode).toBe('IP_BLOCKED');
    expect((await submitFrom(`${v6.replace(/^2001:db8/, '2001:db9')}::9`)).statusCode).toBe(200);
  });

  it('lists a network once, whatever host bits it was written with, and removes it by its hash', async () => {
    const net = `100.${block()}`;
    const first = await add(`${net}.0/24`);
    expect(first.statusCode).toBe(201);
    expect((await add(`${net}.99/24`)).statusCode).toBe(409);
    expect((await remove(first.json().entry.ip_hash)).statusCode).toBe(204);
    expect((await submitFrom(`${net}.5`)).statusCode).toBe(200);
  });

  it.each([
    ['an IPv4 prefix above /32', '203.0.113.0/33'],
    ['an IPv4 prefix below /8', '10.0.0.0/7'],
    ['an IPv6 prefix above /64', '2001:db8::/96'],
    ['an IPv6 prefix below /16', '2000::/8'],
    ['a prefix that is no number', '203.0.113.0/abc'],
    ['an empty prefix', '203.0.113.0/'],
  ])('refuses %s with INVALID_IP_RANGE, changing nothing', async (_, ip) => {
    const before = (await ctx.db.select().from(ipBlacklist)).length;
    const response = await add(ip);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 'INVALID_IP_RANGE',
      error:
        'Bitte geben Sie ein gültiges Netz ein: IPv4 von /8 bis /32, IPv6 von /16 bis /64 (z. B. 203.0.113.0/24 oder 2001:db8::/48).',
    });
    expect((await ctx.db.select().from(ipBlacklist)).length).toBe(before);
  });

  it('refuses a network whose address is wrong with INVALID_IP', async () => {
    for (const ip of ['203.0.113/24', 'praxis.example/24', '1.2.3.4/24/8']) {
      expect((await add(ip)).json().errorCode, ip).toBe('INVALID_IP');
    }
  });

  it('takes an end given by the admin, and refuses a wrong one with INVALID_BLOCK_DURATION', async () => {
    const ip = freshIpv4();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/blacklist',
      headers: { cookie: adminCookie },
      payload: { ip, duration_days: 7 },
    });
    expect(response.statusCode).toBe(201);
    const ends = Date.parse(response.json().entry.expires_at) - Date.now();
    expect(Math.round(ends / 86_400_000)).toBe(7);
    for (const duration_days of [0, 1.5, 366, -1]) {
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: '/api/blacklist',
        headers: { cookie: adminCookie },
        payload: { ip: freshIpv4(), duration_days },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errorCode).toBe('INVALID_BLOCK_DURATION');
    }
  });
});
