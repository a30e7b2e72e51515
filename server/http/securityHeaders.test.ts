// Issue 43, finding 8: the CSP allows images and form targets the app really uses, not every https: host.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantResolver } from '../tenants/resolveTenant.ts';
import { makeTenant } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { pagePolicy } from './securityHeaders.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('Content-Security-Policy', () => {
  it('every answer: images from our origin, data: and blob: only; forms only to our origin', async () => {
    for (const url of ['/healthz', '/api/public/key', '/api/unbekannt']) {
      const policy = String((await ctx.app.inject({ url })).headers['content-security-policy']);
      expect(directive(policy, 'img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(directive(policy, 'form-action'), url).toEqual(["'self'"]);
      expect(policy).not.toMatch(/(^|\s)https:(\s|;|$)/);
    }
  });

  it("a reception page adds the origin of its practice's logo, and nothing else", async () => {
    const tenants = createTenantResolver(ctx.db, undefined);
    const withLogo = await makeTenant(ctx, {
      config: { logoUrl: 'https://praxis-beispiel.de/bilder/logo.png?v=2' },
    });
    const httpLogo = await makeTenant(ctx, { config: { logoUrl: 'http://praxis-alt.de/logo.png' } });
    const policy = (url: string) =>
      pagePolicy(tenants, { url, headers: { host: 'localhost' } } as FastifyRequest);
    const imgSrc = async (url: string) => directive(await policy(url), 'img-src');
    const common = ["'self'", 'data:', 'blob:'];
    expect(await imgSrc(`/online-rezeption?tenant=${withLogo.tenantId}`)).toEqual([
      ...common,
      'https://praxis-beispiel.de',
    ]);
    expect(await imgSrc(`/online-rezeption/fragen?tenantId=${withLogo.tenantId}`)).toContain(
      'https://praxis-beispiel.de',
    );
    expect(await imgSrc(`/success?tenant=${withLogo.tenantId}`)).toContain('https://praxis-beispiel.de');
    // Not a page with the practice's logo; a practice without an https logo; no practice at all.
    expect(await imgSrc(`/dashboard?tenant=${withLogo.tenantId}`)).toEqual(common);
    expect(await imgSrc(`/online-rezeption?tenant=${httpLogo.tenantId}`)).toEqual(common);
    expect(await imgSrc('/online-rezeption?tenant=gibt-es-nicht')).toEqual(common);
    expect(directive(await policy(`/online-rezeption?tenant=${withLogo.tenantId}`), 'form-action')).toEqual([
      "'self'",
    ]);
  });
});
