// Roles inside a practice through the real routes (issue 44). The expectations are written here, one row per
// action, not derived from server/policies/practiceRules.ts: a change of the rule table must change this
// table too. Columns: the practice's owner, therapist and front desk; the front desk of a practice that lets
// it see the anamnese; another practice's owner; a platform admin; nobody signed in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeRole } from '../../common/practiceRoles.ts';
import { tenantSettings } from '../db/schema.ts';
import { type ActorRequest, callerFor } from '../test/actorRequests.ts';
import { anamneseViaApi } from '../test/detail.ts';
import { loginCookie, makeTenant, makeUser, memberCookie } from '../test/factories.ts';
import { flaggedAnswers } from '../test/fakeOpenAi.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';

type Who = 'owner' | 'therapist' | 'reception' | 'receptionAllowed' | 'otherOwner' | 'admin' | 'nobody';
const WHO: Who[] = ['owner', 'therapist', 'reception', 'receptionAllowed', 'otherOwner', 'admin', 'nobody'];

type Request = ActorRequest;
type Row = {
  action: string;
  /** Builds the request for a submission of the practice the actor is looked at in. */
  request: (id: string) => Request;
  /** Status per actor, in WHO's order. */
  expect: [number, number, number, number, number, number, number];
  /** The request uses the submission up (deletion): each actor gets a fresh one. */
  consumes?: boolean;
};

const today = new Date().toISOString().slice(0, 10);
const ROWS: Row[] = [
  {
    action: 'open a request',
    request: (id) => ({ method: 'GET', url: `/api/submissions/${id}` }),
    expect: [200, 200, 200, 200, 404, 200, 401],
  },
  {
    action: 'read the anamnese',
    request: (id) => ({ method: 'GET', url: `/api/submissions/${id}/anamnese` }),
    expect: [200, 200, 403, 200, 404, 200, 401],
  },
  {
    action: 'read the consents',
    request: (id) => ({ method: 'GET', url: `/api/submissions/${id}/consents` }),
    expect: [200, 200, 403, 200, 404, 200, 401],
  },
  {
    action: 'write the Fließtext (AI)',
    request: (id) => ({
      method: 'POST',
      url: '/functions/v1/processAnamnese',
      payload: { submissionId: id, regenerate: true },
    }),
    expect: [200, 200, 403, 200, 404, 200, 401],
  },
  {
    action: 'mark as done',
    request: (id) => ({ method: 'PATCH', url: `/api/submissions/${id}`, payload: { is_processed: true } }),
    expect: [200, 200, 200, 200, 404, 200, 401],
  },
  {
    action: 'add a note',
    request: (id) => ({ method: 'POST', url: `/api/submissions/${id}/notes`, payload: { text: 'Rückruf' } }),
    expect: [201, 201, 201, 201, 404, 201, 401],
  },
  {
    action: 'export as PDF',
    request: (id) => ({ method: 'GET', url: `/api/submissions/${id}/pdf` }),
    expect: [200, 200, 403, 403, 404, 200, 401],
  },
  {
    action: 'export as FHIR',
    request: (id) => ({ method: 'GET', url: `/api/submissions/${id}/fhir` }),
    expect: [200, 200, 403, 403, 404, 200, 401],
  },
  {
    action: 'export the list as CSV',
    request: () => ({ method: 'GET', url: `/api/submissions/export.csv?from=${today}&to=${today}` }),
    expect: [200, 200, 403, 403, 200, 200, 401],
  },
  {
    action: 'Datenauskunft',
    request: (id) => ({ method: 'GET', url: `/api/submissions/${id}/data-export` }),
    expect: [200, 403, 403, 403, 404, 200, 401],
  },
  {
    action: 'hold from deletion',
    request: (id) => ({
      method: 'PUT',
      url: `/api/submissions/${id}/retention-hold`,
      payload: { reason: 'Klage' },
    }),
    expect: [200, 403, 403, 403, 404, 200, 401],
  },
  {
    action: 'delete',
    request: (id) => ({ method: 'DELETE', url: `/api/submissions/${id}` }),
    expect: [204, 403, 403, 403, 404, 204, 401],
    consumes: true,
  },
  {
    action: 'delete several',
    request: (id) => ({ method: 'POST', url: '/api/submissions/bulk-delete', payload: { ids: [id] } }),
    expect: [200, 403, 403, 403, 200, 200, 401],
    consumes: true,
  },
];

let ctx: TestContext;
let practice: Awaited<ReturnType<typeof makeTenant>>;
let open: Awaited<ReturnType<typeof makeTenant>>;
const cookies = {} as Record<Who, string | undefined>;
/** The practice each actor is looked at in: the receptionist who may see the anamnese works in `open`. */
const practiceOf = (who: Who) => (who === 'receptionAllowed' ? open : practice);
const shared = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestContext();
  practice = await makeTenant(ctx);
  open = await makeTenant(ctx);
  await ctx.db
    .update(tenantSettings)
    .set({ receptionSeesAnamnese: true })
    .where(eq(tenantSettings.id, open.id));
  const other = await makeTenant(ctx);
  const member = (slug: string, role: PracticeRole) => memberCookie(ctx, slug, role);
  cookies.owner = await member(practice.tenantId, 'inhaber');
  cookies.therapist = await member(practice.tenantId, 'therapeut');
  cookies.reception = await member(practice.tenantId, 'empfang');
  cookies.receptionAllowed = await member(open.tenantId, 'empfang');
  cookies.otherOwner = await member(other.tenantId, 'inhaber');
  cookies.admin = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
  for (const tenant of [practice, open]) {
    shared.set(tenant.id, (await anamneseViaApi(ctx, tenant.tenantId, flaggedAnswers)).submissionId);
  }
});
afterAll(() => ctx.close());

const call = callerFor<Who>(() => ctx, cookies);

describe('roles inside a practice, action by action', () => {
  it.each(ROWS)('$action', async (row) => {
    const seen: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const [index, who] of WHO.entries()) {
      const tenant = practiceOf(who);
      const id = row.consumes
        ? (await anamneseViaApi(ctx, tenant.tenantId, flaggedAnswers)).submissionId
        : shared.get(tenant.id)!;
      const response = await call(who, row.request(id));
      seen[who] = response.statusCode;
      wanted[who] = row.expect[index]!;
      if (response.statusCode === 403) expect(response.json().errorCode).toBe('FORBIDDEN');
    }
    expect(seen).toEqual(wanted);
  });

  it('gives the front desk the request without the Fließtext, the others with it', async () => {
    const id = shared.get(practice.id)!;
    await call('owner', {
      method: 'POST',
      url: '/functions/v1/processAnamnese',
      payload: { submissionId: id },
    });
    const textOf = async (who: Who) =>
      (await call(who, { method: 'GET', url: `/api/submissions/${id}` })).json().submission.generated_text;
    expect(await textOf('therapist')).not.toBeNull();
    expect(await textOf('reception')).toBeNull();
  });

  it('tells each member their role and what it allows in the session', async () => {
    const tenantsOf = async (who: Who) =>
      (await call(who, { method: 'GET', url: '/api/auth/session' })).json().user.tenants;
    const [reception] = await tenantsOf('reception');
    expect(reception.practice_role).toBe('empfang');
    expect(reception.allowed).toContain('submission.update');
    expect(reception.allowed).not.toContain('submission.readClinical');
    expect(reception.allowed).not.toContain('submission.delete');
    const [allowed] = await tenantsOf('receptionAllowed');
    expect(allowed.allowed).toContain('submission.readClinical');
    const [owner] = await tenantsOf('owner');
    expect(owner.allowed).toEqual(
      expect.arrayContaining(['practice.manage', 'practice.staff', 'submission.delete']),
    );
  });
});
