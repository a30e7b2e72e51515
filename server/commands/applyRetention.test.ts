import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_CRON } from '../../common/retention.ts';
import {
  anamneseAiSummaries,
  anamneseSubmissions,
  deletionRecords,
  emailLogs,
  formSubmissions,
  magicLinkTokens,
  notificationDeliveries,
  retentionRuns,
  spamModelStats,
  spamModelTokens,
  submissionFiles,
} from '../db/schema.ts';
import { jobDefinitions } from '../jobs/registry.ts';
import { createRequest, pdfBytes, sendAnamnese, uploadFile } from '../test/detail.ts';
import { loginCookie, makeTenant, makeUser, randomIp } from '../test/factories.ts';
import { submit } from '../test/intake.ts';
import { patientRequest, submitContact } from '../test/spam.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { applyRetention, BATCH_SIZE, type BatchInfo } from './applyRetention.ts';

// The run deletes across every practice of the database: like every test context, this file's has a
// database of its own (testContext.ts), so other test files' rows (and runs) are not in play.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const deps = () => ({ database: ctx.database, crypto: ctx.crypto, spamModels: ctx.spamModels });

const answers = {
  bodyParts: ['back'],
  painLevel: 4,
  comorbidities: { radio: 'no', text: '' },
  medications: { radio: 'no', text: '' },
  expectations: { text: 'Schmerzfrei', checkbox: true },
};

async function staffOf(tenant: { tenantId: string }) {
  const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId], practiceRole: 'inhaber' });
  return { staff, cookie: await loginCookie(ctx, staff.email) };
}
const admin = async () => loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);

const setPeriods = async (adminCookie: string, tenantId: string, periods: Record<string, number | null>) => {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/retention/tenants/${tenantId}`,
    headers: { cookie: adminCookie },
    payload: { periods },
  });
  expect(response.statusCode).toBe(200);
};
const markSpam = async (cookie: string, id: string) => {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/submissions/${id}/spam`,
    headers: { cookie },
    payload: { isSpam: true },
  });
  expect(response.statusCode).toBe(200);
};
const hold = async (cookie: string, id: string, reason: string) => {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/submissions/${id}/retention-hold`,
    headers: { cookie },
    payload: { reason },
  });
  expect(response.statusCode).toBe(200);
};
const modelOf = async (scope: string) => ({
  stats: (await ctx.db.select().from(spamModelStats).where(eq(spamModelStats.scope, scope)))[0],
  tokens: (
    await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(spamModelTokens)
      .where(eq(spamModelTokens.scope, scope))
  )[0]!.n,
});
const existing = async (ids: string[]) =>
  (
    await ctx.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(inArray(formSubmissions.id, ids))
  )
    .map((row) => row.id)
    .sort();

describe('applyRetention', () => {
  it('deletes exactly what is due with everything hanging from it, keeps held and not yet due rows, records counts only, and leaves other practices alone', async () => {
    const marker = `Zitronenfalter${randomUUID().slice(0, 6)}`;
    const adminCookie = await admin();
    const a = await makeTenant(ctx);
    const b = await makeTenant(ctx);
    const { cookie } = await staffOf(a);
    const { cookie: cookieB } = await staffOf(b);
    // A: prescriptions after 30 days (so a moved clock of 40 days reaches them), spam 30 days (preset), contact 6 months.
    await setPeriods(adminCookie, a.id, { prescription: 30 });
    // B: spam after 60 days; everything else as preset.
    await setPeriods(adminCookie, b.id, { spam: 60 });

    // Due in A: a request staff marked spam (its words trained A's filter) …
    const trained = await submitContact(ctx, a.tenantId, {
      ...patientRequest,
      message: `${marker} ${patientRequest.message}`,
    });
    await markSpam(cookie, trained);
    // … and a prescription with its file, anamnese, summary, e-mail logs, magic-link token and delivery.
    const request = await createRequest(ctx, a.tenantId);
    await uploadFile(ctx, request, {
      name: `Rezept ${marker}.pdf`,
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    const withAll = request.submissionId;
    const anamneseId = await sendAnamnese(ctx, a.tenantId, withAll, answers);
    await ctx.db.insert(anamneseAiSummaries).values({
      anamneseSubmissionId: anamneseId,
      encryptedSummary: await ctx.crypto.encryptText(a.id, marker),
      aiModel: 'test',
    });
    await ctx.db.insert(emailLogs).values({
      submissionId: withAll,
      recipient: 'praxis@example.test',
      subject: 'Neue Anfrage',
      status: 'sent',
    });
    await ctx.db.insert(magicLinkTokens).values({
      submissionId: withAll,
      recipient: 'praxis@example.test',
      tokenHash: randomUUID(),
      codeHash: randomUUID(),
      expiresAt: inDays(7),
    });
    await ctx.db.insert(notificationDeliveries).values({
      tenantId: a.id,
      submissionId: withAll,
      kind: 'notification',
      deliveryKey: withAll,
      recipient: 'praxis@example.test',
      status: 'sent',
    });
    // Kept in A: a due prescription held by staff, and a contact request (6 months) not yet due.
    const held = (await createRequest(ctx, a.tenantId)).submissionId;
    await hold(cookie, held, `Verfahren ${marker}`);
    const notDue = await submitContact(ctx, a.tenantId, patientRequest);
    // B: the same kinds, none due under B's periods at day 40.
    const bSpam = await submitContact(ctx, b.tenantId, { ...patientRequest, message: `${marker} Termin?` });
    await markSpam(cookieB, bSpam);
    const bPrescription = (await createRequest(ctx, b.tenantId)).submissionId;
    const bContact = await submitContact(ctx, b.tenantId, patientRequest);

    const modelA = await modelOf(a.id);
    const modelB = await modelOf(b.id);
    expect(modelA.stats?.spamDocs).toBeGreaterThan(0);
    expect(modelA.tokens).toBeGreaterThan(0);

    // Day 20: nothing is due yet anywhere.
    const early = await applyRetention(deps(), { now: inDays(20) });
    expect(early).toMatchObject({ status: 'completed', deleted: 0, records: [] });

    const run = await applyRetention(deps(), { now: inDays(40) });
    expect(run.status).toBe('completed');
    if (run.status !== 'completed') return;
    const all = [trained, withAll, held, notDue, bSpam, bPrescription, bContact];
    expect(await existing(all)).toEqual([held, notDue, bSpam, bPrescription, bContact].sort());

    // Everything hanging from the deleted prescription went with it.
    expect(
      await ctx.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, withAll)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(anamneseSubmissions)
        .where(eq(anamneseSubmissions.originalSubmissionId, withAll)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(anamneseAiSummaries)
        .where(eq(anamneseAiSummaries.anamneseSubmissionId, anamneseId)),
    ).toEqual([]);
    expect(await ctx.db.select().from(emailLogs).where(eq(emailLogs.submissionId, withAll))).toEqual([]);
    expect(
      await ctx.db.select().from(magicLinkTokens).where(eq(magicLinkTokens.submissionId, withAll)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.submissionId, withAll)),
    ).toEqual([]);

    // The staff mark is un-learned: A's model counts drop; B's stay.
    const modelAfter = await modelOf(a.id);
    expect(modelAfter.stats!.spamDocs).toBe(modelA.stats!.spamDocs - 1);
    expect(modelAfter.tokens).toBeLessThan(modelA.tokens);
    expect(await modelOf(b.id)).toEqual(modelB);

    // The record: kind, how many, which period — for A only.
    const records = await ctx.db.select().from(deletionRecords).where(eq(deletionRecords.runId, run.runId));
    expect(
      records.map((r) => ({
        tenantId: r.tenantId,
        category: r.category,
        periodDays: r.periodDays,
        submissions: r.submissions,
        files: r.files,
        anamnesen: r.anamnesen,
      })),
    ).toEqual(
      expect.arrayContaining([
        { tenantId: a.id, category: 'spam', periodDays: 30, submissions: 1, files: 0, anamnesen: 0 },
        { tenantId: a.id, category: 'prescription', periodDays: 30, submissions: 1, files: 1, anamnesen: 1 },
      ]),
    );
    expect(records).toHaveLength(2);
    const [runRow] = await ctx.db.select().from(retentionRuns).where(eq(retentionRuns.id, run.runId));
    expect(runRow).toMatchObject({ status: 'completed', deletedCount: 2, error: null });
    expect(runRow!.finishedAt).not.toBeNull();

    // No content anywhere in what the run and the hold wrote.
    const { rows: leaks } = await ctx.database.executeSql(
      `select (select count(*)::int from deletion_records d where row_to_json(d)::text ilike $1)
            + (select count(*)::int from retention_runs r where row_to_json(r)::text ilike $1)
            + (select count(*)::int from audit_log l where row_to_json(l)::text ilike $1) as n`,
      [`%${marker}%`],
    );
    expect((leaks[0] as { n: number }).n).toBe(0);
    // The search works: the hold reason is stored (sealed), its clear text nowhere.
    const [heldRow] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, held));
    expect(heldRow!.retentionHoldReason).not.toContain(marker);
    expect((await ctx.crypto.decryptText(a.id, heldRow!.retentionHoldReason!)).ok).toBe(true);

    // Idempotent: a second run at the same clock finds nothing more.
    const again = await applyRetention(deps(), { now: inDays(40) });
    expect(again).toMatchObject({ status: 'completed', deleted: 0 });

    // Releasing the hold lets the next run take it.
    const released = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/submissions/${held}/retention-hold`,
      headers: { cookie },
    });
    expect(released.statusCode).toBe(200);
    const after = await applyRetention(deps(), { now: inDays(40) });
    expect(after).toMatchObject({ status: 'completed', deleted: 1 });
    expect(await existing([held])).toEqual([]);
  });

  it('"Nie" keeps a category for ever', async () => {
    const adminCookie = await admin();
    const tenant = await makeTenant(ctx);
    await setPeriods(adminCookie, tenant.id, { contact: null });
    const id = await submitContact(ctx, tenant.tenantId, patientRequest);
    const run = await applyRetention(deps(), { now: inDays(365 * 200) });
    expect(run.status).toBe('completed');
    expect(await existing([id])).toEqual([id]);
    // Cleaned up so later tests of this file start without old rows.
    await ctx.db.delete(formSubmissions).where(eq(formSubmissions.tenantId, tenant.id));
  });

  it('is the daily job: scheduled, and its handler runs the retention', async () => {
    const job = jobDefinitions(ctx).find((definition) => definition.id === 'apply-retention')!;
    expect(job.cron).toBe(RETENTION_CRON);
    const before = await ctx.db.select({ id: retentionRuns.id }).from(retentionRuns);
    await job.handler!({}, { jobId: 'test', attempt: 1, log: () => {} });
    const after = await ctx.db.select().from(retentionRuns);
    const added = after.filter((run) => !before.some((b) => b.id === run.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ status: 'completed' });
  });

  it('runs once at a time: a live run makes a second start skip; a stale one is taken over', async () => {
    const [live] = await ctx.db.insert(retentionRuns).values({ status: 'running' }).returning();
    expect(await applyRetention(deps(), { now: inDays(1) })).toEqual({
      status: 'skipped',
      runningRunId: live!.id,
    });
    await ctx.db
      .update(retentionRuns)
      .set({ startedAt: new Date(Date.now() - 3 * 3600_000) })
      .where(eq(retentionRuns.id, live!.id));
    expect((await applyRetention(deps(), { now: inDays(1) })).status).toBe('completed');
    const [stale] = await ctx.db.select().from(retentionRuns).where(eq(retentionRuns.id, live!.id));
    expect(stale).toMatchObject({ status: 'failed', error: 'RETENTION_RUN_ABANDONED' });
  });

  it('deletes 100,000 due rows in batches while intake goes on', { timeout: 600_000 }, async () => {
    const tenant = await makeTenant(ctx);
    const other = await makeTenant(ctx);
    const total = 100_000;
    const sealed = await ctx.crypto.encryptJson(tenant.id, { message: 'alt' });
    await ctx.database.executeSql(
      `insert into form_submissions (tenant_id, form_type, form_data, is_spam, quarantine_status, created_at)
       select $1, 'contact', $2, false, 'completed', now() - interval '400 days' - make_interval(secs => g)
       from generate_series(1, $3) g`,
      [tenant.id, sealed, total],
    );

    const batches: BatchInfo[] = [];
    let intake: Promise<{ status: number; id: string }> | null = null;
    let intakeDoneAtBatch: number | null = null;
    const run = await applyRetention(deps(), {
      now: new Date(),
      onBatch: async (batch) => {
        batches.push(batch);
        if (batches.length === 2) {
          // A patient sends a form through the real API while the run is going.
          intake = submit(
            ctx,
            {
              tenantId: other.tenantId,
              formData: { ...patientRequest, type: 'kontakt' },
            },
            { ip: randomIp() },
          ).then((response) => {
            intakeDoneAtBatch = batches.length;
            return { status: response.statusCode, id: response.json().submissionId as string };
          });
        }
      },
    });
    expect(run).toMatchObject({ status: 'completed', deleted: total });
    // In batches: never more than BATCH_SIZE rows in one transaction, so at least total / BATCH_SIZE of them.
    const ofTenant = batches.filter((b) => b.tenantId === tenant.id);
    expect(ofTenant.length).toBeGreaterThanOrEqual(total / BATCH_SIZE);
    expect(Math.max(...ofTenant.map((b) => b.deleted))).toBeLessThanOrEqual(BATCH_SIZE);
    // Intake was answered while the run still had batches to do, and its row is there.
    expect(intake).not.toBeNull();
    const answered = await intake!;
    expect(answered.status).toBe(200);
    expect(intakeDoneAtBatch).not.toBeNull();
    expect(intakeDoneAtBatch!).toBeLessThan(ofTenant.length);
    expect(await existing([answered.id])).toEqual([answered.id]);
    const left = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.tenantId, tenant.id)));
    expect(left[0]!.n).toBe(0);
    const [record] = await ctx.db
      .select()
      .from(deletionRecords)
      .where(
        and(
          eq(deletionRecords.runId, run.status === 'completed' ? run.runId : ''),
          eq(deletionRecords.tenantId, tenant.id),
        ),
      );
    expect(record).toMatchObject({
      category: 'contact',
      submissions: total,
      files: 0,
      anamnesen: 0,
      periodDays: 186,
    });
  });
});
