// Issue 43, finding 2: a NUL or a lone surrogate in any string a request carries is the caller's mistake
// (400 VALIDATION_ERROR) and changes nothing; before, it reached PostgreSQL and answered 500.
import { count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions, replyTemplates, tenantSettings, users, webhookEndpoints } from '../db/schema.ts';
import { loginCookie, makeTenant, makeUser, randomIp } from '../test/factories.ts';
import { validContact } from '../test/intake.ts';
import { multipart, pngBytes } from '../test/multipart.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { unsafeTextPath } from './inputSanity.ts';

let ctx: TestContext;
let adminCookie: string;
let staffCookie: string;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let user: Awaited<ReturnType<typeof makeUser>>;
let submission: { submissionId: string; uploadToken: string };
beforeAll(async () => {
  ctx = await createTestContext({ SUBMIT_RATE_LIMIT: '1000000' });
  tenant = await makeTenant(ctx);
  adminCookie = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
  user = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
  staffCookie = await loginCookie(ctx, user.email);
  const sent = await publicPost('submitForm', {
    tenantId: tenant.tenantId,
    formData: { ...validContact, type: 'prescription' },
  });
  submission = sent.json();
});
afterAll(() => ctx.close());

const NUL = '\u0000';
const LONE = '\ud800';

const publicPost = (name: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/functions/v1/${name}`,
    headers: { apikey: ctx.anonKey, accept: 'application/json', ...headers },
    payload: payload as InjectOptions['payload'],
    remoteAddress: randomIp(),
  });
const asAdmin = (options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: { ...options.headers, cookie: adminCookie } });
const asStaff = (options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: { ...options.headers, cookie: staffCookie } });

/** What a refusal may not have changed. */
async function snapshot() {
  const [submissions] = await ctx.db.select({ n: count() }).from(formSubmissions);
  const [endpoints] = await ctx.db.select({ n: count() }).from(webhookEndpoints);
  const [templates] = await ctx.db.select({ n: count() }).from(replyTemplates);
  const [userRow] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  const [tenantRow] = await ctx.db.select().from(tenantSettings).where(eq(tenantSettings.id, tenant.id));
  return {
    submissions: submissions!.n,
    endpoints: endpoints!.n,
    templates: templates!.n,
    user: { fullName: userRow!.fullName, email: userRow!.email, updatedAt: userRow!.updatedAt },
    tenant: { name: tenantRow!.name, updatedAt: tenantRow!.updatedAt },
  };
}

/**
 * `text`: only NUL can arrive this way. A lone surrogate exists only in JSON's \u escapes (such as \uD800): percent and
 * multipart bytes are UTF-8, where it cannot be written (%ED%A0%80 decodes to U+FFFD or stays as it is).
 */
type Case = {
  name: string;
  text?: true;
  send: (bad: string) => Promise<LightMyRequestResponse>;
};
const percent = (bad: string) => encodeURIComponent(bad);

/** The routes the review named, each with a valid request but for one string. */
const NAMED: Case[] = [
  {
    name: 'submitForm: tenantId',
    send: (bad) => publicPost('submitForm', { tenantId: `de${bad}mo`, formData: validContact }),
  },
  {
    name: 'submitForm: a form field',
    send: (bad) =>
      publicPost('submitForm', { tenantId: tenant.tenantId, formData: { ...validContact, name: `A${bad}` } }),
  },
  {
    name: 'submitForm: a nested field name',
    send: (bad) =>
      publicPost('submitForm', {
        tenantId: tenant.tenantId,
        formData: { ...validContact, group: { [`k${bad}`]: 'x' } },
      }),
  },
  {
    name: 'submitForm: url-encoded',
    text: true,
    send: (bad) =>
      publicPost(
        'submitForm',
        new URLSearchParams({
          tenantId: tenant.tenantId,
          ...validContact,
          name: `A${bad}`,
        } as never).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
      ),
  },
  {
    name: 'GET /api/public/tenant?tenant=',
    text: true,
    send: (bad) => ctx.app.inject({ url: `/api/public/tenant?tenant=de${percent(bad)}mo` }),
  },
  {
    name: 'webflow-submit: url-encoded tenantId',
    text: true,
    send: (bad) =>
      publicPost('webflow-submit', `tenantId=de${percent(bad)}mo&name=A`, {
        'content-type': 'application/x-www-form-urlencoded',
      }),
  },
  {
    name: 'webflow-submit: JSON field',
    send: (bad) =>
      publicPost('webflow-submit', JSON.stringify({ tenantId: tenant.tenantId, name: `A${bad}` }), {
        'content-type': 'application/json',
      }),
  },
  {
    name: 'webflow-submit: multipart field',
    text: true,
    send: (bad) => {
      const form = multipart({ tenantId: tenant.tenantId, ...validContact, name: `A${bad}` } as never);
      return publicPost('webflow-submit', form.payload, form.headers);
    },
  },
  {
    name: 'secureUpload: multipart field',
    text: true,
    send: (bad) => {
      const form = multipart(
        { ...submission, fileName: `rezept${bad}.png` },
        { name: 'rezept.png', type: 'image/png', bytes: pngBytes() },
      );
      return publicPost('secureUpload', form.payload, form.headers);
    },
  },
  {
    name: 'GET /api/submissions/stats?tenant=',
    text: true,
    send: (bad) => asStaff({ url: `/api/submissions/stats?tenant=${percent(bad)}` }),
  },
  {
    name: 'GET /api/submissions/export.csv?tenant=',
    text: true,
    send: (bad) =>
      asStaff({
        url: `/api/submissions/export.csv?from=2026-11-01&to=2026-11-30&tenant=${percent(bad)}`,
      }),
  },
  {
    name: 'POST /api/submissions/patient-search',
    send: (bad) =>
      asStaff({
        method: 'POST',
        url: '/api/submissions/patient-search',
        payload: { tenantId: tenant.id, email: `jana${bad}@beispiel.test` },
      }),
  },
  {
    name: 'PATCH /api/users/:id full_name',
    send: (bad) =>
      asAdmin({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        payload: { email: user.email, full_name: `Jörg${bad}`, role: 'user', tenants: [tenant.tenantId] },
      }),
  },
  {
    name: 'POST /api/users email',
    send: (bad) =>
      asAdmin({
        method: 'POST',
        url: '/api/users',
        payload: { email: `neu${bad}@praxis.test`, full_name: 'Neu', role: 'user', tenants: [] },
      }),
  },
  {
    name: 'PUT /api/tenants/:id name',
    send: (bad) =>
      asAdmin({ method: 'PUT', url: `/api/tenants/${tenant.id}`, payload: { name: `Praxis${bad}` } }),
  },
  {
    name: 'PUT /api/reply-templates/:tenantId/:kind',
    send: (bad) =>
      asAdmin({
        method: 'PUT',
        url: `/api/reply-templates/${tenant.id}/terminvorschlag`,
        payload: { subject: 'Ihr Termin', body: `Guten Tag${bad}` },
      }),
  },
  {
    name: 'POST /api/webhooks description',
    send: (bad) =>
      asAdmin({
        method: 'POST',
        url: '/api/webhooks',
        payload: {
          tenant_id: tenant.id,
          url: 'https://hooks.example.com/praxis',
          description: `Praxissoftware${bad}`,
          events: ['submission.created'],
        },
      }),
  },
];

describe.each([
  ['NUL', NUL, NAMED],
  ['a lone surrogate', LONE, NAMED.filter((c) => !c.text)],
])('%s in a request', (_label, bad, cases) => {
  it.each(cases)('$name: 400 VALIDATION_ERROR, nothing changed', async ({ send }) => {
    const before = await snapshot();
    const response = await send(bad);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    expect(response.json().error).toMatch(/unzulässiges Zeichen/);
    expect(await snapshot()).toEqual(before);
  });
});

/** Every route the app has, from Fastify's own list (the static pages' catch-all included). */
function everyRoute(): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \((.*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: stack.join('') });
  }
  // Logging out last: on the old code its handler ran and ended the session the others use.
  const last = (r: { url: string }) => (r.url.startsWith('/api/auth/logout') ? 1 : 0);
  return routes
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .sort((a, b) => last(a) - last(b));
}

describe('every route', () => {
  it('finds the routes (the list is not empty)', () => {
    const routes = everyRoute();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ method: 'POST', url: '/functions/v1/submitForm' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/webhooks/:id' });
  });

  it('refuses NUL in a query parameter and a lone surrogate in a body field of each', async () => {
    const refused: string[] = [];
    for (const { method, url } of everyRoute()) {
      // Path parameters get a harmless value; the bad text goes where no schema looks (it strips unknowns).
      const path = url.replaceAll(/:\w+/g, '00000000-0000-4000-8000-000000000001').replace('*', 'seite');
      const write = method !== 'GET';
      const response = await ctx.app.inject({
        method: method as InjectOptions['method'],
        url: `${path}?zusatz=a%00b`,
        headers: { cookie: adminCookie, apikey: ctx.anonKey, accept: 'application/json' },
        ...(write ? { payload: { zusatz: `a${LONE}` } } : {}),
        remoteAddress: randomIp(),
      });
      const body = String(response.headers['content-type']).includes('json') ? response.json() : {};
      if (response.statusCode !== 400 || body.errorCode !== 'VALIDATION_ERROR' || !/zusatz/.test(body.error))
        refused.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('unsafeTextPath', () => {
  it.each([
    ['plain text', { a: 'Grüße 👋', b: ['x', 1, null, { c: 'ü' }] }, null],
    ['NUL in a value', { a: ['ok', `x${NUL}`] }, '/a/1'],
    ['a lone high surrogate', { a: { b: `x${LONE}` } }, '/a/b'],
    ['a lone low surrogate', { a: 'x\udc00' }, '/a'],
    ['a pair split wrongly', { a: '\udc00\ud800' }, '/a'],
    ['NUL in a name', { [`a${NUL}`]: 'x' }, '/a\ufffd'],
    ['a top-level text', `x${NUL}`, '/'],
    ['a buffer (a raw body) is not read', { bytes: Buffer.from([0, 0xed, 0xa0, 0x80]) }, null],
  ])('%s', (_name, value, path) => {
    expect(unsafeTextPath(value)).toBe(path);
  });

  it('walks a deep body without exhausting the stack', () => {
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 50_000; i++) deep = { a: deep };
    expect(unsafeTextPath(deep)).toMatch(/^(\/a){50000}$/);
  });
});
