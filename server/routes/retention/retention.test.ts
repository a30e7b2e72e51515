import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionDate, RETENTION_PRESETS } from '../../../common/retention.ts';
import {
  auditLog,
  deletionRecords,
  formSubmissions,
  retentionPolicies,
  retentionRuns,
} from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser, practiceWithStaff } from '../../test/factories.ts';
import { patientRequest, submitContact } from '../../test/spam.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let adminCookie: string;
let staffCookie: string;
let strangerCookie: string;
/** A therapist of the practice: the periods are the owner's (staffCookie) and the platform's. */
let therapistCookie: string;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
beforeAll(async () => {
  ctx = await createTestContext();
  adminCookie = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
  const practice = await practiceWithStaff(ctx);
  ({ tenant, strangerCookie } = practice);
  staffCookie = practice.cookie;
  therapistCookie = await loginCookie(
    ctx,
    (await makeUser(ctx, { tenantSlugs: [tenant.tenantId], practiceRole: 'therapeut' })).email,
  );
});
afterAll(() => ctx.close());

const request = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const policiesUrl = (id: string) => `/api/retention/tenants/${id}`;
const storedPolicies = (tenantId: string) =>
  ctx.db.select().from(retentionPolicies).where(eq(retentionPolicies.tenantId, tenantId));

describe('GET/PUT /api/retention/tenants/:tenantId', () => {
  it('answers the presets with their categories until an admin chooses', async () => {
    const fresh = await makeTenant(ctx);
    const response = await request('GET', policiesUrl(fresh.id), adminCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tenant).toEqual({ id: fresh.id, name: fresh.name });
    expect(body.policies.map((p: { category: string }) => p.category)).toEqual([
      'spam',
      'contact',
      'prescription',
      'anamnese',
      'bewerbung',
      'training',
    ]);
    for (const policy of body.policies) {
      expect(policy).toMatchObject({ period_days: policy.preset_days, is_preset: true, updated_at: null });
      expect(policy.preset_days).toBe(RETENTION_PRESETS[policy.category as keyof typeof RETENTION_PRESETS]);
    }
  });

  it('saves periods and "Nie" only when sent, audited with numbers only', async () => {
    const fresh = await makeTenant(ctx);
    const response = await request('PUT', policiesUrl(fresh.id), adminCookie, {
      periods: { contact: 62, training: null },
    });
    expect(response.statusCode).toBe(200);
    const policies = response.json().policies as {
      category: string;
      period_days: number | null;
      is_preset: boolean;
    }[];
    expect(policies.find((p) => p.category === 'contact')).toMatchObject({
      period_days: 62,
      is_preset: false,
    });
    expect(policies.find((p) => p.category === 'training')).toMatchObject({
      period_days: null,
      is_preset: false,
    });
    expect(policies.find((p) => p.category === 'spam')).toMatchObject({ period_days: 30, is_preset: true });
    // A second change: the audit says from what to what.
    await request('PUT', policiesUrl(fresh.id), adminCookie, { periods: { contact: 31 } });
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention.update'), eq(auditLog.tenantId, fresh.id)));
    expect(audits.map((a) => a.details)).toEqual([
      {
        changes: [
          { category: 'contact', from: 'preset', to: 62 },
          { category: 'training', from: 'preset', to: null },
        ],
      },
      { changes: [{ category: 'contact', from: 62, to: 31 }] },
    ]);
  });

  it('refuses bad values with a stable id and changes nothing', async () => {
    const fresh = await makeTenant(ctx);
    for (const value of [0, -5, 1.5, '30', 40_000, true]) {
      const response = await request('PUT', policiesUrl(fresh.id), adminCookie, {
        periods: { spam: 10, contact: value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'RETENTION_PERIOD_INVALID',
        details: { category: 'contact' },
      });
    }
    for (const payload of [{ periods: { unbekannt: 10 } }, { periods: 'x' }, {}]) {
      const response = await request('PUT', policiesUrl(fresh.id), adminCookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    // Nothing named: not "Nie" by omission, just refused.
    expect((await request('PUT', policiesUrl(fresh.id), adminCookie, { periods: {} })).statusCode).toBe(400);
    expect((await request('GET', '/api/retention/tenants/kein-uuid', adminCookie)).statusCode).toBe(400);
    expect(await storedPolicies(fresh.id)).toEqual([]);
  });

  it("answers 401 without session, 403 for a therapist, 404 for another practice's owner, unknown or deleted practices", async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { periods: { spam: 5 } }],
    ] as const) {
      expect((await request(method, policiesUrl(tenant.id), undefined, payload)).statusCode).toBe(401);
      const forbidden = await request(method, policiesUrl(tenant.id), therapistCookie, payload);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().errorCode).toBe('FORBIDDEN');
      expect((await request(method, policiesUrl(tenant.id), strangerCookie, payload)).statusCode).toBe(404);
      const unknown = await request(method, policiesUrl(randomUUID()), adminCookie, payload);
      expect(unknown.statusCode).toBe(404);
    }
    const deleting = await makeTenant(ctx);
    // Taken out of service the way an admin does it (the job stays queued: this file runs no workers).
    expect((await request('DELETE', `/api/tenants/${deleting.id}`, adminCookie)).statusCode).toBe(202);
    expect((await request('GET', policiesUrl(deleting.id), adminCookie)).statusCode).toBe(404);
    expect(
      (await request('PUT', policiesUrl(deleting.id), adminCookie, { periods: { spam: 5 } })).statusCode,
    ).toBe(404);
    expect(await storedPolicies(tenant.id)).toEqual([]);
    expect(await storedPolicies(deleting.id)).toEqual([]);
    // The practice's owner reads and sets its periods.
    expect((await request('GET', policiesUrl(tenant.id), staffCookie)).statusCode).toBe(200);
    const saved = await request('PUT', policiesUrl(tenant.id), staffCookie, { periods: { spam: 5 } });
    expect(saved.statusCode).toBe(200);
    expect((await storedPolicies(tenant.id)).map((p) => [p.category, p.periodDays])).toEqual([['spam', 5]]);
  });
});

describe('GET /api/retention/tenants/:tenantId/runs', () => {
  it("answers the last runs with this practice's records only", async () => {
    const other = await makeTenant(ctx);
    const [run] = await ctx.db
      .insert(retentionRuns)
      .values({
        status: 'completed',
        finishedAt: new Date(),
        deletedCount: 7,
        startedAt: new Date(Date.now() + 60_000),
      })
      .returning();
    await ctx.db.insert(deletionRecords).values([
      {
        runId: run!.id,
        tenantId: tenant.id,
        category: 'spam',
        periodDays: 30,
        submissions: 3,
        files: 0,
        anamnesen: 0,
      },
      {
        runId: run!.id,
        tenantId: tenant.id,
        category: 'prescription',
        periodDays: 3660,
        submissions: 2,
        files: 1,
        anamnesen: 2,
      },
      {
        runId: run!.id,
        tenantId: other.id,
        category: 'contact',
        periodDays: 186,
        submissions: 2,
        files: 0,
        anamnesen: 0,
      },
    ]);
    const response = await request('GET', `${policiesUrl(tenant.id)}/runs?limit=1`, adminCookie);
    expect(response.statusCode).toBe(200);
    const { runs } = response.json();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id: run!.id, status: 'completed' });
    expect(runs[0].records.map((r: Record<string, unknown>) => ({ ...r, created_at: undefined }))).toEqual([
      { category: 'spam', period_days: 30, submissions: 3, files: 0, anamnesen: 0, created_at: undefined },
      {
        category: 'prescription',
        period_days: 3660,
        submissions: 2,
        files: 1,
        anamnesen: 2,
        created_at: undefined,
      },
    ]);
    const forOther = (await request('GET', `${policiesUrl(other.id)}/runs?limit=1`, adminCookie)).json();
    expect(forOther.runs[0].records).toHaveLength(1);
  });

  it('answers 401, 403, 404 and 400', async () => {
    const url = `${policiesUrl(tenant.id)}/runs`;
    expect((await request('GET', url)).statusCode).toBe(401);
    expect((await request('GET', url, therapistCookie)).statusCode).toBe(403);
    expect((await request('GET', url, strangerCookie)).statusCode).toBe(404);
    expect((await request('GET', url, staffCookie)).statusCode).toBe(200);
    expect((await request('GET', `${policiesUrl(randomUUID())}/runs`, adminCookie)).statusCode).toBe(404);
    const bad = await request('GET', `${url}?limit=0`, adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('PUT/DELETE /api/submissions/:id/retention-hold', () => {
  const holdUrl = (id: string) => `/api/submissions/${id}/retention-hold`;
  const rowOf = async (id: string) =>
    (await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!;
  const detail = async (id: string) =>
    (await request('GET', `/api/submissions/${id}`, staffCookie)).json().submission;

  it('shows the deletion date, holds with a sealed reason, releases; audited without the reason', async () => {
    const id = await submitContact(ctx, tenant.tenantId, patientRequest);
    const before = await detail(id);
    const row = await rowOf(id);
    expect(before.retention).toEqual({
      category: 'contact',
      period_days: 186,
      delete_on: deletionDate(row.createdAt, 186)!.toISOString(),
      hold: null,
    });

    const reason = `Rechtsstreit ${randomUUID().slice(0, 8)}`;
    const held = await request('PUT', holdUrl(id), staffCookie, { reason: `  ${reason} ` });
    expect(held.statusCode).toBe(200);
    expect(held.json().retention).toMatchObject({ delete_on: null, hold: { reason } });
    const stored = await rowOf(id);
    expect(stored.retentionHeldAt).not.toBeNull();
    expect(stored.retentionHoldReason).not.toContain(reason);
    expect((await detail(id)).retention.hold).toEqual({
      held_at: stored.retentionHeldAt!.toISOString(),
      reason,
    });

    // A new reason keeps the hold's start.
    await request('PUT', holdUrl(id), staffCookie, { reason: 'Anderer Grund' });
    expect((await rowOf(id)).retentionHeldAt).toEqual(stored.retentionHeldAt);

    const released = await request('DELETE', holdUrl(id), staffCookie);
    expect(released.statusCode).toBe(200);
    expect(released.json().retention).toMatchObject({ hold: null, delete_on: before.retention.delete_on });
    expect(await rowOf(id)).toMatchObject({
      retentionHeldAt: null,
      retentionHoldReason: null,
      retentionHeldBy: null,
    });

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.tenantId, tenant.id)));
    const actions = audits.map((a) => a.action);
    expect(actions.filter((a) => a === 'submission.retention_hold')).toHaveLength(2);
    expect(actions.filter((a) => a === 'submission.retention_release')).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(reason);
    expect(JSON.stringify(audits)).not.toContain('Anderer Grund');
  });

  it('refuses a missing, empty or too long reason (400) and changes nothing', async () => {
    const id = await submitContact(ctx, tenant.tenantId, patientRequest);
    for (const payload of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 7 },
      { reason: 'x'.repeat(501) },
    ]) {
      const response = await request('PUT', holdUrl(id), staffCookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('RETENTION_HOLD_REASON_REQUIRED');
    }
    expect((await request('PUT', holdUrl('kein-uuid'), staffCookie, { reason: 'x' })).statusCode).toBe(400);
    expect((await request('DELETE', holdUrl('kein-uuid'), staffCookie)).statusCode).toBe(400);
    expect((await rowOf(id)).retentionHeldAt).toBeNull();
  });

  it("answers 401 without session and 404 for another practice's submission or staff without practice", async () => {
    const id = await submitContact(ctx, tenant.tenantId, patientRequest);
    expect((await request('PUT', holdUrl(id), undefined, { reason: 'x' })).statusCode).toBe(401);
    expect((await request('DELETE', holdUrl(id))).statusCode).toBe(401);
    // Holding is open to every role of the practice; what a role outside it gets is the 404 of an unknown id.
    const noPractice = await loginCookie(ctx, (await makeUser(ctx)).email);
    for (const cookie of [strangerCookie, noPractice]) {
      const put = await request('PUT', holdUrl(id), cookie, { reason: 'fremd' });
      expect(put.statusCode).toBe(404);
      expect(put.json().error).toBe('Formular-Einreichung nicht gefunden.');
      expect((await request('DELETE', holdUrl(id), cookie)).statusCode).toBe(404);
    }
    expect((await request('PUT', holdUrl(randomUUID()), staffCookie, { reason: 'x' })).statusCode).toBe(404);
    expect((await rowOf(id)).retentionHeldAt).toBeNull();
    // An admin (every practice) may hold.
    expect((await request('PUT', holdUrl(id), adminCookie, { reason: 'Prüfung' })).statusCode).toBe(200);
  });
});
