import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, formSubmissions, ipBlacklist, tenantSettings } from '../db/schema.ts';
import { makeTenant } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { createSubmissionWriter, type SubmissionRow } from './submissionWriter.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const row = (tenantId: string, ip: string): SubmissionRow => ({
  tenantId,
  formType: 'contact',
  requestKind: 'frage',
  patientLanguage: null,
  formData: 'pd1.verschluesselt',
  spam: { isSpam: false, score: null, confidence: null, reasons: null, status: 'pending' },
  clientIpHash: ip,
  blacklistKeys: () => [ip],
  userAgent: null,
  uploadTokenHash: randomUUID(),
  anamneseTokenHash: null,
  fillMs: null,
  actor: { kind: 'public', userId: null },
  auditDetails: { honeypot: false },
  score: true,
});

describe('submission writer (group commit)', () => {
  it('applies the per-address limit inside one batch of concurrent submissions', async () => {
    const tenant = await makeTenant(ctx);
    const writer = createSubmissionWriter(ctx.database, ctx.queue, 20);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => writer.write(row(tenant.id, 'ip-gleich'))),
    );
    expect(outcomes.filter((o) => o.status === 'stored')).toHaveLength(20);
    expect(outcomes.filter((o) => o.status === 'rate_limited')).toHaveLength(10);
    const stored = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.tenantId, tenant.id));
    expect(stored).toHaveLength(20);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id));
    expect(audits.filter((a) => a.action === 'submission.create')).toHaveLength(20);
  });

  it('answers each submission of a mixed batch on its own, and enqueues scoring for the stored ones', async () => {
    const tenant = await makeTenant(ctx);
    const gone = await makeTenant(ctx);
    await ctx.db.insert(ipBlacklist).values({ ipHash: 'ip-gesperrt', reason: 'Test' });
    const writer = createSubmissionWriter(ctx.database, ctx.queue, 20);
    await ctx.db.delete(tenantSettings).where(eq(tenantSettings.id, gone.id));
    const outcomes = await Promise.all([
      writer.write(row(tenant.id, 'ip-a')),
      writer.write(row(tenant.id, 'ip-gesperrt')),
      writer.write(row(gone.id, 'ip-b')),
      writer.write({ ...row(tenant.id, 'ip-c'), score: false }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['stored', 'blocked', 'no_tenant', 'stored']);
    const ids = outcomes.flatMap((o) => (o.status === 'stored' ? [o.id] : []));
    const { rows } = await ctx.database.executeSql(
      `select data from ${ctx.queue.schema}.job where name = 'score-submissions' and (data->'submissionIds' ? $1 or data->'submissionIds' ? $2)`,
      ids,
    );
    const queued = (rows as { data: { submissionIds: string[] } }[]).flatMap((r) => r.data.submissionIds);
    expect(queued).toContain(ids[0]);
    expect(queued).not.toContain(ids[1]);
  });

  it('groups submissions that arrive in separate event-loop turns into a few transactions', async () => {
    const tenant = await makeTenant(ctx);
    let transactions = 0;
    const counting = {
      ...ctx.database,
      transaction: <T>(fn: Parameters<typeof ctx.database.transaction<T>>[0]) => {
        transactions += 1;
        return ctx.database.transaction(fn);
      },
    };
    const writer = createSubmissionWriter(counting, ctx.queue, 1000);
    // Like HTTP requests: each write comes from its own callback, not from one synchronous loop.
    const outcomes = await Promise.all(
      Array.from(
        { length: 40 },
        (_, i) =>
          new Promise<Awaited<ReturnType<typeof writer.write>>>((resolve, reject) =>
            setImmediate(() => writer.write(row(tenant.id, `ip-${i}`)).then(resolve, reject)),
          ),
      ),
    );
    expect(outcomes.every((o) => o.status === 'stored')).toBe(true);
    expect(transactions).toBeLessThanOrEqual(4);
  });

  it('rejects every waiting caller when the write fails, and keeps working afterwards', async () => {
    const tenant = await makeTenant(ctx);
    const writer = createSubmissionWriter(ctx.database, ctx.queue, 20);
    const broken = { ...row(tenant.id, 'ip-x'), formType: 'kein-typ' }; // refused by the column's check
    const results = await Promise.allSettled([writer.write(broken), writer.write(broken)]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect((await writer.write(row(tenant.id, 'ip-y'))).status).toBe('stored');
  });
});
