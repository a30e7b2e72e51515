// Issue 43, finding 4, as an attacker with the DATA_DIR would look: an address an admin blocks (one address,
// an IPv6 address, a network) is found in no file, neither in the entry's reason nor in the audit log or a job.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { filesUnder } from '../../test/atRest.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { submit, validContact } from '../../test/intake.ts';
import { createTestContext } from '../../test/testContext.ts';

const random = (n: number) => Math.floor(Math.random() * n);

/** Whether `text` is in some file other than right after `allowedPrefix` (the control value). */
function foundOutside(dir: string, text: string, allowedPrefix: string) {
  const needle = Buffer.from(text);
  return filesUnder(dir).filter((file) => {
    const bytes = readFileSync(file);
    for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) {
      const start = at - allowedPrefix.length;
      if (start < 0 || bytes.subarray(start, at).toString() !== allowedPrefix) return true;
    }
    return false;
  });
}

describe('blocked addresses at rest', () => {
  it('keeps every address an admin blocks out of the files under DATA_DIR', async () => {
    if (inject('pgUrl')) return; // PostgreSQL's files belong to its server.
    const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-blacklist-rest-'));
    const ctx = await createTestContext({}, { dataDir });
    const single = `198.51.100.${random(254) + 1}`;
    const ipv6 = `2001:db8:${(random(0xfff0) + 1).toString(16)}::${(random(0xfff0) + 1).toString(16)}`;
    const network = `203.0.${random(254) + 1}.0/24`;
    const control = 'Kontrolle-';
    try {
      const admin = await makeUser(ctx, { role: 'admin' });
      const cookie = await loginCookie(ctx, admin.email);
      const tenant = await makeTenant(ctx);
      // The user agent is stored in plain text: it proves that a plain value would be found on disk.
      const plain = await submit(
        ctx,
        { tenantId: tenant.tenantId, formData: validContact },
        { headers: { 'user-agent': `${control}${single}` } },
      );
      expect(plain.statusCode).toBe(200);
      for (const ip of [single, ipv6, network]) {
        const added = await ctx.app.inject({
          method: 'POST',
          url: '/api/blacklist',
          headers: { cookie },
          payload: { ip },
        });
        expect(added.statusCode, ip).toBe(201);
      }
      const refused = await submit(
        ctx,
        { tenantId: tenant.tenantId, formData: validContact },
        { ip: single },
      );
      expect(refused.json().errorCode).toBe('IP_BLOCKED');
      expect((await ctx.app.inject({ url: '/api/blacklist', headers: { cookie } })).body).not.toContain(
        single,
      );
      await ctx.database.executeSql('checkpoint');
    } finally {
      await ctx.close();
    }
    const controlFound = filesUnder(dataDir).some((f) => readFileSync(f).includes(`${control}${single}`));
    expect(controlFound).toBe(true);
    expect(foundOutside(dataDir, single, control)).toEqual([]);
    expect(foundOutside(dataDir, ipv6, control)).toEqual([]);
    expect(foundOutside(dataDir, network.replace('/24', ''), control)).toEqual([]);
  }, 120_000); // an on-disk database: slow on a busy machine
});
