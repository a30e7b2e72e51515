import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTenantTexts } from '../../../common/texts/adminTenants.ts';
import { auditLog, tenantSettings, userTenants } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let adminCookie: string;
let userCookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  adminCookie = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
  userCookie = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [] })).email);
});
afterAll(() => ctx.close());

const texts = adminTenantTexts.errors;
const unique = () => Math.random().toString(36).slice(2, 10);

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const as = (cookie: string | null, call: Call) =>
  ctx.app.inject({
    method: call.method ?? 'GET',
    url: call.url,
    payload: call.payload,
    headers: cookie ? { cookie } : {},
  });

const tenantCount = async () => (await ctx.db.select({ id: tenantSettings.id }).from(tenantSettings)).length;
const rowOf = async (id: string) =>
  (await ctx.db.select().from(tenantSettings).where(eq(tenantSettings.id, id)))[0];

describe('/api/tenants (staff)', () => {
  it('needs a session', async () => {
    expect((await ctx.app.inject({ url: '/api/tenants' })).statusCode).toBe(401);
  });

  it("lists only the user's own tenants", async () => {
    const own = await makeTenant(ctx);
    const other = await makeTenant(ctx);
    const user = await makeUser(ctx, { tenantSlugs: [own.tenantId] });
    const cookie = await loginCookie(ctx, user.email);
    const body = (await ctx.app.inject({ url: '/api/tenants', headers: { cookie } })).json();
    expect(body.tenants.map((t: { id: string }) => t.id)).toEqual([own.id]);
    expect(JSON.stringify(body)).not.toContain(other.id);
  });

  it("answers 404 for another tenant's record, 200 for one's own", async () => {
    const own = await makeTenant(ctx);
    const other = await makeTenant(ctx);
    const user = await makeUser(ctx, { tenantSlugs: [own.tenantId] });
    const cookie = await loginCookie(ctx, user.email);
    const foreign = await ctx.app.inject({ url: `/api/tenants/${other.id}`, headers: { cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('NOT_FOUND');
    const mine = await ctx.app.inject({ url: `/api/tenants/${own.id}`, headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().tenant).toMatchObject({ id: own.id, slug: own.tenantId, name: own.name });
    // The wrapped data key never leaves the server.
    expect(mine.body).not.toContain('pd1.');
  });

  it('rejects a malformed id', async () => {
    const response = await as(userCookie, { url: '/api/tenants/kein-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('lets an admin read any tenant', async () => {
    const other = await makeTenant(ctx);
    expect((await as(adminCookie, { url: `/api/tenants/${other.id}` })).statusCode).toBe(200);
  });

  it('shows a user without tenants nothing', async () => {
    await makeTenant(ctx);
    expect((await as(userCookie, { url: '/api/tenants' })).json()).toEqual({ tenants: [] });
  });
});

describe('admin-only routes', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Call[] = [
    { url: '/api/tenants/overview' },
    { method: 'POST', url: '/api/tenants', payload: { tenant_id: 'x', name: 'X' } },
    // GET …/settings and PUT …/:id are the practice's owners' too: routes/ownerAdministration.test.ts.
    { method: 'DELETE', url: `/api/tenants/${id}` },
    { url: `/api/tenants/${id}/deletion` },
  ];

  it.each(routes)('$method $url: 401 without a session, 403 for a user', async (call) => {
    const before = await tenantCount();
    expect((await as(null, call)).statusCode).toBe(401);
    // Staff of a practice are refused too, not only users without one.
    const staff = await makeTenant(ctx);
    const staffCookie = await loginCookie(
      ctx,
      (await makeUser(ctx, { tenantSlugs: [staff.tenantId] })).email,
    );
    const refused = await as(staffCookie, call);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('FORBIDDEN');
    expect(await tenantCount()).toBe(before + 1);
  });
});

describe('GET /api/tenants/overview', () => {
  it('lists every practice by name with ID and creation time', async () => {
    const b = await makeTenant(ctx, { name: 'Zentrum B' });
    const a = await makeTenant(ctx, { name: 'Zentrum A' });
    const response = await as(adminCookie, { url: '/api/tenants/overview' });
    expect(response.statusCode, response.body).toBe(200);
    const { tenants } = response.json();
    const names = tenants.map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y, 'en')));
    const row = tenants.find((t: { id: string }) => t.id === a.id);
    expect(row).toEqual({
      id: a.id,
      slug: a.tenantId,
      name: a.name,
      logo_url: null,
      created_at: a.createdAt.toISOString(),
      deletion: null,
      missing_legal_links: ['privacyPolicy', 'imprint'],
    });
    expect(names.indexOf(a.name)).toBeLessThan(names.indexOf(b.name));
  });

  it('flags each legal page a practice does not link with a complete http(s) address', async () => {
    const complete = await makeTenant(ctx, {
      config: {
        privacyPolicyUrl: 'https://praxis.test/datenschutz',
        imprintUrl: 'http://praxis.test/impressum',
      },
    });
    const noImprint = await makeTenant(ctx, {
      config: { privacyPolicyUrl: 'https://praxis.test/datenschutz' },
    });
    const unusable = await makeTenant(ctx, {
      config: { privacyPolicyUrl: 'javascript:alert(1)', imprintUrl: 'https://praxis.test/impressum' },
    });
    const { tenants } = (await as(adminCookie, { url: '/api/tenants/overview' })).json();
    const flags = (id: string) => tenants.find((t: { id: string }) => t.id === id).missing_legal_links;
    expect(flags(complete.id)).toEqual([]);
    expect(flags(noImprint.id)).toEqual(['imprint']);
    expect(flags(unusable.id)).toEqual(['privacyPolicy']);
  });

  it('still lists every practice when one has a deletion state stored without its total or counts', async () => {
    const odd = await makeTenant(ctx);
    await ctx.db
      .update(tenantSettings)
      .set({ config: { deletion: { status: 'queued', slug: odd.tenantId, name: odd.name } } })
      .where(eq(tenantSettings.id, odd.id));
    const response = await as(adminCookie, { url: '/api/tenants/overview' });
    expect(response.statusCode, response.body).toBe(200);
    const row = response.json().tenants.find((t: { id: string }) => t.id === odd.id);
    expect(row.deletion).toEqual({ status: 'queued', percent: 0 });
    // Taken out of the shared database's lists again (the PostgreSQL run shares it between files).
    await ctx.db.delete(tenantSettings).where(eq(tenantSettings.id, odd.id));
  });
});

describe('POST /api/tenants', () => {
  const create = (payload: object) => as(adminCookie, { method: 'POST', url: '/api/tenants', payload });

  it.each([
    ['no ID', { name: 'Physio' }, 'TENANT_REQUIRED_FIELDS', texts.required],
    ['no name', { tenant_id: 'physio-x' }, 'TENANT_REQUIRED_FIELDS', texts.required],
    ['blank name', { tenant_id: 'physio-x', name: '   ' }, 'TENANT_REQUIRED_FIELDS', texts.required],
    ['capitals', { tenant_id: 'Physio-X', name: 'P' }, 'TENANT_SLUG_INVALID', texts.slugInvalid],
    ['spaces', { tenant_id: 'physio x', name: 'P' }, 'TENANT_SLUG_INVALID', texts.slugInvalid],
    ['umlauts', { tenant_id: 'physio-süd', name: 'P' }, 'TENANT_SLUG_INVALID', texts.slugInvalid],
    ['a long ID', { tenant_id: 'a'.repeat(101), name: 'P' }, 'TENANT_SLUG_INVALID', texts.slugTooLong(100)],
    [
      'a bad recipient',
      { tenant_id: 'physio-x', name: 'P', email_recipients: 'team@praxis.de, kein-mail' },
      'TENANT_EMAIL_INVALID',
      texts.emailsInvalid(['kein-mail']),
    ],
    [
      'recipients without commas',
      { tenant_id: 'physio-x', name: 'P', email_recipients: ['a@praxis.de b@praxis.de'] },
      'TENANT_EMAIL_INVALID',
      texts.emailsInvalid(['a@praxis.de b@praxis.de']),
    ],
    [
      'a script as logo',
      { tenant_id: 'physio-x', name: 'P', logo_url: 'javascript:alert(1)' },
      'TENANT_URL_INVALID',
      texts.urlInvalid(adminTenantTexts.edit.fields.logoUrl),
    ],
  ])('refuses %s with a clear message and creates nothing', async (_label, payload, code, message) => {
    const before = await tenantCount();
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: code, error: message });
    expect(await tenantCount()).toBe(before);
  });

  it('refuses a body of the wrong shape', async () => {
    const response = await create({ tenant_id: 42, name: 'P' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('creates the practice with its own key, recipients and logo, audited', async () => {
    const slug = `physio-${unique()}`;
    const response = await create({
      tenant_id: slug,
      name: '  Physio Nord  ',
      logo_url: 'https://physio-nord.example/logo.png',
      email_recipients: 'team@physio-nord.de, Chefin@physio-nord.de; team@physio-nord.de',
    });
    expect(response.statusCode).toBe(201);
    const { tenant } = response.json();
    expect(tenant).toMatchObject({
      slug,
      name: 'Physio Nord',
      logo_url: 'https://physio-nord.example/logo.png',
    });
    const row = (await rowOf(tenant.id))!;
    expect(row.emailRecipients).toEqual(['team@physio-nord.de', 'Chefin@physio-nord.de']);
    expect(row.wrappedDataKey).toMatch(/^pd1\./);
    // The reception shows config.logoUrl.
    expect(row.config.logoUrl).toBe('https://physio-nord.example/logo.png');
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tenant.create'), eq(auditLog.targetId, tenant.id)));
    expect(entry).toMatchObject({ actorKind: 'user', tenantId: tenant.id });
    expect(entry!.actorUserId).not.toBeNull();
    // The administrator who opened it is its Praxisinhaber:in (issue 44), and its only member.
    expect(
      await ctx.db
        .select({ userId: userTenants.userId, role: userTenants.practiceRole })
        .from(userTenants)
        .where(eq(userTenants.tenantId, tenant.id)),
    ).toEqual([{ userId: entry!.actorUserId, role: 'inhaber' }]);

    const reception = await ctx.app.inject({ url: `/api/public/tenant?tenant=${slug}` });
    expect(reception.json().tenant.config.companyName).toBe('Physio Nord');
  });

  it('refuses a taken ID with 409', async () => {
    const existing = await makeTenant(ctx);
    const before = await tenantCount();
    const response = await create({ tenant_id: existing.tenantId, name: 'Doppelt' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'TENANT_SLUG_TAKEN',
      error: texts.slugTaken(existing.tenantId),
      details: { field: 'tenant_id' },
    });
    expect(await tenantCount()).toBe(before);
  });
});

describe('GET /api/tenants/:id/settings', () => {
  it('answers 404 for an unknown practice', async () => {
    const response = await as(adminCookie, {
      url: '/api/tenants/00000000-0000-4000-8000-000000000001/settings',
    });
    expect(response.statusCode).toBe(404);
  });

  it('gives the whole configuration with defaults, without the data key or internal keys', async () => {
    const tenant = await makeTenant(ctx, {
      config: { welcomeTitle: 'Hallo', notifications: { patientConfirmation: true }, internal: 'x' },
    });
    const response = await as(adminCookie, { url: `/api/tenants/${tenant.id}/settings` });
    expect(response.statusCode).toBe(200);
    const settings = response.json().tenant;
    expect(settings).toMatchObject({
      id: tenant.id,
      slug: tenant.tenantId,
      email_recipients: [],
      domains: [],
      notifications: { patientConfirmation: true, spamDigest: true },
    });
    expect(settings.config).toMatchObject({
      welcomeTitle: 'Hallo',
      // No name fallback here: an empty field stays empty in the form.
      companyName: '',
      businessType: 'medical',
      features: { prescriptionUpload: true, callOnlyCancellation: false },
    });
    expect(response.body).not.toContain('pd1.');
    expect(response.body).not.toContain('internal');
  });
});

describe('PUT /api/tenants/:id', () => {
  const update = (id: string, payload: object) =>
    as(adminCookie, { method: 'PUT', url: `/api/tenants/${id}`, payload });

  it('answers 404 for an unknown practice', async () => {
    const response = await update('00000000-0000-4000-8000-000000000002', { name: 'X' });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['no name', { name: ' ' }, 'TENANT_NAME_REQUIRED', texts.nameRequired],
    [
      'a bad recipient',
      { name: 'P', email_recipients: ['ok@praxis.de', 'nein'] },
      'TENANT_EMAIL_INVALID',
      texts.emailsInvalid(['nein']),
    ],
    [
      'a URL as domain',
      { name: 'P', domains: 'https://praxis.de/rezeption' },
      'TENANT_DOMAIN_INVALID',
      texts.domainInvalid('https://praxis.de/rezeption'),
    ],
    [
      'a script link in the footer',
      { name: 'P', config: { privacyPolicyUrl: 'javascript:alert(1)' } },
      'TENANT_URL_INVALID',
      texts.urlInvalid(adminTenantTexts.edit.fields.privacyPolicyUrl),
    ],
    [
      'a bad contact address',
      { name: 'P', config: { contactEmail: 'rezeption at praxis' } },
      'TENANT_CONFIG_INVALID',
      texts.emailInvalid(adminTenantTexts.edit.fields.contactEmail),
    ],
  ])('refuses %s and changes nothing', async (_label, payload, code, message) => {
    const tenant = await makeTenant(ctx);
    const response = await update(tenant.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: code, error: message });
    expect(await rowOf(tenant.id)).toEqual(tenant);
  });

  it.each([
    ['an unknown config key', { name: 'P', config: { deletion: { status: 'done' } } }],
    ['a wrong business type', { name: 'P', config: { businessType: 'gym' } }],
    ['a feature that is not a switch', { name: 'P', config: { features: { selfPay: 'ja' } } }],
    ['an over-long text', { name: 'P', config: { welcomeTitle: 'x'.repeat(2001) } }],
  ])('refuses %s as invalid input', async (_label, payload) => {
    const tenant = await makeTenant(ctx);
    const response = await update(tenant.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await rowOf(tenant.id)).toEqual(tenant);
  });

  it('refuses a domain of another practice with 409', async () => {
    const first = await makeTenant(ctx);
    const second = await makeTenant(ctx);
    const domain = `rezeption-${unique()}.example`;
    expect((await update(first.id, { name: 'Erste', domains: [domain] })).statusCode).toBe(200);
    const response = await update(second.id, { name: 'Zweite', domains: `${domain.toUpperCase()}.` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'TENANT_DOMAIN_TAKEN',
      error: texts.domainTaken(domain),
    });
  });

  it('saves the reception configuration, keeps keys it does not name, and the reception shows it', async () => {
    const tenant = await makeTenant(ctx, {
      config: {
        welcomeTitle: 'Alt',
        phone: '030 111',
        notifications: { spamDigest: false },
        futureFeature: { keep: true },
        features: { selfPay: false },
      },
    });
    const domain = `physio-${unique()}.example`;
    const response = await update(tenant.id, {
      name: 'Physio Neu',
      logo_url: 'https://physio.example/logo.svg',
      email_recipients: 'team@physio.example, chef@physio.example',
      domains: [domain],
      config: {
        welcomeTitle: '  Willkommen bei Physio Neu  ',
        businessType: 'non-medical',
        openingHours: { times: [{ days: 'Mo–Fr', hours: '8–18 Uhr' }] },
        locations: [{ name: 'Mitte', address: 'Hauptstr. 1' }],
        primaryServices: ['Training'],
        features: { callOnlyCancellation: true },
        logoUrl: 'https://physio.example/logo.svg',
      },
      notifications: { patientConfirmation: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().tenant).toMatchObject({
      name: 'Physio Neu',
      email_recipients: ['team@physio.example', 'chef@physio.example'],
      domains: [domain],
      notifications: { patientConfirmation: true, spamDigest: false },
    });
    const row = (await rowOf(tenant.id))!;
    expect(row.config).toMatchObject({
      welcomeTitle: 'Willkommen bei Physio Neu',
      phone: '030 111',
      futureFeature: { keep: true },
      notifications: { patientConfirmation: true, spamDigest: false },
      features: { selfPay: false, callOnlyCancellation: true },
    });
    expect(row.logoUrl).toBe('https://physio.example/logo.svg');

    const reception = (await ctx.app.inject({ url: `/api/public/tenant?tenant=${tenant.tenantId}` })).json();
    expect(reception.tenant.config).toMatchObject({
      welcomeTitle: 'Willkommen bei Physio Neu',
      businessType: 'non-medical',
      features: { selfPay: false, callOnlyCancellation: true },
    });
    // The notification settings stay out of the public answer.
    expect(JSON.stringify(reception)).not.toContain('patientConfirmation');
    const byHost = await ctx.app.inject({ url: '/api/public/tenant', headers: { host: domain } });
    expect(byHost.json().tenant.slug).toBe(tenant.tenantId);

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tenant.update'), eq(auditLog.targetId, tenant.id)));
    expect(entry!.details).toMatchObject({ fields: expect.arrayContaining(['name', 'config.welcomeTitle']) });
  });
});

describe('DELETE /api/tenants/:id (the request; the job has its own test file)', () => {
  it('answers 404 for an unknown practice', async () => {
    const response = await as(adminCookie, {
      method: 'DELETE',
      url: '/api/tenants/00000000-0000-4000-8000-000000000003',
    });
    expect(response.statusCode).toBe(404);
  });

  it('takes the practice out of service at once and enqueues one job, however often it is asked', async () => {
    const tenant = await makeTenant(ctx);
    const response = await as(adminCookie, { method: 'DELETE', url: `/api/tenants/${tenant.id}` });
    expect(response.statusCode).toBe(202);
    expect(response.json().deletion).toMatchObject({
      tenant_id: tenant.id,
      status: 'queued',
      percent: 0,
      slug: tenant.tenantId,
      name: tenant.name,
      finished_at: null,
    });
    const again = await as(adminCookie, { method: 'DELETE', url: `/api/tenants/${tenant.id}` });
    expect(again.statusCode).toBe(202);
    const { rows } = await ctx.database.executeSql(
      `select count(*)::int as n from ${ctx.queue.schema}.job where name = 'delete-tenant' and data->>'tenantId' = $1`,
      [tenant.id],
    );
    expect(rows).toEqual([{ n: 1 }]);

    // Gone for the reception and for staff lists; the administration still shows it with its old ID.
    expect((await ctx.app.inject({ url: `/api/public/tenant?tenant=${tenant.tenantId}` })).statusCode).toBe(
      404,
    );
    expect((await as(adminCookie, { url: `/api/tenants/${tenant.id}` })).statusCode).toBe(404);
    expect(JSON.stringify((await as(adminCookie, { url: '/api/tenants' })).json())).not.toContain(tenant.id);
    const overview = (await as(adminCookie, { url: '/api/tenants/overview' })).json();
    expect(overview.tenants.find((t: { id: string }) => t.id === tenant.id)).toMatchObject({
      slug: tenant.tenantId,
      deletion: { status: 'queued', percent: 0 },
    });
    const status = await as(adminCookie, { url: `/api/tenants/${tenant.id}/deletion` });
    expect(status.json().deletion).toMatchObject({ status: 'queued', percent: 0 });

    // It cannot be edited any more, and its ID is free again.
    const edit = await as(adminCookie, {
      method: 'PUT',
      url: `/api/tenants/${tenant.id}`,
      payload: { name: 'X' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ errorCode: 'TENANT_DELETING', error: texts.deleting });
    expect((await as(adminCookie, { url: `/api/tenants/${tenant.id}/settings` })).statusCode).toBe(409);
    const reuse = await as(adminCookie, {
      method: 'POST',
      url: '/api/tenants',
      payload: { tenant_id: tenant.tenantId, name: 'Nachfolger' },
    });
    expect(reuse.statusCode).toBe(201);
  });

  it('starts a failed deletion again', async () => {
    const tenant = await makeTenant(ctx);
    await as(adminCookie, { method: 'DELETE', url: `/api/tenants/${tenant.id}` });
    await ctx.database.executeSql(
      `update tenant_settings set config = jsonb_set(config, '{deletion,status}', '"failed"') where id = $1`,
      [tenant.id],
    );
    expect(
      (await as(adminCookie, { url: `/api/tenants/${tenant.id}/deletion` })).json().deletion.status,
    ).toBe('failed');
    const retried = await as(adminCookie, { method: 'DELETE', url: `/api/tenants/${tenant.id}` });
    expect(retried.json().deletion.status).toBe('queued');
    const { rows } = await ctx.database.executeSql(
      `select count(*)::int as n from ${ctx.queue.schema}.job where name = 'delete-tenant' and data->>'tenantId' = $1`,
      [tenant.id],
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('has no progress for a practice that is not being deleted', async () => {
    const tenant = await makeTenant(ctx);
    const response = await as(adminCookie, { url: `/api/tenants/${tenant.id}/deletion` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(texts.noDeletion);
  });
});
