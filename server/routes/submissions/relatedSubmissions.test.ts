import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientSearchResult, RelatedRequests } from '../../../common/schemas/patientRequests.ts';
import { scoreSubmissions } from '../../commands/scoreSubmissions.ts';
import { auditLog, formSubmissions } from '../../db/schema.ts';
import { readPdfText } from '../../services/pdf/pdfTextForTests.ts';
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
  // One patient three times: the same phone in two spellings, the same address in two cases, the name in
  // three spellings (case, spaces, order: one person is the same name and the same address or number).
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
      name: ' max  MUSTER ',
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
  ids.pending = await send(tenant.tenantId, { name: 'Muster, Max', email: 'MAX@example.de', phone: '' });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'GET', url, headers });
const idsOf = (response: { json: () => { submissions: { id: string }[] } }) =>
  response
    .json()
    .submissions.map((s) => s.id)
    .sort();
/** A patient search's requests, of every person found. */
const foundIds = (response: { json: () => PatientSearchResult }) =>
  response
    .json()
    .people.flatMap((p) => p.submissions.map((s) => s.id))
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
    expect(response.json().others).toEqual([]);

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
    expect(foundIds(byEmail)).toEqual([ids.first, ids.third].sort());
    const byPhone = await search(`tenantId=${tenant.id}&phone=${encodeURIComponent('0049 (0)30 123 45 67')}`);
    expect(foundIds(byPhone)).toEqual([ids.first, ids.second].sort());
    const both = await search(
      `tenantId=${tenant.tenantId}&email=max@example.de&phone=${encodeURIComponent('+49 30 1234567')}`,
    );
    expect(foundIds(both)).toEqual([ids.first, ids.second, ids.third].sort());
    // The other practice's staff find only their own practice's request of the same person.
    const theirs = await search(`tenantId=${other.tenantId}&email=max@example.de`, {
      cookie: strangerCookie,
    });
    expect(foundIds(theirs)).toEqual([ids.elsewhere]);
    expect(foundIds(await search(`tenantId=${tenant.tenantId}&email=niemand@example.de`))).toEqual([]);

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

// Issue 43: matching by e-mail OR phone made four patients who gave one family mobile number one person, with
// "Alle exportieren (8)" and "Alle löschen (8)". One person is the same name and the same address or number.
describe('four people with one family number', () => {
  const FAMILY_PHONE = '0171 4440000';
  const names = ['Anna Familie', 'Bernd Familie', 'Clara Familie', 'Dieter Familie'] as const;
  let family: Awaited<ReturnType<typeof makeTenant>>;
  let staff: string;
  let admin: string;
  let outsider: string;
  /** Two requests per person, in the order of `names`; Anna's with two addresses, everyone with the number. */
  const requests = new Map<string, string[]>();

  beforeAll(async () => {
    family = await makeTenant(ctx);
    staff = await loginCookie(
      ctx,
      (await makeUser(ctx, { tenantSlugs: [family.tenantId], practiceRole: 'inhaber' })).email,
    );
    admin = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
    outsider = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [tenant.tenantId] })).email);
    for (const name of names) {
      const local = name.split(' ')[0]!.toLowerCase();
      requests.set(name, [
        await send(family.tenantId, { name, email: `${local}@familie.test`, phone: '+49 171 4440000' }),
        await send(family.tenantId, {
          name,
          email: name === 'Anna Familie' ? 'anna.zweite@post.test' : `${local}@familie.test`,
          phone: FAMILY_PHONE,
        }),
      ]);
    }
    await scoreSubmissions(ctx, [...requests.values()].flat());
  });

  const idsOfPerson = (name: (typeof names)[number]) => [...requests.get(name)!].sort();
  const related = (id: string, headers: Record<string, string> = { cookie: staff }) =>
    get(`/api/submissions/${id}/related`, headers);
  /** The other people found, by name (the answer lists them by their newest request). */
  const people = (response: { json: () => RelatedRequests }) =>
    response
      .json()
      .others.map((p) => ({ name: p.name, shared: p.shared, ids: p.submissions.map((s) => s.id).sort() }))
      .sort((a, b) => a.name.localeCompare(b.name));

  it("lists only the person's own requests, and the three others apart, each by name", async () => {
    const [anna, annaSecond] = requests.get('Anna Familie')!;
    const response = await related(anna!);
    expect(response.statusCode).toBe(200);
    // Two addresses, one number, one name: one person.
    expect(idsOf(response)).toEqual([annaSecond]);
    expect(people(response)).toEqual(
      names.slice(1).map((name) => ({ name, shared: ['phone'], ids: idsOfPerson(name) })),
    );
    // The same from the person's other request (found by the number only) and as an admin.
    expect(idsOf(await related(annaSecond!))).toEqual([anna]);
    const asAdmin = await related(anna!, { cookie: admin });
    expect(asAdmin.statusCode).toBe(200);
    expect(idsOf(asAdmin)).toEqual([annaSecond]);
    expect(people(asAdmin)).toEqual(people(response));
  });

  it('answers 401, 404 for staff of another practice and 400 for a bad id, as the route does', async () => {
    const [anna] = requests.get('Anna Familie')!;
    expect((await related(anna!, {})).statusCode).toBe(401);
    const foreign = await related(anna!, { cookie: outsider });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('NOT_FOUND');
    expect(JSON.stringify(foreign.json())).not.toContain('Familie');
    expect((await related('00000000-0000-4000-8000-00000000000', { cookie: staff })).statusCode).toBe(400);
  });

  it('the patient search finds four people by the number, each named with their own requests', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/submissions/patient-search',
      headers: { cookie: staff },
      payload: { tenantId: family.tenantId, phone: '0049 171 444 0000' },
    });
    expect(response.statusCode).toBe(200);
    const found = (response.json() as PatientSearchResult).people.map((p) => ({
      name: p.name,
      shared: p.shared,
      ids: p.submissions.map((s) => s.id).sort(),
    }));
    expect(found.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      names.map((name) => ({ name, shared: ['phone'], ids: idsOfPerson(name) })),
    );
  });

  it("a Datenauskunft of the person's requests holds none of the others' data", async () => {
    const [anna] = requests.get('Anna Familie')!;
    const own = idsOf(await related(anna!));
    const response = await get(`/api/submissions/${anna}/data-export?ids=${own.join(',')}`, {
      cookie: staff,
    });
    expect(response.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const json = JSON.parse(Buffer.from(entries['auskunft.json']!).toString('utf8'));
    expect(json.requests.map((r: { id: string }) => r.id).sort()).toEqual(idsOfPerson('Anna Familie'));
    const { text } = await readPdfText(entries['auskunft.pdf']!);
    for (const other of names.slice(1)) {
      const first = other.split(' ')[0]!;
      expect(JSON.stringify(json)).not.toContain(first);
      expect(text).not.toContain(first);
    }
  });

  it("erasing the person's requests leaves every other person's", async () => {
    const [anna] = requests.get('Anna Familie')!;
    const own = idsOf(await related(anna!));
    const erased = await ctx.app.inject({
      method: 'POST',
      url: '/api/submissions/bulk-delete',
      headers: { cookie: staff },
      payload: { ids: [anna, ...own] },
    });
    expect(erased.statusCode).toBe(200);
    expect([...erased.json().deleted].sort()).toEqual(idsOfPerson('Anna Familie'));
    const left = await ctx.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.tenantId, family.id));
    expect(left.map((r) => r.id).sort()).toEqual(names.slice(1).flatMap(idsOfPerson).sort());
    // The next person is still one person with their own two requests, the other two apart.
    const [bernd, berndSecond] = requests.get('Bernd Familie')!;
    const fromBernd = await related(bernd!);
    expect(idsOf(fromBernd)).toEqual([berndSecond]);
    expect(people(fromBernd).map((p) => p.name)).toEqual(['Clara Familie', 'Dieter Familie']);
  });
});
