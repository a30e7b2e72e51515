// The owner's administration through the real routes (issue 44): a practice's Praxisinhaber:in runs its reply
// templates, consent documents, webhooks and staff as a platform admin does, and nothing of another practice.
// One row per endpoint; the expectations are written here, not derived from the rule table. Columns: the
// practice's owner, therapist and front desk, another practice's owner, a platform admin, nobody signed in.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeRole } from '../../common/practiceRoles.ts';
import { auditLog, tenantSettings } from '../db/schema.ts';
import { type ActorRequest, callerFor } from '../test/actorRequests.ts';
import { sampleConsentContent } from '../test/consentFixtures.ts';
import { anamneseViaApi } from '../test/detail.ts';
import { loginCookie, makeTenant, makeUser, memberCookie } from '../test/factories.ts';
import { flaggedAnswers } from '../test/fakeOpenAi.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';

type Who = 'owner' | 'therapist' | 'reception' | 'otherOwner' | 'admin' | 'nobody';
const WHO: Who[] = ['owner', 'therapist', 'reception', 'otherOwner', 'admin', 'nobody'];
const MANAGE: Expectation = [200, 403, 403, 404, 200, 401];

type Request = ActorRequest;
type Expectation = [number, number, number, number, number, number];
/** What a row's request points at: the practice, and a consent document and a webhook of it. */
type Target = { tenantId: string; documentId: string; endpointId: string };
type Row = {
  action: string;
  request: (target: Target) => Request;
  expect: Expectation;
  /** The request uses its resources up (deletion): each actor gets fresh ones. */
  consumes?: boolean;
};

const template = { subject: 'Ihre Anfrage', body: 'Guten Tag {{name}}, wir melden uns.' };
const webhook = {
  url: 'https://hooks.example.com/praxis',
  description: 'Praxissoftware',
  events: ['submission.created'],
};
const ROWS: Row[] = [
  {
    action: "read the practice's settings",
    request: (t) => ({ method: 'GET', url: `/api/tenants/${t.tenantId}/settings` }),
    expect: MANAGE,
  },
  {
    action: "change the practice's settings",
    request: (t) => ({
      method: 'PUT',
      url: `/api/tenants/${t.tenantId}`,
      payload: { name: 'Physio Ost', config: { phone: '030 1234567' } },
    }),
    expect: MANAGE,
  },
  {
    action: 'save a reply template',
    request: (t) => ({ method: 'PUT', url: `/api/reply-templates/${t.tenantId}/frei`, payload: template }),
    expect: MANAGE,
  },
  {
    action: 'reset a reply template',
    request: (t) => ({ method: 'DELETE', url: `/api/reply-templates/${t.tenantId}/frei` }),
    expect: MANAGE,
  },
  {
    action: 'list consent documents',
    request: (t) => ({ method: 'GET', url: `/api/consent-documents?tenant=${t.tenantId}` }),
    expect: MANAGE,
  },
  {
    action: 'write a consent document',
    request: (t) => ({
      method: 'POST',
      url: '/api/consent-documents',
      payload: { tenant_id: t.tenantId, template: null, content: sampleConsentContent() },
    }),
    expect: [201, 403, 403, 404, 201, 401],
  },
  {
    action: 'change a draft',
    request: (t) => ({
      method: 'PUT',
      url: `/api/consent-documents/${t.documentId}`,
      payload: { content: sampleConsentContent({ title: 'Behandlungsvertrag 2027' }) },
    }),
    expect: MANAGE,
  },
  {
    action: 'publish a consent document',
    request: (t) => ({ method: 'POST', url: `/api/consent-documents/${t.documentId}/publish` }),
    expect: MANAGE,
    consumes: true,
  },
  {
    action: 'archive a consent document',
    request: (t) => ({
      method: 'PUT',
      url: `/api/consent-documents/${t.documentId}/archived`,
      payload: { archived: true },
    }),
    expect: MANAGE,
    consumes: true,
  },
  {
    action: "read a consent document's versions",
    request: (t) => ({ method: 'GET', url: `/api/consent-documents/${t.documentId}/versions` }),
    expect: MANAGE,
  },
  {
    action: 'list webhooks',
    request: (t) => ({ method: 'GET', url: `/api/webhooks?tenant=${t.tenantId}` }),
    expect: MANAGE,
  },
  {
    action: 'add a webhook',
    request: (t) => ({
      method: 'POST',
      url: '/api/webhooks',
      payload: { tenant_id: t.tenantId, ...webhook },
    }),
    expect: [201, 403, 403, 404, 201, 401],
  },
  {
    action: 'change a webhook',
    request: (t) => ({
      method: 'PUT',
      url: `/api/webhooks/${t.endpointId}`,
      payload: { ...webhook, description: 'Abrechnung', full_data: false, paused: false },
    }),
    expect: MANAGE,
  },
  {
    action: "rotate a webhook's secret",
    request: (t) => ({ method: 'POST', url: `/api/webhooks/${t.endpointId}/rotate-secret` }),
    expect: MANAGE,
  },
  {
    action: 'send a test event',
    request: (t) => ({ method: 'POST', url: `/api/webhooks/${t.endpointId}/test` }),
    expect: [202, 403, 403, 404, 202, 401],
  },
  {
    action: "read a webhook's deliveries",
    request: (t) => ({ method: 'GET', url: `/api/webhooks/${t.endpointId}/deliveries` }),
    expect: MANAGE,
  },
  {
    action: 'delete a webhook',
    request: (t) => ({ method: 'DELETE', url: `/api/webhooks/${t.endpointId}` }),
    expect: [204, 403, 403, 404, 204, 401],
    consumes: true,
  },
];

let ctx: TestContext;
let practice: Awaited<ReturnType<typeof makeTenant>>;
const cookies = {} as Record<Who, string | undefined>;
let shared: Target;

const call = callerFor<Who>(() => ctx, cookies);

/** A consent document (a draft) and a webhook of the practice, made by the platform admin. */
async function freshTarget(): Promise<Target> {
  const document = await call('admin', {
    method: 'POST',
    url: '/api/consent-documents',
    payload: { tenant_id: practice.id, template: null, content: sampleConsentContent() },
  });
  const endpoint = await call('admin', {
    method: 'POST',
    url: '/api/webhooks',
    payload: { tenant_id: practice.id, ...webhook },
  });
  expect([document.statusCode, endpoint.statusCode]).toEqual([201, 201]);
  return { tenantId: practice.id, documentId: document.json().id, endpointId: endpoint.json().endpoint.id };
}

beforeAll(async () => {
  ctx = await createTestContext();
  practice = await makeTenant(ctx);
  const other = await makeTenant(ctx);
  const member = (slug: string, role: PracticeRole) => memberCookie(ctx, slug, role);
  cookies.owner = await member(practice.tenantId, 'inhaber');
  cookies.therapist = await member(practice.tenantId, 'therapeut');
  cookies.reception = await member(practice.tenantId, 'empfang');
  cookies.otherOwner = await member(other.tenantId, 'inhaber');
  cookies.admin = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
  shared = await freshTarget();
});
afterAll(() => ctx.close());

describe("the owner's administration, endpoint by endpoint", () => {
  it.each(ROWS)('$action', async (row) => {
    const seen: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const [index, who] of WHO.entries()) {
      const response = await call(who, row.request(row.consumes ? await freshTarget() : shared));
      seen[who] = response.statusCode;
      wanted[who] = row.expect[index]!;
      if (response.statusCode === 403) expect(response.json().errorCode).toBe('FORBIDDEN');
    }
    expect(seen).toEqual(wanted);
  });

  it("lets the owner open the anamnese to the front desk, audited; the domains stay the platform's", async () => {
    const { submissionId } = await anamneseViaApi(ctx, practice.tenantId, flaggedAnswers);
    const anamnese = { method: 'GET' as const, url: `/api/submissions/${submissionId}/anamnese` };
    expect((await call('reception', anamnese)).statusCode).toBe(403);
    const settings = (
      await call('owner', { method: 'GET', url: `/api/tenants/${practice.id}/settings` })
    ).json().tenant;
    expect(settings.reception_sees_anamnese).toBe(false);
    const opened = await call('owner', {
      method: 'PUT',
      url: `/api/tenants/${practice.id}`,
      payload: { name: settings.name, domains: settings.domains, reception_sees_anamnese: true },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().tenant.reception_sees_anamnese).toBe(true);
    expect((await call('reception', anamnese)).statusCode).toBe(200);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, practice.id), eq(auditLog.action, 'tenant.update')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect((entry!.details as { fields: string[] }).fields).toContain('reception_sees_anamnese');
    const domains = await call('owner', {
      method: 'PUT',
      url: `/api/tenants/${practice.id}`,
      payload: { name: settings.name, domains: ['rezeption.physio-ost.de'], reception_sees_anamnese: false },
    });
    expect(domains.statusCode).toBe(403);
    expect(domains.json().errorCode).toBe('PLATFORM_SETTING');
    const [row] = await ctx.db.select().from(tenantSettings).where(eq(tenantSettings.id, practice.id));
    expect([row!.domains, row!.receptionSeesAnamnese]).toEqual([settings.domains, true]);
  });

  it('refuses bad input from an owner with a stable id', async () => {
    const response = await call('owner', {
      method: 'PUT',
      url: `/api/reply-templates/${practice.id}/frei`,
      payload: { subject: '', body: 'Text' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });
});
