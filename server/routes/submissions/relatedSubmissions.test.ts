import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreSubmissions } from '../../commands/scoreSubmissions.ts';
import { auditLog, formSubmissions } from '../../db/schema.ts';
import { createRequest } from '../../test/detail.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { validContact } from '../../test/intake.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
let strangerCookie: string;
let homelessCookie: string;
let ids: {
  first: string;
  second: string;
  third: string;
  stranger: string;
  elsewhere: string;
  pending: string;
};

const send = async (tenantSlug: string, fields: Record<string, unknown>) =>
  (await createRequest(ctx, tenantSlug, { ...validContact, ...fields })).submissionId;

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await makeTenant(ctx);
  other = await makeTenant(ctx);
  cookie = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [tenant.tenantId] })).email);
  strangerCookie = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [other.tenantId] })).email);
  homelessCookie = await loginCookie(ctx, (await makeUser(ctx)).email);
  // One patient three times: the same phone in two spellings, the same address in two cases.
  ids = {
    first: await send(tenant.tenantId, {
      name: 'Max Muster',
      email: 'Max@Example.de',
      phone: '+49 30 1234567',
    }),
    second: await send(tenant.tenantId, {
      name: 'Max Muster',
      email: 'mm@andere-post.test',
      phone: '030 1234567',
    }),
    third: await send(tenant.tenantId, {
      name: 'M. Muster',
      email: ' max@example.de ',
      phone: '0171 5550000',
    }),
    // Another patient of the same practice, and the same patient at another practice.
    stranger: await send(tenant.tenantId, {
      name: 'Eva Anders',
      email: 'eva@example.de',
      phone: '089 7654321',
    }),
    elsewhere: await send(other.tenantId, {
      name: 'Max Muster',
      email: 'max@example.de',
      phone: '030 1234567',
    }),
    // Not scored yet: its own keys come from its form data; it is not found by others until scored.
    pending: '',
  };
  await scoreSubmissions(ctx, [ids.first, ids.second, ids.third, ids.stranger, ids.elsewhere]);
  ids.pending = await send(tenant.tenantId, { name: 'Max Muster', email: 'MAX@example.de', phone: '' });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'GET', url, headers });
const idsOf = (response: { json: () => { submissions: { id: string }[] } }) =>
  response
    .json()
    .submissions.map((s) => s.id)
    .sort();

describe('GET /api/submissions/:id/related', () => {
  it("lists the patient's other requests in this practice by either key, as cards, and audits the read", async () => {
    const response = await get(`/api/submissions/${ids.first}/related`);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([ids.second, ids.third].sort());
    const card = response.json().submissions.find((s: { id: string }) => s.id === ids.second);
    expect(card).toMatchObject({
      tenant_id: tenant.id,
      form_type: 'contact',
      form_data: { name: 'Max Muster', phone: '030 1234567' },
      quarantine_status: 'completed',
    });
    // Through the phone only, and through the address only.
    expect(idsOf(await get(`/api/submissions/${ids.second}/related`))).toEqual([ids.first].sort());
    expect(idsOf(await get(`/api/submissions/${ids.third}/related`))).toEqual([ids.first].sort());
    // A request not scored yet finds the others by its own form data.
    expect(idsOf(await get(`/api/submissions/${ids.pending}/related`))).toEqual(
      [ids.first, ids.third].sort(),
    );
    expect(idsOf(await get(`/api/submissions/${ids.stranger}/related`))).toEqual([]);

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submission.read'), eq(auditLog.tenantId, tenant.id)));
    const related = audits.filter((a) => a.details?.via === 'related');
    expect(related.map((a) => [...((a.details?.ids as string[]) ?? [a.targetId])].sort())).toContainEqual(
      [ids.second, ids.third].sort(),
    );
    expect(JSON.stringify(related)).not.toMatch(/Muster|example\.de|1234567/);
  });

  it('answers 401, 403 without practice, 404 for another practice, 400 for a bad id', async () => {
    expect((await get(`/api/submissions/${ids.first}/related`, {})).statusCode).toBe(401);
    const homeless = await get(`/api/submissions/${ids.first}/related`, { cookie: homelessCookie });
    expect(homeless.statusCode).toBe(403);
    expect(homeless.json().errorCode).toBe('NO_TENANT');
    const foreign = await get(`/api/submissions/${ids.first}/related`, { cookie: strangerCookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('NOT_FOUND');
    const bad = await get('/api/submissions/kein-uuid/related');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/submissions/patient-search', () => {
  // The tests spell a search as a query string; the route takes it as a JSON body.
  const search = (query: string, headers: Record<string, string> = { cookie }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/submissions/patient-search',
      headers,
      payload: Object.fromEntries(new URLSearchParams(query)),
    });

  it('finds one patient in one practice by e-mail address or phone number, however spelled', async () => {
    const byEmail = await search(
      `tenantId=${tenant.tenantId}&email=${encodeURIComponent(' MAX@EXAMPLE.DE')}`,
    );
    expect(byEmail.statusCode).toBe(200);
    expect(idsOf(byEmail)).toEqual([ids.first, ids.third].sort());
    const byPhone = await search(`tenantId=${tenant.id}&phone=${encodeURIComponent('0049 (0)30 123 45 67')}`);
    expect(idsOf(byPhone)).toEqual([ids.first, ids.second].sort());
    const both = await search(
      `tenantId=${tenant.tenantId}&email=max@example.de&phone=${encodeURIComponent('+49 30 1234567')}`,
    );
    expect(idsOf(both)).toEqual([ids.first, ids.second, ids.third].sort());
    // The other practice's staff find only their own practice's request of the same person.
    const theirs = await search(`tenantId=${other.tenantId}&email=max@example.de`, {
      cookie: strangerCookie,
    });
    expect(idsOf(theirs)).toEqual([ids.elsewhere]);
    expect(idsOf(await search(`tenantId=${tenant.tenantId}&email=niemand@example.de`))).toEqual([]);

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submission.read'), eq(auditLog.tenantId, other.id)));
    expect(audit).toMatchObject({ targetId: ids.elsewhere, details: { via: 'patient_search' } });
  });

  it('answers 401, 403 without practice, 404 for a practice not the actor’s, 400 without a usable key', async () => {
    const query = `tenantId=${tenant.tenantId}&email=max@example.de`;
    expect((await search(query, {})).statusCode).toBe(401);
    const homeless = await search(query, { cookie: homelessCookie });
    expect(homeless.statusCode).toBe(403);
    expect(homeless.json().errorCode).toBe('NO_TENANT');
    const foreign = await search(query, { cookie: strangerCookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('TENANT_NOT_FOUND');
    for (const bad of [
      `tenantId=${tenant.tenantId}`,
      `tenantId=${tenant.tenantId}&email=keine-adresse`,
      `tenantId=${tenant.tenantId}&phone=12`,
      'email=max@example.de',
    ]) {
      const response = await search(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });
});

describe('patient keys at rest', () => {
  it('are keyed hashes: neither the address nor the number nor their plain hashes are stored', async () => {
    const rows = await ctx.db
      .select({
        id: formSubmissions.id,
        emailKey: formSubmissions.patientEmailKey,
        phoneKey: formSubmissions.patientPhoneKey,
      })
      .from(formSubmissions)
      .where(inArray(formSubmissions.id, [ids.first, ids.elsewhere]));
    const first = rows.find((r) => r.id === ids.first)!;
    const elsewhere = rows.find((r) => r.id === ids.elsewhere)!;
    expect(first.emailKey).toMatch(/^[\w-]{22}$/);
    expect(first.phoneKey).toMatch(/^[\w-]{22}$/);
    // Each practice has its own key: the same person is not linkable across practices.
    expect(elsewhere.emailKey).not.toBe(first.emailKey);
    expect(elsewhere.phoneKey).not.toBe(first.phoneKey);
    const stored = JSON.stringify(rows);
    for (const clear of ['max@example.de', '0301234567', '1234567'])
      for (const form of [clear, createHash('sha256').update(clear).digest('base64url').slice(0, 22)])
        expect(stored).not.toContain(form);
  });
});
