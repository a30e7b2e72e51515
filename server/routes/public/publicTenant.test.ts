import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../commands/createTenant.ts';
import { makeTenant } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let withDefault: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await withDefault?.close();
});

describe('GET /api/public/tenant', () => {
  it('answers the configuration with defaults and the public key, by slug', async () => {
    const t = await makeTenant(ctx, {
      config: { companyName: 'Physio Nord', phone: '040 123', features: { selfPay: false } },
    });
    const response = await ctx.app.inject({ url: `/api/public/tenant?tenant=${t.tenantId}` });
    expect(response.statusCode).toBe(200);
    const { tenant } = response.json();
    expect(tenant).toMatchObject({ slug: t.tenantId, name: t.name, publicKey: ctx.anonKey });
    expect(tenant.config).toMatchObject({
      companyName: 'Physio Nord',
      phone: '040 123',
      businessType: 'medical',
      features: {
        selfPay: false,
        prescriptionUpload: true,
        enableAnamnese: true,
        callOnlyCancellation: false,
      },
      locations: [],
    });
    expect(response.body).not.toContain('pd1.');
  });

  it('uses the tenant name when the configuration has no company name, and survives broken config', async () => {
    const t = await makeTenant(ctx, { config: { features: 'kaputt' } });
    const { tenant } = (await ctx.app.inject({ url: `/api/public/tenant?tenantId=${t.tenantId}` })).json();
    expect(tenant.config.companyName).toBe(t.name);
    expect(tenant.config.features.prescriptionUpload).toBe(true);
  });

  it('finds a practice by its domain, then by DEFAULT_TENANT', async () => {
    const t = await makeTenant(ctx, { domains: ['termine.physio-nord.example'] });
    const byHost = await ctx.app.inject({
      url: '/api/public/tenant',
      headers: { host: 'termine.physio-nord.example' },
    });
    expect(byHost.json().tenant.slug).toBe(t.tenantId);
    const none = await ctx.app.inject({ url: '/api/public/tenant', headers: { host: 'unbekannt.example' } });
    expect(none.statusCode).toBe(404);
    // A second app (on PGlite a second database) whose DEFAULT_TENANT names a practice it has.
    withDefault = await createTestContext({ DEFAULT_TENANT: 'standard-praxis' });
    await createTenant(
      withDefault.db,
      withDefault.crypto,
      { slug: 'standard-praxis', name: 'Standard' },
      { kind: 'system' },
    );
    const byDefault = await withDefault.app.inject({
      url: '/api/public/tenant',
      headers: { host: 'unbekannt.example' },
    });
    expect(byDefault.json().tenant.slug).toBe('standard-praxis');
  });

  it('answers an unknown practice with a German 404', async () => {
    const response = await ctx.app.inject({ url: '/api/public/tenant?tenant=gibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      errorCode: 'TENANT_NOT_FOUND',
      error: expect.stringContaining('Praxis nicht gefunden'),
    });
  });
});

describe('GET /api/public/key', () => {
  it('answers the public website key without any practice', async () => {
    const response = await ctx.app.inject({ url: '/api/public/key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: ctx.anonKey });
  });
});
